/**
 * The command line's options, read with `node:util` `parseArgs`: `--opt=value`
 * and `--opt value`, `--no-takeback`, `--format=json` for the report
 * commands, `--` before arguments that start with a dash; unknown options,
 * missing values and flags given a value are usage errors (exit 2).
 */
import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import { captureIo } from './capture.js';

const cap = captureIo();

/** Runs a command, returns [exit code, stdout, stderr]. */
async function call(cmd: (argv: string[]) => Promise<number>, argv: string[]): Promise<[number, string, string]> {
  cap.out = '';
  cap.err = '';
  const code = await cmd(argv);
  return [code, cap.out, cap.err];
}

describe('options parsed with node:util parseArgs', () => {
  it('--opt=value, --format=json, --no-takeback; unknown options and flags given a value are usage errors (exit 2)', async () => {
    expect(await main(['deal', 'KL1-D1N-AAAAAAG', '--format=json', '--draw=3', '--no-takeback'])).toBe(0);
    expect(JSON.parse(cap.out).options).toMatchObject({ draw: 3, takeback: false });
    let [code, , err] = await call(main, ['deal', 'KL1-D1N-AAAAAAG', '--colour', 'red']);
    expect(code).toBe(2);
    expect(err).toMatch(/^klondike: unknown option "--colour"\n\nUsage: klondike deal/);
    [code, , err] = await call(main, ['daily', '2026-03-14', '--json=yes']);
    expect(code).toBe(2);
    expect(err).toMatch(/^klondike: --json takes no value, not "yes"/);
    [code, , err] = await call(main, ['solve', 'KL1-D1N-AAAAAAG', '--time-limit']);
    expect(code).toBe(2);
    expect(err).toMatch(/^klondike: --time-limit needs a value/);
    [code, , err] = await call(main, ['study', '--deals=2', '--draw=3', '--shard=2/2']);
    expect(code).toBe(2);
    expect(err).toMatch(/--shard must be I\/N/);
    // --format json is --json for the commands that print a report.
    [code] = await call(main, ['daily', '2026-03-14', '--format=json']);
    expect(code).toBe(0);
    expect(JSON.parse(cap.out)).toMatchObject({ code: 'KL1-D1N-CKEZCYS' });
    [code, , err] = await call(main, ['daily', '2026-03-14', '--format=xml']);
    expect(code).toBe(2);
    expect(err).toMatch(/--format must be text or json, not "xml"/);
  });
  it('-- ends the options: a move that starts with a dash is an argument (and illegal), not an unknown option', async () => {
    const [code, , err] = await call(main, ['play', 'KL1-D1N-AAAAAAG', '--', '-x']);
    expect(code).toBe(1);
    expect(err).toMatch(/move 1 \("-x"\) is illegal/);
  });
  it('option names of Object.prototype are unknown options; a value that is the next option counts as missing', async () => {
    for (const name of ['--constructor', '--__proto__', '--toString=1', '--hasOwnProperty']) {
      const [code, , err] = await call(main, ['deal', 'KL1-D1N-AAAAAAG', name]);
      expect(code).toBe(2);
      expect(err).toMatch(/^klondike: unknown option "--/);
    }
    const [code, , err] = await call(main, ['deal', '--deal', '--format', 'json']);
    expect(code).toBe(2);
    expect(err).toMatch(/^klondike: --deal needs a value/);
  });
});

/**
 * The command line under hostile or careless input: input files read with a
 * size limit, closed pipes, absurd counts, rule flags on a saved game,
 * control characters and huge inputs echoed in errors. No stack trace ever
 * reaches the user.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Klondike } from '../../src/engine/index.js';
import { run as bench } from '../../src/cli/commands/bench.js';
import { run as deal } from '../../src/cli/commands/deal.js';
import { run as play } from '../../src/cli/commands/play.js';
import { run as study } from '../../src/cli/commands/study.js';
import { describeError, MAX_INPUT_BYTES, safeMessage } from '../../src/cli/format.js';
import { main } from '../../src/cli/main.js';
import { captureIo } from './capture.js';

const cap = captureIo();
const dir = mkdtempSync(join(tmpdir(), 'klondike-cli-'));

describe('input files', () => {
  it.runIf(existsSync('/dev/zero'))('deal --deal /dev/zero - refused after the size limit, promptly', async () => {
    expect(await deal(['--deal', '/dev/zero'])).toBe(1);
    expect(cap.err).toBe(`klondike: "/dev/zero" is larger than ${MAX_INPUT_BYTES} bytes: a deal or a saved game is a few KB\n`);
  });
  it('a file over the limit is refused; a missing file says so in one line', async () => {
    const big = join(dir, 'big.json');
    writeFileSync(big, ' '.repeat(MAX_INPUT_BYTES + 1));
    expect(await deal(['--deal', big])).toBe(1);
    expect(cap.err).toMatch(/is larger than/);
    cap.err = '';
    expect(await deal(['--deal', join(dir, 'none.json')])).toBe(1);
    expect(cap.err).toMatch(/^klondike: cannot read ".*none\.json": ENOENT\n$/);
  });
  it('rule flags on a saved game are refused with the reason (a saved game keeps its rules); on a Solvitaire deal they apply', async () => {
    const save = join(dir, 'save.json');
    writeFileSync(save, JSON.stringify(new Klondike({ code: 'KL1-D1N-AAAAAAG' }).toJSON()));
    expect(await deal(['--deal', save, '--draw', '3'])).toBe(2);
    expect(cap.err).toMatch(/is a saved game: it keeps its own rules, so --draw cannot apply/);
    const solvitaire = join(dir, 'deal.json');
    writeFileSync(solvitaire, JSON.stringify(new Klondike({ dealNumber: 6 }).toSolvitaire()));
    cap.out = '';
    expect(await deal(['--deal', solvitaire, '--draw', '3', '--format', 'json'])).toBe(0);
    expect(JSON.parse(cap.out).options.draw).toBe(3);
  });
});

describe('counts and echoed input', () => {
  it('bench/study --deals 1e12: a usage error with the maximum', async () => {
    expect(await bench(['--deals', '1e12', '--draw', '1'])).toBe(2);
    expect(cap.err).toMatch(/^klondike: --deals must be a whole number from 1 to 1000000, not "1e12"/);
    cap.err = '';
    expect(await study(['--deals', '1e12', '--draw', '1'])).toBe(2);
    expect(cap.err).toMatch(/--deals must be a whole number from 1 to 1000000/);
  });
  it('control characters in a move, an option or a command are escaped, never written raw', async () => {
    expect(await play(['KL1-D1N-AAAAAAG', '\u001b[2J'])).toBe(1);
    expect(cap.err).toMatch(/^klondike: move 1 \("\\u001b\[2J"\) is illegal: not a move/);
    expect(await main(['\u001b]0;pwned\u0007'])).toBe(2);
    expect(await deal(['KL1-D1N-AAAAAAG', '--\u001b[31m'])).toBe(2);
    expect([...cap.err].some((c) => c.charCodeAt(0) < 32 && c !== '\n')).toBe(false);
  });
  it('a 10 MB input is cut in the message', async () => {
    const huge = 'K'.repeat(10_000_000);
    expect(await deal([huge])).toBe(1);
    expect(cap.err.length).toBeLessThan(300);
    expect(cap.err).toMatch(/…" \(10000000 characters\) is not a deal code/);
  });
  it('safeMessage and describeError: control characters escaped, long text cut, memory errors in one line', () => {
    expect(safeMessage('a\u0007b\nc')).toBe('a\\u0007b\nc');
    expect(safeMessage('x'.repeat(5000))).toHaveLength(2000 + '… (cut)'.length);
    expect(describeError(new RangeError('Invalid array length'))).toBe('out of memory (Invalid array length): try a smaller input or limit');
    const e = new Error('first line\n    at somewhere (file.js:1:1)');
    expect(describeError(e)).toBe('first line');
  });
});

describe('the real process', () => {
  const cli = (args: string[], input?: string) =>
    spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', ...args], { encoding: 'utf8', input, timeout: 60_000 });
  it('a closed pipe ends quietly: no EPIPE stack trace (klondike … | head -c 50)', () => {
    // Output well past the pipe buffer, into a reader that closes after 50 bytes.
    const script = `const m = await import(${JSON.stringify(join(process.cwd(), 'src/cli/main.ts'))}); m.guardProcess();
      for (let i = 0; i < 2000; i++) { await m.main(['deal', 'KL1-D1N-AAAAAAG', '--format', 'json']); await new Promise((r) => setImmediate(r)); }`;
    const r = spawnSync('sh', ['-c', `"${process.execPath}" --import tsx --input-type=module -e "$SCRIPT" | head -c 50 >/dev/null`], {
      encoding: 'utf8',
      timeout: 60_000,
      env: { ...process.env, SCRIPT: script },
    });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
  });
  it('an unknown failure prints one line and exit 1, never a stack trace', () => {
    const r = cli(['deal', '--deal', dir]);
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/^klondike: cannot read ".*": EISDIR\n$/);
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });
});

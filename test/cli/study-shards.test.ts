/**
 * `klondike study` and `bench` split in shards (`--shard I/N`, `--threads K`,
 * `--jsonl FILE`), resumed, and merged by `klondike study-merge`: the merge
 * of the shards is the run in one piece; overlaps, gaps and mixed runs are
 * refused; a resumed shard writes no deal twice.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { run as bench } from '../../src/cli/commands/bench.js';
import { run as study } from '../../src/cli/commands/study.js';
import { run as merge } from '../../src/cli/commands/study-merge.js';
import { shardFlag, shardPlaces } from '../../src/cli/batch.js';
import { captureIo } from './capture.js';

const cap = captureIo();
const dir = mkdtempSync(join(tmpdir(), 'klondike-study-shards-'));
const file = (name: string) => join(dir, name);

/** 12 draw-3 deals within 20 000 states: some won, some lost, two undecided (no time limit: the same on every machine). */
const RUN = ['--deals', '12', '--draw', '3', '--max-states', '20000', '--seed', '1'];

/** The deal lines of a file without their times (`ms`), the only part that differs between runs. */
const verdictLines = (...files: string[]): string[] =>
  files
    .flatMap((f) => readFileSync(f, 'utf8').trim().split('\n').slice(1))
    .map((l) => JSON.parse(l) as { i: number })
    .sort((a, b) => a.i - b.i)
    .map((r) => JSON.stringify(r, (k, v: unknown) => (k === 'ms' ? undefined : v)));

/** A printed table without its last line (the time of search). */
const tableOf = (text: string) => text.trimEnd().split('\n').slice(0, -1).join('\n');

/** Runs a command, returns [exit code, stdout, stderr]. */
async function call(cmd: (argv: string[]) => Promise<number>, argv: string[]): Promise<[number, string, string]> {
  cap.out = '';
  cap.err = '';
  const code = await cmd(argv);
  return [code, cap.out, cap.err];
}

describe('shards', () => {
  it('--shard I/N: N shards take every place of the run once; bad values are usage errors', () => {
    for (const n of [1, 2, 3, 7, 13]) {
      const all = Array.from({ length: n }, (_, i) => shardPlaces(12, { index: i, count: n })).flat();
      expect(all.sort((a, b) => a - b)).toEqual(Array.from({ length: 12 }, (_, i) => i));
    }
    expect(shardFlag('2/4')).toEqual({ index: 2, count: 4 });
    for (const bad of ['4/4', '1/0', '-1/4', '1', 'a/b', '1/4/2', ' 1/4']) expect(() => shardFlag(bad)).toThrow(/--shard must be I\/N/);
  });
});

describe('klondike study: shards and study-merge', () => {
  const whole = file('whole.jsonl');
  const s0 = file('s0.jsonl');
  const s1 = file('s1.jsonl');
  let wholeText = '';
  let wholeJson: Record<string, unknown> = {};

  it('two shards (one of them on two threads) merged: the verdict lines byte for byte, the same table as the run in one piece', async () => {
    [, wholeText] = await call(study, [...RUN, '--jsonl', whole]);
    const [, out] = await call(study, [...RUN, '--json']);
    wholeJson = JSON.parse(out) as Record<string, unknown>;
    expect(wholeJson.undecidedDeals).toBeGreaterThan(0);
    expect((wholeJson.winnableWithTakeback as { yes: number }).yes).toBeGreaterThan(0);
    expect((wholeJson.traditional as { no: number }).no).toBeGreaterThan(0);

    expect((await call(study, [...RUN, '--shard', '0/2', '--jsonl', s0]))[0]).toBe(0);
    const [code, shardText] = await call(study, [...RUN, '--shard', '1/2', '--threads', '2', '--jsonl', s1]);
    expect(code).toBe(0);
    expect(shardText).toMatch(/^study: 6 deals \(shard 1\/2 of a run of 12 deals\), draw 3, 20000 states per search, no time limit, seed 1\n/);

    expect(verdictLines(s0, s1)).toEqual(verdictLines(whole));
    expect(verdictLines(whole)).toHaveLength(12);
    const [mc, merged] = await call(merge, [s1, s0]);
    expect(mc).toBe(0);
    expect(tableOf(merged)).toBe(tableOf(wholeText));
    expect(merged).toMatch(/^search time: [\d.]+ s in all$/m);
    const [, mergedJson] = await call(merge, [s0, s1, '--format=json']);
    const strip = (r: Record<string, unknown>) => ({ ...r, seconds: 0 });
    expect(strip(JSON.parse(mergedJson) as Record<string, unknown>)).toEqual(strip(wholeJson));
  }, 120_000);

  it('each file starts with a header that says what it holds', () => {
    const header = JSON.parse(readFileSync(s1, 'utf8').split('\n')[0]) as Record<string, unknown>;
    expect(header).toMatchObject({
      format: 'klondike-batch',
      version: 1,
      command: 'study',
      options: { deals: 12, draw: 3, seed: 1, timeLimitMs: null, maxStates: 20000 },
      shard: { index: 1, count: 2 },
    });
    expect(header.fields).toMatch(/verdict/);
    const line = JSON.parse(readFileSync(s1, 'utf8').split('\n')[1]) as Record<string, unknown>;
    expect(Object.keys(line)).toEqual(['i', 'deal', 'code', 'takebackOff', 'takebackOn', 'traditional']);
  });

  it('--deals M merges the start of a run: the same as a run of M deals', async () => {
    const [, six] = await call(study, [...RUN.slice(0, 1), '6', ...RUN.slice(2)]);
    const [code, merged] = await call(merge, [s0, s1, '--deals', '6']);
    expect(code).toBe(0);
    expect(tableOf(merged)).toBe(tableOf(six));
  }, 60_000);

  it('refuses a gap (a shard missing): exit 1, the missing deals, and the complete start to merge', async () => {
    const [code, out, err] = await call(merge, [s0]);
    expect(code).toBe(1);
    expect(out).toBe('');
    expect(err).toBe('klondike: gap: 6 of the 12 deals are in no file: #1, #3, #5, #7, #9, #11 (deal #i belongs to shard i mod N); the first 1 deals are complete: merge them with --deals 1\n');
  });

  it('refuses an overlap: the same shard twice, or a deal in two files', async () => {
    let [code, , err] = await call(merge, [s0, s1, s0]);
    expect(code).toBe(1);
    expect(err).toMatch(/^klondike: overlap: ".*s0\.jsonl" and ".*s0\.jsonl" are both shard 0\/2/);
    [code, , err] = await call(merge, [s0, whole]);
    expect(code).toBe(1);
    expect(err).toMatch(/^klondike: overlap: deal #0 \(KL1-D3N-[A-Z2-7]{7}\) is in ".*s0\.jsonl" and in ".*whole\.jsonl"/);
    const doubled = file('doubled.jsonl');
    const lines = readFileSync(s0, 'utf8').split('\n');
    writeFileSync(doubled, [...lines.slice(0, 2), lines[1], ''].join('\n'));
    [code, , err] = await call(merge, [doubled, s1]);
    expect(code).toBe(1);
    expect(err).toMatch(/overlap: deal #0 .* twice/);
  });

  it('refuses mixed runs: other rules (draw), another budget', async () => {
    const draw1 = file('draw1.jsonl');
    const budget = file('budget.jsonl');
    expect((await call(study, ['--deals', '12', '--draw', '1', '--max-states', '20000', '--shard', '1/2', '--jsonl', draw1]))[0]).toBe(0);
    expect((await call(study, ['--deals', '12', '--draw', '3', '--max-states', '30000', '--shard', '1/2', '--jsonl', budget]))[0]).toBe(0);
    for (const other of [draw1, budget]) {
      const [code, out, err] = await call(merge, [s0, other]);
      expect(code).toBe(1);
      expect(out).toBe('');
      expect(err).toMatch(/^klondike: mixed runs: ".*s0\.jsonl" is study, 12 deals, draw 3, seed 1, time limit none, max states 20000, klondike [^;]+; ".*" is study, 12 deals, draw [13], seed 1, time limit none, max states [23]0000/);
    }
  }, 60_000);

  it('refuses a file that is not a batch file, and a record that does not belong to its shard', async () => {
    const junk = file('junk.jsonl');
    writeFileSync(junk, '{"hello":1}\n');
    let [code, , err] = await call(merge, [junk]);
    expect(code).toBe(1);
    expect(err).toMatch(/its first line is not a klondike-batch header/);
    const moved = file('moved.jsonl');
    const [head, first] = readFileSync(s0, 'utf8').split('\n');
    writeFileSync(moved, `${head}\n${first.replace('"i":0,', '"i":1,')}\n`);
    [code, , err] = await call(merge, [moved]);
    expect(code).toBe(1);
    expect(err).toMatch(/line 2: deal #1 is not in shard 0\/2/);
    [code, , err] = await call(merge, []);
    expect(code).toBe(2);
    expect(err).toMatch(/give the files of the shards/);
  });

  it('a shard resumed with its file (cut mid-line by a killed run) solves only what is missing and writes no deal twice', async () => {
    const resumed = file('resumed.jsonl');
    const full = readFileSync(s1, 'utf8');
    const lines = full.split('\n');
    // The header, three deals, and half of the fourth deal's line.
    writeFileSync(resumed, lines.slice(0, 4).join('\n') + '\n' + lines[4].slice(0, 40));
    const [code, out, err] = await call(study, [...RUN, '--shard', '1/2', '--jsonl', resumed]);
    expect(code).toBe(0);
    expect(err).toBe(`klondike: resumed ${resumed}: 3 deals were there (a cut last line dropped), 3 solved now\n`);
    expect(out).toMatch(/^study: 6 deals \(shard 1\/2/);
    expect(verdictLines(resumed)).toEqual(verdictLines(s1));
    // The three deals written before are kept as they were, times included.
    expect(readFileSync(resumed, 'utf8').split('\n').slice(0, 4)).toEqual(lines.slice(0, 4));
    // Run again on a complete file: nothing solved, nothing written.
    const before = readFileSync(resumed, 'utf8');
    expect((await call(study, [...RUN, '--shard', '1/2', '--jsonl', resumed]))[0]).toBe(0);
    expect(readFileSync(resumed, 'utf8')).toBe(before);
    expect(cap.err).toMatch(/6 deals were there, 0 solved now/);
  }, 60_000);

  it('a file cut inside its header line starts afresh; a file of another run or shard is refused', async () => {
    const cutHeader = file('cut-header.jsonl');
    writeFileSync(cutHeader, '{"format":"klondike-ba');
    expect((await call(study, [...RUN, '--deals', '2', '--jsonl', cutHeader]))[0]).toBe(0);
    expect(readFileSync(cutHeader, 'utf8').trim().split('\n')).toHaveLength(3);
    let [code, , err] = await call(study, [...RUN, '--shard', '0/2', '--jsonl', s1]);
    expect(code).toBe(1);
    expect(err).toMatch(/holds shard 1\/2, not 0\/2: give another file/);
    [code, , err] = await call(study, [...RUN.slice(0, 3), '1', ...RUN.slice(4), '--shard', '1/2', '--jsonl', s1]);
    expect(code).toBe(1);
    expect(err).toMatch(/holds another run \(study, 12 deals, draw 3.*\), not this one \(study, 12 deals, draw 1/);
  }, 60_000);
});

describe('klondike bench: shards and study-merge', () => {
  it('two shards merged give the bench of the whole run (without the live memory figure)', async () => {
    const args = ['--deals', '12', '--draw', '3', '--max-states', '300'];
    const [, whole] = await call(bench, [...args, '--json']);
    const b0 = file('b0.jsonl');
    const b1 = file('b1.jsonl');
    expect((await call(bench, [...args, '--shard', '0/2', '--jsonl', b0]))[0]).toBe(0);
    expect((await call(bench, [...args, '--shard', '1/2', '--threads', '2', '--jsonl', b1]))[0]).toBe(0);
    const [code, merged] = await call(merge, [b0, b1, '--json']);
    expect(code).toBe(0);
    const pick = (r: Record<string, unknown>) => ({ ...r, medianMs: 0, p90Ms: 0, p99Ms: 0, maxMs: 0, statesPerSecond: 0, peakRssMB: 0 });
    const w = JSON.parse(whole) as Record<string, unknown>;
    expect(w.unknown).toBeGreaterThan(0);
    expect(pick(JSON.parse(merged) as Record<string, unknown>)).toEqual(pick(w));
    expect(JSON.parse(merged).peakRssMB).toBeNull();
  }, 60_000);
});

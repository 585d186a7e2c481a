/**
 * The solver's commands: `klondike solve`, `bench`, `lines` and `study`, run in
 * process with their output captured.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Klondike, parseCode } from '../../src/engine/index.js';
import { run as bench } from '../../src/cli/commands/bench.js';
import { run as solveCmd } from '../../src/cli/commands/solve.js';
import { run as study } from '../../src/cli/commands/study.js';
import { run as linesCmd } from '../../src/cli/commands/lines.js';
import { GUIDED_STATES, SHORT_LINE_STATES } from '../../src/solver/short-line.js';
import { ALL, position, replaysToWin } from '../solver/helpers.js';
import { captureIo } from './capture.js';

const cap = captureIo();
const dir = mkdtempSync(join(tmpdir(), 'klondike-solver-cli-'));

/** Deal 2, draw 1: won within a few thousand states. */
const easy = new Klondike({ dealNumber: 2, draw: 1 });
/** A draw-3 deal that needs millions of states (see docs/benchmarks.md). */
const hard = new Klondike({ dealNumber: 3491050566, draw: 3 });

describe('klondike solve', () => {
  it('text: the deal and rules, the verdict with time and states, the winning moves', async () => {
    expect(await solveCmd([easy.code!])).toBe(0);
    const [head, verdict, line] = cap.out.trim().split('\n');
    expect(head).toBe(`${easy.code} · draw 1 · Normal scoring · passes: unlimited · take-back on`);
    expect(verdict).toMatch(/^solved in \d+\.\d ms, \d+ states$/);
    const m = /^(\d+) moves: (.*)$/.exec(line)!;
    const moves = m[2].split(' ');
    expect(moves.length).toBe(Number(m[1]));
    expect(replaysToWin(easy, moves)).toBe(true);
  });

  it('--json: the code, the verdict, the moves (which replay to a win), states and time', async () => {
    expect(await solveCmd([easy.code!, '--json'])).toBe(0);
    const r = JSON.parse(cap.out);
    expect(r).toMatchObject({ code: easy.code, result: 'solved' });
    expect(r.states).toBeGreaterThan(0);
    expect(typeof r.ms).toBe('number');
    expect(replaysToWin(easy, r.moves)).toBe(true);
  });

  it('rule flags override the code: draw, passes, take-back', async () => {
    expect(await solveCmd([easy.code!, '--draw', '3', '--passes', '1', '--no-takeback', '--json'])).toBe(0);
    const r = JSON.parse(cap.out);
    expect(parseCode(r.code)).toMatchObject({ draw: 3, passes: 1, takeback: false, dealNumber: 2 });
    if (r.result === 'solved') expect(replaysToWin(new Klondike({ code: r.code }), r.moves)).toBe(true);
  });

  it('--deal FILE.json: a Solvitaire position proved unsolvable, exit 0', async () => {
    // 6s can only go home after 5s, and its parents 7h / 7d lie under it with 5s.
    const named = ['5s', '7h', '7d', '6s', 'Ks'];
    const file = join(dir, 'lost.json');
    writeFileSync(file, JSON.stringify(position({ cols: ['5s 7h 7d | 6s', 'Ks'], stock: ALL.filter((c) => !named.includes(c)) })));
    expect(await solveCmd(['--deal', file])).toBe(0);
    expect(cap.out.split('\n')[1]).toMatch(/^unsolvable in /);
  });

  it('out of time: unknown, exit 1', async () => {
    expect(await solveCmd([hard.code!, '--time-limit', '5'])).toBe(1);
    expect(cap.out.split('\n')[1]).toMatch(/^unknown in /);
  });

  it('a bad code exits 1 with the reason; usage errors exit 2', async () => {
    expect(await solveCmd(['KL1-D1N-!!'])).toBe(1);
    expect(cap.err).toMatch(/Deal part "!!"/);
    cap.err = '';
    expect(await solveCmd([easy.code!, '--time-limit', 'soon'])).toBe(2);
    expect(cap.err).toMatch(/--time-limit must be a whole number/);
    expect(await solveCmd([])).toBe(2);
  });
});

describe('klondike bench', () => {
  it('--json: counts that add up, percentages, times, and the codes of the undecided deals', async () => {
    expect(await bench(['--deals', '12', '--draw', '3', '--max-states', '300', '--json'])).toBe(0);
    const r = JSON.parse(cap.out);
    expect(r).toMatchObject({ deals: 12, draw: 3, maxStates: 300, seed: 1 });
    expect(r.solved + r.unsolvable + r.unknown).toBe(12);
    expect(r.decidedPct).toBeCloseTo(((r.solved + r.unsolvable) / 12) * 100);
    expect(r.unknown).toBeGreaterThan(0); // 300 states leave some undecided
    expect(r.undecided).toHaveLength(r.unknown);
    for (const code of r.undecided) expect(parseCode(code).draw).toBe(3);
    expect(r.medianMs).toBeLessThanOrEqual(r.p90Ms);
    expect(r.p90Ms).toBeLessThanOrEqual(r.maxMs);
    expect(r.winnableWilson95[0]).toBeLessThanOrEqual(r.winnablePct);
    expect(r.winnableWilson95[1]).toBeGreaterThanOrEqual(r.winnablePct);
  });

  it('text: one line each, undecided codes last; the same deals from the same seed', async () => {
    expect(await bench(['--deals', '12', '--draw', '3', '--max-states', '300'])).toBe(0);
    const lines = cap.out.trim().split('\n');
    expect(lines.map((l) => l.split(/\s/)[0])).toEqual(['bench:', 'decided', 'winnable', 'time', 'speed', 'undecided']);
    cap.out = '';
    await bench(['--deals', '12', '--draw', '3', '--max-states', '300', '--json']);
    expect(lines[5]).toBe(`undecided  ${JSON.parse(cap.out).undecided.join(' ')}`);
  });

  it('--halves: each deal on two threads (the two halves of the search), with the verdicts of one thread', async () => {
    // A state budget makes both runs machine-independent; each half has the budget, so two threads decide at least as many.
    const args = ['--deals', '16', '--draw', '3', '--max-states', '20000', '--seed', '5', '--json'];
    expect(await bench(args)).toBe(0);
    const one = JSON.parse(cap.out);
    cap.out = '';
    expect(await bench([...args, '--halves'])).toBe(0);
    const two = JSON.parse(cap.out);
    expect(two.halves).toBe(true);
    expect(two.solved + two.unsolvable + two.unknown).toBe(16);
    expect(two.unknown).toBeLessThan(one.unknown); // the side half's relaxation proves deals the whole search leaves at 20 000 states
    // Here every deal that one thread decides, two threads decide too.
    expect(two.solved).toBeGreaterThanOrEqual(one.solved);
    expect(two.unsolvable).toBeGreaterThanOrEqual(one.unsolvable);
  }, 60_000);

  it('usage errors exit 2: no --deals, a bad draw, a bad thread count, --halves with --threads', async () => {
    expect(await bench(['--draw', '1'])).toBe(2);
    expect(cap.err).toMatch(/--deals N is required/);
    expect(await bench(['--deals', '3', '--draw', '2'])).toBe(2);
    cap.err = '';
    expect(await bench(['--deals', '3', '--draw', '1', '--threads', '0'])).toBe(2);
    expect(cap.err).toMatch(/--threads must be a whole number from 1 to 64, not "0"/);
    cap.err = '';
    expect(await bench(['--deals', '3', '--draw', '1', '--threads', '2', '--halves'])).toBe(2);
    expect(cap.err).toMatch(/--halves runs each deal on two threads already/);
  });
});

describe('klondike lines', () => {
  it('--json and text: medians and p90 of the lines found and shortened; shortened never costs more passes', async () => {
    expect(await linesCmd(['--deals', '4', '--draw', '1', '--max-states', '100000', '--time-limit', '1000000000', '--json'])).toBe(0);
    const r = JSON.parse(cap.out);
    expect(r).toMatchObject({ deals: 4, draw: 1, seed: 1 });
    expect(r.won + r.notWon).toBe(4);
    expect(r.won).toBeGreaterThan(0);
    for (const k of ['moves', 'taps', 'passes']) {
      expect(r.found[k].median).toBeLessThanOrEqual(r.found[k].p90);
      expect(r.shortened[k].median).toBeLessThanOrEqual(r.shortened[k].p90);
    }
    expect(r.shortened.passes.median).toBeLessThanOrEqual(r.found.passes.median);
    expect(r.extraStates.max).toBeLessThanOrEqual(SHORT_LINE_STATES + GUIDED_STATES);
    cap.out = '';
    expect(await linesCmd(['--deals', '2', '--draw', '3', '--max-states', '100000'])).toBe(0);
    expect(cap.out.trim().split('\n').map((l) => l.split(/\s/)[0])).toEqual(['lines:', 'line', 'found', 'shortened', 'shortening:']);
    expect(await linesCmd(['--draw', '1'])).toBe(2);
  }, 120_000);
});

describe('klondike study', () => {
  it('--json: take-back never makes fewer deals winnable, a pass limit never more', async () => {
    expect(await study(['--deals', '4', '--draw', '1', '--max-states', '20000', '--json'])).toBe(0);
    const r = JSON.parse(cap.out);
    const { winnableWithTakeback: on, winnableWithoutTakeback: off, traditional: trad } = r;
    for (const t of [on, off, trad]) expect(t.yes + t.no + t.unknown).toBe(4);
    expect(on.yes).toBeGreaterThanOrEqual(off.yes);
    expect(trad).toMatchObject({ passes: 1, takeback: false });
    expect(trad.yes).toBeLessThanOrEqual(off.yes);
    expect(r.winnableNeedingTakeback.ofWinnable).toBe(on.yes);
  });
});

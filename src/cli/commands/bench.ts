/**
 * `klondike bench --deals N --draw 1|3 [--time-limit MS] [--max-states K] [--seed S] [--threads 1|2] [--json]`:
 * solves N pseudo-random deals in one process (unlimited passes, take-back
 * on) and prints decided %, winnable % with a 95 % Wilson interval, the
 * unknown count, median / p90 / p99 / max time, states per second and in
 * all, peak memory and the codes of the deals left undecided.
 * @module
 */
import { DEAL_COUNT, Klondike, quoteInput } from '../../engine/index.js';
import { solve } from '../../solver/index.js';
import { EXIT, guard, io, UsageError } from '../format.js';
import { SolverThreads } from '../solver-threads.js';
import { intFlag } from './solve.js';

/** Usage text of `bench`. */
export const USAGE = `Usage: klondike bench --deals N --draw 1|3 [--time-limit MS] [--max-states K] [--seed S] [--threads 1|2] [--json]

Solves N deals (deal numbers drawn from seed S, default 1) with unlimited
passes and take-back, each within MS milliseconds (default 1000) and, with
--max-states, K states (a budget that does not depend on the machine), and
prints: decided %, winnable % with a 95 % Wilson interval, unknown count,
median / p90 / p99 / max time, states per second and in all, peak memory,
and the codes of the deals left undecided (replay one with klondike solve
CODE). With --threads 2 each deal is searched on two threads, the main
search in one and the probes with the draw-1 relaxation in the other (as
the element's worker pool does with two workers); the time is then the wall
time until the first decisive answer, the states those of both halves, and
MS and K each half's limits.
`;

/** Most deals one `bench` or `study` run takes (a million deals is days of solving already). */
export const MAX_BENCH_DEALS = 1_000_000;

/** A small seeded generator (mulberry32) for deal numbers. */
export function dealNumbers(seed: number, n: number): number[] {
  let s = seed >>> 0;
  const next = (): number => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return Array.from({ length: n }, () => Math.floor(next() * 2 ** 20) * 2 ** 15 + Math.floor(next() * 2 ** 15)).map((x) => x % DEAL_COUNT);
}

/** The 95 % Wilson score interval of k successes out of n, as [low, high] fractions. */
export function wilson(k: number, n: number, z = 1.959964): [number, number] {
  if (n === 0) return [0, 1];
  const p = k / n;
  const d = 1 + (z * z) / n;
  const c = p + (z * z) / (2 * n);
  const h = z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n));
  return [(c - h) / d, (c + h) / d];
}

/** The q-quantile (0..1) of sorted values. */
export function quantile(sorted: number[], q: number): number {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}

/** Undecided deal codes the text output lists (`--json` lists them all). */
const UNDECIDED_SHOWN = 20;

/** Reads `--deals --draw --time-limit --max-states --seed --threads --json`. */
export function parseBenchArgs(argv: string[]): { deals: number; draw: 1 | 3; timeLimitMs: number; maxStates: number; seed: number; threads: 1 | 2; json: boolean; help: boolean } {
  let deals: number | undefined;
  let draw: 1 | 3 | undefined;
  let timeLimitMs = 1000;
  let maxStates = Infinity;
  let seed = 1;
  let threads: 1 | 2 = 1;
  let json = false;
  let help = false;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--deals') deals = intFlag(a, argv[++i], 1, MAX_BENCH_DEALS);
    else if (a === '--draw') {
      const d = argv[++i];
      if (d !== '1' && d !== '3') throw new UsageError(`--draw must be 1 or 3, not ${quoteInput(d ?? '')}`);
      draw = d === '1' ? 1 : 3;
    } else if (a === '--time-limit') timeLimitMs = intFlag(a, argv[++i], 1);
    else if (a === '--max-states') maxStates = intFlag(a, argv[++i], 1);
    else if (a === '--seed') seed = intFlag(a, argv[++i], 0, 2 ** 32 - 1);
    else if (a === '--threads') {
      const t = argv[++i];
      if (t !== '1' && t !== '2') throw new UsageError(`--threads must be 1 or 2, not ${quoteInput(t ?? '')}`);
      threads = t === '1' ? 1 : 2;
    } else if (a === '--json') json = true;
    else if (a === '--help' || a === '-h') help = true;
    else throw new UsageError(`unknown argument ${quoteInput(a)}`);
  }
  if (!help && deals === undefined) throw new UsageError('--deals N is required');
  if (!help && draw === undefined) throw new UsageError('--draw 1|3 is required');
  return { deals: deals ?? 0, draw: draw ?? 1, timeLimitMs, maxStates, seed, threads, json, help };
}

const pct = (x: number): string => `${(x * 100).toFixed(2)} %`;

/** Runs `bench`; returns the exit code. */
export async function run(argv: string[]): Promise<number> {
  return guard(USAGE, async () => {
    const a = parseBenchArgs(argv);
    if (a.help) {
      io.out(USAGE);
      return EXIT.ok;
    }
    const numbers = dealNumbers(a.seed, a.deals);
    const times: number[] = [];
    let solved = 0;
    let unsolvable = 0;
    let unknown = 0;
    let states = 0;
    let totalMs = 0;
    let peak = process.memoryUsage().rss;
    const undecided: string[] = [];
    const threads = a.threads === 2 ? new SolverThreads() : null;
    for (const n of numbers) {
      const g = new Klondike({ dealNumber: n, draw: a.draw, passes: Infinity, takeback: true });
      const limits = { timeLimitMs: a.timeLimitMs, maxStates: a.maxStates };
      const r = threads ? await threads.solve(g, limits) : solve(g, limits);
      times.push(r.ms);
      states += r.states;
      totalMs += r.ms;
      if (r.result === 'solved') solved++;
      else if (r.result === 'unsolvable') unsolvable++;
      else {
        unknown++;
        undecided.push(g.code ?? String(n));
      }
      peak = Math.max(peak, process.memoryUsage().rss);
    }
    await threads?.close();
    times.sort((x, y) => x - y);
    const decided = solved + unsolvable;
    const [lo, hi] = wilson(solved, decided);
    const out = {
      deals: a.deals,
      draw: a.draw,
      timeLimitMs: a.timeLimitMs,
      maxStates: Number.isFinite(a.maxStates) ? a.maxStates : null,
      seed: a.seed,
      threads: a.threads,
      solved,
      unsolvable,
      unknown,
      decidedPct: (decided / a.deals) * 100,
      winnablePct: decided ? (solved / decided) * 100 : 0,
      winnableWilson95: [lo * 100, hi * 100],
      winnableBoundsPct: [(solved / a.deals) * 100, ((solved + unknown) / a.deals) * 100],
      medianMs: quantile(times, 0.5),
      p90Ms: quantile(times, 0.9),
      p99Ms: quantile(times, 0.99),
      maxMs: times[times.length - 1] ?? 0,
      states,
      statesPerSecond: totalMs ? Math.round(states / (totalMs / 1000)) : 0,
      peakRssMB: Math.round(peak / 2 ** 20),
      undecided,
    };
    if (a.json) io.out(JSON.stringify(out) + '\n');
    else {
      io.out(`bench: ${a.deals} deals, draw ${a.draw}, unlimited passes, take-back on, ${a.timeLimitMs} ms${Number.isFinite(a.maxStates) ? ` and ${a.maxStates} states` : ''} each, seed ${a.seed}${a.threads === 2 ? ', two threads' : ''}\n`);
      io.out(`decided    ${pct(decided / a.deals)} (${solved} solved, ${unsolvable} unsolvable, ${unknown} unknown)\n`);
      io.out(`winnable   ${pct(decided ? solved / decided : 0)} of decided, 95 % Wilson [${pct(lo)}, ${pct(hi)}]; of all: ${pct(solved / a.deals)} to ${pct((solved + unknown) / a.deals)}\n`);
      io.out(`time (ms)  median ${out.medianMs.toFixed(2)} · p90 ${out.p90Ms.toFixed(2)} · p99 ${out.p99Ms.toFixed(1)} · max ${out.maxMs.toFixed(1)}\n`);
      const both = a.threads === 2 ? ' (both threads)' : '';
      io.out(`speed      ${out.statesPerSecond.toLocaleString('en-US')} states/s${both} · ${states.toLocaleString('en-US')} states in all · peak memory ${out.peakRssMB} MB (RSS)\n`);
      // The deal codes left undecided, to study them with `klondike solve CODE`.
      const shown = undecided.slice(0, UNDECIDED_SHOWN);
      const more = undecided.length - shown.length;
      if (shown.length) io.out(`undecided  ${shown.join(' ')}${more > 0 ? ` … and ${more} more (--json lists all)` : ''}\n`);
    }
    return EXIT.ok;
  });
}

/**
 * `klondike bench --deals N --draw 1|3 [--max-states K] [--time-limit MS]
 * [--seed S] [--shard I/N] [--threads K] [--halves] [--jsonl FILE] [--json]`:
 * solves N pseudo-random deals (unlimited passes, take-back on) and prints
 * decided %, winnable % with a 95 % Wilson interval, the unknown count,
 * median / p90 / p99 / max time, states per second and in all, peak memory
 * and the codes of the deals left undecided.
 * @module
 */
import type { BatchOptions, BenchRecord } from '../batch-deal.js';
import { limitsText, parseBatchArgs, quantile, SHARD_OPTIONS, wilson, type Shard } from '../batch.js';
import { runShard } from '../batch-run.js';
import { EXIT, guard, io, UsageError } from '../format.js';

/** Usage text of `bench`. */
export const USAGE = `Usage: klondike bench --deals N --draw 1|3 [--max-states K] [--time-limit MS|none] [--seed S]
                     [--shard I/N] [--threads K] [--halves] [--jsonl FILE] [--json]

Solves N deals (deal numbers drawn from seed S, default 1) with unlimited
passes and take-back, each within K states (--max-states: a budget that
does not depend on the machine; then no time limit unless --time-limit is
given) or MS milliseconds (--time-limit, default 1000 without
--max-states), and prints: decided %, winnable % with a 95 % Wilson
interval, unknown count, median / p90 / p99 / max time, states per second
and in all, peak memory, and the codes of the deals left undecided (replay
one with klondike solve CODE).

--shard I/N   solve only the deals whose place in the run is I modulo N
--threads K   solve K deals at a time on K worker threads (same verdicts)
--halves      search each deal on two threads, the main search in one and
              the probes with the draw-1 relaxation in the other (as the
              element's worker pool does with two workers); the time is then
              the wall time until the first decisive answer, the states those
              of both halves, and MS and K each half's limits
--jsonl FILE  write one JSON line per deal; run again with the same FILE, it
              skips the deals already written (merge: klondike study-merge)
`;

/** Undecided deal codes the text output lists (`--json` lists them all). */
const UNDECIDED_SHOWN = 20;

/** The bench's report (what `--json` prints). */
export interface BenchReport {
  deals: number;
  draw: 1 | 3;
  timeLimitMs: number | null;
  maxStates: number | null;
  seed: number;
  halves: boolean;
  shard?: Shard & { runDeals: number };
  solved: number;
  unsolvable: number;
  unknown: number;
  decidedPct: number;
  winnablePct: number;
  winnableWilson95: [number, number];
  winnableBoundsPct: [number, number];
  medianMs: number;
  p90Ms: number;
  p99Ms: number;
  maxMs: number;
  states: number;
  statesPerSecond: number;
  /** Peak resident memory of this process; null for merged files. */
  peakRssMB: number | null;
  undecided: string[];
}

/** The report over `records` (in any order) of a run with `options`. */
export function benchReport(options: BatchOptions, records: readonly BenchRecord[], peakRssMB: number | null, shard?: Shard): BenchReport {
  const sorted = [...records].sort((x, y) => x.i - y.i);
  const times = sorted.map((r) => r.ms ?? 0).sort((x, y) => x - y);
  const count = (v: string) => sorted.filter((r) => r.verdict === v).length;
  const solved = count('solved');
  const unsolvable = count('unsolvable');
  const unknown = sorted.length - solved - unsolvable;
  const states = sorted.reduce((s, r) => s + (r.states ?? 0), 0);
  const totalMs = times.reduce((s, t) => s + t, 0);
  const decided = solved + unsolvable;
  const n = sorted.length;
  const [lo, hi] = wilson(solved, decided);
  return {
    deals: n,
    draw: options.draw,
    timeLimitMs: options.timeLimitMs,
    maxStates: options.maxStates,
    seed: options.seed,
    halves: options.halves === true,
    ...(shard && shard.count > 1 ? { shard: { index: shard.index, count: shard.count, runDeals: options.deals } } : {}),
    solved,
    unsolvable,
    unknown,
    decidedPct: n ? (decided / n) * 100 : 0,
    winnablePct: decided ? (solved / decided) * 100 : 0,
    winnableWilson95: [lo * 100, hi * 100],
    winnableBoundsPct: n ? [(solved / n) * 100, ((solved + unknown) / n) * 100] : [0, 0],
    medianMs: quantile(times, 0.5),
    p90Ms: quantile(times, 0.9),
    p99Ms: quantile(times, 0.99),
    maxMs: times[times.length - 1] ?? 0,
    states,
    statesPerSecond: totalMs ? Math.round(states / (totalMs / 1000)) : 0,
    peakRssMB,
    undecided: sorted.filter((r) => r.verdict === 'unknown').map((r) => r.code),
  };
}

const pct = (x: number): string => `${x.toFixed(2)} %`;

/** The report as text, one line each, the undecided codes last. */
export function benchText(r: BenchReport): string {
  const shard = r.shard ? ` (shard ${r.shard.index}/${r.shard.count} of a run of ${r.shard.runDeals} deals)` : '';
  const all = (k: number) => pct(r.deals ? (k / r.deals) * 100 : 0);
  let out = `bench: ${r.deals} deals${shard}, draw ${r.draw}, unlimited passes, take-back on, ${limitsText(r)}, seed ${r.seed}${r.halves ? ', two halves on two threads' : ''}\n`;
  out += `decided    ${pct(r.decidedPct)} (${r.solved} solved, ${r.unsolvable} unsolvable, ${r.unknown} unknown)\n`;
  out += `winnable   ${pct(r.winnablePct)} of decided, 95 % Wilson [${pct(r.winnableWilson95[0])}, ${pct(r.winnableWilson95[1])}]; of all: ${all(r.solved)} to ${all(r.solved + r.unknown)}\n`;
  out += `time (ms)  median ${r.medianMs.toFixed(2)} · p90 ${r.p90Ms.toFixed(2)} · p99 ${r.p99Ms.toFixed(1)} · max ${r.maxMs.toFixed(1)}\n`;
  const both = r.halves ? ' (both threads)' : '';
  const peak = r.peakRssMB === null ? '' : ` · peak memory ${r.peakRssMB} MB (RSS)`;
  out += `speed      ${r.statesPerSecond.toLocaleString('en-US')} states/s${both} · ${r.states.toLocaleString('en-US')} states in all${peak}\n`;
  // The deal codes left undecided, to study them with `klondike solve CODE`.
  const shown = r.undecided.slice(0, UNDECIDED_SHOWN);
  const more = r.undecided.length - shown.length;
  if (shown.length) out += `undecided  ${shown.join(' ')}${more > 0 ? ` … and ${more} more (--json lists all)` : ''}\n`;
  return out;
}

/** Runs `bench`; returns the exit code. */
export async function run(argv: string[]): Promise<number> {
  return guard(USAGE, async () => {
    const a = parseBatchArgs(argv, { ...SHARD_OPTIONS, halves: { type: 'boolean' } });
    if (a.help) {
      io.out(USAGE);
      return EXIT.ok;
    }
    const halves = a.values.halves === true;
    if (halves && a.threads > 1) throw new UsageError('--halves runs each deal on two threads already: leave --threads out');
    const options: BatchOptions = { deals: a.deals, draw: a.draw, seed: a.seed, timeLimitMs: a.timeLimitMs, maxStates: a.maxStates, ...(halves ? { halves: true as const } : {}) };
    let peak = process.memoryUsage().rss;
    const watch = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
    let result;
    try {
      result = await runShard('bench', options, a);
    } finally {
      clearInterval(watch);
    }
    peak = Math.max(peak, process.memoryUsage().rss);
    const { records, resumed, cut } = result;
    if (resumed || cut) io.err(`klondike: resumed ${a.jsonl}: ${resumed} deals were there${cut ? ' (a cut last line dropped)' : ''}, ${records.length - resumed} solved now\n`);
    const report = benchReport(options, records as BenchRecord[], Math.round(peak / 2 ** 20), a.shard);
    io.out(a.json ? JSON.stringify(report) + '\n' : benchText(report));
    return EXIT.ok;
  });
}

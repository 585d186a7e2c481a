/**
 * What a batch command (`bench`, `lines`, `study`) runs on: the deal numbers
 * drawn from a seed, the limits of each search, and the share of them one
 * shard takes (`--shard I/N`), read from its options.
 * @module
 */
import { DEAL_COUNT, quoteInput } from '../engine/index.js';
import { drawFlag, intFlag, JSON_OPTIONS, readArgs, wantsJson, type OptionSpecs, type OptionValues } from './args.js';
import { UsageError } from './format.js';

/** Most deals one batch run takes (a million deals is days of solving already). */
export const MAX_BENCH_DEALS = 1_000_000;

/** Most worker threads `--threads` starts. */
export const MAX_THREADS = 64;

/**
 * The deal numbers of a run: `n` numbers from a small seeded generator
 * (mulberry32). The first `m` numbers of a seed are the same for every
 * `n` ≥ `m`, so a run of `m` deals is the start of a longer one.
 */
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

/** One shard of a run: shard `index` (from 0) of `count` takes the deals whose place in the run is `index` modulo `count`. */
export interface Shard {
  readonly index: number;
  readonly count: number;
}

/** The whole run as one shard. */
export const WHOLE_RUN: Shard = { index: 0, count: 1 };

/** Reads `--shard I/N` (I from 0 to N-1). */
export function shardFlag(v: string | undefined): Shard {
  if (v === undefined) return WHOLE_RUN;
  const m = /^(\d{1,7})\/(\d{1,7})$/.exec(v);
  const index = m ? Number(m[1]) : NaN;
  const count = m ? Number(m[2]) : NaN;
  if (!m || count < 1 || count > MAX_BENCH_DEALS || index >= count) {
    throw new UsageError(`--shard must be I/N with N from 1 to ${MAX_BENCH_DEALS} and I from 0 to N-1 (e.g. 0/4), not ${quoteInput(v)}`);
  }
  return { index, count };
}

/** The places in the run (0 to `deals` - 1) of the deals that `shard` takes, in order. */
export function shardPlaces(deals: number, shard: Shard): number[] {
  const out: number[] = [];
  for (let i = shard.index; i < deals; i += shard.count) out.push(i);
  return out;
}

/** The limits of one search: `null` is none. */
export interface SearchLimits {
  /** Milliseconds (depends on the machine and its load). */
  readonly timeLimitMs: number | null;
  /** States (the same verdicts on every machine). */
  readonly maxStates: number | null;
}

/** What a batch command read from its options. */
export interface BatchArgs extends SearchLimits {
  deals: number;
  draw: 1 | 3;
  seed: number;
  json: boolean;
  help: boolean;
  shard: Shard;
  threads: number;
  jsonl: string | null;
}

/** The options of every batch command. */
export const BATCH_OPTIONS = {
  deals: { type: 'string' },
  draw: { type: 'string' },
  'time-limit': { type: 'string' },
  'max-states': { type: 'string' },
  seed: { type: 'string' },
  ...JSON_OPTIONS,
} as const satisfies OptionSpecs;

/** The options of the batch commands that can be split and resumed (`bench`, `study`). */
export const SHARD_OPTIONS = {
  shard: { type: 'string' },
  threads: { type: 'string' },
  jsonl: { type: 'string' },
} as const satisfies OptionSpecs;

/** The default time limit of a search, when neither `--time-limit` nor `--max-states` is given. */
export const DEFAULT_TIME_LIMIT_MS = 1000;

/**
 * Reads `--deals --draw --time-limit --max-states --seed --json` and, with
 * `extra`, the command's own options (`SHARD_OPTIONS`, …, returned as
 * `values`). A time limit applies when `--time-limit MS` is given, or by
 * default (1000 ms) when `--max-states` is not: with `--max-states` alone
 * the verdicts do not depend on the machine. `--time-limit none` removes it.
 */
export function parseBatchArgs<S extends OptionSpecs = Record<never, never>>(argv: readonly string[], extra?: S): BatchArgs & { values: OptionValues<S> } {
  const { values } = readArgs(argv, { ...BATCH_OPTIONS, ...(extra ?? {}) }) as { values: OptionValues<typeof BATCH_OPTIONS & typeof SHARD_OPTIONS & { help: { type: 'boolean' } }> };
  const own = values as OptionValues<S>;
  const help = values.help === true;
  const deals = values.deals === undefined ? undefined : intFlag('--deals', values.deals, 1, MAX_BENCH_DEALS);
  const draw = drawFlag(values.draw);
  const maxStates = values['max-states'] === undefined ? null : intFlag('--max-states', values['max-states'], 1);
  const t = values['time-limit'];
  const timeLimitMs = t === 'none' ? null : t !== undefined ? intFlag('--time-limit', t, 1) : maxStates === null ? DEFAULT_TIME_LIMIT_MS : null;
  const seed = values.seed === undefined ? 1 : intFlag('--seed', values.seed, 0, 2 ** 32 - 1);
  const threads = values.threads === undefined ? 1 : intFlag('--threads', values.threads, 1, MAX_THREADS);
  const shard = shardFlag(values.shard);
  const jsonl = values.jsonl ?? null;
  const json = wantsJson(values);
  if (!help && deals === undefined) throw new UsageError('--deals N is required');
  if (!help && draw === undefined) throw new UsageError('--draw 1|3 is required');
  return { deals: deals ?? 0, draw: draw ?? 1, timeLimitMs, maxStates, seed, threads, shard, jsonl, json, help, values: own };
}

/** The limits as the solver takes them (none is Infinity). */
export function solverLimits(l: SearchLimits): { timeLimitMs: number; maxStates: number } {
  return { timeLimitMs: l.timeLimitMs ?? Infinity, maxStates: l.maxStates ?? Infinity };
}

/** The limits in words: `1000000 states per search, no time limit`. */
export function limitsText(l: SearchLimits): string {
  const states = l.maxStates === null ? '' : `${l.maxStates} states`;
  const time = l.timeLimitMs === null ? '' : `${l.timeLimitMs} ms`;
  if (states && time) return `${time} and ${states} per search`;
  if (states) return `${states} per search, no time limit`;
  if (time) return `${time} per search`;
  return 'no limit per search';
}

/** The q-quantile (0..1) of sorted values. */
export function quantile(sorted: number[], q: number): number {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}

/** The 95 % Wilson score interval of k successes out of n, as [low, high] fractions within [0, 1]. */
export function wilson(k: number, n: number, z = 1.959964): [number, number] {
  if (n === 0) return [0, 1];
  const p = k / n;
  const d = 1 + (z * z) / n;
  const c = p + (z * z) / (2 * n);
  const h = z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n));
  return [Math.max(0, (c - h) / d), Math.min(1, (c + h) / d)];
}

/**
 * The table of `study` and `study-merge`, computed from deal records alone
 * (see `batch-deal.ts`), so that a run split in shards and merged prints
 * exactly the table of the run in one piece: the share of deals winnable
 * with take-back, without it, the winnable deals that need it, and under
 * the traditional pass limit, each with its 95 % Wilson interval over the
 * decided deals and its unknown count, and the deals left undecided.
 * @module
 */
import type { Shard } from './batch.js';
import { limitsText, wilson } from './batch.js';
import { traditionalPasses, type BatchOptions, type StudyRecord, type Verdict } from './batch-deal.js';

/** Counts of one question: yes, no, undecided. */
export interface Tally {
  yes: number;
  no: number;
  unknown: number;
}

/** A share with its interval: `pct` of the decided deals, `wilson95` in %, the counts, and the bounds over all deals (undecided as no, then as yes). */
export interface Share extends Tally {
  pct: number;
  wilson95: [number, number];
  boundsPct: [number, number];
}

/** The study's report (what `--json` prints). */
export interface StudyReport {
  deals: number;
  draw: 1 | 3;
  seed: number;
  timeLimitMs: number | null;
  maxStates: number | null;
  /** Present for one shard of a larger run. */
  shard?: Shard & { runDeals: number };
  winnableWithTakeback: Share;
  winnableWithoutTakeback: Share;
  winnableNeedingTakeback: { needTakeback: number; unknown: number; ofWinnable: number; pct: number; wilson95: [number, number] };
  traditional: Share & { passes: number; takeback: false };
  /** Deals with at least one search undecided. */
  undecidedDeals: number;
  /** Seconds of search in all (the sum over the searches; not the wall time). */
  seconds: number;
}

const add = (t: Tally, v: Verdict): void => {
  if (v === 'solved') t.yes++;
  else if (v === 'unsolvable') t.no++;
  else t.unknown++;
};

const share = (t: Tally): Share => {
  const d = t.yes + t.no;
  const all = d + t.unknown;
  const [lo, hi] = wilson(t.yes, d);
  return { ...t, pct: d ? (t.yes / d) * 100 : 0, wilson95: [lo * 100, hi * 100], boundsPct: all ? [(t.yes / all) * 100, ((t.yes + t.unknown) / all) * 100] : [0, 0] };
};

/** The report over `records` (in any order) of a run with `options`; `shard` when they are one shard's. */
export function studyReport(options: BatchOptions, records: readonly StudyRecord[], shard?: Shard): StudyReport {
  const on: Tally = { yes: 0, no: 0, unknown: 0 };
  const off: Tally = { yes: 0, no: 0, unknown: 0 };
  const trad: Tally = { yes: 0, no: 0, unknown: 0 };
  let needTb = 0;
  let needTbUnknown = 0;
  let undecided = 0;
  let ms = 0;
  for (const r of records) {
    add(off, r.takebackOff.verdict);
    add(on, r.takebackOn.verdict);
    add(trad, r.traditional.verdict);
    if (r.takebackOn.verdict === 'solved' && r.takebackOff.verdict === 'unsolvable') needTb++;
    if (r.takebackOn.verdict === 'solved' && r.takebackOff.verdict === 'unknown') needTbUnknown++;
    if ([r.takebackOff, r.takebackOn, r.traditional].some((s) => s.verdict === 'unknown')) undecided++;
    ms += (r.takebackOff.ms ?? 0) + (r.takebackOn.ms ?? 0) + (r.traditional.ms ?? 0);
  }
  const [lo, hi] = wilson(needTb, on.yes);
  return {
    deals: records.length,
    draw: options.draw,
    seed: options.seed,
    timeLimitMs: options.timeLimitMs,
    maxStates: options.maxStates,
    ...(shard && shard.count > 1 ? { shard: { index: shard.index, count: shard.count, runDeals: options.deals } } : {}),
    winnableWithTakeback: share(on),
    winnableWithoutTakeback: share(off),
    winnableNeedingTakeback: { needTakeback: needTb, unknown: needTbUnknown, ofWinnable: on.yes, pct: on.yes ? (needTb / on.yes) * 100 : 0, wilson95: [lo * 100, hi * 100] },
    traditional: { passes: traditionalPasses(options.draw), takeback: false, ...share(trad) },
    undecidedDeals: undecided,
    seconds: Math.round(ms / 100) / 10,
  };
}

/** The report as the text table; the time of search is its last line. */
export function studyText(r: StudyReport): string {
  const f = (s: { pct: number; wilson95: number[]; unknown?: number }): string =>
    `${s.pct.toFixed(2)} % [${s.wilson95[0].toFixed(2)}, ${s.wilson95[1].toFixed(2)}]${s.unknown !== undefined ? `, ${s.unknown} unknown` : ''}`;
  const limits = limitsText(r);
  const shard = r.shard ? ` (shard ${r.shard.index}/${r.shard.count} of a run of ${r.shard.runDeals} deals)` : '';
  const passes = r.traditional.passes;
  const tb = r.winnableNeedingTakeback;
  return (
    `study: ${r.deals} deals${shard}, draw ${r.draw}, ${limits}, seed ${r.seed}\n` +
    `winnable, unlimited passes, take-back on : ${f(r.winnableWithTakeback)}\n` +
    `winnable, unlimited passes, take-back off: ${f(r.winnableWithoutTakeback)}\n` +
    `winnable deals that need take-back       : ${tb.needTakeback} of ${tb.ofWinnable} = ${f(tb)}\n` +
    `winnable, ${passes} pass${passes > 1 ? 'es' : ''}, take-back off (traditional): ${f(r.traditional)}\n` +
    `undecided deals (a search out of budget) : ${r.undecidedDeals} of ${r.deals}\n` +
    `search time: ${r.seconds} s in all\n`
  );
}

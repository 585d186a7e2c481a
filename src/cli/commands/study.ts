/**
 * `klondike study --deals N --draw 1|3 [--time-limit MS] [--max-states K] [--seed S] [--json]`:
 * for each deal, winnable with take-back and without it (unlimited passes),
 * and winnable under the traditional pass limit (draw 1: one pass; draw 3:
 * three passes; no take-back, as in the traditional rules).
 * @module
 */
import { Klondike } from '../../engine/index.js';
import { solve, type SolveResult } from '../../solver/index.js';
import { EXIT, guard, io } from '../format.js';
import { dealNumbers, parseBenchArgs, wilson } from './bench.js';

/** Usage text of `study`. */
export const USAGE = `Usage: klondike study --deals N --draw 1|3 [--time-limit MS] [--max-states K] [--seed S] [--json]

For N deals (from seed S, default 1; MS per search, default 1000): the share
winnable with take-back, without it, the share of winnable deals that need
take-back, and the share winnable under the traditional pass limit (draw 1:
one pass, draw 3: three passes; no take-back). Intervals are 95 % Wilson
intervals over the decided deals; unknown counts are shown.
`;

type Verdict = SolveResult['result'];

interface Tally {
  yes: number;
  no: number;
  unknown: number;
}
const tally = (): Tally => ({ yes: 0, no: 0, unknown: 0 });
const add = (t: Tally, v: Verdict) => (v === 'solved' ? t.yes++ : v === 'unsolvable' ? t.no++ : t.unknown++);

/** Runs `study`; returns the exit code. */
export async function run(argv: string[]): Promise<number> {
  return guard(USAGE, () => {
    const a = parseBenchArgs(argv);
    if (a.help) {
      io.out(USAGE);
      return EXIT.ok;
    }
    const limit = a.draw === 1 ? 1 : 3;
    const withTb = tally();
    const noTb = tally();
    const traditional = tally();
    let needTb = 0;
    let needTbUnknown = 0;
    const t0 = performance.now();
    for (const n of dealNumbers(a.seed, a.deals)) {
      const verdict = (passes: number, takeback: boolean): Verdict =>
        solve(new Klondike({ dealNumber: n, draw: a.draw, passes, takeback }), { timeLimitMs: a.timeLimitMs, maxStates: a.maxStates }).result;
      const without = verdict(Infinity, false);
      const withT = without === 'solved' ? 'solved' : verdict(Infinity, true);
      add(noTb, without);
      add(withTb, withT);
      if (withT === 'solved' && without === 'unsolvable') needTb++;
      if (withT === 'solved' && without === 'unknown') needTbUnknown++;
      // A pass limit only removes options: unwinnable without it stays unwinnable.
      add(traditional, without === 'unsolvable' ? 'unsolvable' : verdict(limit, false));
    }
    const share = (t: Tally) => {
      const d = t.yes + t.no;
      const [lo, hi] = wilson(t.yes, d);
      return { pct: d ? (t.yes / d) * 100 : 0, wilson95: [lo * 100, hi * 100], ...t };
    };
    const tbShare = (() => {
      const [lo, hi] = wilson(needTb, withTb.yes);
      return { needTakeback: needTb, unknown: needTbUnknown, ofWinnable: withTb.yes, pct: withTb.yes ? (needTb / withTb.yes) * 100 : 0, wilson95: [lo * 100, hi * 100] };
    })();
    const out = {
      deals: a.deals,
      draw: a.draw,
      seed: a.seed,
      timeLimitMs: a.timeLimitMs,
      winnableWithTakeback: share(withTb),
      winnableWithoutTakeback: share(noTb),
      winnableNeedingTakeback: tbShare,
      traditional: { passes: limit, takeback: false, ...share(traditional) },
      seconds: Math.round((performance.now() - t0) / 100) / 10,
    };
    if (a.json) io.out(JSON.stringify(out) + '\n');
    else {
      const f = (s: { pct: number; wilson95: number[]; unknown?: number }) =>
        `${s.pct.toFixed(2)} % [${s.wilson95[0].toFixed(2)}, ${s.wilson95[1].toFixed(2)}]${s.unknown !== undefined ? `, ${s.unknown} unknown` : ''}`;
      io.out(`study: ${a.deals} deals, draw ${a.draw}, ${a.timeLimitMs} ms per search, seed ${a.seed} (${out.seconds} s)\n`);
      io.out(`winnable, unlimited passes, take-back on : ${f(out.winnableWithTakeback)}\n`);
      io.out(`winnable, unlimited passes, take-back off: ${f(out.winnableWithoutTakeback)}\n`);
      io.out(`winnable deals that need take-back       : ${needTb} of ${withTb.yes} = ${f(tbShare)}\n`);
      io.out(`winnable, ${limit} pass${limit > 1 ? 'es' : ''}, take-back off (traditional): ${f(out.traditional)}\n`);
    }
    return EXIT.ok;
  });
}

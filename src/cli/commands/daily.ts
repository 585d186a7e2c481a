/**
 * `klondike daily [YYYY-MM-DD] [--draw 1|3] [--json]`: prints the code of the
 * deal of the day (today's local date by default), the same for everyone.
 * @module
 */
import { localDateOf } from '../../engine/index.js';
import { DAILY_STATE_BUDGET } from '../../solver/daily-budget.js';
import { dailyGame, type DailyOptions } from '../../solver/daily.js';
import { JSON_OPTIONS, readArgs, RULE_OPTIONS, ruleOverrides, wantsJson } from '../args.js';
import { EXIT, guard, io, UsageError } from '../format.js';

/** Usage text of `daily`. */
export const USAGE = `Usage: klondike daily [YYYY-MM-DD] [--draw 1|3] [--json | --format json]
                     [--scoring normal|vegas|none] [--passes N|unlimited] [--no-takeback]

Prints the code of the deal of the day (default: today, local date): the same
deal for every player and every site on that date. The date picks a starting
deal number; the day's deal is the first one from there that the solver wins
within ${DAILY_STATE_BUDGET} states under the rules (draw 1, Normal scoring,
unlimited passes, take-back on, unless flags say otherwise). --json adds the
date, day number, deal number, start, deals skipped and states explored.
`;

/** Runs `daily`; returns the exit code. */
export async function run(argv: string[]): Promise<number> {
  return guard(USAGE, () => {
    const { values, positionals: dates } = readArgs(argv, { ...RULE_OPTIONS, ...JSON_OPTIONS });
    if (values.help) {
      io.out(USAGE);
      return EXIT.ok;
    }
    const opts: DailyOptions = ruleOverrides(values);
    const json = wantsJson(values);
    if (dates.length > 1) throw new UsageError(`give one date, not ${dates.length}`);
    const date = dates[0] ?? localDateOf(new Date());
    const r = dailyGame(date, opts);
    if (json) {
      const { date: d, day, code, dealNumber, start, skipped, states } = r;
      io.out(JSON.stringify({ date: d, day, code, dealNumber, start, skipped, states }) + '\n');
    } else io.out(`${r.code}\n`);
    return EXIT.ok;
  });
}

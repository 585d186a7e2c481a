/**
 * `klondike study --deals N --draw 1|3 [--max-states K] [--time-limit MS]
 * [--seed S] [--shard I/N] [--threads K] [--jsonl FILE] [--json]`: for each
 * deal, winnable with take-back and without it (unlimited passes), and
 * winnable under the traditional pass limit (draw 1: one pass; draw 3:
 * three passes; no take-back, as in the traditional rules). Split in shards
 * and merged with `klondike study-merge`, it gives the same table.
 * @module
 */
import type { StudyRecord } from '../batch-deal.js';
import { parseBatchArgs, SHARD_OPTIONS } from '../batch.js';
import { runShard } from '../batch-run.js';
import { EXIT, guard, io } from '../format.js';
import { studyReport, studyText } from '../study-table.js';

/** Usage text of `study`. */
export const USAGE = `Usage: klondike study --deals N --draw 1|3 [--max-states K] [--time-limit MS|none] [--seed S]
                     [--shard I/N] [--threads K] [--jsonl FILE] [--json]

For N deals (deal numbers drawn from seed S, default 1): the share winnable
with take-back, without it, the share of winnable deals that need
take-back, and the share winnable under the traditional pass limit (draw 1:
one pass, draw 3: three passes; no take-back). Intervals are 95 % Wilson
intervals over the decided deals; unknown counts are shown.

Each search stops after K states (--max-states: the same verdicts on every
machine; then no time limit unless --time-limit is given) or MS
milliseconds (--time-limit, default 1000 without --max-states).

--shard I/N   solve only the deals whose place in the run is I modulo N
              (I from 0 to N-1): N shards cover the run, no deal twice
--threads K   solve K deals at a time on K worker threads (same verdicts)
--jsonl FILE  write one JSON line per deal (after a header line); run again
              with the same FILE, it skips the deals already written
Merge the files of the shards with klondike study-merge FILE...
`;

/** Runs `study`; returns the exit code. */
export async function run(argv: string[]): Promise<number> {
  return guard(USAGE, async () => {
    const a = parseBatchArgs(argv, SHARD_OPTIONS);
    if (a.help) {
      io.out(USAGE);
      return EXIT.ok;
    }
    const options = { deals: a.deals, draw: a.draw, seed: a.seed, timeLimitMs: a.timeLimitMs, maxStates: a.maxStates };
    const { records, resumed, cut } = await runShard('study', options, a);
    if (resumed || cut) io.err(`klondike: resumed ${a.jsonl}: ${resumed} deals were there${cut ? ' (a cut last line dropped)' : ''}, ${records.length - resumed} solved now\n`);
    const report = studyReport(options, records as StudyRecord[], a.shard);
    io.out(a.json ? JSON.stringify(report) + '\n' : studyText(report));
    return EXIT.ok;
  });
}

/**
 * `klondike study-merge FILE… [--deals M] [--json]`: merges the `--jsonl`
 * files of the shards of one `study` (or `bench`) run and prints the table
 * of the whole run, the same as the run in one piece. Refuses files of
 * different runs, a deal in two files, and deals missing.
 * @module
 */
import { quoteInput } from '../../engine/index.js';
import { intFlag, JSON_OPTIONS, readArgs, wantsJson } from '../args.js';
import type { BenchRecord, DealRecord, StudyRecord } from '../batch-deal.js';
import { dealNumbers } from '../batch.js';
import { optionsText, readBatchFile, sameRun, type BatchFile } from '../batch-file.js';
import { EXIT, guard, io, UsageError } from '../format.js';
import { studyReport, studyText } from '../study-table.js';
import { benchReport, benchText } from './bench.js';

/** Usage text of `study-merge`. */
export const USAGE = `Usage: klondike study-merge FILE... [--deals M] [--json]

Reads the JSON-lines files that klondike study (or bench) wrote with
--jsonl, one per shard, and prints the table of the whole run: the same as
the run in one piece. Refuses (exit 1) files of different runs (options,
rules or klondike version), a deal found twice, and deals missing. With
--deals M it merges the first M deals of the run only (a run of M deals
from the same seed has exactly these): what a run stopped early has
complete. A last line cut short by a killed run is left out.
`;

/** Missing places listed in the refusal. */
const MISSING_SHOWN = 10;

/** The places of the run from 0 to `upto` - 1 that `have` lacks, and the length of the complete start. */
function missingPlaces(have: ReadonlySet<number>, upto: number): { missing: number[]; complete: number } {
  const missing: number[] = [];
  for (let i = 0; i < upto; i++) if (!have.has(i)) missing.push(i);
  return { missing, complete: missing.length ? missing[0] : upto };
}

/** Runs `study-merge`; returns the exit code. */
export async function run(argv: string[]): Promise<number> {
  return guard(USAGE, () => {
    const { values, positionals: files } = readArgs(argv, { ...JSON_OPTIONS, deals: { type: 'string' } });
    if (values.help) {
      io.out(USAGE);
      return EXIT.ok;
    }
    const json = wantsJson(values);
    if (!files.length) throw new UsageError('give the files of the shards (klondike study --jsonl FILE)');
    const read: [string, BatchFile][] = files.map((f) => [f, readBatchFile(f)]);
    const [first, firstFile] = read[0];
    const run = firstFile.header;
    for (const [f, b] of read) {
      if (!sameRun(b.header, run)) throw new Error(`mixed runs: ${quoteInput(first)} is ${optionsText(run)}; ${quoteInput(f)} is ${optionsText(b.header)}. Merge only the shards of one run`);
      if (b.cut) io.err(`klondike: ${quoteInput(f)}: its last line was cut short (a killed run): left out\n`);
    }
    const upto = values.deals === undefined ? run.options.deals : intFlag('--deals', values.deals, 1, run.options.deals);
    const numbers = dealNumbers(run.options.seed, run.options.deals);
    const where = new Map<number, string>();
    const shards = new Map<string, string>();
    const records: DealRecord[] = [];
    for (const [f, b] of read) {
      const shard = `${b.header.shard.index}/${b.header.shard.count}`;
      const twice = shards.get(shard);
      if (twice !== undefined) throw new Error(`overlap: ${quoteInput(twice)} and ${quoteInput(f)} are both shard ${shard}. Give each shard once`);
      shards.set(shard, f);
      for (const r of b.records) {
        if (r.deal !== numbers[r.i]) throw new Error(`${quoteInput(f)}: deal #${r.i} is deal number ${numbers[r.i]} in this run, not ${r.deal}`);
        const other = where.get(r.i);
        if (other !== undefined) throw new Error(`overlap: deal #${r.i} (${r.code}) is in ${quoteInput(other)}${other === f ? ' twice' : ` and in ${quoteInput(f)}`}. Give each shard once`);
        where.set(r.i, f);
        if (r.i < upto) records.push(r);
      }
    }
    const { missing, complete } = missingPlaces(new Set(where.keys()), upto);
    if (missing.length) {
      const shown = missing.slice(0, MISSING_SHOWN).map((i) => `#${i}`).join(', ');
      const more = missing.length > MISSING_SHOWN ? `, … (${missing.length - MISSING_SHOWN} more)` : '';
      const hint = complete > 0 ? `; the first ${complete} deals are complete: merge them with --deals ${complete}` : '';
      throw new Error(`gap: ${missing.length} of the ${upto} deals are in no file: ${shown}${more} (deal #i belongs to shard i mod N)${hint}`);
    }
    records.sort((a, b) => a.i - b.i);
    const options = run.options;
    if (run.command === 'study') {
      const report = studyReport(options, records as StudyRecord[]);
      io.out(json ? JSON.stringify(report) + '\n' : studyText(report));
    } else {
      const report = benchReport(options, records as BenchRecord[], null);
      io.out(json ? JSON.stringify(report) + '\n' : benchText(report));
    }
    return EXIT.ok;
  });
}

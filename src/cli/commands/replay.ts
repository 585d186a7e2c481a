/**
 * `klondike replay RECORD [--json] [--require-win] [--code CODE] [--once-per-card] [--any-start]`:
 * checks a game record (see `engine/record.ts`) by replaying it through the
 * rules, and prints the final position, the score, the moves, whether the
 * game is won and the foundation rule the score was earned under. With
 * `--require-win` it judges the record as `verifyRecord` does (a real deal
 * by default).
 * @module
 */
import { decodeRecord, encodeMoves, RecordError, replayRecord, verifyRecord, type Klondike, type VerifyOptions } from '../../engine/index.js';
import { JSON_OPTIONS, readArgs, wantsJson } from '../args.js';
import { EXIT, guard, io, readInputFile, renderJson, renderText, UsageError } from '../format.js';

/** Usage text of `replay`. */
export const USAGE = `Usage: klondike replay (RECORD | --record FILE) [--json | --format json]
                      [--require-win [--code CODE] [--once-per-card] [--any-start]]

Replays a game record (KR1.<deal>.<moves>, as the element's record and share
link give it) through the rules and prints the final position, the score
(and the foundation rule it was earned under), the number of moves and
whether the game is won. Exit code 1 for a malformed record or an illegal
move (with its number and why).

--require-win    exit 1 unless the record is a legal win from a real deal: a
                 deal code, or an explicit deal of 52 cards as dealt (a record
                 that starts from a position in progress is refused)
--code CODE      and of this deal (e.g. the deal of the day)
--once-per-card  and scored with each card earning its foundation points once
--any-start      accept a record that starts from any position
`;

/** The legal moves just before the illegal move `index`, for the error message. */
function legalBefore(record: string, index: number): string[] {
  const [prefix, deal] = record.trim().split('.');
  const moves = decodeRecord(record).moves.slice(0, index);
  return replayRecord(`${prefix}.${deal}.${encodeMoves(moves)}`).moves();
}

function summary(g: Klondike): string {
  const won = g.isWon();
  const left = 52 - g.stats.foundationCards;
  const n = g.history.length;
  const rule = g.options.scoring === 'none' ? '' : ` · foundation points ${g.options.foundationPoints}`;
  return `Record: ${n} move${n === 1 ? '' : 's'} · ${won ? 'won' : `not won (${left} card${left === 1 ? '' : 's'} off the foundations)`}${rule}\n`;
}

interface ReplayArgs {
  record: string;
  json: boolean;
  requireWin: boolean;
  verify: { -readonly [K in keyof VerifyOptions]: VerifyOptions[K] };
}

function parseReplayArgs(argv: string[]): ReplayArgs | null {
  const { values, positionals } = readArgs(argv, {
    ...JSON_OPTIONS,
    'require-win': { type: 'boolean' },
    code: { type: 'string' },
    'once-per-card': { type: 'boolean' },
    'any-start': { type: 'boolean' },
    record: { type: 'string', multiple: true },
  });
  if (values.help) return null;
  const out: ReplayArgs = { record: '', json: wantsJson(values), requireWin: values['require-win'] === true, verify: {} };
  if (values.code !== undefined) out.verify.code = values.code;
  if (values['once-per-card']) out.verify.foundationPoints = 'once-per-card';
  if (values['any-start']) out.verify.start = 'any';
  if (!out.requireWin && Object.keys(out.verify).length) throw new UsageError('--code, --once-per-card and --any-start go with --require-win');
  const records = [...(values.record ?? []).map((file) => readInputFile(file)), ...positionals];
  if (records.length === 0) throw new UsageError('give a game record (like KR1.KL1-D1N-AAAAAAG.AVB)');
  if (records.length > 1) throw new UsageError(`give one record, not ${records.length}`);
  out.record = records[0];
  return out;
}

/** Runs `replay`; returns the exit code. */
export async function run(argv: string[]): Promise<number> {
  return guard(USAGE, () => {
    const args = parseReplayArgs(argv);
    if (!args) {
      io.out(USAGE);
      return EXIT.ok;
    }
    const { record } = args;
    let game: Klondike;
    try {
      game = replayRecord(record);
    } catch (e) {
      if (!(e instanceof RecordError) || e.moveIndex === null) throw e;
      const legal = legalBefore(record, e.moveIndex);
      io.err(`klondike: ${e.message}\nLegal moves there: ${legal.length ? legal.join(' ') : 'none'}\n`);
      return EXIT.failure;
    }
    const verdict = args.requireWin ? verifyRecord(record, args.verify) : null;
    if (args.json) {
      const view = JSON.parse(renderJson(game)) as Record<string, unknown>;
      const extra = verdict ? { accepted: verdict.accepted, refusal: verdict.refusal } : {};
      io.out(JSON.stringify({ record: record.trim(), ...view, foundationPoints: game.options.foundationPoints, history: game.history, ...extra }, null, 2) + '\n');
    } else io.out(renderText(game) + summary(game));
    if (verdict && !verdict.accepted) {
      io.err(`klondike: refused (${verdict.refusal}): ${verdict.message}\n`);
      return EXIT.failure;
    }
    return EXIT.ok;
  });
}

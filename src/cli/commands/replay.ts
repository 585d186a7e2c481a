/**
 * `klondike replay RECORD [--json] [--require-win]`: checks a game record
 * (see `engine/record.ts`) by replaying it through the rules, and prints the
 * final position, the score, the moves and whether the game is won.
 * @module
 */
import { decodeRecord, encodeMoves, RecordError, replayRecord, type Klondike } from '../../engine/index.js';
import { EXIT, guard, io, renderJson, renderText, UsageError } from '../format.js';

/** Usage text of `replay`. */
export const USAGE = `Usage: klondike replay RECORD [--json] [--require-win]

Replays a game record (KR1.<deal>.<moves>, as the element's record and share
link give it) through the rules and prints the final position, the score, the
number of moves and whether the game is won: a host site can check a claimed
win without trusting the browser. Exit code 1 for a malformed record or an
illegal move (with its number and why), and with --require-win also when the
record is legal but not a win.
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
  return `Record: ${n} move${n === 1 ? '' : 's'} · ${won ? 'won' : `not won (${left} card${left === 1 ? '' : 's'} off the foundations)`}\n`;
}

/** Runs `replay`; returns the exit code. */
export async function run(argv: string[]): Promise<number> {
  return guard(USAGE, () => {
    let json = false;
    let requireWin = false;
    const records: string[] = [];
    for (const a of argv) {
      if (a === '--help' || a === '-h') {
        io.out(USAGE);
        return EXIT.ok;
      } else if (a === '--json') json = true;
      else if (a === '--require-win') requireWin = true;
      else if (a.startsWith('--')) throw new UsageError(`unknown option ${a}`);
      else records.push(a);
    }
    if (records.length === 0) throw new UsageError('give a game record (like KR1.KL1-D1N-AAAAAAG.AVB)');
    if (records.length > 1) throw new UsageError(`give one record, not ${records.length}`);
    const [record] = records;
    let game: Klondike;
    try {
      game = replayRecord(record);
    } catch (e) {
      if (!(e instanceof RecordError) || e.moveIndex === null) throw e;
      const legal = legalBefore(record, e.moveIndex);
      io.err(`klondike: ${e.message}\nLegal moves there: ${legal.length ? legal.join(' ') : 'none'}\n`);
      return EXIT.failure;
    }
    if (json) {
      const view = JSON.parse(renderJson(game)) as Record<string, unknown>;
      io.out(JSON.stringify({ record: record.trim(), ...view, history: game.history }, null, 2) + '\n');
    } else io.out(renderText(game) + summary(game));
    if (requireWin && !game.isWon()) {
      io.err('klondike: the record is legal but the game is not won\n');
      return EXIT.failure;
    }
    return EXIT.ok;
  });
}

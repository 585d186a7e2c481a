/**
 * `klondike play CODE MOVE…`: plays a list of moves and prints the position
 * reached and the score, or the first illegal move (its number and why).
 * @module
 */
import { IllegalMoveError, quoteInput } from '../../engine/index.js';
import { EXIT, guard, io, printGame, UsageError } from '../format.js';
import { loadGame, parseGameArgs } from '../game-args.js';

/** Usage text of `play`. */
export const USAGE = `Usage: klondike play (CODE | --deal FILE.json) MOVE... [--format text|json|solvitaire]
                    [--draw 1|3] [--scoring normal|vegas|none] [--passes N|unlimited] [--no-takeback]

Plays the moves in order (separate them with spaces or commas) and prints the
position and score. Moves: S (stock), FROM-TO with FROM in W 1-7 Fs Fh Fd Fc
and TO in 1-7 F, e.g. W-3 3-F 3-5 Fh-2. Exits 1 at the first illegal move.
`;

/** Runs `play`; returns the exit code. */
export async function run(argv: string[]): Promise<number> {
  return guard(USAGE, () => {
    const args = parseGameArgs(argv);
    if (args.help) {
      io.out(USAGE);
      return EXIT.ok;
    }
    const moves = args.rest.flatMap((a) => a.split(/[\s,]+/)).filter(Boolean);
    if (!moves.length) throw new UsageError('give at least one move');
    const game = loadGame(args);
    for (const [i, m] of moves.entries()) {
      try {
        game.move(m);
      } catch (e) {
        if (!(e instanceof IllegalMoveError)) throw e;
        const legal = game.moves();
        io.err(
          `klondike: move ${i + 1} (${quoteInput(m)}) is illegal: ${e.why}\n` +
            `Legal moves there: ${legal.length ? legal.join(' ') : 'none'}\n`,
        );
        return EXIT.failure;
      }
    }
    printGame(game, args.format);
    return EXIT.ok;
  });
}

/**
 * `klondike deal CODE [--format text|json|solvitaire]`: prints a deal.
 * @module
 */
import { EXIT, guard, io, printGame, quoteInput, UsageError } from '../format.js';
import { loadGame, parseGameArgs } from '../game-args.js';

/** Usage text of `deal`. */
export const USAGE = `Usage: klondike deal (CODE | --deal FILE.json) [--format text|json|solvitaire]
                    [--draw 1|3] [--scoring normal|vegas|none] [--passes N|unlimited] [--no-takeback]

Prints the deal of a code such as KL1-D1N-AAAAAAG, or of a Solvitaire JSON
deal file (or a saved game). Text shows hidden cards as ##.
`;

/** Runs `deal`; returns the exit code. */
export async function run(argv: string[]): Promise<number> {
  return guard(USAGE, () => {
    const args = parseGameArgs(argv);
    if (args.help) {
      io.out(USAGE);
      return EXIT.ok;
    }
    if (args.rest.length) throw new UsageError(`unexpected argument ${quoteInput(args.rest[0])}`);
    printGame(loadGame(args), args.format);
    return EXIT.ok;
  });
}

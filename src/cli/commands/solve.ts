/**
 * `klondike solve CODE|--deal FILE.json [--draw 1|3] [--passes N] [--no-takeback]
 * [--time-limit MS] [--json]`: solves a deal (or a saved game's position) and
 * prints the verdict, the time, the states explored and the solution.
 * @module
 */
import { quoteInput } from '../../engine/index.js';
import { solve } from '../../solver/index.js';
import { EXIT, guard, io, loadGame, parseGameArgs, rulesLine, UsageError } from '../format.js';

/** Usage text of `solve`. */
export const USAGE = `Usage: klondike solve (CODE | --deal FILE.json) [--draw 1|3] [--passes N|unlimited]
                     [--no-takeback] [--time-limit MS] [--json]

Solves a deal with full knowledge of the hidden cards, under its rules (the
flags override the code's). --deal takes Solvitaire's JSON format (a deal or a
position in progress) or a saved game. Prints the verdict (solved, unsolvable,
unknown when the time limit ran out; default 10000 ms), the time, the states
explored and the solution in move notation. Exit code 0 when solved or proved
unsolvable, 1 when unknown or the deal is bad, 2 for a usage error.
`;

/** Reads an integer flag value from `min` to `max`. */
export function intFlag(flag: string, v: string | undefined, min: number, max: number = Number.MAX_SAFE_INTEGER): number {
  if (v === undefined) throw new UsageError(`${flag} needs a value`);
  const n = Number(v);
  if (!Number.isInteger(n) || n < min || n > max) {
    throw new UsageError(`${flag} must be a whole number from ${min} to ${max}, not ${quoteInput(v)}`);
  }
  return n;
}

/** Runs `solve`; returns the exit code. */
export async function run(argv: string[]): Promise<number> {
  return guard(USAGE, () => {
    let timeLimitMs = 10_000;
    let json = false;
    const rest: string[] = [];
    for (let i = 0; i < argv.length; i++) {
      const a = argv[i];
      if (a === '--time-limit') timeLimitMs = intFlag(a, argv[++i], 1);
      else if (a === '--json') json = true;
      else rest.push(a);
    }
    const args = parseGameArgs(rest);
    if (args.help) {
      io.out(USAGE);
      return EXIT.ok;
    }
    if (args.rest.length) throw new UsageError(`unexpected argument ${quoteInput(args.rest[0])}`);
    const game = loadGame(args);
    const r = solve(game, { timeLimitMs });
    if (json) io.out(JSON.stringify({ code: game.code, ...r, ms: Math.round(r.ms * 100) / 100 }) + '\n');
    else {
      io.out(`${game.code ?? 'explicit deal'} · ${rulesLine(game)}\n`);
      io.out(`${r.result} in ${r.ms.toFixed(1)} ms, ${r.states} states\n`);
      if (r.result === 'solved') io.out(`${r.moves.length} moves: ${r.moves.join(' ')}\n`);
    }
    return r.result === 'unknown' ? EXIT.failure : EXIT.ok;
  });
}

/**
 * `klondike solve CODE|--deal FILE.json [--draw 1|3] [--passes N] [--no-takeback]
 * [--time-limit MS] [--json]`: solves a deal (or a saved game's position) and
 * prints the verdict, the time, the states explored and the solution.
 * @module
 */
import { quoteInput } from '../../engine/index.js';
import { solve } from '../../solver/index.js';
import { intFlag } from '../args.js';
import { EXIT, guard, io, rulesLine, UsageError } from '../format.js';
import { loadGame, parseGameArgs } from '../game-args.js';

/** Usage text of `solve`. */
export const USAGE = `Usage: klondike solve (CODE | --deal FILE.json) [--draw 1|3] [--passes N|unlimited]
                     [--no-takeback] [--time-limit MS] [--json | --format json]

Solves a deal with full knowledge of the hidden cards, under its rules (the
flags override the code's). --deal takes Solvitaire's JSON format (a deal or a
position in progress) or a saved game. Prints the verdict (solved, unsolvable,
unknown when the time limit ran out; default 10000 ms), the time, the states
explored and the solution in move notation. Exit code 0 when solved or proved
unsolvable, 1 when unknown or the deal is bad, 2 for a usage error.
`;

/** Runs `solve`; returns the exit code. */
export async function run(argv: string[]): Promise<number> {
  return guard(USAGE, () => {
    const args = parseGameArgs(argv, { 'time-limit': { type: 'string' }, json: { type: 'boolean' } });
    if (args.help) {
      io.out(USAGE);
      return EXIT.ok;
    }
    const timeLimitMs = args.values['time-limit'] === undefined ? 10_000 : intFlag('--time-limit', args.values['time-limit'], 1);
    if (args.format === 'solvitaire') throw new UsageError('--format must be text or json here, not "solvitaire"');
    const json = args.values.json === true || args.format === 'json';
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

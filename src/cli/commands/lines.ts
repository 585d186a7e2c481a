/**
 * `klondike lines --deals N --draw 1|3 [--time-limit MS] [--max-states K] [--seed S] [--json]`:
 * the length of the solver's winning lines from the opening, as found and
 * shortened (`SolveOptions.shortLine`): median and p90 of moves, stock taps
 * and passes, and what the shortening costs in states and time.
 * @module
 */
import { Klondike } from '../../engine/index.js';
import { lineCost, type LineCost } from '../../solver/short-line.js';
import { solve } from '../../solver/index.js';
import { EXIT, guard, io } from '../format.js';
import { dealNumbers, parseBatchArgs, quantile, solverLimits } from '../batch.js';

/** Usage text of `lines`. */
export const USAGE = `Usage: klondike lines --deals N --draw 1|3 [--max-states K] [--time-limit MS|none] [--seed S] [--json]

Solves N deals from the opening (deal numbers drawn from seed S, default 1;
unlimited passes, take-back on; K states or MS per search, default 1000 ms
without --max-states) twice: as the search finds the win, and with
shortLine (the line shortened). Prints, over the deals won, median and p90
of moves, stock taps and passes (recycles) of both lines, and the extra
states and time the shortening took. Every line is replayed through the
engine to a win.
`;

/** Median and p90 of one figure. */
interface Spread {
  median: number;
  p90: number;
}
const spread = (values: number[]): Spread => {
  const s = [...values].sort((x, y) => x - y);
  return { median: quantile(s, 0.5), p90: quantile(s, 0.9) };
};
const costs = (lines: LineCost[]) => ({
  moves: spread(lines.map((c) => c.moves)),
  taps: spread(lines.map((c) => c.taps)),
  passes: spread(lines.map((c) => c.passes)),
});

/** Runs `lines`; returns the exit code. */
export async function run(argv: string[]): Promise<number> {
  return guard(USAGE, () => {
    const a = parseBatchArgs(argv);
    if (a.help) {
      io.out(USAGE);
      return EXIT.ok;
    }
    const found: LineCost[] = [];
    const short: LineCost[] = [];
    const extraStates: number[] = [];
    const extraMs: number[] = [];
    let notWon = 0;
    for (const n of dealNumbers(a.seed, a.deals)) {
      const game = new Klondike({ dealNumber: n, draw: a.draw, passes: Infinity, takeback: true });
      const limits = solverLimits(a);
      const plain = solve(game, limits);
      if (plain.result !== 'solved') {
        notWon++;
        continue;
      }
      const shortened = solve(game, { ...limits, shortLine: true });
      const before = lineCost(game, plain.moves);
      const after = lineCost(game, shortened.moves);
      if (!before || !after || shortened.result !== 'solved') throw new Error(`deal ${n}: a line does not replay to a win`);
      found.push(before);
      short.push(after);
      extraStates.push(shortened.states - plain.states);
      extraMs.push(Math.max(0, shortened.ms - plain.ms));
    }
    const out = {
      deals: a.deals,
      draw: a.draw,
      seed: a.seed,
      won: found.length,
      notWon,
      found: costs(found),
      shortened: costs(short),
      extraStates: { ...spread(extraStates), max: Math.max(0, ...extraStates) },
      extraMs: { ...spread(extraMs), max: Math.max(0, ...extraMs) },
    };
    if (a.json) {
      io.out(JSON.stringify(out) + '\n');
      return EXIT.ok;
    }
    const row = (name: string, c: ReturnType<typeof costs>) =>
      `${name.padEnd(10)} ${`${c.moves.median} / ${c.moves.p90}`.padStart(11)} ${`${c.taps.median} / ${c.taps.p90}`.padStart(11)} ${`${c.passes.median} / ${c.passes.p90}`.padStart(11)}\n`;
    io.out(`lines: ${a.deals} deals from the opening, draw ${a.draw}, unlimited passes, take-back on, seed ${a.seed}; ${found.length} won (${notWon} not won within the budget)\n`);
    io.out(`${'line'.padEnd(10)} ${'moves'.padStart(11)} ${'taps'.padStart(11)} ${'passes'.padStart(11)}   (median / p90)\n`);
    io.out(row('found', out.found));
    io.out(row('shortened', out.shortened));
    const f = (x: number) => x.toFixed(1);
    io.out(`shortening: states median ${out.extraStates.median} · p90 ${out.extraStates.p90} · max ${out.extraStates.max}; time (ms) median ${f(out.extraMs.median)} · p90 ${f(out.extraMs.p90)} · max ${f(out.extraMs.max)}\n`);
    return EXIT.ok;
  });
}

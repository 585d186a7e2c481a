/**
 * Shared helpers of the command line: output streams (replaceable in tests),
 * exit codes and usage errors, reading an input file, safe error messages,
 * and printing a position as text, JSON or Solvitaire JSON.
 * @module
 */
import { closeSync, openSync, readFileSync, readSync } from 'node:fs';
import { quoteInput, type Klondike, type Scoring } from '../engine/index.js';

export { quoteInput };

/** The package version, read from package.json. */
export function version(): string {
  try {
    const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version?: string };
    return pkg.version ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/** Largest input file read (`--deal FILE`): a deal or a save is a few KB. */
export const MAX_INPUT_BYTES = 1 << 20;

/** Where commands write: stdout and stderr by default; tests swap these. */
export const io = {
  /** Normal output. */
  out: (text: string): void => {
    process.stdout.write(text);
  },
  /** Errors and usage. */
  err: (text: string): void => {
    process.stderr.write(text);
  },
};

/** Exit codes: success, a failure (bad code, file, illegal move), a usage error. */
export const EXIT = { ok: 0, failure: 1, usage: 2 } as const;

/** A usage error: bad or missing arguments (exit 2). */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

/** Output formats of `deal` and `play`. */
export type OutputFormat = 'text' | 'json' | 'solvitaire';

/**
 * Reads a UTF-8 input file of at most {@link MAX_INPUT_BYTES} (a device such
 * as /dev/zero or a huge file is refused after that many bytes, not read to
 * the end); throws an Error naming the file and the problem.
 */
export function readInputFile(file: string, max: number = MAX_INPUT_BYTES): string {
  let fd: number;
  try {
    fd = openSync(file, 'r');
  } catch (e) {
    throw new Error(`cannot read ${quoteInput(file)}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`, { cause: e });
  }
  try {
    const buf = Buffer.alloc(max + 1);
    let size = 0;
    for (;;) {
      const n = readSync(fd, buf, size, buf.length - size, null);
      if (n === 0) break;
      size += n;
      if (size > max) throw new Error(`${quoteInput(file)} is larger than ${max} bytes: a deal or a saved game is a few KB`);
    }
    return buf.toString('utf8', 0, size);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code) throw new Error(`cannot read ${quoteInput(file)}: ${(e as NodeJS.ErrnoException).code}`, { cause: e });
    throw e;
  } finally {
    closeSync(fd);
  }
}

/**
 * A message fit for a terminal: control characters (other than line breaks)
 * escaped, and at most `max` characters. Every error the command line prints
 * goes through it.
 */
export function safeMessage(text: string, max = 2000): string {
  // eslint-disable-next-line no-control-regex
  const clean = text.replace(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return clean.length > max ? `${clean.slice(0, max)}… (cut)` : clean;
}

/** A one-line description of an unexpected error: never a stack trace; running out of memory says so. */
export function describeError(e: unknown): string {
  const msg = e instanceof Error ? e.message : String(e);
  if (e instanceof RangeError && /allocation failed|Invalid array length|Invalid typed array length|Array buffer allocation|Maximum call stack/i.test(msg)) {
    return `out of memory (${msg}): try a smaller input or limit`;
  }
  return safeMessage(msg.split('\n')[0]);
}

const SCORING_NAMES: Record<Scoring, string> = { normal: 'Normal scoring', vegas: 'Vegas scoring', none: 'no scoring' };

/** The rules line: `draw 1 · Normal scoring · passes: unlimited · take-back on`. */
export function rulesLine(g: Klondike): string {
  const o = g.options;
  const passes = o.passes === Infinity ? 'unlimited' : String(o.passes);
  return `draw ${o.draw} · ${SCORING_NAMES[o.scoring]} · passes: ${passes} · take-back ${o.takeback ? 'on' : 'off'}`;
}

const pad = (s: string, n: number) => s.padEnd(n);

/**
 * The position as a readable table: the deal, the foundations/stock/waste
 * line, the columns (hidden cards as `##`), score, counters and legal moves.
 */
export function renderText(g: Klondike): string {
  const lines: string[] = [];
  lines.push(`${g.code ?? 'explicit deal'}  (${rulesLine(g)})`);
  const found = g.foundations.map((f, i) => (f.length ? f[f.length - 1] : '-' + 'shdc'[i])).join(' ');
  const fan = g.waste.slice(g.waste.length - g.wasteFan);
  const waste = g.waste.length ? (g.waste.length > fan.length ? '… ' : '') + fan.join(' ') : '--';
  lines.push(`Foundations: ${found}   Stock: ${g.stock.length}   Waste: ${waste}`);
  lines.push('');
  lines.push('  ' + [1, 2, 3, 4, 5, 6, 7].map((n) => pad(String(n), 4)).join('').trimEnd());
  const cols = g.tableau.map((c) => [...c.down.map(() => '##'), ...c.up]);
  const height = Math.max(1, ...cols.map((c) => c.length));
  for (let r = 0; r < height; r++) {
    lines.push('  ' + cols.map((c) => pad(c[r] ?? (r === 0 ? '..' : ''), 4)).join('').trimEnd());
  }
  lines.push('');
  const st = g.stats;
  const score = g.options.scoring === 'none' ? '' : `Score: ${g.scoreText}   `;
  lines.push(`${score}Moves: ${st.moves}   Passes: ${st.passes}   Foundations: ${st.foundationCards}/52   Hidden: ${st.hiddenCards}`);
  if (g.isWon()) lines.push('Won!');
  else {
    const legal = g.moves();
    lines.push(legal.length ? `Legal moves: ${legal.join(' ')}` : 'No legal move left.');
  }
  return lines.join('\n') + '\n';
}

/** The position as JSON: code, options (`null` = unlimited), piles, score, counters, legal moves. */
export function renderJson(g: Klondike): string {
  const o = g.options;
  return (
    JSON.stringify(
      {
        code: g.code,
        options: { ...o, passes: o.passes === Infinity ? null : o.passes, undoLimit: o.undoLimit === Infinity ? null : o.undoLimit },
        tableau: g.tableau,
        stock: g.stock,
        waste: g.waste,
        wasteFan: g.wasteFan,
        foundations: g.foundations,
        score: g.score,
        scoreText: g.scoreText,
        stats: g.stats,
        won: g.isWon(),
        moves: g.moves(),
      },
      null,
      2,
    ) + '\n'
  );
}

/** Prints a game in the chosen format. */
export function printGame(g: Klondike, format: OutputFormat): void {
  if (format === 'json') io.out(renderJson(g));
  else if (format === 'solvitaire') io.out(JSON.stringify(g.toSolvitaire('position')) + '\n');
  else io.out(renderText(g));
}

/** Runs a command body, turning usage errors into exit 2 and other errors into exit 1, with a message. */
export async function guard(usage: string, body: () => number | Promise<number>): Promise<number> {
  try {
    return await body();
  } catch (e) {
    if (e instanceof UsageError) {
      io.err(`klondike: ${safeMessage(e.message)}\n\n${usage}`);
      return EXIT.usage;
    }
    io.err(`klondike: ${e instanceof Error && !(e instanceof RangeError) ? safeMessage(e.message) : describeError(e)}\n`);
    return EXIT.failure;
  }
}

/**
 * The arguments of the commands that take one game (`deal`, `play`,
 * `solve`): `CODE` or `--deal FILE.json`, `--format`, the rule options, and
 * the game built from them (a code, a Solvitaire deal or a saved game).
 * @module
 */
import { Klondike, type KlondikeInit } from '../engine/index.js';
import { readArgs, RULE_OPTIONS, ruleOverrides, type OptionSpecs, type OptionValues } from './args.js';
import { quoteInput, readInputFile, UsageError, type OutputFormat } from './format.js';

/** Arguments common to `deal`, `play` and `solve`, read by {@link parseGameArgs}. */
export interface GameArgs {
  /** How the game was given: a code or a file. */
  source: { code: string } | { file: string };
  /** Output format. */
  format: OutputFormat;
  /** Rule overrides from flags. */
  overrides: Partial<KlondikeInit>;
  /** The other positional arguments (the moves, for `play`). */
  rest: string[];
  /** `--help` was given. */
  help: boolean;
}

/** The options every game command takes. */
export const GAME_OPTIONS = { deal: { type: 'string' }, format: { type: 'string' }, ...RULE_OPTIONS } as const satisfies OptionSpecs;

/**
 * Reads `CODE | --deal FILE.json`, `--format`, `--draw`, `--scoring`,
 * `--passes`, `--no-takeback`, `--help` and the command's own `extra`
 * options (returned as `values`); throws a {@link UsageError} for anything
 * else. Everything after `--` is positional.
 */
export function parseGameArgs<S extends OptionSpecs = Record<never, never>>(argv: readonly string[], extra?: S): GameArgs & { values: OptionValues<S> } {
  const { values, positionals } = readArgs(argv, { ...GAME_OPTIONS, ...(extra ?? {}) });
  const f = values.format ?? 'text';
  if (f !== 'text' && f !== 'json' && f !== 'solvitaire') throw new UsageError(`--format must be text, json or solvitaire, not ${quoteInput(f)}`);
  const format: OutputFormat = f;
  const overrides = ruleOverrides(values);
  const help = values.help === true;
  const own = values as OptionValues<S>;
  if (help) return { source: { code: '' }, format, overrides, rest: [], help, values: own };
  if (values.deal !== undefined) return { source: { file: values.deal }, format, overrides, rest: positionals, help, values: own };
  const [code, ...rest] = positionals;
  if (code === undefined) throw new UsageError('give a deal code (like KL1-D1N-AAAAAAG) or --deal FILE.json');
  return { source: { code }, format, overrides, rest, help, values: own };
}

/**
 * Builds the game: from a code, or from a file holding a Solvitaire deal or a
 * saved game (`toJSON()`). Engine errors (bad code, bad deal) propagate.
 */
export function loadGame(args: GameArgs): Klondike {
  if ('code' in args.source) return new Klondike({ ...args.overrides, code: args.source.code });
  const file = args.source.file;
  const text = readInputFile(file);
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    throw new Error(`${quoteInput(file)} is not valid JSON: ${(e as Error).message}`, { cause: e });
  }
  if (typeof data === 'object' && data !== null && (data as { format?: unknown }).format === 'klondike-solitaire') {
    const flags = Object.keys(args.overrides);
    if (flags.length) {
      throw new UsageError(`${quoteInput(file)} is a saved game: it keeps its own rules, so ${flags.map((f) => (f === 'takeback' ? '--no-takeback' : `--${f}`)).join(', ')} cannot apply (leave ${flags.length > 1 ? 'them' : 'it'} out)`);
    }
    return Klondike.fromJSON(data);
  }
  return new Klondike({ ...args.overrides, deal: data as KlondikeInit['deal'] });
}

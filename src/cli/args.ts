/**
 * Reading a command's arguments with `node:util` `parseArgs`: `--opt value`
 * and `--opt=value`, `-h`, `--` before positionals that start with a dash.
 * An unknown option, a missing value or a value given to a flag is a
 * {@link UsageError} (exit 2) naming the option; values are checked by the
 * helpers here ({@link intFlag}, {@link ruleOverrides}) or by the command.
 * @module
 */
import { parseArgs } from 'node:util';
import type { KlondikeInit, Scoring } from '../engine/index.js';
import { quoteInput, UsageError } from './format.js';

/** One option of a command: a flag (`boolean`) or an option with a value (`string`). */
export interface OptionSpec {
  readonly type: 'string' | 'boolean';
  /** A one-letter alias (`-h`). */
  readonly short?: string;
  /** May be given more than once (the values in order). */
  readonly multiple?: boolean;
}

/** The options a command takes, by long name (without the dashes). */
export type OptionSpecs = Readonly<Record<string, OptionSpec>>;

type ValueOf<O extends OptionSpec> = O extends { multiple: true } ? string[] : O extends { type: 'string' } ? string : boolean;

/** The values read, by long name: absent when not given. */
export type OptionValues<S extends OptionSpecs> = { -readonly [K in keyof S]?: ValueOf<S[K]> };

/** `--help` / `-h`, which every command takes. */
export const HELP_OPTION = { help: { type: 'boolean', short: 'h' } } as const satisfies OptionSpecs;

/**
 * Reads `argv` against `specs` (plus `--help`); throws a {@link UsageError}
 * for an unknown option, an option without its value (a value that starts
 * with `--` is taken for a forgotten one: write `--opt=--x` to mean it) or a
 * flag given a value (`--json=yes`).
 */
export function readArgs<S extends OptionSpecs>(argv: readonly string[], specs: S): { values: OptionValues<S & typeof HELP_OPTION>; positionals: string[] } {
  const options = { ...HELP_OPTION, ...specs };
  const { values, positionals, tokens } = parseArgs({ args: [...argv], options, strict: false, allowPositionals: true, tokens: true });
  for (const t of tokens) {
    if (t.kind !== 'option') continue;
    const spec = Object.hasOwn(options, t.name) ? (options as OptionSpecs)[t.name] : undefined;
    if (!spec) throw new UsageError(`unknown option ${quoteInput(t.rawName)}`);
    if (spec.type === 'string' && (t.value === undefined || (!t.inlineValue && t.value.startsWith('--')))) throw new UsageError(`${t.rawName} needs a value`);
    if (spec.type === 'boolean' && t.inlineValue) throw new UsageError(`${t.rawName} takes no value, not ${quoteInput(t.value ?? '')}`);
  }
  return { values: values as OptionValues<S & typeof HELP_OPTION>, positionals };
}

/** Reads an integer option value from `min` to `max`; `flag` names it in the error. */
export function intFlag(flag: string, v: string | undefined, min: number, max: number = Number.MAX_SAFE_INTEGER): number {
  if (v === undefined) throw new UsageError(`${flag} needs a value`);
  const n = Number(v);
  if (v.trim() === '' || !Number.isInteger(n) || n < min || n > max) {
    throw new UsageError(`${flag} must be a whole number from ${min} to ${max}, not ${quoteInput(v)}`);
  }
  return n;
}

/** Reads `--draw 1|3`; undefined when not given. */
export function drawFlag(v: string | undefined): 1 | 3 | undefined {
  if (v === undefined) return undefined;
  if (v !== '1' && v !== '3') throw new UsageError(`--draw must be 1 or 3, not ${quoteInput(v)}`);
  return v === '1' ? 1 : 3;
}

/** The rule options every game command takes: `--draw`, `--scoring`, `--passes`, `--no-takeback`. */
export const RULE_OPTIONS = {
  draw: { type: 'string' },
  scoring: { type: 'string' },
  passes: { type: 'string' },
  'no-takeback': { type: 'boolean' },
} as const satisfies OptionSpecs;

/** Rule options a command can set from flags. */
export type RuleOverrides = { -readonly [K in 'draw' | 'scoring' | 'passes' | 'takeback']?: KlondikeInit[K] };

/** The rules the {@link RULE_OPTIONS} given set; throws a {@link UsageError} for a bad value. */
export function ruleOverrides(values: OptionValues<typeof RULE_OPTIONS>): RuleOverrides {
  const into: RuleOverrides = {};
  const draw = drawFlag(values.draw);
  if (draw !== undefined) into.draw = draw;
  const scoring = values.scoring;
  if (scoring !== undefined) {
    if (scoring !== 'normal' && scoring !== 'vegas' && scoring !== 'none') throw new UsageError(`--scoring must be normal, vegas or none, not ${quoteInput(scoring)}`);
    into.scoring = scoring as Scoring;
  }
  const passes = values.passes;
  if (passes !== undefined) {
    const n = passes === 'unlimited' ? Infinity : Number(passes);
    if (!(n === Infinity || (passes.trim() !== '' && Number.isInteger(n) && n >= 1 && n <= 99))) throw new UsageError(`--passes must be 1 to 99 or "unlimited", not ${quoteInput(passes)}`);
    into.passes = n;
  }
  if (values['no-takeback']) into.takeback = false;
  return into;
}

/** `--json` and its spelling `--format json|text`, for the commands that print a report. */
export const JSON_OPTIONS = { json: { type: 'boolean' }, format: { type: 'string' } } as const satisfies OptionSpecs;

/** Whether {@link JSON_OPTIONS} ask for JSON; throws a {@link UsageError} for another format. */
export function wantsJson(values: OptionValues<typeof JSON_OPTIONS>): boolean {
  const f = values.format;
  if (f !== undefined && f !== 'text' && f !== 'json') throw new UsageError(`--format must be text or json, not ${quoteInput(f)}`);
  return values.json === true || f === 'json';
}

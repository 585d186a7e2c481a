/**
 * Echoing user input in error messages safely: control characters escaped,
 * long input cut, so that a message never floods or drives a terminal.
 * @module
 */

/** Longest piece of input an error message repeats (characters). */
export const ECHO_MAX = 60;

/**
 * `text` as a quoted JSON string (control and non-ASCII-printable characters
 * escaped), cut to {@link ECHO_MAX} characters with `…` and the full length
 * when longer. Non-strings are described by their type.
 */
export function quoteInput(text: unknown, max: number = ECHO_MAX): string {
  if (typeof text !== 'string') return text === null ? 'null' : typeof text;
  const cut = text.length > max ? text.slice(0, max) : text;
  const quoted = JSON.stringify(cut).replace(/[\u007f-\u009f\u2028\u2029\u200b-\u200f\u202a-\u202e\u2066-\u2069]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return text.length > max ? `${quoted.slice(0, -1)}…" (${text.length} characters)` : quoted;
}

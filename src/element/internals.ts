/**
 * The element's internals, for the project's own tests only: the session,
 * the table surface, the play clock and the controllers of an element, kept in a module
 * WeakMap that the package does not export. Pages cannot reach them; the
 * browser tests import this module from the sources.
 * @module
 * @internal
 */
import type { TableSession } from './session/table-session.js';
import type { TableSurface } from './first-paint/table-surface.js';
import type { TimerController } from './first-paint/play-clock.js';
import type { CoreParts } from './first-paint/parts.js';
import type { LateParts } from './late/parts.js';

/** All the element's parts, once the late ones are here. */
export type ElementParts = CoreParts & LateParts;

/** What a test can inspect of an element. */
export interface ElementInternals {
  readonly session: TableSession;
  readonly surface: TableSurface;
  readonly clock: TimerController;
  readonly parts: ElementParts;
}

const registry = new WeakMap<object, ElementInternals>();

/** Records the internals of `el` (its constructor calls this). */
export function registerInternals(el: object, internals: ElementInternals): void {
  registry.set(el, internals);
}

/** The internals of a `<klondike-solitaire>` (throws for any other object). */
export function internalsOf(el: object): ElementInternals {
  const i = registry.get(el);
  if (!i) throw new Error('not a <klondike-solitaire> element');
  return i;
}

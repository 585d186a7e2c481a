/**
 * `ElementHost`: what the element's parts may use of `<klondike-solitaire>`.
 * The class is checked against it where it hands itself to the wiring
 * (`new ElementWiring(this)`; no `implements` clause, which would name
 * this internal type in the public API report). The wiring (`wiring.ts`)
 * and the parts (`first-paint/parts.ts`, `late/parts.ts`) receive it
 * instead of the class, so that nothing but the registration (`define.ts`)
 * imports the class and no module needs the whole element.
 * @module
 */
import type { ReactiveControllerHost } from 'lit';
import type { MoveNotation, SolvitaireDeal } from '../engine/index.js';
import type { AttributeValues } from './attributes.js';

/**
 * The element as its parts see it: a Lit host in the page (updates,
 * controllers, events, its shadow root), the values of its attributes
 * (normalised, as the attribute table says), and the public actions a part triggers (a key, a button).
 */
export interface ElementHost extends HTMLElement, ReactiveControllerHost, AttributeValues {
  /** The shadow root the element renders into. */
  readonly renderRoot: HTMLElement | DocumentFragment;
  /** True once the element has rendered. */
  readonly hasUpdated: boolean;
  /** The game record of the game in progress (empty when it cannot be written). */
  readonly record: string;
  /** The text Share copies after a win, or null. */
  readonly shareText: string | null;
  newGame(code?: string | SolvitaireDeal): boolean;
  restart(): void;
  undo(): MoveNotation | null;
  redo(): MoveNotation | null;
  hint(): Promise<unknown>;
  finish(): Promise<boolean>;
  showSettings(): boolean;
  share(): Promise<boolean>;
}

/**
 * Type-level checks (compiled by `npm run typecheck`, never run): the
 * element's events are typed where a page listens for them, on the element,
 * the document, the window and any element they bubble through.
 */
import type { KlondikeSolitaire } from '../../src/index.js';

declare const el: KlondikeSolitaire;
declare const box: HTMLDivElement;

el.addEventListener('klondike-win', (e) => e.detail.score.toFixed());
document.addEventListener('klondike-win', (e) => e.detail.score.toFixed());
window.addEventListener('klondike-move', (e) => e.detail.move.length);
box.addEventListener('klondike-settings-change', (e) => e.detail.setting.length);
document.body.addEventListener('klondike-error', (e) => e.detail.message.length);

// @ts-expect-error: no such detail field
document.addEventListener('klondike-win', (e) => e.detail.nope);

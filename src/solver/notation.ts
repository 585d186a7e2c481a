/**
 * The search's encoded moves written in the engine's notation (`S`, `W-3`,
 * `3-F`, `Fh-2`, …), for the line `Search.path()` returns. Internal to the
 * solver.
 * @module
 */
import { K_COLF, K_DECKF, K_RUN, K_TAKE, PILE_TO_TWIN } from './move-code.js';

const SUITS = 'shdc';

/**
 * Pushes onto `out` the notation of a safe move from the auto log (see
 * `SafeMoves`): a column top home (after the pile on it moved onto its
 * twin, with bare cards home), or stock taps then a waste card home.
 */
export function pushAutoMove(out: string[], v: number): void {
  if (!(v & 16)) {
    // A pile moved onto the card's twin first (see PILE_TO_TWIN).
    if (v & PILE_TO_TWIN) out.push(`${(v & 7) + 1}-${((v >> 12) & 7) + 1}`);
    out.push(`${(v & 7) + 1}-F`);
  } else {
    for (let t = v >> 17; t > 0; t--) out.push('S');
    out.push('W-F');
  }
}

/**
 * Pushes onto `out` the notation of a move of the move stack (see
 * `move-code.ts`, `enc`): a column top home, a run (and its card home, for the
 * compound move), a card taken back from a foundation, or stock taps then a
 * waste card home or onto a column.
 */
export function pushMove(out: string[], m: number): void {
  const kind = m & 7;
  const a = (m >> 3) & 63;
  const b = (m >> 9) & 63;
  const c = (m >> 15) & 255;
  if (kind === K_COLF) out.push(`${a + 1}-F`);
  else if (kind === K_RUN) {
    out.push(`${a + 1}-${b + 1}`);
    if ((m >> 23) & 1) out.push(`${a + 1}-F`);
  } else if (kind === K_TAKE) out.push(`F${SUITS[a]}-${b + 1}`);
  else {
    for (let i = 0; i < c; i++) out.push('S');
    out.push(kind === K_DECKF ? 'W-F' : `W-${b + 1}`);
  }
}

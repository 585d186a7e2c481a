/**
 * Move helpers that only the input and assistance parts ask, so they load
 * with them (`late/parts.ts`), not in the first paint: a move's notation
 * from two piles (tap, drag, keyboard), the auto-finish's dry run and a
 * simple hint when the solver cannot answer (assist). They ask the engine;
 * they re-implement no rule. The session's own helpers are
 * `session/moves.ts`.
 * @module
 */
import type { Klondike, MoveNotation } from '../../engine/index.js';
import type { PileId } from '../session/piles.js';

/** The notation of a move from one pile to another (`'W'` + `'3'` → `'W-3'`; any foundation → `'F'`). */
export function moveNotation(from: PileId, to: PileId): MoveNotation {
  if (from === 'S') return 'S';
  return `${from}-${to.startsWith('F') ? 'F' : to}`;
}

/**
 * Plays the engine's auto-finish on a copy of the game: the moves that win,
 * or null when it would get stuck (e.g. a buried waste card with no pass left).
 */
export function autoFinishLine(game: Klondike, maxSteps = 1500): MoveNotation[] | null {
  if (!game.canAutoFinish()) return null;
  const copy = game.clone();
  const line: MoveNotation[] = [];
  let sinceProgress = 0;
  while (!copy.isWon() && line.length < maxSteps) {
    const m = copy.nextAutoFinishMove();
    if (!m) return null;
    copy.move(m);
    line.push(m);
    sinceProgress = m === 'S' ? sinceProgress + 1 : 0;
    if (sinceProgress > 60) return null;
  }
  return copy.isWon() ? line : null;
}

/** A simple hint when the solver cannot answer: foundation, uncovering, waste, then stock. */
export function fallbackHint(game: Klondike): { move: MoveNotation | null; kind: 'progress' | 'none' } {
  const moves = game.moves();
  if (!moves.length) return { move: null, kind: 'none' };
  const tableau = game.tableau;
  const uncovers = (m: string) => {
    const from = Number(m.split('-')[0]);
    if (!from) return false;
    const col = tableau[from - 1];
    return col.down.length > 0 && !m.endsWith('-F') && game.destinations(col.up[0]).includes(m);
  };
  const pick =
    moves.find((m) => m.endsWith('-F') && !m.startsWith('F')) ??
    moves.find(uncovers) ??
    moves.find((m) => m.startsWith('W-')) ??
    moves.find((m) => m === 'S');
  return pick ? { move: pick, kind: 'progress' } : { move: null, kind: 'none' };
}

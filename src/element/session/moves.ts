/**
 * Small helpers between input and the engine: notation from piles, the card a
 * move picks up, the player-facing reason of a refusal, a dry run of the
 * auto-finish, a simple hint. They ask the engine; they re-implement no rule.
 * @module
 */
import { Klondike, type MoveNotation, type MoveProblem } from '../../engine/index.js';
import { columnOf, foundationOf, pickableCards, type PileId } from './piles.js';
import { cardLabel, cardNameThe, t, type StringKey, type Strings } from '../i18n/strings.js';

/** The notation of a move from one pile to another (`'W'` + `'3'` → `'W-3'`; any foundation → `'F'`). */
export function moveNotation(from: PileId, to: PileId): MoveNotation {
  if (from === 'S') return 'S';
  return `${from}-${to.startsWith('F') ? 'F' : to}`;
}

/** The pile a move starts from. */
export function moveSource(move: MoveNotation): PileId {
  return (move === 'S' ? 'S' : move.split('-')[0]) as PileId;
}

/** The pile a move ends on; for `X-F` the foundation of `card`. */
export function moveTarget(move: MoveNotation, card: string | null): PileId {
  if (move === 'S') return 'W';
  const to = move.split('-')[1];
  return (to === 'F' ? `F${card ? card[1] : 's'}` : to) as PileId;
}

/** The card a legal move picks up (the bottom card of a moved run), or null for `S`/illegal. */
export function movingCard(game: Klondike, move: MoveNotation): string | null {
  if (move === 'S') return null;
  const from = moveSource(move);
  for (const card of pickableCards(game, from)) if (game.destinations(card).includes(move)) return card;
  return null;
}

/** The cards a legal move carries, bottom to top. */
export function movingCards(game: Klondike, move: MoveNotation): string[] {
  const card = movingCard(game, move);
  if (!card) return [];
  const from = moveSource(move);
  const cards = pickableCards(game, from);
  return cards.slice(cards.indexOf(card));
}

const RANK_ORDER = 'A23456789TJQK';

/** A short, player-facing reason why `move` is refused. */
export function rejectionText(game: Klondike, move: MoveNotation, problem: MoveProblem, strings: Strings): string {
  const tr = (key: StringKey, params: Record<string, string | number> = {}) => t(key, params, strings);
  switch (problem.reason) {
    case 'wrong-colour':
    case 'wrong-rank': {
      const to = move.split('-')[1];
      const col = columnOf(game, to);
      const onto = col?.up[col.up.length - 1];
      if (!onto) return tr('reject.other');
      const red = onto[1] === 'h' || onto[1] === 'd';
      const need = RANK_ORDER[RANK_ORDER.indexOf(onto[0]) - 1];
      return tr('reject.wrong-card', {
        colour: strings[red ? 'colour.black' : 'colour.red'],
        rank: need ? strings[`rank.${need}` as StringKey].toLowerCase() : '?',
        aRank: need ? strings[`rank-a.${need}` as StringKey] : '?',
        target: cardLabel(onto, strings).toLowerCase(),
        theTarget: cardNameThe(onto, strings),
      });
    }
    case 'needs-king':
      return tr('reject.needs-king');
    case 'foundation-order': {
      const card = pickableCards(game, moveSource(move)).slice(-1)[0];
      if (!card) return tr('reject.other');
      const have = foundationOf(game, card[1]).length;
      if (have === 0) return tr('reject.foundation-ace');
      return tr('reject.foundation-next', {
        suit: strings[`suit.${card[1]}` as StringKey],
        rank: strings[`rank.${RANK_ORDER[have]}` as StringKey].toLowerCase(),
        theRank: strings[`rank-the.${RANK_ORDER[have]}` as StringKey],
      });
    }
    case 'takeback-off':
      return tr('reject.takeback-off');
    case 'no-passes-left':
      return tr('reject.no-passes-left');
    case 'stock-empty':
      return tr('reject.stock-empty');
    case 'not-top-card':
      return tr('reject.not-top-card');
    case 'game-won':
      return tr('reject.game-won');
    default:
      return tr('reject.other');
  }
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

/**
 * A stable order for the 52 card nodes that gives nothing away: the order in
 * which the cards lay in the deal (stock, waste, foundations, then each
 * column bottom to top). The DOM order of the nodes follows it, and it never
 * changes during a deal, so nodes are never moved in the DOM (which would
 * cancel their transitions).
 */
export function dealOrder(game: Klondike): string[] {
  // A game with no move played still lies as dealt (every new game, and the
  // opening of a page): read it as it is, with no copy of the deal to build.
  const start = game.history.length === 0 ? game : new Klondike({ deal: game.toSolvitaire('deal'), draw: game.options.draw });
  return [...start.stock, ...start.waste, ...start.foundations.flat(), ...start.tableau.flatMap((c) => [...c.down, ...c.up])];
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

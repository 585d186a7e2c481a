/**
 * Small helpers between the session and the engine: the piles of a move,
 * the card a move picks up, the player-facing reason of a refusal, the
 * cards' order in the DOM. They ask the engine; they re-implement no rule.
 * What only the input and assistance parts ask (a move's notation from two
 * piles, the auto-finish's dry run, a simple hint) is in `late/moves.ts`,
 * which loads with them.
 * @module
 */
import { Klondike, type MoveNotation, type MoveProblem } from '../../engine/index.js';
import { columnOf, foundationOf, pickableCards, type PileId } from './piles.js';
import { cardLabel, cardNameThe, t, type StringKey, type Strings } from '../i18n/strings.js';

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

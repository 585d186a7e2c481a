/**
 * Every user-facing English string of the element, keyed. Templates never hold
 * literal text: they call {@link t}. A second language plugs in as another
 * table of the same keys.
 * @module
 */

/** The English strings. Placeholders are written `{name}`. */
export const en = {
  'toolbar.label': 'Game controls',
  'toolbar.new': 'New deal',
  'toolbar.undo': 'Undo',
  'toolbar.hint': 'Hint',
  'toolbar.finish': 'Finish',
  'toolbar.stop': 'Stop',
  'table.label': 'Klondike solitaire table',
  'pile.stock': 'Stock, {count} cards',
  'pile.stock-empty': 'Stock, empty',
  'pile.waste': 'Waste, {count} cards',
  'pile.foundation': '{suit} foundation, {count} cards',
  'pile.column': 'Column {n}, {count} cards',
  'card.face-down': 'Face-down card',
  'card.name': '{rank} of {suit}',
  'rank.A': 'Ace',
  'rank.2': '2',
  'rank.3': '3',
  'rank.4': '4',
  'rank.5': '5',
  'rank.6': '6',
  'rank.7': '7',
  'rank.8': '8',
  'rank.9': '9',
  'rank.T': '10',
  'rank.J': 'Jack',
  'rank.Q': 'Queen',
  'rank.K': 'King',
  'suit.s': 'spades',
  'suit.h': 'hearts',
  'suit.d': 'diamonds',
  'suit.c': 'clubs',
  'suit-title.s': 'Spades',
  'suit-title.h': 'Hearts',
  'suit-title.d': 'Diamonds',
  'suit-title.c': 'Clubs',
  'colour.red': 'red',
  'colour.black': 'black',
  'status.label': 'Game status',
  'status.score': 'Score',
  'status.moves': 'Moves',
  'status.passes': 'Passes',
  'status.time': 'Time',
  'reject.wrong-card': 'Only a {colour} {rank} can go on the {target}.',
  'reject.needs-king': 'Only a king can go on an empty column.',
  'reject.foundation-ace': 'A foundation starts with the ace.',
  'reject.foundation-next': 'The {suit} foundation needs the {rank} next.',
  'reject.takeback-off': 'Cards cannot come back from the foundations in this game.',
  'reject.no-passes-left': 'No pass through the stock is left.',
  'reject.stock-empty': 'The stock and the waste are both empty.',
  'reject.not-top-card': 'Only the top card can move there.',
  'reject.game-won': 'The game is already won.',
  'reject.other': 'That move is not possible.',
  'tap.no-move': 'That card has no move right now.',
  'tap.no-tableau-place': 'No place for that card on the table.',
  'code.invalid': 'Invalid deal code: {message}',
  'hint.none': 'No move really advances this game now.',
  'hint.thinking': 'Thinking…',
  'hint.unknown': 'No hint found in time. Try drawing from the stock.',
  'dialog.close': 'Close',
  'stuck.title': 'No way forward',
  'stuck.text': 'No move can change this game any more.',
  'stuck.new': 'New deal',
  'stuck.replay': 'Replay this deal',
  'stuck.review': 'Review the table',
  'stuck.undo': 'Undo last move',
  'win.title': 'You won!',
  'win.time': 'Time',
  'win.moves': 'Moves',
  'win.passes': 'Passes',
  'win.cards': 'Cards placed',
  'win.score': 'Score',
  'win.code': 'Deal',
  'win.copy': 'Copy',
  'win.copied': 'Copied',
  'win.copy-failed': 'Select and copy',
  'win.new': 'New deal',
  'win.same': 'Same deal',
  'win.explicit-deal': 'custom deal',
  'panel.label': 'Choose the run to take from column {n}',
  'panel.up': 'Start one card higher: one card more',
  'panel.down': 'Start one card lower: one card fewer',
  'panel.count': '{count} cards',
  'panel.count-one': '1 card',
  'panel.confirm': 'Select the run from the {card}, {count}',
} as const;

/** A key of the string table. */
export type StringKey = keyof typeof en;

/** A string table: every key, translated. */
export type Strings = Record<StringKey, string>;

/**
 * The string for `key` with its `{placeholders}` filled in from `params`.
 * Unknown placeholders stay as written.
 */
export function t(key: StringKey, params: Record<string, string | number> = {}, table: Strings = en): string {
  return table[key].replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** The readable name of a card in notation, e.g. `'Th'` → `'10 of hearts'`. */
export function cardLabel(card: string, table: Strings = en): string {
  return t('card.name', { rank: table[`rank.${card[0]}` as StringKey], suit: table[`suit.${card[1]}` as StringKey] }, table);
}

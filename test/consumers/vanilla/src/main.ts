// A plain-DOM page, as a TypeScript user writes it: the element from the
// package root, the engine and the solver from their subpaths, typed events.
import 'klondike-solitaire-element';
import type { KlondikeSolitaire, KlondikeWinDetail } from 'klondike-solitaire-element';
import { Klondike } from 'klondike-solitaire-element/engine';
import { solve } from 'klondike-solitaire-element/solver';

const el = document.createElement('klondike-solitaire');
const typed: KlondikeSolitaire = el; // HTMLElementTagNameMap knows the tag
typed.draw = 3;
typed.style.setProperty('--klondike-animation-ms', '0ms');
const log = document.querySelector('output')!;
const moves: string[] = [];
el.addEventListener('klondike-move', (e) => {
  moves.push(e.detail.move);
  log.textContent = moves.join(' ');
});
el.addEventListener('klondike-win', (e) => {
  const score: number = e.detail.score;
  const detail: KlondikeWinDetail = e.detail;
  // @ts-expect-error: the detail is typed, not any
  const nope: string = e.detail.nope;
  console.log(score, detail.scoreText, nope);
});
document.querySelector('#app')!.append(el);

// The engine and the solver resolve with their types.
const game = new Klondike({ code: 'KL1-D1N-AAAAAAG' });
const first: string = game.moves()[0];
const result: 'solved' | 'unsolvable' | 'unknown' = solve(game, { timeLimitMs: 200 }).result;
document.body.dataset.engine = `${game.code} ${first} ${result}`;

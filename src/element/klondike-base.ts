/**
 * The life cycle of `<klondike-solitaire>`: attribute changes, new deals,
 * changes of the game (animation of the cards that move, events), the win,
 * errors, sizing and the deal animation. The attributes and the state are
 * `KlondikeState` (`klondike-state.ts`); the public element
 * (`klondike-solitaire.element.ts`) adds the public methods, the input entry
 * points and the rendering.
 * @module
 */
import type { PropertyValues } from 'lit';
import { defaultPasses, Klondike } from '../engine/index.js';
import type { DialogAction } from './panels/dialogs.js';
import { emit } from './events.js';
import type { TableSelection } from './input/tap.js';
import { layoutTable, type TableLayout } from './views/layout.js';
import { dealOrder } from './session/moves.js';
import * as opt from './options.js';
import { KlondikeState } from './klondike-state.js';
import { rulesHref } from './views/toolbar.js';

/**
 * The results panel opens this many animation durations after the win: the
 * last card lands (1), then the kings' hop plays (card-styles.ts: the last
 * king starts at 2.2 and hops twice for 2 each, so ends at 6.2; the panel
 * comes a little before, as the hop settles). Immediately with no animation.
 */
const WIN_PANEL_DELAY = 5.6;

/** The game's life cycle on top of {@link KlondikeState}; see `KlondikeSolitaire` for the public contract. */
export abstract class KlondikeBase extends KlondikeState {
  // ---- lifecycle ---------------------------------------------------------

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this._resize?.disconnect();
    this._resize = undefined;
    for (const t of this._timers) clearTimeout(t);
    this._timers.clear();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('draw')) this.draw = opt.normDraw(this.draw);
    if (changed.has('scoring')) this.scoring = opt.normScoring(this.scoring);
    if (changed.has('passes')) this.passes = opt.normPasses(this.passes);
    if (changed.has('takeback')) this.takeback = opt.normTakeback(this.takeback);
    if (changed.has('undoLimit')) this.undoLimit = opt.normUndoLimit(this.undoLimit);
    if (changed.has('stuck')) this.stuck = opt.normStuck(this.stuck);
    if (changed.has('finishMode')) this.finishMode = opt.normFinish(this.finishMode);
    if (changed.has('hints')) this.hints = opt.normOnOff('hint', this.hints);
    if (changed.has('tapMode')) this.tapMode = opt.normTap(this.tapMode);
    if (changed.has('rulesUrl')) this._rulesHref = rulesHref(this.rulesUrl ?? '');
    if (!this._game) {
      this._ensureGame();
    } else if (changed.has('code') && this.code !== (this._game.code ?? '')) {
      if (!this.code || !this.newGame(this.code)) this.code = this._game.code ?? '';
    } else if (opt.rulesDiffer(this._game.options, this._rules())) {
      const g = this._game;
      const init = g.dealNumber === null ? { deal: g.toSolvitaire('deal') } : { dealNumber: g.dealNumber };
      this._start(new Klondike({ ...init, ...this._rules(), undoLimit: this.undoLimit }));
    } else if (changed.has('undoLimit') && this.undoLimit !== this._game.options.undoLimit) {
      this._game = opt.withUndoLimit(this._game, this.undoLimit);
      this._bump();
    }
    if (changed.has('stuck') && ((this.stuck === 'silent' && this._panel === 'stuck') || (this.stuck !== 'lost' && this._panel === 'lost'))) this._panel = 'none';
    if (changed.has('finishMode') && changed.get('finishMode') !== undefined) this._assist.analyse();
    if (this._size.w) this._layout = this._computeLayout();
  }

  protected override firstUpdated(): void {
    const table = this._tableEl!;
    // Measured in the next frame: measuring changes the table's height, which
    // would otherwise re-trigger the observer in the same frame.
    this._resize = new ResizeObserver(() => requestAnimationFrame(() => this._measure()));
    this._resize.observe(table);
  }

  // ---- internals -----------------------------------------------------------

  protected _ensureGame(): void {
    if (this._game) return;
    let game: Klondike | null = null;
    if (this.code) {
      try {
        game = new Klondike({ code: this.code, undoLimit: this.undoLimit });
      } catch (e) {
        this._error((e as Error).message, true);
      }
    }
    const saved = this._persist.restore(this._rules(), game, this._deals.requestedDate());
    if (saved) {
      this._start(saved.game);
      this._clock.restore(saved.timeMs);
      this._deals.adopt(saved.game, saved.daily);
      this._provide();
      return;
    }
    this._start(game ?? this._deals.placeholder() ?? new Klondike({ ...this._rules(), undoLimit: this.undoLimit }));
  }

  protected _rules(): opt.RuleRequest {
    return { draw: this.draw, scoring: this.scoring, passes: this.passes ?? defaultPasses(this.scoring), takeback: this.takeback };
  }

  protected _start(game: Klondike): void {
    const previous = this._game ? this._game.score : null;
    const sameDeal = this._game === game;
    this._game = game;
    this._order = dealOrder(game);
    this._selection = null;
    this._hint = null;
    this._message = null;
    this._drag = null;
    this._panel = 'none';
    this._winFired = false;
    this._clock.reset();
    this._assist.stop();
    const o = game.options;
    this.draw = o.draw;
    this.scoring = o.scoring;
    this.passes = o.passes === defaultPasses(o.scoring) ? undefined : o.passes;
    this.takeback = o.takeback;
    this.undoLimit = o.undoLimit;
    this.code = game.code ?? '';
    if (!sameDeal || this.isConnected) this._deal();
    this._bump();
    if (!this._deals.waiting) emit(this, 'klondike-new-game', { code: game.code, options: o });
    if (previous !== null) this._emitScore(previous);
  }

  /** The deal animation: every card from the stock to its place. */
  protected _deal(): void {
    if (!this.hasUpdated || this.animationMs === 0) return;
    this._dealing = true;
    this._still = true;
    void this.updateComplete.then(() =>
      requestAnimationFrame(() => {
        this._dealing = false;
        this._still = false;
      }),
    );
  }

  protected _snapshot() {
    const piles = new Map<string, string>();
    for (const [c, p] of this._layout?.cards ?? []) piles.set(c, `${p.pile}${p.faceUp}`);
    return { piles, score: this._game.score };
  }

  /** After any change of the game: raise the cards that move, refresh, re-analyse. */
  protected _changed(before: ReturnType<KlondikeBase['_snapshot']>): void {
    this._selection = null;
    this._hint = null;
    if (this._message && !this._message.exits) this._message = null;
    if (this._panel === 'stuck' || this._panel === 'lost') this._panel = 'none';
    this._bump();
    const moved: string[] = [];
    for (const [c, p] of this._layout?.cards ?? []) if (before.piles.get(c) !== `${p.pile}${p.faceUp}`) moved.push(c);
    this._fly(moved);
  }

  protected _bump(): void {
    this._revision++;
    if (this._size.w) this._layout = this._computeLayout();
    this._provide();
    this._assist.analyse();
  }

  protected _fly(cards: string[]): void {
    if (!cards.length) return;
    const flying = new Set([...this._flying, ...cards]);
    this._flying = flying;
    this._later(() => {
      const next = new Set(this._flying);
      for (const c of cards) next.delete(c);
      this._flying = next;
    }, this.animationMs + 40);
  }

  protected _provide(): void {
    this._view = { game: this._game, revision: this._revision, timeMs: this.timeMs, strings: this.strings, won: this._game.isWon(), stuck: this._panel === 'stuck' || this._panel === 'lost', lost: this._panel === 'lost' };
  }

  protected _computeLayout(): TableLayout {
    const L = layoutTable(this._game, this._size.w, this._size.h);
    if (!this._dealing) return L;
    const s = L.slots.S;
    const cards = new Map([...L.cards].map(([c, p]) => [c, { ...p, x: s.x, y: s.y, faceUp: false }]));
    return { ...L, cards };
  }

  protected _measure(): void {
    const t = this._tableEl;
    if (!t) return;
    const w = Math.round(t.clientWidth);
    const h = Math.round(t.clientHeight);
    if (w === this._size.w && h === this._size.h) return;
    const first = this._size.w === 0;
    this._still = true;
    this._size = { w, h };
    if (first) this._deal();
    requestAnimationFrame(() => requestAnimationFrame(() => !this._dealing && (this._still = false)));
  }

  protected _selectedCards(sel: TableSelection): string[] {
    if (!/^[1-7]$/.test(sel.pile)) return [sel.card];
    const up = this._game.tableau[Number(sel.pile) - 1].up;
    const i = up.indexOf(sel.card);
    return i < 0 ? [] : up.slice(i);
  }

  protected _emitScore(previous: number): void {
    const score = this._game.score;
    if (score !== previous) emit(this, 'klondike-score-change', { score, previous, scoreText: this._game.scoreText });
  }

  protected _checkWin(): void {
    const g = this._game;
    if (!g.isWon()) return;
    const first = !this._winFired;
    this._winFired = true;
    if (this._replay.active) return; // a replayed win is nobody's win: no event, no panel
    // Won again after undoing the last move: the panel again, but one win (one event, one statistic).
    if (first) {
      this._clock.stop();
      this._provide();
      const s = g.stats;
      emit(this, 'klondike-win', { score: g.score, scoreText: g.scoreText, moves: s.moves, passes: s.passes, timeMs: Math.round(this._clock.ms), code: g.code });
    }
    this._later(() => g === this._game && g.isWon() && (this._panel = 'results'), this.animationMs * WIN_PANEL_DELAY + 60);
  }

  protected _error(message: string, fromCode: boolean): void {
    const text = fromCode ? this.strings['code.invalid'].replace('{message}', message) : message;
    console.warn(`<klondike-solitaire>: ${text}`);
    emit(this, 'klondike-error', { message: text });
    if (this._game) this.showMessage(text);
  }

  protected _later(fn: () => void, ms: number): void {
    const t = setTimeout(() => {
      this._timers.delete(t);
      fn();
    }, ms);
    this._timers.add(t);
  }

  protected _onDialog = (e: CustomEvent<{ action: DialogAction }>) => this._onAction(e.detail.action);

  protected _onAction(action: DialogAction): void {
    this._message = null;
    if (action === 'new') this.newGame();
    else if (action === 'same') this.restart();
    else if (action === 'undo') this.undo();
    else this._panel = 'none';
  }
}

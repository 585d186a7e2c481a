/**
 * Help from the solver: hints, the Finish button (engine auto-finish or a
 * solver-proven win, played move by move at a visible pace) and the stuck
 * check after each move. Owns the {@link SolverClient}.
 * @module
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { Klondike, MoveNotation } from '../../engine/index.js';
import type { MoveSource } from '../events.js';
import { autoFinishLine, fallbackHint } from './moves.js';
import { SolverClient, type HintOutcome } from '../solving/solver-client.js';
import { whenIdle, whenPageIdle } from '../idle.js';

/** What the assist controller needs from the element. */
export interface AssistHost extends ReactiveControllerHost {
  readonly game: Klondike;
  /** Bumped on every change of the game. */
  readonly revision: number;
  /** Effective animation duration in ms (0 when motion is reduced). */
  readonly animationMs: number;
  /** Whether a proven dead end is announced. */
  readonly announceStuck: boolean;
  /** Whether a game proven lost (moves remain) is announced too (`stuck="lost"`). */
  readonly announceLost: boolean;
  /** Which Finish is offered (`finish` attribute). */
  readonly finishMode: 'solver' | 'auto' | 'off';
  /** The table's geometry: undefined until the table is dealt (a lazy table, off-screen). */
  readonly tableLayout?: unknown;
  /** False once the element left the page. */
  readonly isConnected: boolean;
  /** The element: a pointer over it, a press, a key or the focus in it means the player reached for the game. */
  readonly hostElement?: Element;
  tryMove(move: MoveNotation, source: MoveSource): boolean;
  /** Shows the proven dead end, or (`lost`) the game proven lost: dialog + event. */
  onStuck(lost?: boolean): void;
  /** Warning, `klondike-error` and a message (once, when the solver cannot run on the page). */
  reportError?(message: string): void;
}

/**
 * What tells that the player reached for a game: the pointer comes over it
 * (a mouse on its way to a card; a touch, before its press), a press, a key,
 * the focus coming in.
 */
const REACH_EVENTS = ['pointerover', 'pointerdown', 'keydown', 'focusin'] as const;

/**
 * The one game of the page analysed before anyone reached for it: the first
 * whose deal is ready while it is in view (a page's single game, the
 * visitor most likely plays it, gets its verdict and a warm solver before
 * the first move; the other games of a page wait). Free again once it
 * leaves the page.
 */
let firstInView: object | null = null;

/** True when `el` shows at least in part in the viewport of a visible page. */
function inView(el: Element | undefined): boolean {
  if (!el || document.visibilityState !== 'visible') return false;
  const r = el.getBoundingClientRect();
  return r.width > 0 && r.bottom > 0 && r.right > 0 && r.top < innerHeight && r.left < innerWidth;
}

/** How Finish would play: the engine's auto-finish or a solver line. */
export interface FinishPlan {
  readonly revision: number;
  readonly kind: 'auto' | 'solver';
  readonly moves: readonly MoveNotation[];
}

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** About how long a long Finish line plays at its floor (see {@link finishPace}): with the ramp, about 8 s. */
const FINISH_LONG_MS = 7000;

/**
 * The pause after the `i`-th move of a Finish (ms), for a card animation of
 * `animationMs`: about half an animation at first, so the player sees where
 * the line starts, then faster by 6 % a move down to a floor where each
 * card still visibly travels (a few flights overlap); moves to a foundation
 * go faster still. No animation (or reduced motion): no pause. A line of 140
 * moves plays in about 6 s at the default 220 ms. `n`, the line's length
 * when known: a line too long to end in about 8 s at that floor (over 200
 * moves at 220 ms: a few draw-1 lines keep 8 – 9 passes, 300 moves) plays at
 * a lower one, never under 24 ms, so that it still ends in about 8 s.
 */
export function finishPace(animationMs: number, i: number, move: string, n = 0): number {
  if (animationMs <= 0) return 0;
  const start = Math.max(90, animationMs * 0.55);
  const floor = Math.max(24, Math.min(animationMs * 0.16, n > 0 ? FINISH_LONG_MS / n : Infinity));
  const pace = Math.max(floor, start * 0.94 ** i);
  return Math.round(move.endsWith('-F') ? Math.max(floor * 0.8, pace * 0.7) : pace);
}

/**
 * Budgets of the analysis after each move that decides whether Finish is
 * offered (`finish="solver"`). The first search settles nearly every
 * position; when it runs out undecided, a longer one goes on in the worker
 * while the player thinks (any move cancels it), so a hard but winnable
 * position still gets its Finish. Not on the page's thread (no worker):
 * there the first search is all. `longerMs` 0: no longer search. An
 * object so that tests can shrink it.
 * @internal
 */
export const ANALYSIS_BUDGET: { firstMs: number; firstStates?: number; longerMs: number } = { firstMs: 2500, longerMs: 12_000 };

/** Hint, Finish and stuck detection for one element. */
export class AssistController implements ReactiveController {
  /** The solver worker client. */
  readonly solver: SolverClient;
  private plan: FinishPlan | null = null;
  private finishingFlag = false;
  private analysisTimer: ReturnType<typeof setTimeout> | undefined;
  private stuckShownAt = -1;
  /** What the Finish button shows: the last analysis's verdict, kept while the next one runs. */
  private offered = false;
  /** The game of the last analysis: a new one waits for its deal animation and an idle moment. */
  private analysedGame: Klondike | null = null;
  /** An analysis waits for the table to be dealt (a lazy table). */
  private deferred = false;
  /** Bumped by each analysis: a start that waited for an idle moment runs only if no newer one came. */
  private analysisToken = 0;
  /** The game already announced lost (once per game; a proven win makes it announceable again). */
  private lostShownFor: Klondike | null = null;
  /** The player reached for this game (see {@link REACH_EVENTS}): a new deal is analysed at once from then on. */
  private reached = false;
  /** A deal's opening analysis waits for the player to reach for the game. */
  private awaitingReach = false;
  /** The revision at which the game's current deal came: its opening. */
  private openingRev = -1;
  /** This game's token for the page's one analysis before a reach (`firstInView`). */
  private readonly pageSlot = {};
  /** The opening analysis of a deal nobody reached for yet, waiting for an idle page; and how to stop that wait. */
  private opening: { start: () => void; cancel: () => void } | null = null;
  private readonly reach = (): void => {
    this.reached = true;
    this.listenForReach(false);
    // An opening analysis waiting for an idle page starts now: the player is here.
    const opening = this.opening;
    if (opening) {
      this.dropOpening();
      opening.start();
      return;
    }
    if (!this.awaitingReach) return;
    this.awaitingReach = false;
    // Analysed as a new deal: after its animation, when the page is idle.
    this.analysedGame = null;
    this.analyse();
  };

  constructor(private readonly host: AssistHost) {
    host.addController(this);
    this.solver = new SolverClient(host);
  }

  hostConnected(): void {
    if (this.reached) return;
    // Already under the pointer or holding the focus when this part arrived (it loads after the first paint).
    if (this.host.hostElement?.matches(':hover, :focus-within')) this.reached = true;
    else this.listenForReach(true);
  }

  hostDisconnected(): void {
    clearTimeout(this.analysisTimer);
    this.dropOpening();
    this.finishingFlag = false;
    this.listenForReach(false);
    if (firstInView === this.pageSlot) firstInView = null;
  }

  /**
   * Whether the opening of a deal at `rev` may be analysed now: the player
   * reached for the game, or it is the page's first game in view (taken
   * when `take`), or this is not an opening.
   */
  private mayAnalyse(rev: number, take: boolean): boolean {
    if (this.reached || rev !== this.openingRev) return true;
    if (firstInView && firstInView !== this.pageSlot) return false;
    if (!take) return true;
    if (!inView(this.host.hostElement)) return false;
    firstInView = this.pageSlot;
    return true;
  }

  private listenForReach(on: boolean): void {
    const el = this.host.hostElement;
    for (const type of REACH_EVENTS) {
      if (on) el?.addEventListener(type, this.reach, { passive: true });
      else el?.removeEventListener(type, this.reach);
    }
  }

  hostUpdated(): void {
    if (this.deferred && this.host.tableLayout) {
      this.deferred = false;
      this.analyse();
    }
  }

  /** True while Finish is playing. */
  get finishing(): boolean {
    return this.finishingFlag;
  }

  /** True when Finish is known to succeed from the current position. */
  get canFinish(): boolean {
    return !!this.plan && this.plan.revision === this.host.revision;
  }

  /**
   * True while the Finish button is offered: Finish is known to succeed
   * here, or it was before the last move and no analysis said otherwise
   * since (so the button does not blink off and on with every move). A
   * press before the new proof plays the auto-finish or searches anew.
   */
  get finishOffered(): boolean {
    return this.canFinish || this.offered;
  }

  /** Stops a Finish in progress. */
  stop(): void {
    if (!this.finishingFlag) return;
    this.finishingFlag = false;
    this.host.requestUpdate();
  }

  /**
   * Looks at the new position (after a short pause): auto-finish line, dead
   * end (proven only), solver-proven win. Call it after every change.
   */
  analyse(): void {
    clearTimeout(this.analysisTimer);
    this.dropOpening();
    this.analysisToken++;
    this.solver.cancel();
    // A removed element starts nothing: no timer, no worker.
    if (!this.host.isConnected) return;
    const rev = this.host.revision;
    const game = this.host.game;
    const newGame = game !== this.analysedGame;
    this.analysedGame = game;
    this.plan = null;
    if (newGame || game.isWon() || this.host.finishMode === 'off') this.offered = false;
    if (game.isWon()) return;
    const line = this.host.finishMode === 'off' ? null : autoFinishLine(game);
    if (line) {
      this.plan = { revision: rev, kind: 'auto', moves: line };
      this.offered = true;
      return;
    }
    if (!game.hasMoves()) {
      this.offered = false;
      this.reportStuck(rev);
      return;
    }
    if (this.finishingFlag) return;
    // A deal nobody has reached for yet is not searched (but for the page's
    // first game in view): a page of many games, or a game the visitor only
    // scrolls past, runs no solver (nor holds its memory). A move, a hint or
    // a Finish is a reach too.
    if (newGame) this.openingRev = rev;
    if (!this.mayAnalyse(rev, false)) {
      this.awaitingReach = true;
      return;
    }
    this.awaitingReach = false;
    // The solver starts once the table is dealt, and for a new deal after its
    // animation, when the page is idle (the worker's start competes for the CPU).
    if (!this.host.tableLayout) {
      this.deferred = true;
      return;
    }
    const token = ++this.analysisToken;
    const start = (): void => {
      if (token !== this.analysisToken || rev !== this.host.revision) return;
      if (this.mayAnalyse(rev, true)) void this.deepAnalysis(rev);
      else this.awaitingReach = true;
    };
    if (newGame) this.analysisTimer = setTimeout(() => this.whenQuiet(start), this.host.animationMs);
    else this.analysisTimer = setTimeout(start, 120);
  }

  /**
   * A new deal's analysis waits for an idle moment. Until the player reaches
   * for the game it waits for the page to be idle for a while, with no
   * deadline (`whenPageIdle`): the solver worker it starts costs a slow phone
   * most of a second, which must not land in the page's load; reaching for
   * the game starts it at once.
   */
  private whenQuiet(start: () => void): void {
    if (this.reached) return whenIdle(start);
    const opening = { start, cancel: () => {} };
    opening.cancel = whenPageIdle(() => {
      if (this.opening !== opening) return;
      this.opening = null;
      start();
    });
    this.opening = opening;
  }

  /** Forgets an opening analysis waiting for an idle page. */
  private dropOpening(): void {
    this.opening?.cancel();
    this.opening = null;
  }

  private async deepAnalysis(rev: number): Promise<void> {
    const game = this.host.game;
    try {
      if (this.host.announceStuck) {
        const stuck = await this.solver.stuck(game, { timeLimitMs: 1500 });
        if (rev !== this.host.revision) return;
        if (stuck) {
          this.withdraw();
          this.reportStuck(rev);
          return;
        }
      }
      const lostWanted = this.host.announceLost && this.lostShownFor !== game;
      if (this.host.finishMode !== 'solver' && !lostWanted) {
        this.withdraw();
        return;
      }
      let r = await this.solver.solve(game, { timeLimitMs: ANALYSIS_BUDGET.firstMs, maxStates: ANALYSIS_BUDGET.firstStates, shortLine: true });
      if (rev !== this.host.revision) return;
      if (r.result === 'unknown' && this.solver.inWorker && ANALYSIS_BUDGET.longerMs > 0) {
        r = await this.solver.solve(game, { timeLimitMs: ANALYSIS_BUDGET.longerMs, shortLine: true });
        if (rev !== this.host.revision) return;
      }
      if (r.result === 'unsolvable' && lostWanted) {
        this.withdraw();
        this.lostShownFor = game;
        this.reportStuck(rev, true);
        return;
      }
      if (r.result === 'solved' && this.lostShownFor === game) this.lostShownFor = null; // undone back to a winnable position
      if (r.result !== 'solved' || this.host.finishMode !== 'solver') {
        this.withdraw();
        return;
      }
      this.plan = { revision: rev, kind: 'solver', moves: r.moves };
      // The button already on (offered across the move): nothing to render.
      if (this.offered) return;
      this.offered = true;
      this.host.requestUpdate();
    } catch {
      // Cancelled, or no solver: Finish stays off, nothing is claimed.
    }
  }

  /** A hint or a Finish asked (by the player or the page's script): the game is in play. */
  private markReached(): void {
    if (this.reached) return;
    this.reached = true;
    this.awaitingReach = false;
    this.listenForReach(false);
  }

  /** The analysis found no Finish here: the button goes off (if it was on). */
  private withdraw(): void {
    if (!this.offered) return;
    this.offered = false;
    this.host.requestUpdate();
  }

  private reportStuck(rev: number, lost = false): void {
    if (!this.host.announceStuck || this.stuckShownAt === rev) return;
    this.stuckShownAt = rev;
    this.host.onStuck(lost);
  }

  /** Asks the solver for a hint (falls back to a simple rule when no solver answers). */
  async hint(): Promise<HintOutcome> {
    this.markReached();
    const game = this.host.game;
    if (game.isWon()) return { move: null, kind: 'none' };
    if (this.canFinish && this.plan!.moves.length) return { move: this.plan!.moves[0], kind: 'winning' };
    if (!game.hasMoves()) return { move: null, kind: 'none' };
    const rev = this.host.revision;
    this.solver.cancel();
    let h: HintOutcome;
    try {
      h = await this.solver.hint(game, { timeLimitMs: 1500, shortLine: true });
    } catch {
      h = fallbackHint(game);
    }
    if (rev === this.host.revision && this.host.isConnected) this.analyse();
    return h;
  }

  /**
   * Plays Finish: the engine's auto-finish one card at a time, or the
   * solver's winning line (only with `finish="solver"`; nothing with
   * `finish="off"`); pressing again ({@link stop}) stops it. Resolves true
   * when the game is won.
   */
  async finish(): Promise<boolean> {
    if (this.finishingFlag) {
      this.stop();
      return false;
    }
    const host = this.host;
    if (host.finishMode === 'off') return false;
    this.markReached();
    let plan = this.canFinish ? this.plan! : null;
    if (!plan) {
      const line = autoFinishLine(host.game);
      if (line) plan = { revision: host.revision, kind: 'auto', moves: line };
    }
    if (!plan && host.finishMode === 'solver') {
      try {
        const rev = host.revision;
        const r = await this.solver.solve(host.game, { timeLimitMs: 4000, shortLine: true });
        if (r.result === 'solved' && rev === host.revision) plan = { revision: rev, kind: 'solver', moves: r.moves };
      } catch {
        plan = null;
      }
    }
    if (!plan) return false;
    this.finishingFlag = true;
    host.requestUpdate();
    const queue = [...plan.moves];
    for (let i = 0; this.finishingFlag && !host.game.isWon(); i++) {
      const next = plan.kind === 'auto' ? host.game.nextAutoFinishMove() : queue.shift();
      if (!next || !host.tryMove(next, 'finish')) break;
      await sleep(finishPace(host.animationMs, i, next, plan.kind === 'solver' ? plan.moves.length : 0));
    }
    this.finishingFlag = false;
    host.requestUpdate();
    return host.game.isWon();
  }
}

/**
 * Replays of game records (`el.replay(record)`, records in docs/records.md):
 * the record is checked whole first (a malformed record or an illegal move
 * changes nothing: `klondike-error` and a message), then its deal is dealt
 * and its moves are played on the table one by one, animated, with a replay
 * bar (`part="replay"`, `late/panels/replay-bar.ts`, which comes with the
 * late parts): Play / Pause, Step, the speed (½×, 1×, 2×, 4×) and Exit,
 * driving the {@link Replayer} here. Player input is refused while the replay runs. The replay
 * ends after its last move or on "Play from here", `stop()`, a new deal:
 * `klondike-replay-end` fires and normal play resumes at the position
 * reached. Replayed moves fire `klondike-move` with `source: 'replay'`; a
 * replayed win does not fire `klondike-win`, run the clock or count in the
 * statistics.
 * @module
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { decodeRecord, Klondike, replayRecord, type MoveNotation } from '../../engine/index.js';
import { emit, type MoveSource } from '../events.js';
import type { SessionNews } from '../session/news.js';

/** The replay speeds offered, in multiples of the base pace. */
export const REPLAY_SPEEDS = [0.5, 1, 2, 4] as const;

/** Time between two replayed moves at 1× (ms). */
export const REPLAY_STEP_MS = 700;

/** Options of a replay. */
export interface ReplayStartOptions {
  /** Start playing at once (default true); false waits on the first move. */
  autoplay?: boolean;
  /** One of {@link REPLAY_SPEEDS} (default 1). */
  speed?: number;
}

/** What the replay controller needs from the element. */
export interface ReplayHost extends ReactiveControllerHost, EventTarget {
  /** The session's news: each new deal (never the public event, which a page can dispatch). */
  readonly news: SessionNews;
  readonly game: Klondike | undefined;
  readonly undoLimit: number;
  tryMove(move: MoveNotation, source: MoveSource): boolean;
  /** Puts `game` on the table (a new game: `klondike-new-game`). */
  startGame(game: Klondike): void;
  /** Warning, `klondike-error`, message. */
  reportError(message: string): void;
}

/** The replay in progress, as the page sees it (`el.replayer`). */
export interface Replayer {
  /** True while a replay holds the table. */
  readonly active: boolean;
  /** True while the replay plays by itself (false when paused). */
  readonly playing: boolean;
  /** The speed, a multiple of the base pace (one of {@link REPLAY_SPEEDS}). */
  speed: number;
  /** Moves replayed so far. */
  readonly position: number;
  /** Moves in the record. */
  readonly length: number;
  /** Plays on from the position reached. */
  play(): void;
  /** Pauses. */
  pause(): void;
  /** Plays the next move (paused); returns it, or null at the end. */
  step(): MoveNotation | null;
  /** Ends the replay: play resumes from the position reached. */
  stop(): void;
}

/** Plays a record on the element's table. */
export class ReplayController implements ReactiveController, Replayer {
  /** Stops the news subscription (while connected). */
  private stopNews?: () => void;
  private moves: MoveNotation[] = [];
  private index = 0;
  private text = '';
  private activeFlag = false;
  private playingFlag = false;
  private speedValue = 1;
  private starting = false;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly host: ReplayHost) {
    host.addController(this);
  }

  /** True while a replay holds the table. */
  get active(): boolean {
    return this.activeFlag;
  }
  /** True while the replay plays by itself (false when paused). */
  get playing(): boolean {
    return this.playingFlag;
  }
  /** The speed, a multiple of the base pace. */
  get speed(): number {
    return this.speedValue;
  }
  set speed(v: number) {
    this.speedValue = (REPLAY_SPEEDS as readonly number[]).includes(v) ? v : 1;
    if (this.playingFlag) this.schedule();
    this.host.requestUpdate();
  }
  /** Moves replayed so far. */
  get position(): number {
    return this.index;
  }
  /** Moves in the record. */
  get length(): number {
    return this.moves.length;
  }

  hostConnected(): void {
    this.stopNews = this.host.news.on('new-game', this.onNewGame);
  }

  hostDisconnected(): void {
    this.stopNews?.();
    this.stopNews = undefined;
    this.pause();
  }

  /**
   * Checks `record` whole, then deals it and starts replaying. Returns false
   * (with `klondike-error` and a message; the game on the table unchanged)
   * for a malformed record or an illegal move. `beforeDeal` runs once the
   * record is known good, before its deal goes on the table.
   */
  start(record: string, opts: ReplayStartOptions = {}, beforeDeal?: () => void): boolean {
    let moves: MoveNotation[];
    let game: Klondike;
    try {
      const rec = decodeRecord(record);
      replayRecord(record); // every move legal, or a RecordError naming the first that is not
      moves = rec.moves;
      const undoLimit = this.host.undoLimit;
      game = rec.code !== null ? new Klondike({ code: rec.code, undoLimit }) : new Klondike({ deal: rec.deal, ...rec.rules, undoLimit });
    } catch (e) {
      this.host.reportError(e instanceof Error ? e.message : String(e));
      return false;
    }
    if (this.activeFlag) this.end(false);
    beforeDeal?.();
    this.starting = true;
    try {
      this.host.startGame(game);
    } finally {
      this.starting = false;
    }
    this.moves = moves;
    this.index = 0;
    this.text = record.trim();
    this.activeFlag = true;
    this.playingFlag = false;
    if (opts.speed !== undefined) this.speed = opts.speed;
    if (!moves.length) this.end(true);
    else if (opts.autoplay !== false) this.play();
    this.host.requestUpdate();
    return true;
  }

  /** Plays the moves one after another at the current speed. */
  play(): void {
    if (!this.activeFlag) return;
    this.playingFlag = true;
    this.schedule();
    this.host.requestUpdate();
  }

  /** Stops playing by itself; Step and Play go on from here. */
  pause(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (!this.playingFlag) return;
    this.playingFlag = false;
    this.host.requestUpdate();
  }

  /** Plays the next move; returns it, or null at the end. */
  step(): MoveNotation | null {
    if (!this.activeFlag || this.index >= this.moves.length) return null;
    const m = this.moves[this.index];
    if (!this.host.tryMove(m, 'replay')) {
      // Cannot happen for a checked record unless the table was changed under the replay.
      this.end(false);
      return null;
    }
    this.index++;
    if (this.index >= this.moves.length) this.end(true);
    else this.host.requestUpdate();
    return m;
  }

  /** Leaves the replay: normal play resumes at the position reached. */
  stop(): void {
    if (this.activeFlag) this.end(false);
  }

  private schedule(): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      if (!this.playingFlag) return;
      this.step();
      if (this.playingFlag) this.schedule();
    }, REPLAY_STEP_MS / this.speedValue);
  }

  private end(completed: boolean): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.activeFlag = false;
    this.playingFlag = false;
    this.host.requestUpdate();
    emit(this.host, 'klondike-replay-end', {
      record: this.text,
      played: this.index,
      total: this.moves.length,
      completed,
      won: !!this.host.game?.isWon(),
    });
  }

  private onNewGame = (): void => {
    if (this.activeFlag && !this.starting) this.end(false);
  };
}

/**
 * The headless table session in Node: every game-flow rule that the browser
 * tests check through the element (events and their detail, refusals with a
 * reason, undo/redo, one win event, the results panel's delay, the stuck
 * modes, held tables, timed messages and hints, cards in flight), with a
 * fake clock and recorded events.
 */
import { describe, expect, it } from 'vitest';
import { Klondike } from '../../src/engine/index.js';
import { TableSession } from '../../src/element/session/table-session.js';
import { HINT_MS, LANDING_SLACK_MS, MESSAGE_MS, WIN_PANEL_DELAY, type SessionSettings } from '../../src/element/session/deps.js';
import { en } from '../../src/element/i18n/en.js';
import { foundationOnlyDeal, game } from '../engine/helpers.js';

/** A clock whose time moves only when told. */
class FakeClock {
  now = 0;
  private queue: { at: number; fn: () => void; id: number }[] = [];
  private next = 1;
  setTimeout(fn: () => void, ms: number): unknown {
    const id = this.next++;
    this.queue.push({ at: this.now + ms, fn, id });
    return id;
  }
  clearTimeout(id: unknown): void {
    this.queue = this.queue.filter((t) => t.id !== id);
  }
  advance(ms: number): void {
    const end = this.now + ms;
    for (;;) {
      this.queue.sort((a, b) => a.at - b.at);
      const t = this.queue[0];
      if (!t || t.at > end) break;
      this.queue.shift();
      this.now = t.at;
      t.fn();
    }
    this.now = end;
  }
  get pending(): number {
    return this.queue.length;
  }
}

/** A session with recorded events, commits and announcements. */
function setup(settings: Partial<SessionSettings> = {}) {
  const clock = new FakeClock();
  const events: { name: string; detail: Record<string, unknown> }[] = [];
  const said: string[] = [];
  let commits = 0;
  let gameCommits = 0;
  let assistStops = 0;
  const play = { ms: 0, running: false, run: () => (play.running = true), stop: () => (play.running = false), reset: () => ((play.running = false), (play.ms = 0)) };
  const s: SessionSettings = { animationMs: 200, stuck: 'announce', replaying: false, waiting: false, ...settings };
  const session = new TableSession({
    emit: (name, detail) => void events.push({ name, detail: detail as unknown as Record<string, unknown> }),
    clock,
    playClock: play,
    strings: () => en,
    settings: () => s,
    onCommit: (_v, changed) => {
      commits++;
      if (changed) gameCommits++;
    },
    stopAssist: () => void assistStops++,
    say: (text) => void said.push(text),
  });
  const names = () => events.map((e) => e.name);
  const last = (name: string) => [...events].reverse().find((e) => e.name === name)?.detail;
  return { session, clock, events, said, play, settings: s, names, last, counts: () => ({ commits, gameCommits, assistStops }) };
}

/** Ks on column 1 over nothing, As… in the foundations up to Q: one move wins each suit. */
const nearlyWon = () => game({ cols: ['Ks', 'Kh', 'Kd', 'Kc'], found: { s: 12, h: 12, d: 12, c: 12 } });

describe('TableSession', () => {
  it('news: each public event is told to the parts first, with the same detail', () => {
    const t = setup();
    const heard: string[] = [];
    for (const name of ['new-game', 'move', 'undo', 'redo', 'score-change', 'win'] as const) {
      t.session.news.on(name, (detail) => {
        heard.push(`klondike-${name}`);
        t.events.push({ name: `news:${name}`, detail: detail as unknown as Record<string, unknown> });
      });
    }
    t.session.start(nearlyWon());
    t.session.play('1-F', 'tap');
    t.session.undo();
    t.session.redo();
    for (const m of ['2-F', '3-F', '4-F']) t.session.play(m, 'tap');
    const publicEvents = t.events.filter((e) => e.name.startsWith('klondike-'));
    expect(heard).toEqual(publicEvents.map((e) => e.name));
    for (const e of publicEvents) {
      const told = t.events[t.events.indexOf(e) - 1];
      expect(told.name).toBe(`news:${e.name.slice('klondike-'.length)}`);
      expect(told.detail).toBe(e.detail);
    }
    expect(heard).toContain('klondike-win');
  });

  it('start: a new game fires klondike-new-game, resets the table and bumps the revision once', () => {
    const t = setup();
    t.session.start(new Klondike({ code: 'KL1-D1N-AAAAAAG' }));
    expect(t.names()).toEqual(['klondike-new-game']);
    expect(t.last('klondike-new-game')).toMatchObject({ code: 'KL1-D1N-AAAAAAG' });
    expect(t.session.revision).toBe(1);
    expect(t.session.view.order).toHaveLength(52);
    expect(t.session.view.game.stock).toHaveLength(24);
    expect(Object.isFrozen(t.session.view)).toBe(true);
    expect(Object.isFrozen(t.session.view.game.tableau)).toBe(true);
    // Quiet: a deck waiting for a proven deal fires nothing.
    const q = setup();
    q.session.start(new Klondike(), true);
    expect(q.names()).toEqual([]);
  });

  it('a legal move: klondike-move with its source, the score event, the clock runs, the moved cards fly until the animation ends', () => {
    const t = setup();
    t.session.start(game({ cols: ['Ah'], rest: 1 }));
    t.events.length = 0;
    expect(t.session.play('1-F', 'tap')).toBe(true);
    expect(t.names()).toEqual(['klondike-move', 'klondike-score-change']);
    expect(t.last('klondike-move')).toMatchObject({ move: '1-F', cards: ['Ah'], source: 'tap' });
    expect(t.last('klondike-score-change')).toMatchObject({ previous: 0, score: 10 });
    expect(t.play.running).toBe(true);
    expect([...t.session.view.flying]).toEqual(['Ah']);
    expect(t.session.view.game.foundations[1]).toEqual(['Ah']);
    t.clock.advance(t.settings.animationMs + LANDING_SLACK_MS - 1);
    expect(t.session.view.flying.size).toBe(1);
    t.clock.advance(1);
    expect(t.session.view.flying.size).toBe(0);
  });

  it('cards land when the table reports their transition ended: one commit, none for a card not in flight, and the timer then changes nothing', () => {
    const t = setup();
    t.session.start(game({ cols: ['Ah', '2h'], rest: 1 }));
    t.session.play('1-F', 'tap');
    t.session.play('2-F', 'tap');
    const inFlight = [...t.session.view.flying];
    expect(inFlight).toEqual(expect.arrayContaining(['2h', 'Ah']));
    const before = t.session.view;
    const notFlying = ['Js', 'Qd', 'Kc', '9s'].find((c) => !inFlight.includes(c))!;
    t.session.landed([notFlying]);
    expect(t.session.view).toBe(before);
    t.session.landed(inFlight);
    expect(t.session.view.flying.size).toBe(0);
    expect(t.session.view).not.toBe(before);
    const landed = t.session.view;
    t.clock.advance(t.settings.animationMs + LANDING_SLACK_MS);
    expect(t.session.view).toBe(landed);
  });

  it('without animation nothing flies', () => {
    const t = setup({ animationMs: 0 });
    t.session.start(game({ cols: ['Ah'], rest: 1 }));
    expect(t.session.play('1-F', 'tap')).toBe(true);
    expect(t.session.view.flying.size).toBe(0);
  });

  it('an illegal move is refused with a reason: klondike-invalid-move, a message that goes away, nothing changes', () => {
    const t = setup();
    t.session.start(game({ cols: ['5h', '9s'] }));
    const before = t.session.view;
    t.session.select('1', '5h');
    t.events.length = 0;
    expect(t.session.play('1-2', 'drag')).toBe(false);
    expect(t.names()).toEqual(['klondike-invalid-move']);
    const detail = t.last('klondike-invalid-move')!;
    expect(detail).toMatchObject({ move: '1-2', reason: 'wrong-rank' });
    expect(detail.message).toMatch(/8/);
    expect(t.session.view.message?.text).toBe(detail.message);
    expect(t.said).toContain(detail.message);
    expect(t.session.selection).toBeNull();
    expect(t.session.revision).toBe(before.revision);
    expect(t.session.view.game).toBe(before.game);
    t.clock.advance(MESSAGE_MS);
    expect(t.session.view.message).toBeNull();
  });

  it('undo and redo: their events, the score back and forth; a win is final (no undo)', () => {
    const t = setup();
    t.session.start(nearlyWon());
    for (const m of ['1-F', '2-F', '3-F']) t.session.play(m, 'api');
    const score = t.session.game.score;
    t.events.length = 0;
    expect(t.session.undo()).toBe('3-F');
    expect(t.names()).toEqual(['klondike-undo', 'klondike-score-change']);
    expect(t.last('klondike-score-change')).toMatchObject({ previous: score });
    expect(t.session.redo()).toBe('3-F');
    expect(t.names()).toContain('klondike-redo');
    t.session.play('4-F', 'api');
    expect(t.names().filter((n) => n === 'klondike-win')).toHaveLength(1);
    t.events.length = 0;
    expect(t.session.undo()).toBeNull();
    expect(t.names()).toEqual([]);
    expect(t.session.game.isWon()).toBe(true);
  });

  it('the win: the clock stops, klondike-win carries the figures, the results panel opens after the last card lands', () => {
    const t = setup();
    t.session.start(nearlyWon());
    t.play.ms = 4321;
    for (const m of ['1-F', '2-F', '3-F', '4-F']) t.session.play(m, 'tap');
    expect(t.play.running).toBe(false);
    expect(t.last('klondike-win')).toMatchObject({ moves: 4, passes: 0, timeMs: 4321, score: t.session.game.score });
    expect(t.session.openPanel).toBe('none');
    t.clock.advance(t.settings.animationMs * WIN_PANEL_DELAY + 59);
    expect(t.session.openPanel).toBe('none');
    t.clock.advance(1);
    expect(t.session.view.panel).toBe('results');
    // A win is final: Undo is refused and the panel stays.
    expect(t.session.undo()).toBeNull();
    expect(t.session.view.panel).toBe('results');
  });

  it('a celebration holds the results panel back: released early it opens at once if due, else at its usual time; the hold ends by itself', () => {
    const t = setup();
    const holdOnWin = (ms: number) => t.session.news.on('win', () => t.session.holdResults(ms));
    const stop = holdOnWin(5000);
    t.session.start(nearlyWon());
    for (const m of ['1-F', '2-F', '3-F', '4-F']) t.session.play(m, 'tap');
    t.clock.advance(t.settings.animationMs * WIN_PANEL_DELAY + 60);
    expect(t.session.openPanel, 'held').toBe('none');
    t.clock.advance(1000);
    t.session.releaseResults(); // a tap skips the celebration
    expect(t.session.view.panel).toBe('results');
    // Released before the usual delay: the panel comes at its usual time.
    t.session.start(nearlyWon());
    for (const m of ['1-F', '2-F', '3-F', '4-F']) t.session.play(m, 'tap');
    t.session.releaseResults();
    expect(t.session.openPanel).toBe('none');
    t.clock.advance(t.settings.animationMs * WIN_PANEL_DELAY + 60);
    expect(t.session.openPanel).toBe('results');
    // Never released: the hold ends after its time.
    t.session.start(nearlyWon());
    for (const m of ['1-F', '2-F', '3-F', '4-F']) t.session.play(m, 'tap');
    t.clock.advance(4999);
    expect(t.session.openPanel).toBe('none');
    t.clock.advance(1);
    expect(t.session.openPanel).toBe('results');
    // A new game while held: no panel for the old win.
    t.session.start(nearlyWon());
    for (const m of ['1-F', '2-F', '3-F', '4-F']) t.session.play(m, 'tap');
    stop();
    t.session.start(nearlyWon());
    t.clock.advance(10_000);
    expect(t.session.openPanel).toBe('none');
  });

  it('a replayed win is nobody’s: no event, no panel; other moves are refused while a replay holds the table', () => {
    const t = setup({ replaying: true });
    t.session.start(nearlyWon());
    expect(t.session.play('1-F', 'tap')).toBe(false);
    for (const m of ['1-F', '2-F', '3-F', '4-F']) expect(t.session.play(m, 'replay')).toBe(true);
    expect(t.names()).not.toContain('klondike-win');
    expect(t.play.running).toBe(false); // replayed moves do not run the clock
    t.clock.advance(10_000);
    expect(t.session.openPanel).toBe('none');
    expect(t.session.undo()).toBeNull();
  });

  it('while a proven deal is searched the table is held', () => {
    const t = setup({ waiting: true });
    t.session.start(new Klondike({ deal: foundationOnlyDeal() }), true);
    expect(t.session.play('S', 'tap')).toBe(false);
    expect(t.session.redo()).toBeNull();
    expect(t.names()).toEqual([]);
  });

  it('stuck: announce opens the panel and fires klondike-stuck; lost only with stuck="lost"; silent never; a move closes it', () => {
    const t = setup();
    t.session.start(new Klondike({ deal: foundationOnlyDeal() }));
    t.session.stuck(true);
    expect(t.session.openPanel).toBe('none');
    t.session.stuck();
    expect(t.session.view.stuck).toBe(true);
    expect(t.last('klondike-stuck')).toEqual({ lost: false });
    t.session.play('S', 'tap');
    expect(t.session.openPanel).toBe('none');
    Object.assign(t.settings, { stuck: 'lost' });
    t.session.stuck(true);
    expect(t.session.view.lost).toBe(true);
    Object.assign(t.settings, { stuck: 'announce' });
    t.session.stuckModeChanged();
    expect(t.session.openPanel).toBe('none');
    const silent = setup({ stuck: 'silent' });
    silent.session.start(new Klondike());
    silent.session.stuck();
    expect(silent.names()).not.toContain('klondike-stuck');
  });

  it('selection: the run from the selected card; a move drops it; selecting does not bump the revision', () => {
    const t = setup();
    t.session.start(game({ cols: ['Kh Qs Jh', 'As'] }));
    const rev = t.session.revision;
    t.session.select('1', 'Qs');
    expect([...t.session.view.selected]).toEqual(['Qs', 'Jh']);
    expect(t.session.revision).toBe(rev);
    t.session.play('2-F', 'tap');
    expect(t.session.selection).toBeNull();
    expect(t.session.revision).toBe(rev + 1);
  });

  it('a hint shows the cards it moves and where, then goes; a message with exits stays', () => {
    const t = setup();
    t.session.start(game({ cols: ['Ah'], rest: 1 }));
    t.session.showHint('1-F');
    expect(t.session.view.hint).toEqual({ cards: ['Ah'], pile: 'Fh' });
    t.clock.advance(HINT_MS);
    expect(t.session.view.hint).toBeNull();
    t.session.showMessage('No hint', true);
    t.clock.advance(MESSAGE_MS * 3);
    expect(t.session.view.message).toEqual({ text: 'No hint', exits: true });
    t.session.closeMessage();
    expect(t.session.view.message).toBeNull();
  });

  it('a hint asked from the keyboard stays until the next input; any input ends a hint', () => {
    const t = setup();
    t.session.start(game({ cols: ['Ah'], rest: 1 }));
    t.session.showHint('1-F', true);
    t.clock.advance(HINT_MS * 4);
    expect(t.session.view.hint).toEqual({ cards: ['Ah'], pile: 'Fh' });
    t.session.input('key');
    expect(t.session.view.hint).toBeNull();
    // After a key, a hint stays (the H key); after a press, it goes after HINT_MS.
    t.session.showHint('1-F');
    t.clock.advance(HINT_MS * 2);
    expect(t.session.view.hint).not.toBeNull();
    t.session.input('pointer');
    expect(t.session.view.hint).toBeNull();
    t.session.showHint('1-F');
    t.clock.advance(HINT_MS / 2);
    expect(t.session.view.hint).not.toBeNull();
    t.clock.advance(HINT_MS / 2);
    expect(t.session.view.hint).toBeNull();
    t.session.showHint('1-F');
    t.session.input('pointer');
    expect(t.session.view.hint).toBeNull();
  });

  it('drag display: the offset cards, then they glide back (in flight) when the drag ends', () => {
    const t = setup();
    t.session.start(game({ cols: ['5h'] }));
    t.session.dragCards(['5h'], 10, 20);
    expect(t.session.view.drag).toMatchObject({ dx: 10, dy: 20 });
    t.session.endDrag();
    expect(t.session.view.drag).toBeNull();
    expect(t.session.view.flying.has('5h')).toBe(true);
  });

  it('the player’s own move stops a Finish in progress; the Finish’s moves do not', () => {
    const t = setup();
    t.session.start(nearlyWon());
    const stops = t.counts().assistStops;
    t.session.play('1-F', 'finish');
    expect(t.counts().assistStops).toBe(stops);
    t.session.play('2-F', 'keyboard');
    expect(t.counts().assistStops).toBe(stops + 1);
  });

  it('dispose cancels the timers', () => {
    const t = setup();
    t.session.start(game({ cols: ['Ah'], rest: 1 }));
    t.session.play('1-F', 'tap');
    t.session.showMessage('hello');
    expect(t.clock.pending).toBeGreaterThan(0);
    t.session.dispose();
    expect(t.clock.pending).toBe(0);
  });
});

/**
 * The element's composition root: what sits behind `<klondike-solitaire>`.
 * It creates the language and the play clock, the headless table session
 * and the table surface (the DOM side), has the first-paint parts built
 * (`first-paint/parts.ts`) and, once their module is loaded through
 * `loader.ts`, the late ones (`late/parts.ts`), and the panels; the dealer
 * (`first-paint/opening.ts`) puts games on the table. The element's class
 * (which it knows as an `ElementHost`) keeps only its attributes, its public
 * API and its life cycle, and delegates here. It also renders the frame and
 * reports errors.
 * @module
 */
import { html, svg, type TemplateResult } from 'lit';
import { renderFrame } from './views/frame.js';
import { StatusBar } from './views/status-bar.js';
import { rulesHref } from './views/toolbar.js';
import { emit } from './events.js';
import { TimerController } from './first-paint/play-clock.js';
import { animationMsOf, TableSurface } from './first-paint/table-surface.js';
import { LanguageController } from './i18n/index.js';
import { TableSession } from './session/table-session.js';
import { loadArt, loadDialogs, loadLateParts, loadSettingsPanel } from './loader.js';
import type { DialogAction, EndDialogs } from './late/panels/dialogs.js';
import type { SettingsPanel } from './late/panels/settings-panel.js';
import { EarlyPress } from './first-paint/early-press.js';
import { createCoreParts, type CoreParts, type PartsContext } from './first-paint/parts.js';
import type { LateParts } from './late/parts.js';
import { Dealer } from './first-paint/opening.js';
import { registerInternals } from './internals.js';
import { placeSuit } from './views/card.js';
import { useFaceArt } from './views/face-art.js';
import { rankLetter } from './i18n/strings.js';
import type { ElementHost } from './host.js';
import type { GameView } from './context.js';

/** The wiring of one element. */
export class ElementWiring {
  readonly lang: LanguageController;
  readonly clock: TimerController;
  readonly session: TableSession;
  readonly surface: TableSurface;
  /** Puts games on the table (`first-paint/opening.ts`). */
  readonly dealer: Dealer;
  /** The parts; the late ones (input, hints, Finish) join after the first paint. */
  readonly parts: CoreParts & Partial<LateParts>;
  private readonly ctx: PartsContext;
  private late?: Promise<LateParts | null>;
  private artLoad?: Promise<unknown>;
  /** The `rules-url` last seen, and its link (http(s) only). */
  private rulesUrl?: string;
  private rulesHref = '';
  /** A press made before the drag part exists: handed to it when it arrives, so a first drag is not lost. */
  private readonly earlyPress: EarlyPress;
  /** What the sub-parts show (status bar, dialogs), as last set on them. */
  private gameView?: GameView;
  /** The panels, built when their module arrives (`loader.ts`). */
  private endDialogs?: EndDialogs;
  private settingsPart?: SettingsPanel;
  private dialogsLoad?: Promise<EndDialogs | null>;
  private settingsLoad?: Promise<SettingsPanel | null>;
  /** The status bar (a part of the shadow tree that defines no element). */
  private readonly status = new StatusBar();

  constructor(private readonly el: ElementHost) {
    const provide = () => this.provide();
    this.lang = new LanguageController(el, provide);
    this.clock = new TimerController(el, provide);
    const animationMs = () => animationMsOf(el);
    this.session = new TableSession({
      emit: (name, detail) => emit(el, name, detail),
      clock: { setTimeout: (f, ms) => setTimeout(f, ms), clearTimeout: (t) => clearTimeout(t as ReturnType<typeof setTimeout>) },
      playClock: this.clock,
      strings: () => this.lang.strings,
      settings: () => ({
        // Read when asked only: it reads the element's computed style.
        get animationMs() {
          return animationMs();
        },
        stuck: el.stuck,
        replaying: this.parts.replay.active,
        waiting: this.parts.deals.waiting,
      }),
      onCommit: (_view, gameChanged) => {
        provide();
        el.requestUpdate();
        if (gameChanged) this.parts.assist?.analyse();
      },
      stopAssist: () => this.parts.assist?.stop(),
      say: (text) => this.parts.announcer?.say(text),
    });
    this.surface = new TableSurface(el, { view: () => (this.session.started ? this.session.view : undefined), animationMs, lazy: () => el.loading === 'lazy', hand: () => el.hand, landed: (cards) => this.session.landed(cards) });
    const session = this.session;
    this.ctx = {
      el,
      session,
      onTable: {
        get game() {
          return session.game;
        },
      },
      surface: this.surface,
      strings: () => this.lang.strings,
      rules: () => this.dealer.rules(),
      startGame: (game) => this.dealer.start(game),
      reportError: (message) => this.error(message, false),
      timeMs: () => this.clock.ms,
      animationMs,
    };
    this.parts = createCoreParts(this.ctx);
    this.dealer = new Dealer({
      el,
      session: this.session,
      parts: this.parts,
      clock: this.clock,
      deal: () => this.surface.deal(),
      provide,
      error: (message, fromCode) => this.error(message, fromCode),
    });
    registerInternals(el, { session: this.session, surface: this.surface, clock: this.clock, parts: this.parts as CoreParts & LateParts });
    // The first touch, key or focus on the element brings the input parts at once.
    this.earlyPress = new EarlyPress(el);
    for (const type of ['pointerdown', 'keydown', 'focusin']) el.addEventListener(type, () => void this.lateParts(), { once: true });
    // Any press or key ends a hint on show; a key makes the next hint stay until the next input.
    // Both also keep the play clock awake (and wake it when it slept: `first-paint/play-clock.ts`).
    el.addEventListener('pointerdown', () => {
      this.clock.input();
      this.session.input('pointer');
    });
    el.addEventListener('keydown', () => {
      this.clock.input();
      this.session.input('key');
    });
  }

  /** The input and assistance parts, loaded (once) and built for this element; null when their module cannot be fetched. */
  lateParts(): Promise<LateParts | null> {
    return (this.late ??= loadLateParts().then((m) => {
      if (!m) {
        this.late = undefined; // try again on the next call
        return null;
      }
      const late = m.createLateParts(this.ctx, this.parts);
      Object.assign(this.parts, late);
      const press = this.earlyPress.take();
      if (press) late.drag.resume(press);
      if (this.session.started) late.assist.analyse();
      void this.art();
      // The render the late parts add comes in a task of its own: on a slow
      // phone the parts' build and that render together were one long task
      // of the page's load (up to 190 ms at 4× CPU).
      return new Promise<LateParts>((resolve) =>
        setTimeout(() => {
          this.el.requestUpdate();
          resolve(late);
        }),
      );
    }));
  }

  /** The art (court figures, the decorated ace, the win celebration), loaded with the input parts; null when its module cannot be fetched. */
  art(): Promise<unknown> {
    return (this.artLoad ??= loadArt().then((m) => {
      if (!m) {
        this.artLoad = undefined;
        return null;
      }
      const { el, session } = this;
      return m.createArtParts(
        {
          news: session.news,
          host: el,
          renderRoot: el.renderRoot,
          tableElement: () => this.surface.element ?? null,
          animationMs: () => animationMsOf(el),
          strings: () => this.lang.strings,
          holdResults: (ms) => session.holdResults(ms),
          releaseResults: () => session.releaseResults(),
          requestUpdate: () => el.requestUpdate(),
        },
        { html, svg, placeSuit, rankLetter, useFaceArt },
      );
    }));
  }

  /** The results and stuck dialogs, loaded (once) and built for this element; null when their module cannot be fetched. */
  dialogs(): Promise<EndDialogs | null> {
    return (this.dialogsLoad ??= loadDialogs().then((m) => {
      if (!m) {
        this.dialogsLoad = undefined; // try again on the next call
        return null;
      }
      this.endDialogs = new m.EndDialogs(this.el);
      this.el.requestUpdate();
      return this.endDialogs;
    }));
  }

  /** The settings panel, loaded (once, on first use) and built for this element; null when its module cannot be fetched. */
  settingsPanelPart(): Promise<SettingsPanel | null> {
    return (this.settingsLoad ??= loadSettingsPanel().then((m) => {
      if (!m) {
        this.settingsLoad = undefined;
        return null;
      }
      this.settingsPart = new m.SettingsPanel(this.el);
      this.el.requestUpdate();
      return this.settingsPart;
    }));
  }

  /** The open panel's part, loading (null when no panel is open). */
  openPanelPart(): Promise<unknown> | null {
    const panel = this.session.openPanel;
    if (panel === 'none') return null;
    return panel === 'settings' ? this.settingsPanelPart() : this.dialogs();
  }

  /**
   * After attribute changes (the element's `willUpdate`): the game (the
   * first deal, a new code, new rules, a new undo limit: the dealer), the
   * stuck and finish modes.
   */
  optionsChanged(changed: ReadonlyMap<PropertyKey, unknown>): void {
    this.dealer.optionsChanged(changed);
    if (changed.has('stuck')) this.session.stuckModeChanged();
    if (changed.has('finishMode') && changed.get('finishMode') !== undefined) this.parts.assist?.analyse();
  }

  /**
   * Shares the current view with the status bar (and keeps it for the
   * dialogs' next render): after each commit of the session, each clock tick
   * and a change of language. The status bar renders it at once, alone, so a
   * tick re-renders nothing else.
   */
  provide(): void {
    if (!this.session?.started) return; // the language and the clock start before the session
    const view: GameView = { ...this.session.view, timeMs: this.clock.ms, strings: this.lang.strings };
    this.gameView = view;
    this.status.show(view);
  }

  /** The element's whole template (see `views/frame.ts`). */
  frame(): TemplateResult {
    const { el, session, surface, parts } = this;
    const view = session.view;
    if (el.rulesUrl !== this.rulesUrl) this.rulesHref = rulesHref((this.rulesUrl = el.rulesUrl) ?? '');
    return renderFrame({
      view,
      layout: surface.layoutFor(view),
      size: surface.size,
      toolsW: surface.toolsW,
      tools: surface.tools,
      still: surface.still,
      clientWidth: surface.size.w ? 0 : el.clientWidth, // read only before the first measure (a read can force a layout)
      strings: this.lang.strings,
      locale: this.lang.locale,
      replaying: parts.replay.active,
      toolbar: {
        showHint: el.hints,
        canFinish: parts.assist?.finishOffered ?? false,
        finishing: parts.assist?.finishing ?? false,
        showFinish: el.finishMode !== 'off',
        rulesUrl: this.rulesHref,
        showSettings: parts.settings.allowed.size > 0,
      },
      status: this.statusNode(),
      endDialog: this.gameView && this.endDialogs?.render({ view: this.gameView, extras: parts.extras?.value, onAction: this.dialogAction }),
      settingsPanel: this.settingsPanel(),
      onToolbar: (a) => void (a === 'settings' ? el.showSettings() : a === 'new' ? el.newGame() : a === 'undo' ? el.undo() : a === 'hint' ? el.hint() : el.finish()),
      onAction: this.dialogAction,
      onTableClick: (e: MouseEvent) => {
        // A click on a panel or message over the table (a button that deals again) is not a tap on the cards under it.
        if (e.composedPath().some((n) => n instanceof Element && n.matches("[part~='dialog'], [part~='message']"))) return;
        void this.lateParts().then((late) => late?.tap.onClick(e));
      },
      overlays: html`${parts.runPanel?.render()} ${parts.deals.render()} ${this.replayBar()}`,
      announcer: parts.announcer?.render(),
      look: { theme: el.theme, felt: el.felt, cardBack: el.cardBack, animation: el.animation, fourColour: el.fourColour, largeIndex: el.largeIndex },
    });
  }

  /** The replay bar while a replay runs: it comes with the late parts, loaded at once when a replay starts before them. */
  private replayBar(): unknown {
    const { replay, replayBar } = this.parts;
    if (replay.active && !replayBar) void this.lateParts();
    return replayBar?.render();
  }

  /** A button of a dialog or of the table's message: deal, replay, undo, or close (review the table). */
  private readonly dialogAction = (action: DialogAction | 'close'): void => {
    const { el, session } = this;
    // A button of the message goes with it: the focus goes to the table's Tab stop, not to the page's body.
    const root = el.renderRoot as ShadowRoot;
    const fromMessage = !!root.activeElement?.closest("[part~='message']");
    session.closeMessage();
    if (action === 'new') el.newGame();
    else if (action === 'same') el.restart();
    else if (action === 'undo') el.undo();
    else session.closePanel();
    if (fromMessage) void el.updateComplete.then(() => root.activeElement || root.querySelector<HTMLElement>('.slot[tabindex="0"]')?.focus());
  };

  /** The status bar's node, showing the current view without what `show-clock` / `show-score` turn off. */
  private statusNode(): HTMLElement {
    const el = this.el;
    this.status.show(this.gameView, `${el.showClock ? '' : 'time'} ${el.showScore ? '' : 'score'}`.trim());
    return this.status.node;
  }

  /** The settings panel while it is open (its module loads on first use). */
  settingsPanel(): TemplateResult | undefined {
    if (this.session.openPanel !== 'settings' || !this.settingsPart) return undefined;
    const settings = this.parts.settings;
    return this.settingsPart.render({
      values: settings.values,
      allowed: settings.allowed,
      pending: settings.rulesPending,
      strings: this.lang.strings,
      onInput: (setting, value) => settings.change(setting, value),
      onAction: (action) => (action === 'deal' ? void this.el.newGame() : this.closeSettings()),
    });
  }

  /** Closes the settings panel (the focus goes back where the player was: `late/panels/modal.ts`). */
  private closeSettings(): void {
    this.session.closePanel();
  }

  /** Warning, `klondike-error` and a message (`fromCode`: the message of an invalid code). */
  error(message: string, fromCode: boolean): void {
    const text = fromCode ? this.lang.strings['code.invalid'].replace('{message}', message) : message;
    console.warn(`<klondike-solitaire>: ${text}`);
    emit(this.el, 'klondike-error', { message: text });
    if (this.session.started) this.session.showMessage(text);
  }
}

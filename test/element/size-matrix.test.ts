/**
 * The size matrix (issue 43): the table, the table with a message and
 * its exits (as when no hint is left), a replay's bar, the results panel (with
 * statistics), the settings panel and the stuck panel, in the seven
 * languages, at 280, 320, 375, 768 and 1280 px, on two devices:
 *   desktop - a 1280×800 window, mouse, the element in a column that wide;
 *   phone   - a touch screen (coarse pointer, real touch emulation) that
 *             wide, the element across it.
 * The run panel, beside the longest runs of a 280 and a 320 px table, too.
 * In each: nothing shows past the element (what a panel scrolls inside it
 * counts as inside; what a clip cuts off does not), no button cuts its
 * text, every control is hittable (`elementFromPoint` through the shadow
 * root, after scrolling it into view inside its panel) and a panel's
 * action buttons are hittable without scrolling it; the toolbar is one
 * row; on the phone every control's hit area is at least 44×44 CSS px.
 * One element per device and width; the language and the panel change
 * inside it. `scripts/screenshots.mjs` shoots the same matrix.
 */
import { expect } from '@open-wc/testing';
import { executeServerCommand, sendKeys, setViewport } from '@web/test-runner-commands';
import type { KlondikeSolitaire } from '../../src/klondike-solitaire.js';
import { deadDeal, easyDeal, inner, makeDeal, pileNode, settle, sleep } from './helpers.js';

const LANGS = ['en', 'fr', 'de', 'es', 'it', 'pt', 'nl'];
const WIDTHS = [280, 320, 375, 768, 1280];
/** A phone's (or tablet's) screen height for its width. */
const PHONE_H: Record<number, number> = { 280: 653, 320: 568, 375: 667, 768: 1024, 1280: 800 };
const STATES = ['table', 'message', 'replay', 'results', 'settings', 'stuck'] as const;
type State = (typeof STATES)[number] | 'run';
/** Half the platforms' minimum target (44 CSS px), less a pixel for sub-pixel positions. */
const HALF_TARGET = 21;

const describeEl = (e: Element): string => {
  const cls = typeof e.className === 'string' && e.className ? `.${e.className.trim().split(/\s+/).join('.')}` : '';
  const what = (e.getAttribute('data-action') ?? e.getAttribute('aria-label') ?? e.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 30);
  return `<${e.localName}${cls}> "${what}"`;
};

/** True when `e` is laid out and seen (not hidden, not a zero box). */
function shown(e: Element): boolean {
  const r = e.getBoundingClientRect();
  if (r.width < 1 || r.height < 1) return false;
  const cs = getComputedStyle(e);
  return cs.visibility === 'visible' && cs.display !== 'contents';
}

type Box = { left: number; top: number; right: number; bottom: number };

/**
 * What shows of `e`: its box cut by its clipping ancestors; `cut` names the
 * first ancestor that cuts part of it off without letting it scroll (a part
 * scrolled away inside a panel is not cut: the player scrolls to it).
 */
function visibleBox(e: Element): { box: Box; cut: Element | null } {
  const r = e.getBoundingClientRect();
  const box = { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
  let cut: Element | null = null;
  for (let p = e.parentElement; p; p = p.parentElement) {
    const cs = getComputedStyle(p);
    if (cs.overflowX === 'visible' && cs.overflowY === 'visible') continue;
    const q = p.getBoundingClientRect();
    const next = { left: Math.max(box.left, q.left), top: Math.max(box.top, q.top), right: Math.min(box.right, q.right), bottom: Math.min(box.bottom, q.bottom) };
    const scrolls = /(auto|scroll)/.test(cs.overflowX + cs.overflowY);
    const lost = next.left - box.left + box.right - next.right + next.top - box.top + box.bottom - next.bottom;
    if (!scrolls && lost > 1 && !cut) cut = p;
    Object.assign(box, next);
  }
  return { box, cut };
}

/** The boxes of the text `e` shows (its visible text nodes). */
function textBoxes(e: Element): DOMRect[] {
  const out: DOMRect[] = [];
  const walk = document.createTreeWalker(e, NodeFilter.SHOW_TEXT);
  for (let n = walk.nextNode(); n; n = walk.nextNode()) {
    if (!n.textContent!.trim() || !n.parentElement || !shown(n.parentElement)) continue;
    const range = document.createRange();
    range.selectNodeContents(n);
    out.push(range.getBoundingClientRect());
  }
  return out;
}

/** The box a control is hit through: its label for a radio or a checkbox. */
const target = (c: HTMLElement): HTMLElement => (c.localName === 'input' ? (c.closest('label') ?? c) : c);

/** True when the point hits `c` (or what it is hit through) in the element's shadow root. */
function hits(el: KlondikeSolitaire, c: HTMLElement, x: number, y: number): boolean {
  const got = el.shadowRoot!.elementFromPoint(x, y);
  return !!got && (got === c || c.contains(got) || target(c).contains(got));
}

/** The element's controls in `state`: the toolbar's on the table, the open panel's otherwise. */
function controls(el: KlondikeSolitaire, state: State): HTMLElement[] {
  const sel =
    state === 'table'
      ? '[part~=toolbar] button, [part~=toolbar] a'
      : state === 'message'
        ? '[part~=toolbar] button, [part~=toolbar] a, [part~=message] button'
        : state === 'replay'
          ? '.replay-bar button'
          : state === 'run'
          ? '.run-panel button'
          : '.dialog button, .dialog input, .dialog a, .dialog textarea';
  return [...el.shadowRoot!.querySelectorAll<HTMLElement>(sel)].filter((c) => shown(target(c)));
}

/** Every problem of the element as it shows now (empty: none). */
function problems(el: KlondikeSolitaire, state: State, coarse: boolean): string[] {
  const bad: string[] = [];
  const root = el.shadowRoot!;
  const host = el.getBoundingClientRect();
  // Nothing past the element, nothing cut off (an item dropped whole is not cut;
  // drawings are cropped to their frames on purpose, their boxes are checked).
  for (const e of root.querySelectorAll('*')) {
    if (e instanceof SVGElement || !shown(e)) continue;
    const { box: b, cut } = visibleBox(e);
    if (b.right - b.left < 1 || b.bottom - b.top < 1) continue; // dropped whole, or scrolled out of its panel's view
    if (cut) bad.push(`cut off by ${describeEl(cut).slice(0, 40)}: ${describeEl(e)}`);
    else if (b.left < host.left - 1 || b.right > host.right + 1 || b.top < host.top - 1 || b.bottom > host.bottom + 1) {
      bad.push(`past the element: ${describeEl(e)} [${Math.round(b.left - host.left)}, ${Math.round(b.top - host.top)}, ${Math.round(b.right - host.left)}, ${Math.round(b.bottom - host.top)}] in ${Math.round(host.width)}×${Math.round(host.height)}`);
    }
  }
  // No text past its button, no panel wider than its room.
  for (const b of root.querySelectorAll<HTMLElement>('button, a')) {
    if (!shown(b)) continue;
    const r = b.getBoundingClientRect();
    if (textBoxes(b).some((t) => t.left < r.left - 1 || t.right > r.right + 1)) bad.push(`text past its button: ${describeEl(b)}`);
  }
  for (const p of root.querySelectorAll<HTMLElement>('.dialog .panel')) {
    if (p.scrollWidth > p.clientWidth + 1) bad.push(`panel wider than its room: ${describeEl(p)} (${p.scrollWidth} in ${p.clientWidth} px)`);
  }
  // The toolbar: one row.
  const tools = [...root.querySelectorAll<HTMLElement>('[part~=toolbar] > *')].filter(shown);
  const tops = tools.map((t) => t.getBoundingClientRect().top);
  if (Math.max(...tops) - Math.min(...tops) > 4) bad.push(`toolbar on more than one row: ${tops.map(Math.round).join(', ')}`);
  const all = controls(el, state);
  if (state !== 'table' && !all.length) bad.push(`no ${state} panel`);
  if (state === 'message' && !root.querySelector('[part~=message] button')) bad.push('no message with its exits');
  // A panel over the table stays inside the table (not over the bars).
  const table = root.querySelector('.table')!.getBoundingClientRect();
  for (const p of root.querySelectorAll('.dialog .panel, .run-panel')) {
    const r = p.getBoundingClientRect();
    if (r.left < table.left - 1 || r.right > table.right + 1 || r.top < table.top - 1 || r.bottom > table.bottom + 1) bad.push(`past the table: ${describeEl(p)}`);
  }
  // The panel's actions, hittable as the panel is (sticky, never scrolled away).
  for (const c of all.filter((c) => c.closest('.actions'))) {
    const r = c.getBoundingClientRect();
    if (!hits(el, c, r.left + r.width / 2, r.top + r.height / 2)) bad.push(`action not hittable without scrolling: ${describeEl(c)}`);
  }
  // Every control, once scrolled into view inside its panel.
  for (const c of all) {
    const t = target(c);
    t.scrollIntoView({ block: 'center', inline: 'nearest' });
    const r = t.getBoundingClientRect();
    const [x, y] = [r.left + r.width / 2, r.top + r.height / 2];
    if (!hits(el, c, x, y)) {
      bad.push(`not hittable: ${describeEl(c)} (got ${describeEl(root.elementFromPoint(x, y) ?? el)})`);
      continue;
    }
    if (!coarse) continue;
    const probes: Array<[number, number]> = [
      [x - HALF_TARGET, y],
      [x + HALF_TARGET, y],
      [x, y - HALF_TARGET],
      [x, y + HALF_TARGET],
    ];
    const miss = probes.find(([px, py]) => !hits(el, c, px, py));
    if (miss) {
      const got = root.elementFromPoint(miss[0], miss[1]);
      bad.push(`hit area under 44×44: ${describeEl(c)} (${Math.round(r.width)}×${Math.round(r.height)}; ${got ? describeEl(got) : 'nothing'} at ${Math.round(miss[0] - r.left)}, ${Math.round(miss[1] - r.top)})`);
    }
  }
  return bad;
}

/** Wins the easy deal through move() (the results panel then shows, with the statistics). */
function win(el: KlondikeSolitaire): void {
  el.newGame(easyDeal());
  for (let guard = 0; !el.game.isWon() && guard < 500; guard++) el.move(el.game.moves().find((m) => m.endsWith('-F')) ?? 'S');
}

/** Waits until `ok()` (a panel or a language arrived), at most 5 s. */
async function until(el: KlondikeSolitaire, ok: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 200 && !ok(); i++) {
    await sleep(25);
    await el.updateComplete;
  }
  if (!ok()) throw new Error(`${what} did not show`);
}

/** Puts the element in `state`. */
async function enter(el: KlondikeSolitaire, state: State): Promise<void> {
  const panel = (name: string) => !!el.shadowRoot!.querySelector(`[data-panel=${name}]`);
  if (el.replaying) el.replayer.stop();
  if (state === 'table') el.newGame('KL1-D1N-AAAAAAG');
  else if (state === 'message') {
    // A message with its exits (New deal, Replay, Undo, close), as when no hint is left.
    el.newGame('KL1-D1N-AAAAAAG');
    el.move('S');
    el.showMessage('No move helps from here: the stock and the columns are played out as far as they go.', true);
  } else if (state === 'replay') {
    el.replay('KR1.KL1-D1N-AAAAAAG.AVB', { autoplay: false });
    await until(el, () => !!el.shadowRoot!.querySelector('.replay-bar'), 'the replay bar');
  } else if (state === 'results') {
    win(el);
    await until(el, () => !!el.shadowRoot!.querySelector('[data-panel=results] .extras .stats'), 'the results panel with statistics');
  } else if (state === 'settings') {
    el.newGame('KL1-D1N-AAAAAAG');
    el.showSettings();
    await until(el, () => panel('settings'), 'the settings panel');
  } else {
    el.newGame(deadDeal());
    await until(el, () => panel('stuck'), 'the stuck panel');
  }
  await settle(el);
}

/** Switches the element to `lang` and waits for its words, and for the toolbar to fit them. */
async function speak(el: KlondikeSolitaire, lang: string): Promise<void> {
  el.lang = lang;
  await until(el, () => el.language === lang, `lang=${lang}`);
  await settle(el);
  await settle(el);
}

for (const device of ['desktop', 'phone'] as const) {
  describe(`<klondike-solitaire> size matrix: ${device === 'desktop' ? 'a column in a 1280×800 window (mouse)' : 'a touch phone (coarse pointer)'}`, () => {
    const coarse = device === 'phone';
    before(async () => {
      document.body.style.margin = '0';
      for (const k of Object.keys(localStorage)) if (k.startsWith('klondike-solitaire')) localStorage.removeItem(k);
    });
    after(async () => {
      if (coarse) await executeServerCommand('touch', { emulate: false });
      document.body.style.margin = '';
      await setViewport({ width: 800, height: 600 });
    });

    for (const w of WIDTHS) {
      describe(`${w} px`, () => {
        let el: KlondikeSolitaire;
        let wrap: HTMLElement;
        before(async () => {
          await setViewport(coarse ? { width: w, height: PHONE_H[w] } : { width: 1280, height: 800 });
          // After the viewport (setting it turns touch emulation off).
          if (coarse) await executeServerCommand('touch', { emulate: true });
          if (coarse) expect(matchMedia('(pointer: coarse)').matches, 'a coarse pointer').to.equal(true);
          wrap = document.createElement('div');
          wrap.style.cssText = coarse ? 'width:100%' : `width:${w}px;margin:24px auto`;
          el = document.createElement('klondike-solitaire');
          el.setAttribute('stats', `matrix-${device}-${w}`);
          el.setAttribute('rules-url', 'https://example.com/rules');
          el.style.setProperty('--klondike-animation-ms', '0ms');
          wrap.append(el);
          document.body.append(wrap);
          await settle(el);
        });
        after(() => {
          wrap?.remove();
          scrollTo(0, 0);
        });

        for (const state of STATES) {
          it(`${state}: inside the element, hittable, one-row toolbar${coarse ? ', 44 px targets' : ''}, in every language`, async function () {
            this.timeout(60_000);
            el.lang = 'en';
            await settle(el);
            await enter(el, state);
            const bad: string[] = [];
            for (const lang of LANGS) {
              await speak(el, lang);
              bad.push(...problems(el, state, coarse).map((p) => `${lang}: ${p}`));
            }
            expect(bad, bad.join('\n')).to.deep.equal([]);
          });
        }
      });
    }
  });
}

// The run panel (a long press, or Enter, on a column of two face-up cards or
// more) beside the longest column of a narrow table, in every language.
const RUN_DEAL = makeDeal({
  columns: [['Kd'], ['-3d', 'Tc'], ['Qc'], ['-4d', '-5d', 'Qh', 'Jc', 'Th', '9c'], ['As'], ['-6d', '3c'], ['-2c', '-4c', '-5c', '-6c', '-7c', '-8c', 'Ks', 'Qd', 'Js', 'Td', '9s', '8d', '7s']],
});

for (const device of ['desktop', 'phone'] as const) {
  describe(`<klondike-solitaire> run panel on a narrow table: ${device}`, () => {
    const coarse = device === 'phone';
    after(async () => {
      if (coarse) await executeServerCommand('touch', { emulate: false });
      await setViewport({ width: 800, height: 600 });
    });
    for (const w of [280, 320]) {
      it(`${w} px: inside the table, every part hittable${coarse ? ', 44 px targets' : ''}, in every language`, async function () {
        this.timeout(30_000);
        await setViewport(coarse ? { width: w, height: PHONE_H[w] } : { width: 1280, height: 800 });
        if (coarse) await executeServerCommand('touch', { emulate: true });
        const wrap = document.createElement('div');
        wrap.style.cssText = `width:${w}px`;
        const el = document.createElement('klondike-solitaire');
        el.style.setProperty('--klondike-animation-ms', '0ms');
        wrap.append(el);
        document.body.append(wrap);
        try {
          await settle(el);
          el.newGame(RUN_DEAL);
          await settle(el);
          const bad: string[] = [];
          for (const lang of LANGS) {
            await speak(el, lang);
            for (const [pile, start] of [['7', 'Ks'], ['4', 'Qh']] as const) {
              pileNode(el, pile).focus();
              await sendKeys({ press: 'Enter' });
              await settle(el);
              // The longest run: the start card up to the deepest face-up one.
              for (let i = 0; i < 8 && inner(el).runPanel.startCard !== start; i++) inner(el).runPanel.stepUp();
              await settle(el);
              if (!inner(el).runPanel.isOpen) bad.push(`${lang}: no run panel on column ${pile}`);
              bad.push(...problems(el, 'run', coarse).map((p) => `${lang}, column ${pile}: ${p}`));
              await sendKeys({ press: 'Escape' });
              await settle(el);
            }
          }
          expect(bad, bad.join('\n')).to.deep.equal([]);
        } finally {
          wrap.remove();
        }
      });
    }
  });
}

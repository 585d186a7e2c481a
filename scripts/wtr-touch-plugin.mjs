// A @web/test-runner server command: `touch`, REAL touch input through the
// page's CDP session (Input.dispatchTouchEvent), so Chromium runs its own
// input pipeline: pointer events with pointerType "touch", touch events,
// touch-action, gesture detection (the click of a tap, the compat mouse events).
//
// In a browser test:
//   import { executeServerCommand } from '@web/test-runner-commands';
//   await executeServerCommand('touch', { emulate: true });           // Emulation.setTouchEmulationEnabled (maxTouchPoints 5)
//   await executeServerCommand('touch', { actions: [
//     { type: 'start', x: 100, y: 200 },
//     { type: 'move', x: 140, y: 260 },   // one step; `steps: n` interpolates n moves from the last point
//     { type: 'wait', ms: 600 },          // a hold (long press)
//     { type: 'end' },                    // lifts at the last point ({ type: 'cancel' } cancels)
//   ] });
//   await executeServerCommand('touch', { type: 'start', x, y });     // a single action works too
//   await executeServerCommand('touch', { reset: true });             // lifts a touch left down
// x and y are viewport (CSS) pixels. Returns { down, x, y } after the actions.
//
// `pen` is the same for a stylus: Input.dispatchMouseEvent with pointerType
// "pen", so the page gets real pointer events with pointerType "pen":
//   await executeServerCommand('pen', { actions: [
//     { type: 'down', x, y }, { type: 'move', x: x2, y: y2, steps: 5 }, { type: 'up' },
//   ] });

const state = new WeakMap();

async function sessionFor(page) {
  let s = state.get(page);
  if (!s) {
    s = { cdp: await page.target().createCDPSession(), down: false, x: 0, y: 0 };
    state.set(page, s);
    page.once('close', () => state.delete(page));
  }
  return s;
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const point = (x, y) => ({ x, y, radiusX: 1, radiusY: 1, force: 1, id: 1 });

function check(n, what) {
  if (typeof n !== 'number' || !Number.isFinite(n)) throw new Error(`touch: ${what} must be a finite number`);
  return n;
}

/** Moves `s` to (a.x, a.y) in `a.steps` equal steps (default 1), calling `step` at each. */
async function glide(s, a, step) {
  const x = check(a.x, 'x');
  const y = check(a.y, 'y');
  const steps = Math.max(1, Math.round(a.steps ?? 1));
  const x0 = s.x;
  const y0 = s.y;
  for (let i = 1; i <= steps; i++) {
    s.x = x0 + ((x - x0) * i) / steps;
    s.y = y0 + ((y - y0) * i) / steps;
    await step();
  }
}

async function run(s, a) {
  const send = (type, touchPoints) => s.cdp.send('Input.dispatchTouchEvent', { type, touchPoints });
  switch (a?.type) {
    case 'start':
      if (s.down) throw new Error('touch: start while a touch is down (end it first)');
      s.x = check(a.x, 'x');
      s.y = check(a.y, 'y');
      await send('touchStart', [point(s.x, s.y)]);
      s.down = true;
      return;
    case 'move':
      if (!s.down) throw new Error('touch: move without a touch down');
      await glide(s, a, () => send('touchMove', [point(s.x, s.y)]));
      return;
    case 'end':
    case 'cancel':
      if (!s.down) throw new Error(`touch: ${a.type} without a touch down`);
      s.down = false;
      await send(a.type === 'end' ? 'touchEnd' : 'touchCancel', []);
      return;
    case 'wait':
      await sleep(check(a.ms, 'ms'));
      return;
    default:
      throw new Error(`touch: unknown action ${JSON.stringify(a)}`);
  }
}

const penState = new WeakMap();

async function runPen(cdp, s, a) {
  const send = (type, extra = {}) =>
    cdp.send('Input.dispatchMouseEvent', { type, x: s.x, y: s.y, pointerType: 'pen', button: s.down || type === 'mousePressed' ? 'left' : 'none', buttons: s.down ? 1 : 0, clickCount: type === 'mouseMoved' ? 0 : 1, ...extra });
  switch (a?.type) {
    case 'down':
      if (s.down) throw new Error('pen: down while the pen is down');
      s.x = check(a.x, 'x');
      s.y = check(a.y, 'y');
      await send('mouseMoved');
      s.down = true;
      await send('mousePressed');
      return;
    case 'move':
      await glide(s, a, () => send('mouseMoved'));
      return;
    case 'up':
      if (!s.down) throw new Error('pen: up while the pen is not down');
      s.down = false;
      await send('mouseReleased', { button: 'left', buttons: 0 });
      return;
    case 'wait':
      await sleep(check(a.ms, 'ms'));
      return;
    default:
      throw new Error(`pen: unknown action ${JSON.stringify(a)}`);
  }
}

export function touchPlugin() {
  return {
    name: 'touch-command',
    async executeCommand({ command, payload, session }) {
      if (command !== 'touch' && command !== 'pen') return undefined;
      if (session.browser.type !== 'puppeteer') {
        throw new Error(`${command}: needs the chrome (puppeteer) launcher, not ${session.browser.type}`);
      }
      const page = session.browser.getPage(session.id);
      const s = await sessionFor(page);
      if (command === 'pen') {
        let p = penState.get(page);
        if (!p) penState.set(page, (p = { down: false, x: 0, y: 0 }));
        const actions = Array.isArray(payload?.actions) ? payload.actions : payload?.type ? [payload] : [];
        for (const a of actions) await runPen(s.cdp, p, a);
        return { down: p.down, x: p.x, y: p.y };
      }
      const p = payload ?? {};
      if (p.emulate !== undefined) {
        await s.cdp.send('Emulation.setTouchEmulationEnabled', { enabled: !!p.emulate, maxTouchPoints: p.emulate ? 5 : undefined });
        await s.cdp.send('Emulation.setEmitTouchEventsForMouse', { enabled: false });
      }
      if (p.reset && s.down) {
        s.down = false;
        await s.cdp.send('Input.dispatchTouchEvent', { type: 'touchCancel', touchPoints: [] });
      }
      const actions = Array.isArray(p.actions) ? p.actions : p.type ? [p] : [];
      for (const a of actions) await run(s, a);
      return { down: s.down, x: s.x, y: s.y };
    },
  };
}

/* global document, location, customElements, getComputedStyle, Option, getSelection, MutationObserver, matchMedia */
// The playground: edits every attribute of <klondike-solitaire> live, logs
// every `klondike-*` event with its detail, and writes a copy-paste snippet
// of the current configuration.
//
// The attribute list comes from the element class (`observedAttributes`), so
// an attribute added to the element shows up here with no change; its
// description and the values it takes come from custom-elements.json when
// that file is there (`npm run analyze`).
const TAG = 'klondike-solitaire';
const game = document.getElementById('game');
const $ = (id) => document.getElementById(id);

/** Values offered for the attributes we know; others get their values from the manifest's description. */
const KNOWN = {
  draw: ['1', '3'],
  scoring: ['normal', 'vegas', 'none'],
  takeback: ['on', 'off'],
  passes: ['1', '2', '3', 'unlimited'],
  'undo-limit': ['0', '1', '100', 'unlimited'],
  stuck: ['announce', 'lost', 'silent'],
  tap: ['home', 'select'],
  hint: ['on', 'off'],
  finish: ['solver', 'auto', 'off'],
  lang: ['en', 'fr'],
  theme: ['auto', 'light', 'dark'],
  winnable: ['', 'off'],
  code: ['KL1-D1N-AAAAAAG', 'KL1-D3V-AAAAAAG'],
};
/** Attributes the page (this playground) set: the snippet shows them. */
const pinned = new Set();

const params = new URLSearchParams(location.search);
for (const [name, value] of params) {
  if (name === 'panel') continue;
  game.setAttribute(name, value);
  pinned.add(name);
}

await customElements.whenDefined(TAG);
const Element = customElements.get(TAG);
const attributes = [...(Element.observedAttributes ?? [])];
let manifest = null;
try {
  const res = await fetch('../custom-elements.json');
  if (res.ok) manifest = await res.json();
} catch {
  // no manifest: the panel works without descriptions
}
const declaration = manifest?.modules?.flatMap((m) => m.declarations ?? []).find((d) => d.tagName === TAG);
const attrDocs = new Map((declaration?.attributes ?? []).map((a) => [a.name, a]));
const cssProps = declaration?.cssProperties?.map((p) => p) ?? [
  { name: '--klondike-animation-ms', description: 'Duration of card moves' },
  { name: '--klondike-felt', description: 'Felt colour' },
];

/** Values quoted in a description: `"on"`, `` `vegas` `` … */
function valuesFrom(text = '') {
  return [...new Set([...text.matchAll(/[`"]([\w$.-]{1,20})[`"]/g)].map((m) => m[1]))];
}

// ---- attributes -------------------------------------------------------------
const attrForm = $('attrs');
const controls = new Map();
for (const name of attributes) {
  const doc = attrDocs.get(name);
  const label = document.createElement('label');
  label.htmlFor = `attr-${name}`;
  label.textContent = name;
  if (doc?.description) label.title = doc.description;
  const values = KNOWN[name] ?? valuesFrom(doc?.description);
  const input = document.createElement('input');
  input.id = `attr-${name}`;
  input.name = name;
  input.placeholder = doc?.default ? `default ${doc.default}` : '(default)';
  if (values.length) {
    const list = document.createElement('datalist');
    list.id = `values-${name}`;
    for (const v of values) list.append(new Option(v || '(present, empty)', v));
    attrForm.append(list);
    input.setAttribute('list', list.id);
  }
  input.addEventListener('change', () => {
    const v = input.value.trim();
    pinned.add(name);
    if (v === '') game.removeAttribute(name);
    else game.setAttribute(name, v);
    sync();
  });
  attrForm.append(label, input);
  controls.set(name, input);
}
attrForm.addEventListener('submit', (e) => e.preventDefault());

// ---- CSS custom properties -----------------------------------------------------
const cssForm = $('css');
const styles = new Map();
for (const p of cssProps) {
  const label = document.createElement('label');
  label.textContent = p.name.replace('--klondike-', '');
  label.title = `${p.name}: ${p.description ?? ''}`;
  const input = document.createElement('input');
  input.name = p.name;
  input.placeholder = p.default ?? getComputedStyle(game).getPropertyValue(p.name).trim() ?? '';
  label.htmlFor = input.id = `css-${p.name.slice(2)}`;
  input.addEventListener('change', () => {
    const v = input.value.trim();
    if (v) {
      game.style.setProperty(p.name, v);
      styles.set(p.name, v);
    } else {
      game.style.removeProperty(p.name);
      styles.delete(p.name);
    }
    sync();
  });
  cssForm.append(label, input);
}
cssForm.addEventListener('submit', (e) => e.preventDefault());

// ---- methods ---------------------------------------------------------------
const result = $('result');
const show = (call, value) => (result.textContent = `${call} → ${JSON.stringify(value)}`);
$('methods').addEventListener('click', async (e) => {
  const name = e.target.closest('button[data-call]')?.dataset.call;
  if (!name) return;
  try {
    show(`${name}()`, await game[name]());
  } catch (err) {
    show(`${name}()`, String(err));
  }
});
$('move-form').addEventListener('submit', (e) => {
  e.preventDefault();
  const m = $('move').value.trim();
  show(`move(${JSON.stringify(m)})`, game.move(m));
});

// ---- events: every klondike-* event, whatever its name --------------------------
// A page listens with addEventListener('klondike-win', …). To catch events
// added later without a list, the playground wraps this instance's
// dispatchEvent (the element dispatches its events on itself).
const log = $('log');
const dispatch = game.dispatchEvent.bind(game);
game.dispatchEvent = (event) => {
  if (event.type.startsWith('klondike-')) logEvent(event);
  return dispatch(event);
};
function logEvent(event) {
  const li = document.createElement('li');
  const name = document.createElement('b');
  name.textContent = event.type;
  const time = new Date().toLocaleTimeString();
  li.append(`${time} `, name, ` ${JSON.stringify(event.detail, (_k, v) => (v === Infinity ? 'Infinity' : v))}`);
  log.prepend(li);
  while (log.children.length > 200) log.lastChild.remove();
}
$('clear-log').addEventListener('click', () => log.replaceChildren());

// ---- snippet -----------------------------------------------------------------
const snippet = $('snippet');
const escapeAttr = (v) => v.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
function sync() {
  // The element writes no attribute of its own: the deal's code is read from its property.
  const attr = (name) => (name === 'code' ? game.code || null : game.getAttribute(name));
  for (const [name, input] of controls) if (document.activeElement !== input) input.value = attr(name) ?? '';
  const attrs = [];
  for (const name of attributes) {
    const v = attr(name);
    if (v === null) continue;
    if (name === 'code' && !$('pin-code').checked) continue;
    if (name !== 'code' && !pinned.has(name)) continue;
    attrs.push(v === '' ? name : `${name}="${escapeAttr(v)}"`);
  }
  if (styles.size) attrs.push(`style="${escapeAttr([...styles].map(([k, v]) => `${k}: ${v}`).join('; '))}"`);
  snippet.textContent = [
    '<script type="module" src="https://unpkg.com/klondike-solitaire-element/dist/klondike-solitaire.bundle.js"></script>',
    `<klondike-solitaire${attrs.map((a) => ' ' + a).join('')}></klondike-solitaire>`,
    '<script>',
    "  document.querySelector('klondike-solitaire')",
    "    .addEventListener('klondike-win', (e) => console.log('won', e.detail));",
    '</script>',
  ].join('\n');
}
$('pin-code').addEventListener('change', sync);
$('copy').addEventListener('click', async () => {
  try {
    await navigator.clipboard.writeText(snippet.textContent);
    $('copy').textContent = 'Copied';
  } catch {
    getSelection().selectAllChildren(snippet);
    $('copy').textContent = 'Press Ctrl+C';
  }
  setTimeout(() => ($('copy').textContent = 'Copy'), 1500);
});
// Attributes set here or by the player's settings panel, and each new deal (its code).
new MutationObserver(sync).observe(game, { attributes: true });
game.addEventListener('klondike-new-game', () => queueMicrotask(sync));
sync();

// The panel: open as a side column on desktop, folded under the game on a phone.
const panel = $('panel');
const wide = matchMedia('(min-width: 900px)');
panel.open = params.get('panel') === 'open' || wide.matches;
wide.addEventListener('change', () => (panel.open = wide.matches));

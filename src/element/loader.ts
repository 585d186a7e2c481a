/**
 * The sub-parts that first paint does not need, loaded with a dynamic
 * `import()`:
 * - the input and assistance parts (`late/parts.ts`: tap, drag, keyboard,
 *   the run panel, the announcer, hints and Finish). The element starts the
 *   load when the page is idle after first paint, or at once on the first
 *   pointer, key or focus on it, or a call that needs them (`hint()`,
 *   `finish()`); its `updateComplete` waits for them.
 * - the end-of-game dialogs (`late/panels/dialogs.ts`: the results and stuck
 *   panels). The element starts the load when the page is idle after first
 *   paint, or at once when a dialog must show, builds its `EndDialogs` when
 *   the module arrives and renders again; its `updateComplete` waits for it.
 * - the settings panel (`late/panels/settings-panel.ts`), loaded when it first
 *   opens, the same way.
 * - the art (`late/art/parts.ts`: court figures, the decorated ace, the win
 *   celebration), loaded with the input parts; until it arrives the faces
 *   are the simple ones, in the same places.
 *
 * None of them defines a custom element: they are templates the element
 * renders in its own shadow root.
 *
 * In the single-file bundles the module is inside the file (the import
 * resolves at once); in the split build (`dist/cdn/`) and for bundlers it is
 * a chunk of its own.
 * @module
 * @internal
 */

let dialogs: Promise<typeof import('./late/panels/dialogs.js') | null> | null = null;
let lateParts: Promise<typeof import('./late/parts.js') | null> | null = null;

/**
 * Loads (once per page) the module of the input and assistance parts. Never
 * rejects: when the chunk cannot be fetched it warns and resolves null, and
 * the next call tries again.
 * @internal
 */
export function loadLateParts(): Promise<typeof import('./late/parts.js') | null> {
  lateParts ??= import('./late/parts.js').catch((e: unknown) => {
    lateParts = null;
    console.warn('<klondike-solitaire>: the input module could not be loaded;', e);
    return null;
  });
  return lateParts;
}

/**
 * Loads (once per page) the module of the end-of-game dialogs. Never
 * rejects: when the chunk cannot be fetched (offline, a CDN hiccup) it warns
 * and resolves null, and the next call tries again; until then no dialog
 * shows.
 * @internal
 */
export function loadDialogs(): Promise<typeof import('./late/panels/dialogs.js') | null> {
  dialogs ??= import('./late/panels/dialogs.js').catch((e: unknown) => {
    dialogs = null;
    console.warn('<klondike-solitaire>: the dialogs could not be loaded;', e);
    return null;
  });
  return dialogs;
}

let art: Promise<typeof import('./late/art/parts.js') | null> | null = null;

/** Loads (once per page) the art's module; never rejects (a failed fetch warns and resolves null: the simple faces stay, no celebration). @internal */
export function loadArt(): Promise<typeof import('./late/art/parts.js') | null> {
  art ??= import('./late/art/parts.js').catch((e: unknown) => {
    art = null;
    console.warn('<klondike-solitaire>: the card art could not be loaded;', e);
    return null;
  });
  return art;
}

let settingsPanel: Promise<typeof import('./late/panels/settings-panel.js') | null> | null = null;

/** Loads (once per page) the settings panel's module; never rejects (a failed fetch warns and resolves null, the next call tries again). @internal */
export function loadSettingsPanel(): Promise<typeof import('./late/panels/settings-panel.js') | null> {
  settingsPanel ??= import('./late/panels/settings-panel.js').catch((e: unknown) => {
    settingsPanel = null;
    console.warn('<klondike-solitaire>: the settings panel could not be loaded;', e);
    return null;
  });
  return settingsPanel;
}

/**
 * Loads (once per page) the sound module and plays `el`'s sounds (once per
 * element). Called only when `sound` is turned on; never rejects.
 * @internal
 */
export function loadSound(el: import('./late/sound.js').SoundHost, news: import('./session/news.js').SessionNews): Promise<void> {
  return import('./late/sound.js').then(
    (m) => m.attachSound(el, news),
    (e: unknown) => console.warn('<klondike-solitaire>: the sound module could not be loaded;', e),
  );
}

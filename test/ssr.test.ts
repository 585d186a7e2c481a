// Server-side imports: the element's registration (src/element/define.ts) is
// guarded, so a Node host can import the element modules without a throw,
// and a second load of the bundle keeps the first definition. (The packed
// package itself is imported in plain Node by scripts/consumers.mjs.)
import { afterEach, describe, expect, it, vi } from 'vitest';

const had = Object.getOwnPropertyDescriptor(globalThis, 'customElements');

afterEach(() => {
  if (had) Object.defineProperty(globalThis, 'customElements', had);
  else delete (globalThis as { customElements?: unknown }).customElements;
  vi.resetModules();
});

describe('the registration (define.ts)', () => {
  it('imports in Node without a throw', async () => {
    vi.resetModules();
    const m = await import('../src/element/define.js');
    expect(typeof m.KlondikeSolitaire).toBe('function');
  });

  it('defines the tag once in a registry, keeps the first class', async () => {
    const first = class {} as unknown as CustomElementConstructor;
    const defined = new Map<string, CustomElementConstructor>([['klondike-solitaire', first]]);
    const registry = { get: (t: string) => defined.get(t), define: (t: string, c: CustomElementConstructor) => void defined.set(t, c) };
    Object.defineProperty(globalThis, 'customElements', { value: registry, configurable: true, writable: true });
    vi.resetModules();
    await import('../src/element/define.js');
    expect(defined.get('klondike-solitaire')).toBe(first);
  });

  it('defines the tag in an empty registry', async () => {
    const defined = new Map<string, CustomElementConstructor>();
    const registry = { get: (t: string) => defined.get(t), define: (t: string, c: CustomElementConstructor) => void defined.set(t, c) };
    Object.defineProperty(globalThis, 'customElements', { value: registry, configurable: true, writable: true });
    vi.resetModules();
    const m = await import('../src/element/define.js');
    expect(defined.get('klondike-solitaire')).toBe(m.KlondikeSolitaire);
  });
});

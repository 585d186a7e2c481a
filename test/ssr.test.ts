// Server-side imports: the element's registration is guarded, so a Node host
// without a custom-element registry can import the element modules. (The
// packed package itself is imported in plain Node by scripts/consumers.mjs.)
import { afterEach, describe, expect, it } from 'vitest';
import { customElement } from '../src/element/define.js';

const had = Object.getOwnPropertyDescriptor(globalThis, 'customElements');

afterEach(() => {
  if (had) Object.defineProperty(globalThis, 'customElements', had);
  else delete (globalThis as { customElements?: unknown }).customElements;
});

describe('customElement (define step)', () => {
  it('customElement - defines nothing and does not throw without a registry', () => {
    delete (globalThis as { customElements?: unknown }).customElements;
    expect(() => customElement('x-ssr-a')(class {} as unknown as CustomElementConstructor)).not.toThrow();
  });

  it('customElement - defines the tag once in a registry, keeps the first class', () => {
    const defined = new Map<string, CustomElementConstructor>();
    const registry = { get: (t: string) => defined.get(t), define: (t: string, c: CustomElementConstructor) => void defined.set(t, c) };
    Object.defineProperty(globalThis, 'customElements', { value: registry, configurable: true, writable: true });
    const first = class {} as unknown as CustomElementConstructor;
    customElement('x-ssr-b')(first);
    customElement('x-ssr-b')(class {} as unknown as CustomElementConstructor);
    expect(defined.get('x-ssr-b')).toBe(first);
  });
});

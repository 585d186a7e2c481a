/**
 * The README's markup is type-checked in every framework: each
 * `<klondike-solitaire …>` of README.md written in plain HTML (attributes
 * only: no framework binding) appears, with the same attributes, in the
 * recipes fixture of React, Vue and Svelte (test/consumers/<name>/src/),
 * which `npm run consumers` type-checks with the package's framework types.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const read = (file: string) => readFileSync(new URL(`../${file}`, import.meta.url), 'utf8');
/** The attribute text of each opening tag, whitespace collapsed. */
const tags = (text: string) =>
  [...text.matchAll(/<klondike-solitaire(\s[^<>]*?)?\s*\/?>/g)].map((m) => (m[1] ?? '').replace(/\s+/g, ' ').trim());
/** Plain HTML markup: no JSX expression, Vue or Angular binding. */
const plain = (attrs: string) => !/[{}()@:]/.test(attrs.replace(/"[^"]*"/g, '""'));

const FIXTURES = ['test/consumers/react/src/recipes.tsx', 'test/consumers/vue/src/Recipes.vue', 'test/consumers/svelte/src/Recipes.svelte'];

describe("the README's markup is in the framework fixtures", () => {
  const readme = [...new Set(tags(read('README.md')).filter(plain))];

  it('finds the README markup', () => {
    expect(readme.length).toBeGreaterThanOrEqual(8);
    expect(readme).toContain('daily foundation-points="once-per-card"');
  });

  for (const file of FIXTURES) {
    it(`${file} has every one`, () => {
      const have = new Set(tags(read(file)));
      expect(readme.filter((attrs) => !have.has(attrs))).toEqual([]);
    });
  }
});

import { expect, fixture, html } from '@open-wc/testing';
import type { KlondikeSolitaire } from '../../src/klondike-solitaire.js';
import '../../src/klondike-solitaire.js';
import { settle, off } from './helpers.js';

// The README's "Recipes: the five reference games" table, mounted as written:
// each recipe must give the behaviours RULES.md gives that game, and the
// deal-code prefixes the README lists under the table must be the codes the
// element really writes.

interface Recipes {
  tags: Map<string, string>;
  codes: Map<string, string>;
}

async function readRecipes(): Promise<Recipes> {
  const readme = await (await fetch('/README.md')).text();
  const start = readme.indexOf('### Recipes: the five reference games');
  const section = readme.slice(start, readme.indexOf('\n## ', start));
  const tags = new Map<string, string>();
  for (const m of section.matchAll(/^\| ([A-E]): [^|]*\| `(<klondike-solitaire[^`]*>)`/gm)) tags.set(m[1], m[2]);
  const codes = new Map<string, string>();
  for (const m of section.matchAll(/\b([A-E]) =\s+`(KL1-[A-Z0-9]+)-…`/g)) codes.set(m[1], m[2]);
  return { tags, codes };
}

async function mountRecipe(tag: string): Promise<KlondikeSolitaire> {
  const wrap = await fixture<HTMLDivElement>(html`<div style="width: 640px"></div>`);
  wrap.innerHTML = `${tag}</klondike-solitaire>`;
  const el = wrap.querySelector('klondike-solitaire')!;
  el.style.setProperty('--klondike-animation-ms', '0ms');
  await settle(el);
  return el;
}

const button = (el: KlondikeSolitaire, action: string) => el.shadowRoot!.querySelector<HTMLButtonElement>(`[part~=toolbar] button[data-action=${action}]`);
const rulesLink = (el: KlondikeSolitaire) => el.shadowRoot!.querySelector('[part~=rules-link]');

describe('README recipes for the five reference games', () => {
  let recipes: Recipes;
  before(async () => {
    recipes = await readRecipes();
  });

  it('the table has a recipe and a code for each of A to E', () => {
    expect([...recipes.tags.keys()].sort()).to.deep.equal(['A', 'B', 'C', 'D', 'E']);
    expect([...recipes.codes.keys()].sort()).to.deep.equal(['A', 'B', 'C', 'D', 'E']);
  });

  it('A: scored, nothing moves by itself (no Finish), no hints, no defeat declared, taps go home first', async () => {
    const el = await mountRecipe(recipes.tags.get('A')!);
    expect(el.scoring).to.equal('normal');
    expect(button(el, 'finish')).to.equal(null);
    expect(button(el, 'hint')).to.equal(null);
    expect(el.stuck).to.equal('silent');
    expect(el.tapMode).to.equal('home');
    expect(el.game.options.takeback).to.equal(true);
    expect(el.code.startsWith(`${recipes.codes.get('A')}-`)).to.equal(true);
  });

  it('B: traditional rules: no take-back, one pass, unscored', async () => {
    const el = await mountRecipe(recipes.tags.get('B')!);
    expect(el.game.options).to.deep.include({ draw: 1, scoring: 'none', passes: 1, takeback: false });
    expect(el.code.startsWith(`${recipes.codes.get('B')}-`)).to.equal(true);
  });

  it('C: draw 3, unscored, unlimited undo, hints, auto-finish only, tap to select, a rules link', async () => {
    const el = await mountRecipe(recipes.tags.get('C')!);
    expect(button(el, 'hint')).to.not.equal(null);
    expect(el.game.options).to.deep.include({ draw: 3, scoring: 'none', passes: Infinity, takeback: true });
    expect(el.undoLimit).to.equal(Infinity);
    expect(el.finishMode).to.equal('auto');
    expect(el.tapMode).to.equal('select');
    expect(el.stuck).to.equal('announce');
    expect(rulesLink(el)).to.not.equal(null);
    expect(el.code.startsWith(`${recipes.codes.get('C')}-`)).to.equal(true);
  });

  it('D: each move is final: no undo, no take-back, no Finish, no hints', async () => {
    const el = await mountRecipe(recipes.tags.get('D')!);
    expect(el.game.options).to.deep.include({ draw: 1, scoring: 'none', takeback: false });
    expect(button(el, 'finish')).to.equal(null);
    expect(button(el, 'hint')).to.equal(null);
    expect(el.move('S')).to.equal(true);
    await settle(el);
    expect(off(button(el, 'undo')!)).to.equal(true);
    expect(el.undo()).to.equal(null);
    expect(el.game.stats.moves).to.equal(1);
    expect(el.code.startsWith(`${recipes.codes.get('D')}-`)).to.equal(true);
  });

  it('E: unscored, the solver Finish', async () => {
    const el = await mountRecipe(recipes.tags.get('E')!);
    expect(el.game.options).to.deep.include({ draw: 1, scoring: 'none', takeback: true });
    expect(el.finishMode).to.equal('solver');
    expect(button(el, 'finish')).to.not.equal(null);
    expect(el.code.startsWith(`${recipes.codes.get('E')}-`)).to.equal(true);
  });
});

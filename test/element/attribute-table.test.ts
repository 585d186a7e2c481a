// The element's attribute properties come from the attribute table
// (src/element/attributes.ts), declared to Lit from it: a new element holds
// each property's default from the table, each attribute sets its property
// through the table's converter, and only `lang` is reflected.
import { expect, fixture, html } from '@open-wc/testing';
import { ATTRIBUTES, type AttributeProperty } from '../../src/element/attributes.js';
import type { KlondikeSolitaire } from '../../src/klondike-solitaire.js';
import { settle } from './helpers.js';

const table = Object.entries(ATTRIBUTES) as [AttributeProperty, (typeof ATTRIBUTES)[AttributeProperty]][];

describe('the attribute table, declared', () => {
  it('a new element holds the table’s defaults (after its first deal, those the table does not play) and writes no attribute', async () => {
    const el = document.createElement('klondike-solitaire') as KlondikeSolitaire;
    const props = el as unknown as Record<string, unknown>;
    for (const [prop, spec] of table) expect(props[prop], prop).to.equal(spec.fallback);
    const wrap = await fixture<HTMLDivElement>(html`<div style="width:640px"></div>`);
    wrap.append(el);
    await settle(el);
    // After the first deal, the properties that read what the table plays (`code`…) read the game's.
    for (const [prop, spec] of table) if (!('played' in spec)) expect(props[prop], prop).to.equal(spec.fallback);
    expect(el.code).to.equal(el.game.code);
    expect(el.getAttributeNames().filter((n) => n !== 'style')).to.deep.equal([]);
  });

  it('each attribute sets its property through the table (its name, its converter); lang is reflected', async () => {
    const el = await fixture<KlondikeSolitaire>(html`<klondike-solitaire></klondike-solitaire>`);
    el.setAttribute('undo-limit', 'unlimited');
    el.setAttribute('finish', 'off');
    el.setAttribute('four-colour', '');
    el.setAttribute('stats', 'table');
    expect([el.undoLimit, el.finishMode, el.fourColour, el.statsKey]).to.deep.equal([Infinity, 'off', true, 'table']);
    el.lang = 'fr';
    el.theme = 'dark';
    await settle(el);
    expect(el.getAttribute('lang'), 'lang reflects').to.equal('fr');
    expect(el.hasAttribute('theme'), 'no other property reflects').to.equal(false);
  });
});

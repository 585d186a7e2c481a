// The attribute table (src/element/attributes.ts) is the single source of the
// element's attributes: the class's Lit declarations are made from it
// (exactly its properties, with its attribute names, converters and
// reflection); the settings panel's values and the properties'
// normalisation come from it. (test/element/attribute-table.test.ts checks
// the defaults and the reflection in a browser.)
import { describe, expect, it, vi } from 'vitest';
import { ATTRIBUTES, attributeSpec, converters, showPlayed, type AttributeProperty } from '../src/element/attributes.js';
import { RULE_SETTINGS, SETTING_NAMES, SETTING_VALUES } from '../src/element/settings.js';

describe('the attribute table', () => {
  it('the class declares exactly the table’s properties, with its attribute names and converters', async () => {
    const { KlondikeSolitaire } = await import('../src/element/define.js');
    const declared = KlondikeSolitaire.elementProperties;
    expect([...declared.keys()].sort()).toEqual(Object.keys(ATTRIBUTES).sort());
    for (const [prop, spec] of Object.entries(ATTRIBUTES) as [AttributeProperty, (typeof ATTRIBUTES)[AttributeProperty]][]) {
      const options = declared.get(prop)!;
      const attribute = typeof options.attribute === 'string' ? options.attribute : prop.toLowerCase();
      expect(attribute, prop).toBe(spec.attribute);
      expect(options.reflect ?? false, prop).toBe(prop === 'lang');
      if (spec.kind === 'option') expect(options.converter, prop).toBe((converters as Record<string, unknown>)[prop]);
      else expect(Object.values(converters), prop).not.toContain(options.converter); // text: Lit's own, as written
    }
  });

  it('the settings panel offers the table’s values, in its order', () => {
    const fromTable = Object.values(ATTRIBUTES).filter((s) => 'setting' in s && s.setting);
    expect(SETTING_NAMES).toEqual(fromTable.map((s) => s.attribute));
    for (const s of fromTable) expect(SETTING_VALUES[s.attribute as keyof typeof SETTING_VALUES]).toBe((s as { setting: readonly string[] }).setting);
    expect(RULE_SETTINGS, 'the rules wait for the next deal').toEqual(['draw', 'scoring', 'passes']);
  });

  it('a property set to any value holds its normal form: one warning for an invalid one', async () => {
    const { KlondikeSolitaire } = await import('../src/element/define.js');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const el = Object.create(KlondikeSolitaire.prototype) as InstanceType<typeof KlondikeSolitaire> & { requestUpdate(): void };
      el.requestUpdate = () => undefined; // the accessor's own work only: no element life cycle in Node
      (el as unknown as Record<string, unknown>).draw = '3';
      expect(el.draw).toBe(3);
      (el as unknown as Record<string, unknown>).passes = 'unlimited';
      expect(el.passes).toBe(Infinity);
      expect(warn).not.toHaveBeenCalled();
      (el as unknown as Record<string, unknown>).tapMode = 'sideways';
      expect(el.tapMode).toBe('home');
      expect(warn).toHaveBeenCalledTimes(1);
      expect(attributeSpec('constructor')).toBeUndefined();
    } finally {
      warn.mockRestore();
    }
  });

  it('a property that reads what the table plays ignores a polluted Object.prototype', async () => {
    const { KlondikeSolitaire } = await import('../src/element/define.js');
    const el = Object.create(KlondikeSolitaire.prototype) as InstanceType<typeof KlondikeSolitaire> & { requestUpdate(): void };
    el.requestUpdate = () => undefined;
    showPlayed(el, { draw: 3 }); // a deal states its rules, not daily
    const proto = Object.prototype as Record<string, unknown>;
    proto.daily = '2026-01-01';
    try {
      expect(el.draw).toBe(3);
      expect(el.daily).toBeUndefined(); // the page's own value (none here), not the polluted one
    } finally {
      delete proto.daily;
    }
  });
});

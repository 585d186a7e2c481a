/**
 * custom-elements.json describes the published package, and the editor data
 * generated from it (scripts/editor-data.mjs, written to dist/ by the build
 * and shipped) says what editors need:
 *  - it lists the element's module only, at its published `dist/**.js`
 *    path (compiled from a `src/**.ts` that exists), not a `src/*.ts` the
 *    user's tools would open;
 *  - every part the element renders (`part="…"` in src/element) is
 *    documented, and every custom property it reads (`var(--klondike-…)`);
 *  - each documented default is the value the styles fall back to;
 *  - the VS Code custom data and the JetBrains web-types list the tag, every
 *    attribute with its values, the events, parts and custom properties;
 *    package.json points at them and ships them.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { attributeValues, editorFiles, vscodeData, webTypes } from '../scripts/editor-data.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const manifest = JSON.parse(read('custom-elements.json')) as {
  modules: { path: string; declarations?: { tagName?: string; [k: string]: unknown }[] }[];
};
const pkg = JSON.parse(read('package.json')) as Record<string, unknown> & { name: string; version: string; files: string[] };

interface Element {
  attributes: { name: string; fieldName: string }[];
  events: { name: string }[];
  cssParts: { name: string }[];
  cssProperties: { name: string; default?: string }[];
}
const el = manifest.modules.flatMap((m) => m.declarations ?? []).find((d) => d.tagName === 'klondike-solitaire') as unknown as Element;

/** Every .ts file under src/element, with its text. */
function elementSources(dir = path.join(root, 'src/element')): [string, string][] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e): [string, string][] => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return elementSources(p);
    return e.name.endsWith('.ts') ? [[path.relative(root, p), readFileSync(p, 'utf8')]] : [];
  });
}
const sources = elementSources();

describe('custom-elements.json', () => {
  it('points at the published dist/**.js files, each compiled from a src/**.ts that exists', () => {
    const refs = JSON.stringify(manifest).match(/"(?:path|module)":\s*"[^"]*"/g) ?? [];
    expect(refs.length).toBeGreaterThan(0);
    // A re-export's `module` is its specifier as written (`./deps.js`); every other one is a path from the package's root.
    const bad = refs.map((r) => Object.values(JSON.parse(`{${r}}`) as Record<string, string>)[0]).filter((p) => !/^dist\/.+\.js$/.test(p) && !/^\.\.?\/.+\.js$/.test(p));
    expect(bad, 'module paths that are not published .js files').toEqual([]);
    expect(manifest.modules.filter((m) => !/^dist\/.+\.js$/.test(m.path)).map((m) => m.path)).toEqual([]);
    // The HTML contract only: the modules that define an element, no internal part or helper.
    expect(manifest.modules.map((m) => m.path)).toEqual(['dist/element/klondike-solitaire.js']);
    const missing = manifest.modules.map((m) => m.path.replace(/^dist\/(.+)\.js$/, 'src/$1.ts')).filter((src) => !existsSync(path.join(root, src)));
    expect(missing, 'modules with no source').toEqual([]);
  });

  it('documents every part the element renders', () => {
    const rendered = new Set<string>();
    for (const [, text] of sources) {
      for (const m of text.matchAll(/(?<![-\w])part="([a-z][a-z -]*)"/g)) for (const p of m[1].split(/\s+/)) rendered.add(p);
    }
    expect(rendered.size, 'parts found in src/element').toBeGreaterThan(5);
    const documented = new Set(el.cssParts.map((p) => p.name));
    expect([...rendered].filter((p) => !documented.has(p)), 'rendered parts without @csspart').toEqual([]);
    for (const name of ['settings', 'run-panel', 'dialog', 'table', 'card']) expect(documented.has(name), name).toBe(true);
  });

  it('documents every custom property the styles read, with the default they fall back to', () => {
    const read = new Set<string>();
    for (const [, text] of sources) for (const m of text.matchAll(/var\((--klondike-[a-z-]+)/g)) read.add(m[1]);
    const documented = new Map(el.cssProperties.map((p) => [p.name, p.default]));
    expect([...read].filter((p) => !documented.has(p)), 'custom properties without @cssproperty').toEqual([]);
    const all = sources.map(([, text]) => text).join('\n');
    const withDefault = el.cssProperties.filter((p) => p.default !== undefined);
    expect(withDefault.length, 'properties with a default').toBeGreaterThanOrEqual(14);
    for (const { name, default: value } of withDefault) {
      expect(value!.length, `${name}: a short default`).toBeLessThanOrEqual(12);
      expect(all.includes(`var(${name}, ${value})`) || all.includes(`var(${name}, ${value},`), `${name} falls back to ${value} in the styles`).toBe(true);
    }
  });
});

describe('editor data (VS Code custom data, JetBrains web-types)', () => {
  const values = attributeValues();
  const vscode = vscodeData(manifest, values);
  const jb = webTypes(manifest, pkg, values);

  it('reads each attribute\'s values from KlondikeAttributeValues', () => {
    expect(values.draw).toEqual(['1', '3']);
    expect(values.undoLimit).toEqual(['unlimited']);
    expect(values.takeback).toEqual(expect.arrayContaining(['on', 'off']));
    expect(values.code).toEqual([]);
  });

  it('VS Code: the tag, every attribute with its values, the events, parts and properties', () => {
    expect(vscode.version).toBe(1.1);
    const [tag] = vscode.tags;
    expect(tag.name).toBe('klondike-solitaire');
    expect(tag.attributes.map((a) => a.name)).toEqual(el.attributes.map((a) => a.name));
    const valuesOf = (name: string) => tag.attributes.find((a) => a.name === name)?.values?.map((v) => v.name);
    expect(valuesOf('draw')).toEqual(['1', '3']);
    expect(valuesOf('scoring')).toEqual(expect.arrayContaining(['normal', 'vegas', 'none']));
    expect(valuesOf('finish')).toEqual(expect.arrayContaining(['solver', 'auto', 'off']));
    expect(valuesOf('undo-limit')).toEqual(['unlimited']);
    expect(valuesOf('code')).toBeUndefined();
    for (const e of el.events) expect(tag.description.value).toContain(`\`${e.name}\``);
    for (const p of el.cssParts) expect(tag.description.value).toContain(`\`${p.name}\``);
    for (const p of el.cssProperties) expect(tag.description.value).toContain(`\`${p.name}\``);
  });

  it('web-types: the tag, attributes with values and defaults, properties, events, CSS', () => {
    expect([jb.name, jb.version]).toEqual([pkg.name, pkg.version]);
    const [tag] = jb.contributions.html.elements;
    expect(tag.name).toBe('klondike-solitaire');
    expect(tag.attributes.map((a) => a.name)).toEqual(el.attributes.map((a) => a.name));
    const draw = tag.attributes.find((a) => a.name === 'draw')!;
    expect([draw.value.type, draw.default]).toEqual(["'1' | '3'", '1']);
    expect(tag.attributes.find((a) => a.name === 'takeback')!.default).toBe('on');
    expect(tag.js.events.map((e) => e.name)).toEqual(el.events.map((e) => e.name));
    expect(tag.js.properties.map((p) => p.name)).toEqual(expect.arrayContaining(['draw', 'code', 'finishMode', 'game']));
    expect(tag.css.parts.map((p) => p.name)).toEqual(el.cssParts.map((p) => p.name));
    expect(tag.css.properties.find((p) => p.name === '--klondike-felt')?.default).toBe('#17703f');
  });

  it('are shipped: package.json points at the files the build writes, inside `files`', () => {
    const files = Object.keys(editorFiles(manifest, pkg, values));
    expect(files).toEqual(['dist/vscode.html-custom-data.json', 'dist/web-types.json']);
    expect(pkg['web-types']).toBe('./dist/web-types.json');
    expect(pkg.files).toContain('dist');
    const exports = pkg.exports as Record<string, unknown>;
    for (const f of files) expect(Object.values(exports)).toContain(`./${f}`);
    expect(read('package.json')).toContain('node scripts/editor-data.mjs');
  });
});

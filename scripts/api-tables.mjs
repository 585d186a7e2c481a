#!/usr/bin/env node
// `npm run docs:api`: the API tables of <klondike-solitaire> in Markdown,
// generated from custom-elements.json (itself generated from the JSDoc by
// `npm run analyze`): attributes, properties, events with their detail and
// methods into README.md; CSS parts and CSS custom properties into
// docs/styling.md.
//
//   node scripts/api-tables.mjs            writes the tables into both files
//   node scripts/api-tables.mjs --stdout   prints the tables
//
// Each file holds its tables between `<!-- api-tables:start -->` and
// `<!-- api-tables:end -->`; test/docs.test.ts fails when they differ.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const TAG = 'klondike-solitaire';
export const START = '<!-- api-tables:start -->';
export const END = '<!-- api-tables:end -->';
const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

/** Table cell text: one line, pipes escaped. */
function cell(text) {
  return String(text ?? '')
    .replace(/\r?\n+/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/\|/g, '\\|')
    .trim();
}
const code = (text) => (text ? '`' + cell(text).replace(/`/g, '') + '`' : '');

function table(head, rows) {
  if (!rows.length) return '_None._\n';
  const line = (cells) => `| ${cells.join(' | ')} |`;
  return [line(head), line(head.map(() => '---')), ...rows.map(line)].join('\n') + '\n';
}

/** The declaration of the element in a manifest. */
export function findElement(manifest, tag = TAG) {
  for (const mod of manifest.modules ?? []) {
    for (const d of mod.declarations ?? []) if (d.tagName === tag) return d;
  }
  throw new Error(`custom-elements.json: no declaration of <${tag}>`);
}

const isPublic = (m) => !m.static && !m.privacy && !m.name.startsWith('_') && !m.name.startsWith('#') && !/@internal/.test(m.description ?? '');

/** The Markdown tables of the element's public API. */
export function apiTables(manifest, tag = TAG) {
  const el = findElement(manifest, tag);
  const members = (el.members ?? []).filter(isPublic);
  const fields = members.filter((m) => m.kind === 'field');
  const methods = members.filter((m) => m.kind === 'method');
  const byName = new Map(fields.map((f) => [f.name, f]));
  const attrs = [...(el.attributes ?? [])].sort((a, b) => a.name.localeCompare(b.name));
  const out = [];

  out.push('### Attributes\n\n');
  out.push(
    table(
      ['Attribute', 'Property', 'Type', 'Default', 'Description'],
      attrs.map((a) => {
        const f = a.fieldName ? byName.get(a.fieldName) : undefined;
        return [code(a.name), code(a.fieldName), code(a.type?.text ?? f?.type?.text), code(a.default ?? f?.default), cell(a.description ?? f?.description)];
      }),
    ),
  );

  out.push('\n### Properties\n\nEach attribute above is also a property (its name in the table). These are properties only:\n\n');
  out.push(
    table(
      ['Property', 'Type', 'Read-only', 'Description'],
      [...fields]
        .filter((f) => !f.attribute)
        .sort((a, b) => a.name.localeCompare(b.name))
        .map((f) => [code(f.name), code(f.type?.text), f.readonly ? 'yes' : '', cell(f.description)]),
    ),
  );

  out.push('\n### Events\n\n');
  out.push(
    table(
      ['Event', 'Detail', 'Description'],
      (el.events ?? [])
        .filter((e) => e.name)
        .map((e) => {
          const t = e.type?.text ?? '';
          const detail = /^CustomEvent<(.+)>$/.exec(t)?.[1] ?? t;
          return [code(e.name), code(detail), cell(e.description)];
        }),
    ),
  );

  out.push('\n### Methods\n\n');
  out.push(
    table(
      ['Method', 'Returns', 'Description'],
      [...methods]
        .sort((a, b) => a.name.localeCompare(b.name))
        .map((m) => {
          const params = (m.parameters ?? []).map((p) => `${p.name}${p.optional ? '?' : ''}${p.type?.text ? ': ' + p.type.text : ''}`).join(', ');
          return [code(`${m.name}(${params})`), code(m.return?.type?.text ?? 'void'), cell(m.description)];
        }),
    ),
  );

  return out.join('');
}

/** The Markdown tables of the element's styling API (CSS parts, custom properties), for docs/styling.md. */
export function stylingTables(manifest, tag = TAG) {
  const el = findElement(manifest, tag);
  const out = [];
  out.push('## CSS parts\n\n');
  out.push(table(['Part', 'Description'], (el.cssParts ?? []).map((p) => [code(p.name), cell(p.description)])));

  out.push('\n## CSS custom properties\n\n');
  out.push(
    table(
      ['Property', 'Default', 'Description'],
      (el.cssProperties ?? []).map((p) => [code(p.name), code(p.default), cell(p.description)]),
    ),
  );
  return out.join('');
}

/** Reads custom-elements.json from the project root. */
export function readManifest(file = path.join(root, 'custom-elements.json')) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** The text between the README markers (trimmed), or null when the markers are missing. */
export function readmeSection(readme) {
  const a = readme.indexOf(START);
  const b = readme.indexOf(END);
  if (a < 0 || b < 0 || b < a) return null;
  return readme.slice(a + START.length, b).trim();
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  let manifest;
  try {
    manifest = readManifest();
  } catch (e) {
    console.error(`api-tables: cannot read custom-elements.json (${e instanceof Error ? e.message.split('\n')[0] : e}): run npm run analyze first`);
    process.exit(1);
  }
  const targets = [
    ['README.md', apiTables(manifest)],
    ['docs/styling.md', stylingTables(manifest)],
  ];
  if (process.argv.includes('--stdout')) {
    for (const [, text] of targets) process.stdout.write(text + '\n');
  } else {
    // Writes the tables into each file between the markers.
    for (const [name, text] of targets) {
      const file = path.join(root, name);
      const doc = readFileSync(file, 'utf8');
      const a = doc.indexOf(START);
      const b = doc.indexOf(END);
      if (a < 0 || b < a) {
        console.error(`api-tables: ${name} has no ${START} … ${END} section`);
        process.exit(1);
      }
      writeFileSync(file, `${doc.slice(0, a + START.length)}\n\n${text.trim()}\n\n${doc.slice(b)}`);
      console.log(`api-tables: updated ${name}`);
    }
  }
}

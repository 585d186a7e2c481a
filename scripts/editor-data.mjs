#!/usr/bin/env node
// Part of `npm run build`: editor data for `<klondike-solitaire>`, generated
// from custom-elements.json, shipped in dist/ (package.json `files`):
//
//   dist/vscode.html-custom-data.json  VS Code's HTML custom data (v1.1): the
//       tag, its attributes with their values, its events, parts and CSS
//       properties in the tag's description (`html.customData` points at it)
//   dist/web-types.json                JetBrains web-types (package.json
//       `web-types` points at it): the tag, attributes with their values,
//       properties, events; CSS properties and parts
//
// The manifest says what each attribute is; the values an attribute takes
// come from KlondikeAttributeValues (src/element/attribute-values.ts), the
// type the framework types use too: its string and number literals
// (`draw`: 1, 3; `takeback`: on, off, true, false; `undo-limit`:
// unlimited), read with the TypeScript compiler, so nothing here repeats a
// list of values. test/manifest.test.ts checks what these files hold.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TAG = 'klondike-solitaire';
const VALUES_FILE = path.join(root, 'src/element/attribute-values.ts');
const VALUES_TYPE = 'KlondikeAttributeValues';

/** The manifest declaration of `<klondike-solitaire>`. */
export function elementOf(manifest) {
  for (const mod of manifest.modules ?? []) {
    for (const d of mod.declarations ?? []) if (d.tagName === TAG) return d;
  }
  throw new Error(`editor-data: <${TAG}> is not in custom-elements.json (run npm run analyze)`);
}

/**
 * Property name → the literal values its attribute takes, as text, in the
 * order the type lists them (`draw` → ['1', '3']); an empty list when the
 * type has no literal (free text, a number, a key).
 */
export function attributeValues(file = VALUES_FILE) {
  const program = ts.createProgram([file], { strict: true, noEmit: true, skipLibCheck: true, types: [], target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(file);
  const iface = source?.statements.find((s) => ts.isInterfaceDeclaration(s) && s.name.text === VALUES_TYPE);
  if (!iface) throw new Error(`editor-data: no interface ${VALUES_TYPE} in ${path.relative(root, file)}`);
  const values = {};
  for (const prop of checker.getPropertiesOfType(checker.getTypeAtLocation(iface))) {
    const type = checker.getTypeOfSymbol(prop);
    const parts = type.isUnion() ? type.types : [type];
    const literals = [];
    for (const t of parts) {
      if (t.isStringLiteral() || t.isNumberLiteral()) {
        const text = String(t.value);
        if (text !== '' && !literals.includes(text)) literals.push(text);
      }
    }
    values[prop.name] = literals;
  }
  return values;
}

/** The attributes of the element with their values (attribute name, description, default, values). */
function attributes(el, values) {
  return (el.attributes ?? []).map((a) => {
    if (!a.fieldName || !Object.hasOwn(values, a.fieldName)) {
      throw new Error(`editor-data: ${VALUES_TYPE} has no entry for the ${a.name} attribute (src/element/attribute-values.ts)`);
    }
    const field = (el.members ?? []).find((m) => m.name === a.fieldName);
    return { name: a.name, description: a.description ?? '', default: attributeDefault(field?.default, values[a.fieldName]), values: values[a.fieldName] };
  });
}

/**
 * A property's default (its initializer's text in the manifest) as the
 * attribute would spell it: `'normal'` → normal, `true` → on for an on/off
 * attribute, `3` → 3; undefined when it has no spelling of its own (a
 * named constant, `undefined`, `null`, an empty text).
 */
function attributeDefault(text, values) {
  if (text === undefined) return undefined;
  const quoted = /^'(.*)'$/.exec(text);
  if (quoted) return quoted[1] === '' ? undefined : quoted[1];
  if ((text === 'true' || text === 'false') && values.includes('on')) return text === 'true' ? 'on' : 'off';
  if (/^-?\d+(\.\d+)?$/.test(text)) return text;
  return undefined;
}

const list = (items, fmt) => items.map(fmt).join('\n');

/** VS Code's HTML custom data (https://github.com/microsoft/vscode-custom-data, version 1.1). */
export function vscodeData(manifest, values = attributeValues()) {
  const el = elementOf(manifest);
  const description = [
    el.summary ?? '',
    '',
    '**Events**',
    list(el.events ?? [], (e) => `- \`${e.name}\`: ${e.description ?? ''}`),
    '',
    '**CSS parts**',
    list(el.cssParts ?? [], (p) => `- \`${p.name}\`: ${p.description ?? ''}`),
    '',
    '**CSS custom properties**',
    list(el.cssProperties ?? [], (p) => `- \`${p.name}\`${p.default ? ` (default \`${p.default}\`)` : ''}: ${p.description ?? ''}`),
  ].join('\n');
  return {
    $schema: 'https://raw.githubusercontent.com/microsoft/vscode-html-languageservice/main/docs/customData.schema.json',
    version: 1.1,
    tags: [
      {
        name: TAG,
        description: { kind: 'markdown', value: description },
        attributes: attributes(el, values).map((a) => ({
          name: a.name,
          description: a.default === undefined ? a.description : `${a.description} Default: \`${a.default}\`.`,
          ...(a.values.length ? { values: a.values.map((name) => ({ name })) } : {}),
        })),
      },
    ],
  };
}

/** JetBrains web-types (https://github.com/JetBrains/web-types, schema 2). */
export function webTypes(manifest, pkg, values = attributeValues()) {
  const el = elementOf(manifest);
  const quote = (v) => `'${v}'`;
  return {
    $schema: 'https://raw.githubusercontent.com/JetBrains/web-types/master/schema/web-types.json',
    name: pkg.name,
    version: pkg.version,
    'description-markup': 'markdown',
    contributions: {
      html: {
        elements: [
          {
            name: TAG,
            description: [el.summary, el.description].filter(Boolean).join('\n\n'),
            attributes: attributes(el, values).map((a) => ({
              name: a.name,
              description: a.description,
              ...(a.default === undefined ? {} : { default: a.default }),
              value: { kind: 'plain', type: a.values.length ? a.values.map(quote).join(' | ') : 'string', required: false },
            })),
            js: {
              properties: (el.members ?? [])
                .filter((m) => m.kind === 'field' && !m.static && (m.privacy ?? 'public') === 'public')
                .map((m) => ({ name: m.name, description: m.description ?? '', ...(m.type?.text ? { type: m.type.text } : {}) })),
              events: (el.events ?? []).map((e) => ({ name: e.name, description: e.description ?? '', ...(e.type?.text ? { type: e.type.text } : {}) })),
            },
            css: {
              properties: (el.cssProperties ?? []).map((p) => ({ name: p.name, description: p.description ?? '', ...(p.default ? { default: p.default } : {}) })),
              parts: (el.cssParts ?? []).map((p) => ({ name: p.name, description: p.description ?? '' })),
            },
          },
        ],
      },
    },
  };
}

/** The files this script writes, relative to the project root, and what goes in each. */
export function editorFiles(manifest, pkg, values = attributeValues()) {
  return {
    'dist/vscode.html-custom-data.json': vscodeData(manifest, values),
    'dist/web-types.json': webTypes(manifest, pkg, values),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const read = (f) => JSON.parse(readFileSync(path.join(root, f), 'utf8'));
  for (const [file, data] of Object.entries(editorFiles(read('custom-elements.json'), read('package.json')))) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), JSON.stringify(data, null, 2) + '\n');
    console.log(`editor-data: wrote ${file}`);
  }
}

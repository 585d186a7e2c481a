/**
 * README sync: the API tables in README.md (between `<!-- api-tables:start -->`
 * and `<!-- api-tables:end -->`) must be exactly what scripts/api-tables.mjs
 * generates from custom-elements.json. Fix a failure with `npm run analyze`
 * (which regenerates the manifest and rewrites that README section).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { apiTables, END, readManifest, readmeSection, START, stylingTables } from '../scripts/api-tables.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const manifestFile = path.join(root, 'custom-elements.json');
const hasManifest = existsSync(manifestFile);
const readme = existsSync(path.join(root, 'README.md')) ? readFileSync(path.join(root, 'README.md'), 'utf8') : '';
const section = readmeSection(readme);

const norm = (s: string) => s.replace(/\r\n/g, '\n').trim();

describe('docs: API tables', () => {
  it('README.md has the api-tables markers', (ctx) => {
    if (section === null) {
      console.warn(`docs.test: README.md has no ${START} … ${END} section yet; the README sync check is skipped.`);
      ctx.skip();
    }
    expect(section).not.toBeNull();
  });

  it.skipIf(!hasManifest)('docs/styling.md tables (CSS parts, custom properties) match custom-elements.json', () => {
    const styling = readmeSection(readFileSync(path.join(root, 'docs', 'styling.md'), 'utf8'));
    expect(norm(styling ?? ''), 'docs/styling.md tables are stale: run npm run analyze').toBe(norm(stylingTables(readManifest(manifestFile))));
  });

  it.skipIf(!hasManifest || section === null)('README.md API tables match custom-elements.json', () => {
    const generated = apiTables(readManifest(manifestFile));
    expect(norm(section!), 'README API tables are stale: run npm run analyze').toBe(
      norm(generated),
    );
  });

  it('the generator covers attributes, properties, events with detail, methods, parts and custom properties', () => {
    const manifest = {
      modules: [
        {
          declarations: [
            {
              tagName: 'klondike-solitaire',
              attributes: [{ name: 'undo-limit', fieldName: 'undoLimit', type: { text: 'number' }, description: 'Undo | limit' }],
              members: [
                { kind: 'field', name: 'undoLimit', attribute: 'undo-limit', type: { text: 'number' } },
                { kind: 'field', name: '_secret', privacy: 'protected' },
                { kind: 'method', name: 'move', parameters: [{ name: 'notation', type: { text: 'string' } }], return: { type: { text: 'boolean' } } },
              ],
              events: [{ name: 'klondike-win', type: { text: 'CustomEvent<KlondikeWinDetail>' }, description: 'Won.' }],
              cssParts: [{ name: 'card', description: 'A card.' }],
              cssProperties: [{ name: '--klondike-felt', description: 'Felt.' }],
            },
          ],
        },
      ],
    };
    const md = apiTables(manifest) + stylingTables(manifest);
    expect(md).toContain('| `undo-limit` | `undoLimit` | `number` |  | Undo \\| limit |');
    expect(md).toContain('| `klondike-win` | `KlondikeWinDetail` | Won. |');
    expect(md).toContain('| `move(notation: string)` | `boolean` |');
    expect(md).toContain('| `card` | A card. |');
    expect(md).toContain('| `--klondike-felt` |  | Felt. |');
    expect(md).not.toContain('_secret');
  });
});

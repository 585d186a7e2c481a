/**
 * README sync: the API tables in README.md (between `<!-- api-tables:start -->`
 * and `<!-- api-tables:end -->`) must be exactly what scripts/api-tables.mjs
 * generates from custom-elements.json, and so must the tables of
 * docs/styling.md. Fix a failure with `npm run analyze` (which regenerates
 * the manifest and rewrites those sections). A missing manifest or missing
 * markers fail: nothing here skips itself.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { apiTables, END, readManifest, readmeSection, START, stylingTables } from '../scripts/api-tables.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const manifestFile = path.join(root, 'custom-elements.json');
const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
const section = readmeSection(readme);

const norm = (s: string) => s.replace(/\r\n/g, '\n').trim();

describe('docs: API tables', () => {
  it('custom-elements.json is committed (npm run analyze writes it)', () => {
    expect(existsSync(manifestFile)).toBe(true);
  });

  it('README.md and docs/styling.md have the api-tables markers', () => {
    expect(section, `README.md has no ${START} … ${END} section`).not.toBeNull();
    const styling = readmeSection(readFileSync(path.join(root, 'docs', 'styling.md'), 'utf8'));
    expect(styling, `docs/styling.md has no ${START} … ${END} section`).not.toBeNull();
  });

  it('docs/styling.md tables (CSS parts, custom properties) match custom-elements.json', () => {
    const styling = readmeSection(readFileSync(path.join(root, 'docs', 'styling.md'), 'utf8'));
    expect(styling, `docs/styling.md has no ${START} … ${END} section`).not.toBeNull();
    expect(norm(styling!), 'docs/styling.md tables are stale: run npm run analyze').toBe(norm(stylingTables(readManifest(manifestFile))));
  });

  it('README.md API tables match custom-elements.json', () => {
    expect(section, `README.md has no ${START} … ${END} section`).not.toBeNull();
    const generated = apiTables(readManifest(manifestFile));
    expect(norm(section!), 'README API tables are stale: run npm run analyze').toBe(norm(generated));
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

describe('docs: benchmarks as reference', () => {
  const benchmarks = readFileSync(path.join(root, 'docs', 'benchmarks.md'), 'utf8');

  it('docs/benchmarks.md holds the current figures: at most 500 lines, no dated heading', () => {
    expect(benchmarks.split('\n').length).toBeLessThanOrEqual(500);
    const dated = benchmarks.split('\n').filter((l) => /^#+ .*\d{4}-\d{2}-\d{2}/.test(l));
    expect(dated, 'a dated heading: the history of a figure belongs in git').toEqual([]);
  });

  it("every link from README's Figures into docs/benchmarks.md names a heading there", () => {
    const figures = readme.slice(readme.indexOf('## Figures'), readme.indexOf('\n## ', readme.indexOf('## Figures') + 1));
    const anchors = [...figures.matchAll(/docs\/benchmarks\.md#([a-z0-9-]+)/g)].map((m) => m[1]);
    expect(anchors.length).toBeGreaterThan(5);
    const slug = (h: string) => h.toLowerCase().replace(/[^a-z0-9 -]/g, '').trim().replace(/ /g, '-');
    const headings = new Set(benchmarks.split('\n').filter((l) => /^#+ /.test(l)).map((l) => slug(l.replace(/^#+ /, ''))));
    expect(anchors.filter((a) => !headings.has(a))).toEqual([]);
  });
});

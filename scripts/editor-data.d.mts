// Types of scripts/editor-data.mjs, for the TypeScript tests that import it.
export function elementOf(manifest: unknown): Record<string, unknown>;
export function attributeValues(file?: string): Record<string, string[]>;
export function vscodeData(manifest: unknown, values?: Record<string, string[]>): {
  version: number;
  tags: { name: string; description: { kind: string; value: string }; attributes: { name: string; description: string; values?: { name: string }[] }[] }[];
};
export function webTypes(manifest: unknown, pkg: { name: string; version: string }, values?: Record<string, string[]>): {
  name: string;
  version: string;
  contributions: {
    html: {
      elements: {
        name: string;
        attributes: { name: string; default?: string; value: { type: string } }[];
        js: { properties: { name: string }[]; events: { name: string }[] };
        css: { properties: { name: string; default?: string }[]; parts: { name: string }[] };
      }[];
    };
  };
};
export function editorFiles(manifest: unknown, pkg: { name: string; version: string }, values?: Record<string, string[]>): Record<string, unknown>;

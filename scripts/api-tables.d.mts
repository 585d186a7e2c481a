// Types of scripts/api-tables.mjs, for the TypeScript tests that import it.
export const TAG: string;
export const START: string;
export const END: string;
export function findElement(manifest: unknown, tag?: string): Record<string, unknown>;
export function apiTables(manifest: unknown, tag?: string): string;
export function stylingTables(manifest: unknown, tag?: string): string;
export function readManifest(file?: string): unknown;
export function readmeSection(readme: string): string | null;

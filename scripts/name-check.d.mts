// Types of scripts/name-check.mjs, for the TypeScript tests that import it.
export function repositoryUrl(field: unknown): string | undefined;
export function normalizeRepository(url: unknown): string | undefined;
export function verdict(name: string, found: { name?: string; repository?: unknown } | null, ours: string | undefined): { ok: boolean; message: string };
export function askRegistry(name: string): { found: { name?: string; repository?: unknown } | null } | { unreachable: string };

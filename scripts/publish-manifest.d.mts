// Types of scripts/publish-manifest.mjs, for the TypeScript tests that import it.
export function publishedPath(p: string): string;
export function publishManifest<T extends { modules: { path: string; declarations?: { tagName?: string; customElement?: boolean }[] }[] }>(manifest: T): T;

// Shared by web-dev-server.config.mjs and web-test-runner.config.mjs.
//
// Source files import each other NodeNext-style, with `.js` specifiers that
// name `.ts` files. @web/dev-server-esbuild already rewrites relative `.js`
// imports made *from* a `.ts` file. The middleware below covers the rest:
// any request for `X.js` that does not exist on disk while `X.ts` does is
// served from `X.ts` (e.g. `new Worker(new URL('./worker.js', import.meta.url))`,
// or an HTML page importing `../src/klondike-solitaire.js`).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { esbuildPlugin } from '@web/dev-server-esbuild';

export const rootDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

/** Koa middleware: `/a/b.js` → `/a/b.ts` when only the .ts file exists. */
export function jsToTsMiddleware(root = rootDir) {
  return async function jsToTs(ctx, next) {
    const urlPath = ctx.path;
    if (urlPath.endsWith('.js') && !urlPath.includes('/node_modules/') && !urlPath.startsWith('/__')) {
      let file;
      try {
        file = path.join(root, decodeURIComponent(urlPath));
      } catch {
        return next();
      }
      if (file.startsWith(root + path.sep) && !existsSync(file) && existsSync(file.slice(0, -3) + '.ts')) {
        ctx.path = urlPath.slice(0, -3) + '.ts'; // keeps the query string
      }
    }
    return next();
  };
}

/**
 * esbuild for TypeScript. It must get the tsconfig: without it Lit's
 * experimental decorators fail ("Unsupported decorator location: field").
 * Note: esbuild reads this file raw, so it must not rely on `extends`.
 */
export function esbuildTs() {
  return esbuildPlugin({ ts: true, tsconfig: path.join(rootDir, 'tsconfig.json'), target: 'es2022' });
}

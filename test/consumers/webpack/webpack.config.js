// webpack 5, production: one entry; webpack finds the solver's worker
// (`new Worker(new URL('./worker.js', import.meta.url), { type: 'module' })`
// in the package) and emits it as a chunk of its own.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export default {
  entry: './src/main.js',
  output: { path: path.join(path.dirname(fileURLToPath(import.meta.url)), 'dist'), filename: 'main.js', clean: true },
  devtool: false,
};

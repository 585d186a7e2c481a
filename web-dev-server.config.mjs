// `npm start`: serves the project root so that demo/index.html can import
// ../src/*.ts directly (compiled on the fly by esbuild). Open
// http://localhost:8000/demo/ (or pass `-- --open /demo/`).
import { esbuildTs, jsToTsMiddleware, rootDir } from './scripts/dev-server-common.mjs';

export default {
  rootDir,
  port: 8000,
  nodeResolve: true,
  middleware: [jsToTsMiddleware()],
  plugins: [esbuildTs()],
};

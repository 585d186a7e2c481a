// `npm start`: serves the project root so that demo/index.html can import
// ../src/*.ts directly (compiled on the fly by esbuild). Open
// http://localhost:8000/ (redirects to /demo/).
import { esbuildTs, jsToTsMiddleware, rootDir } from './scripts/dev-server-common.mjs';

export default {
  rootDir,
  port: 8000,
  nodeResolve: true,
  middleware: [
    function rootToDemo(context, next) {
      if (context.url === '/' || context.url === '/index.html') {
        context.redirect('/demo/');
        return;
      }
      return next();
    },
    jsToTsMiddleware(),
  ],
  plugins: [esbuildTs()],
};

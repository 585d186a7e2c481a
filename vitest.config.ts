import { defineConfig } from 'vitest/config';

// Node-side tests: engine, solver, CLI, the headless session, the table geometry, the string tables and the layer rules.
// Element tests run in real Chromium with @web/test-runner instead.
export default defineConfig({
  test: {
    environment: 'node',
    // Generous: some tests solve hard deals or parse every source file, and a
    // busy machine must not turn them into failures (figures come from benches).
    testTimeout: 30_000,
    include: [
      'test/engine/**/*.test.ts',
      'test/solver/**/*.test.ts',
      'test/cli/**/*.test.ts',
      'test/session/**/*.test.ts',
      'test/i18n/**/*.test.ts',
      'test/views/**/*.test.ts',
      'test/layers.test.ts',
      'test/docs.test.ts',
      'test/manifest.test.ts',
      'test/ssr.test.ts',
      'test/attributes.test.ts',
      'test/name-check.test.ts',
      'test/readme-recipes.test.ts',
    ],
    benchmark: {
      include: ['test/bench/**/*.bench.ts'],
    },
  },
});

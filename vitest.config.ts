import { defineConfig } from 'vitest/config';

// Node-side tests: engine, solver, CLI, the headless session, the string tables and the layer rules.
// Element tests run in real Chromium with @web/test-runner instead.
export default defineConfig({
  test: {
    environment: 'node',
    include: [
      'test/engine/**/*.test.ts',
      'test/solver/**/*.test.ts',
      'test/cli/**/*.test.ts',
      'test/session/**/*.test.ts',
      'test/i18n/**/*.test.ts',
      'test/layers.test.ts',
      'test/docs.test.ts',
    ],
    benchmark: {
      include: ['test/bench/**/*.bench.ts'],
    },
  },
});

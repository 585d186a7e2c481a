// ESLint flat config: typescript-eslint recommended everywhere; Lit and
// web-component rules for the element layer (and its browser tests).
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import lit from 'eslint-plugin-lit';
import wc from 'eslint-plugin-wc';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig(
  {
    // test/consumers/: fixture projects with their own dependencies and type-checks (npm run consumers).
    // .peer/: another Klondike placed locally for bench:load --peer (never committed).
    ignores: ['dist/', 'node_modules/', '.tmp/', 'test/consumers/', '.peer/', 'coverage/', 'screenshots/', '.ci-results/', '.api-dts/', 'custom-elements.json'],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ['**/*.ts'],
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/element/**/*.ts', 'test/element/**/*.ts'],
    extends: [lit.configs['flat/recommended'], wc.configs['flat/recommended']],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['test/element/**/*.ts'],
    languageOptions: { globals: { ...globals.mocha } },
    // chai's `expect(x).to.be.true` is an assertion, not an unused expression.
    rules: { '@typescript-eslint/no-unused-expressions': 'off' },
  },
  {
    // Playwright scripts: the callbacks of page.evaluate() run in the page.
    files: ['scripts/screenshots*.mjs', 'scripts/e2e*.mjs', 'scripts/consumers-checks.mjs', 'scripts/bench-render.mjs', 'scripts/bench-load.mjs', 'scripts/bench-games.mjs', 'scripts/bench-games-memory.mjs', 'scripts/bench-games-frames.mjs', 'scripts/bench-click.mjs', 'scripts/bench-feel.mjs', 'scripts/bench-finish.mjs', 'scripts/bench-art.mjs', 'scripts/event-timing.mjs'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['**/*.{js,mjs}', 'src/cli/**/*.ts', 'test/**/*.ts', '*.config.ts'],
    languageOptions: { globals: { ...globals.node } },
  },
);

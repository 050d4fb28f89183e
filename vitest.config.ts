import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Unit and property tests live beside the code they test (src-renderer/fixtures/ holds a toy sixth
// game and its test, kept out of the house's registries). The Playwright specs in e2e/ run
// separately (npm run test:e2e).
export default defineConfig({
  test: {
    include: ['shared/**/*.test.ts', 'src-main/**/*.test.ts', 'src-renderer/**/*.test.{ts,tsx}'],
    exclude: ['e2e/**', 'node_modules/**', 'out/**'],
    testTimeout: 30_000,
    // Vitest's own default is one worker fewer than the cores: a single worker on the 2-core CI machine,
    // its main process mostly waiting. Two workers keep both cores busy.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // The renderer's words in English, every catalogue loaded (components render without waiting for one).
    setupFiles: ['src-renderer/src/i18n/test-setup.ts'],
    // A test that checks nothing fails: every test must assert something.
    expect: { requireAssertions: true },
  },
});

import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS } from './src-main/cli/chromium';

// End-to-end tests: the built renderer against the headless host, in the
// machine's Chromium (e2e/run.mjs finds it and sets CHROMIUM_PATH). Never a
// browser download. Each spec starts its own host (e2e/fixtures.ts).
export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  timeout: 300_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  // One test at a time: the LAN test alone drives four pages, which is all two cores can draw.
  workers: 1,
  retries: 0,
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    browserName: 'chromium',
    viewport: { width: 1280, height: 800 },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
    trace: 'off',
    screenshot: 'only-on-failure',
  },
});

#!/usr/bin/env node
// Runs the Playwright specs in a Chromium that is already on the machine:
// CHROMIUM_PATH, Debian's /usr/bin/chromium, or a browser Playwright installed
// itself. Without one it says in one line how to get one.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

async function playwrightBrowser() {
  try {
    const { chromium } = await import('@playwright/test');
    const file = chromium.executablePath();
    return fs.existsSync(file) ? file : null;
  } catch {
    return null;
  }
}

const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);
const chromium = candidates.find((file) => fs.existsSync(file)) ?? (await playwrightBrowser());
if (!chromium) {
  console.error('No Chromium for the end-to-end tests: install one (sudo apt-get install -y chromium) or set CHROMIUM_PATH to a Chromium binary.');
  process.exit(1);
}

const cli = path.join(root, 'node_modules', '@playwright', 'test', 'cli.js');
const result = spawnSync(process.execPath, [cli, 'test', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, CHROMIUM_PATH: chromium },
});
process.exit(result.status ?? 1);

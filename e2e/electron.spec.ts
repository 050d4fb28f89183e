/**
 * The real Electron window: it opens, shows the menu through the sandboxed
 * preload bridge, and reaches the host. Runs only where the Electron binary
 * exists (it cannot be downloaded everywhere); elsewhere it is skipped and
 * says why.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { _electron as electron, expect, test } from '@playwright/test';

const root = path.resolve(import.meta.dirname, '..');

// Read where the binary would be, as npm start does: since Electron 45, require('electron') itself
// tries to download a missing binary.
function electronBinary(): string | null {
  const dir = path.join(root, 'node_modules', 'electron');
  try {
    const relative = fs.readFileSync(path.join(dir, 'path.txt'), 'utf8');
    const binary = path.join(process.env.ELECTRON_OVERRIDE_DIST_PATH || path.join(dir, 'dist'), relative);
    return fs.existsSync(binary) ? binary : null;
  } catch {
    return null;
  }
}

const binary = electronBinary();
const display = process.platform !== 'linux' || Boolean(process.env.DISPLAY || process.env.WAYLAND_DISPLAY);
const skipReason = !binary
  ? 'the Electron binary is not installed on this machine (npm start fetches it where it can be downloaded)'
  : !display
    ? 'there is no display to open an Electron window on'
    : null;
if (skipReason) console.log(`Skipping the Electron window spec: ${skipReason}.`);

test('the Electron window opens on the menu and talks to the host', async () => {
  test.skip(skipReason !== null, skipReason ?? '');
  const userData = fs.mkdtempSync(path.join(os.tmpdir(), 'smugglers-electron-'));
  const args = [root, `--user-data-dir=${userData}`];
  if (process.getuid?.() === 0) args.push('--no-sandbox');
  const app = await electron.launch({ executablePath: binary as string, args });
  try {
    const window = await app.firstWindow();
    await expect(window.getByRole('button', { name: 'New game: Contrebandes' })).toBeVisible();
    // The bridge is the only thing exposed: no Node in the renderer.
    expect(await window.evaluate(() => typeof (globalThis as { require?: unknown }).require)).toBe('undefined');
    expect(await window.evaluate(() => typeof (globalThis as { smugglersHost?: { request?: unknown } }).smugglersHost?.request)).toBe('function');
    await expect(window.getByRole('button', { name: /Settings/ })).toBeVisible();
  } finally {
    await app.close();
  }
});

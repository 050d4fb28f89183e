// Builds the app (electron-vite build) when the sources are newer than the last build.
// Shared by `npm start` and the `smugglers` command, which both run the built bundles.
// What it says goes to stderr: stdout is the command's (simulate prints exactly one JSON object there).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..', '..');
const SOURCES = ['shared', 'src-main', 'src-renderer', 'package.json', 'electron.vite.config.ts'];

/** Tests are not in the build: a changed test needs no new one. */
const NOT_BUILT = /\.test\.[cm]?[jt]sx?$/;

/**
 * The newest change under `entry`: its files' and folders' modification times (a folder's changes when a
 * file in it is added, removed or renamed). It runs before every `npm start`, on every file of the sources:
 * the folder listing says which entries are folders, so only files are asked for their time (issue #27).
 */
export function newestChange(entry) {
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const item of fs.readdirSync(entry, { withFileTypes: true })) {
    const inside = path.join(entry, item.name);
    if (item.isDirectory()) newest = Math.max(newest, newestChange(inside));
    else if (!NOT_BUILT.test(item.name)) newest = Math.max(newest, fs.statSync(inside).mtimeMs);
  }
  return newest;
}

function electronViteBuild(base) {
  const cli = path.join(base, 'node_modules', 'electron-vite', 'bin', 'electron-vite.js');
  return spawnSync(process.execPath, [cli, 'build'], { cwd: base, encoding: 'utf8' });
}

/**
 * Builds when needed. The options are for tests: another root (its out/.build-stamp
 * marks the last build), its sources, and the build itself ({ status, stdout, stderr }).
 */
export function buildIfNeeded({ base = root, sources = SOURCES, build = electronViteBuild } = {}) {
  const stamp = path.join(base, 'out', '.build-stamp');
  const built = fs.existsSync(stamp) ? fs.statSync(stamp).mtimeMs : 0;
  const changed = Math.max(...sources.map((source) => newestChange(path.join(base, source))));
  if (built > changed) return;
  console.error('Building the app…');
  const result = build(base);
  if (result.status !== 0) {
    process.stderr.write(`${result.stdout ?? ''}${result.stderr ?? ''}`);
    console.error('The build failed; see above.');
    process.exit(result.status ?? 1);
  }
  fs.mkdirSync(path.dirname(stamp), { recursive: true });
  fs.writeFileSync(stamp, new Date().toISOString());
}

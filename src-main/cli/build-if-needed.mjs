// Builds the app (electron-vite build) when the sources are newer than the last build.
// Shared by `npm start` and the `smugglers` command, which both run the built bundles.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..', '..');
const stamp = path.join(root, 'out', '.build-stamp');
const sources = ['shared', 'src-main', 'src-renderer', 'package.json', 'electron.vite.config.ts'];

function newestChange(entry) {
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const name of fs.readdirSync(entry)) newest = Math.max(newest, newestChange(path.join(entry, name)));
  return newest;
}

export function buildIfNeeded() {
  const built = fs.existsSync(stamp) ? fs.statSync(stamp).mtimeMs : 0;
  const changed = Math.max(...sources.map((source) => newestChange(path.join(root, source))));
  if (built > changed) return;
  console.log('Building the app…');
  const cli = path.join(root, 'node_modules', 'electron-vite', 'bin', 'electron-vite.js');
  const result = spawnSync(process.execPath, [cli, 'build'], { cwd: root, encoding: 'utf8' });
  if (result.status !== 0) {
    process.stderr.write(`${result.stdout}${result.stderr}`);
    console.error('The build failed; see above.');
    process.exit(result.status ?? 1);
  }
  fs.writeFileSync(stamp, new Date().toISOString());
}

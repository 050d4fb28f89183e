#!/usr/bin/env node
// `npm start`: builds the app if needed, then opens it in Electron. Where the
// Electron binary is missing and cannot be downloaded (or there is no display),
// it runs the headless host instead, in this process, and prints the address to open.
// Arguments after `npm start --` go to the headless host (e.g. --port 9000).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { buildIfNeeded, root } from './build-if-needed.mjs';
import { runBuiltCli } from './run-built.mjs';

/**
 * The installed Electron binary, or null. Not `require('electron')`: in
 * Electron 45's package that downloads the binary itself when it is missing
 * (and prints a stack trace where it cannot); fetchElectron below tries that
 * once, with a plain message.
 */
function electronBinary() {
  const dir = path.join(root, 'node_modules', 'electron');
  try {
    const relative = fs.readFileSync(path.join(dir, 'path.txt'), 'utf8');
    const dist = process.env.ELECTRON_OVERRIDE_DIST_PATH || path.join(dir, 'dist');
    const binary = path.join(dist, relative);
    return fs.existsSync(binary) ? binary : null;
  } catch {
    return null;
  }
}

function fetchElectron() {
  // npm install skips electron's download (package.json allowScripts); try it now.
  const installer = path.join(root, 'node_modules', 'electron', 'install.js');
  if (!fs.existsSync(installer)) return;
  console.error('Fetching the Electron binary…');
  const result = spawnSync(process.execPath, [installer], { cwd: path.dirname(installer), encoding: 'utf8', timeout: 180_000 });
  if (result.status !== 0) {
    const reason = `${result.stderr ?? ''}`.split('\n').find((line) => line.trim()) ?? 'no reason given';
    console.error(`Electron could not be fetched: ${reason.trim()}`);
  }
}

function hasDisplay() {
  if (process.platform !== 'linux') return true;
  return Boolean(process.env.DISPLAY || process.env.WAYLAND_DISPLAY);
}

buildIfNeeded();
let binary = electronBinary();
// Without a display there is no window to open: no download either (it took seconds at every start).
if (!binary && hasDisplay()) {
  fetchElectron();
  binary = electronBinary();
}

if (binary && hasDisplay()) {
  const args = [root];
  // Chromium will not start as root with its sandbox on, and there is no other
  // switch that lets it: so as root, and only then, --no-sandbox. It turns off
  // Chromium's operating-system sandbox (on Linux: namespaces and seccomp-bpf)
  // for every child process: renderer, GPU and utility processes. The page still
  // has no Node.js (nodeIntegration off), is kept apart from the preload
  // (contextIsolation) and reaches the host only through the bridge; but a bug
  // in Chromium that let a page run native code would run it unconfined, as root.
  if (process.getuid?.() === 0) {
    args.push('--no-sandbox');
    console.error(
      "Warning: running as root, so Electron starts with --no-sandbox: Chromium's process sandbox is off for this window. Run npm start as a normal user to keep it on.",
    );
  }
  const child = spawn(binary, args, { stdio: 'inherit' });
  child.on('exit', (code) => process.exit(code ?? 0));
} else {
  const why = !hasDisplay()
    ? 'There is no display for a window here, so the app runs headless.'
    : 'The Electron binary is not available on this machine, so the app runs headless.';
  // How the host's refusals (a busy port, a data folder in use) say to pass --port or --data-dir: through npm start, after its --.
  const launcher = process.env.npm_lifecycle_event === 'start' ? 'npm start --' : `node ${path.relative(process.cwd(), process.argv[1] ?? 'start.mjs')}`;
  process.env.SMUGGLERS_PREFACE = why;
  process.env.SMUGGLERS_LAUNCHER = launcher;
  // In this process (not a second Node beside it): the host's address comes that much sooner.
  await runBuiltCli(['serve', ...process.argv.slice(2)]);
}

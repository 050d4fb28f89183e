/**
 * The time from a command to the menu painted in headless Chromium (the "New
 * game: Contrebandes" button visible), two ways:
 *
 *  - the host started directly (node out/main/cli.js serve): the host's own start and the menu's load;
 *  - the README's command, `npm start` (headless: no display), which adds npm, the build check
 *    (build-if-needed.mjs) and the launcher (start.mjs) in front of it.
 *
 * One start first warms the machine's caches (and builds, when the sources changed since the last build:
 * that start is not counted), then the median of seven: a start varies by ±150 ms on a 2-core machine,
 * and the median of three moved by 100 ms from one run of the bench to the next.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS, findChromium } from './chromium.js';

export type StartCommand = 'host' | 'readme';

/** Starts counted after the warm-up (their median is the figure). */
const COUNTED_STARTS = 7;

export interface MenuPaint {
  ms: number | null;
  /** Every counted sample, ms. */
  samples: number[];
  reason?: string;
}

/** Starts the command in a process group of its own (npm starts Node beside itself): the group is stopped together. */
function startCommand(command: StartCommand, root: string, dataDir: string): ChildProcess {
  const options = ['--port', '0', '--data-dir', dataDir];
  if (command === 'host') {
    return spawn(process.execPath, [path.join(root, 'out', 'main', 'cli.js'), 'serve', ...options], { stdio: ['ignore', 'pipe', 'ignore'], detached: true });
  }
  // No display: npm start runs the headless host, as on a machine without a window.
  const env = { ...process.env };
  delete env.DISPLAY;
  delete env.WAYLAND_DISPLAY;
  return spawn(process.platform === 'win32' ? 'npm.cmd' : 'npm', ['start', '--', ...options], { cwd: root, env, stdio: ['ignore', 'pipe', 'ignore'], detached: true });
}

function stop(child: ChildProcess): void {
  try {
    if (child.pid !== undefined) process.kill(-child.pid, 'SIGTERM');
  } catch {
    child.kill();
  }
}

/** The address the host prints. */
function addressOf(child: ChildProcess): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const found = /running at (http:\/\/\S+)/.exec(out);
      if (found) resolve(found[1] as string);
    });
    child.on('error', reject);
    child.on('exit', () => reject(new Error('the host stopped before printing its address')));
  });
}

/** Command → menu painted, for the built app in `root` (out/main, out/renderer, package.json). */
export async function measureMenuPaint(command: StartCommand, root: string): Promise<MenuPaint> {
  const chromium = findChromium();
  if (!chromium) return { ms: null, samples: [], reason: 'no Chromium found (install it: apt-get install -y chromium, or set CHROMIUM_PATH)' };
  if (!fs.existsSync(path.join(root, 'out', 'main', 'cli.js'))) return { ms: null, samples: [], reason: `no built host in ${root} (npm run build)` };
  let playwright: typeof import('@playwright/test');
  try {
    playwright = await import('@playwright/test');
  } catch {
    return { ms: null, samples: [], reason: 'Playwright is not installed (npm install)' };
  }
  const browser = await playwright.chromium.launch({ executablePath: chromium, headless: true, args: CHROMIUM_ARGS });
  const dataDirs: string[] = [];
  const samples: number[] = [];
  try {
    for (let run = 0; run < 1 + COUNTED_STARTS; run++) {
      // A new context: no page cache from the start before.
      const context = await browser.newContext();
      const page = await context.newPage();
      // A folder per start: a stopped host's lock never holds up the next.
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'smugglers-paint-'));
      dataDirs.push(dataDir);
      const start = performance.now();
      const child = startCommand(command, root, dataDir);
      try {
        await page.goto(await addressOf(child));
        await page.getByRole('button', { name: 'New game: Contrebandes' }).waitFor({ state: 'visible', timeout: 120_000 });
        if (run > 0) samples.push(Math.round(performance.now() - start));
      } finally {
        stop(child);
        await context.close();
      }
    }
  } catch (error) {
    return { ms: null, samples, reason: `the menu did not come up: ${(error as Error).message.split('\n')[0] ?? ''}` };
  } finally {
    await browser.close();
    for (const dataDir of dataDirs) fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const sorted = samples.slice().sort((a, b) => a - b);
  return { ms: sorted[Math.floor(sorted.length / 2)] ?? null, samples };
}

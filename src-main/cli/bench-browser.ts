/**
 * What the benchmark's Chromium measurements share (bench-frames.ts for the
 * Smugglers (2016) table, bench-bay-frames.ts for the Insel der Schmuggler
 * bay): a headless host serving the built renderer, requestAnimationFrame
 * intervals while a 3D screen moves, and the idle CPU of a still one.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, CDPSession, Page } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './chromium.js';

export interface FrameWindow {
  frames: number;
  p50Ms: number;
  p95Ms: number;
  /**
   * CPU time the browser (all its processes: the GPU process draws WebGL in software) used per frame in
   * the window; unlike the frame time it hardly grows when other programs load the machine. Null where
   * not measured (not Linux).
   */
  cpuMsPerFrame?: number | null;
}

export interface IdleCpu {
  screen: string;
  cpuPercent: number;
  /** Frames the canvas drew meanwhile (RenderStats' data-frames; null when the screen does not count them). */
  frames: number | null;
}

/** The page's main-thread task time (CDP Performance.getMetrics TaskDuration), s. */
async function taskSeconds(cdp: CDPSession): Promise<number> {
  const { metrics } = (await cdp.send('Performance.getMetrics')) as { metrics: { name: string; value: number }[] };
  return metrics.find((metric) => metric.name === 'TaskDuration')?.value ?? 0;
}

/** Idle CPU of the screen on the page now: task time over `ms` of stillness, % of one core, and the frames drawn. */
export async function idleCpu(page: Page, cdp: CDPSession, screen: string, canvasSelector: string, ms: number): Promise<IdleCpu> {
  // Let a camera glide or a fade end first.
  await page.waitForTimeout(1500);
  const frames = async (): Promise<number | null> => {
    const value = await page.locator(canvasSelector).first().getAttribute('data-frames').catch(() => null);
    return value === null ? null : Number(value);
  };
  const framesBefore = await frames();
  const before = await taskSeconds(cdp);
  const began = Date.now();
  await page.waitForTimeout(ms);
  const after = await taskSeconds(cdp);
  const elapsed = (Date.now() - began) / 1000;
  const framesAfter = await frames();
  return {
    screen,
    cpuPercent: Math.round(((after - before) / elapsed) * 1000) / 10,
    frames: framesBefore === null || framesAfter === null ? null : framesAfter - framesBefore,
  };
}

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] as number;
}

export function summarize(deltas: number[]): FrameWindow {
  const sorted = deltas.slice().sort((a, b) => a - b);
  const round = (ms: number): number => Math.round(ms * 10) / 10;
  return { frames: sorted.length, p50Ms: round(percentile(sorted, 0.5)), p95Ms: round(percentile(sorted, 0.95)) };
}

/** While the element `selector` has `attribute` = `value`: frames are timed only while the screen moves. */
export interface WhileAttribute {
  selector: string;
  attribute: string;
  value: string;
}

/**
 * Page-side: requestAnimationFrame intervals for `ms` (the first, partial one
 * left out), or until the `while` attribute no longer holds. A string, so
 * that no bundler's helpers (esbuild's __name) end up in the page.
 */
const FRAME_TIMES = `({ ms, until }) => new Promise((resolve) => {
  const deltas = [];
  const element = until === null ? null : document.querySelector(until.selector);
  let last = -1;
  const end = performance.now() + ms;
  const tick = (now) => {
    if (last >= 0) deltas.push(now - last);
    last = now;
    if (now >= end || (until !== null && element?.getAttribute(until.attribute) !== until.value)) resolve(deltas);
    else requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})`;

/** requestAnimationFrame intervals on the page for `ms`, or while `whileAttribute` holds. */
export async function frameTimes(page: Page, ms: number, whileAttribute: WhileAttribute | null = null): Promise<number[]> {
  const args = JSON.stringify({ ms, until: whileAttribute });
  return page.evaluate<number[]>(`(${FRAME_TIMES})(${args})`);
}

/** Starts the built host (`cli`) serving `rendererDir` with its data in `dataDir`; `url` resolves to its address. */
function startHost(cli: string, rendererDir: string, dataDir: string, hostArgs: readonly string[]): { child: ChildProcess; url: Promise<string> } {
  const child = spawn(process.execPath, [cli, 'serve', '--port', '0', '--data-dir', dataDir, '--renderer', rendererDir, ...hostArgs], {
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const url = new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const found = /running at (http:\/\/\S+)/.exec(out);
      if (found) resolve(found[1] as string);
    });
    child.on('exit', () => reject(new Error('the host stopped before printing its address')));
  });
  return { child, url };
}

/** A headless host serving the built app and a headless Chromium, for one measurement. */
export interface BrowserBench {
  browser: Browser;
  /** Another headless Chromium, new (no cache of any kind from the others); close() closes it too. */
  launch(): Promise<Browser>;
  /** The host's address, once it has printed it. */
  url: Promise<string>;
  /** Closes the browser, stops the host and removes its data folder. */
  close(): Promise<void>;
}

/**
 * Starts the built host beside `rendererDir` (out/main/cli.js beside
 * out/renderer) with a new data folder (a player's settings: animations on,
 * quick bots) and headless Chromium; or says why it cannot (no Chromium, no
 * build, no Playwright). `prepare` writes into the data folder before the
 * host starts (saves a measurement loads, so that it need not play up to them); `hostArgs` go to
 * `serve` (the phone's bench opens LAN tables on 127.0.0.1).
 */
export async function openBrowserBench(
  rendererDir: string,
  prefix: string,
  prepare?: (dataDir: string) => void,
  hostArgs: readonly string[] = [],
): Promise<BrowserBench | { reason: string }> {
  const chromium = findChromium();
  if (!chromium) return { reason: 'no Chromium found (install it: apt-get install -y chromium, or set CHROMIUM_PATH)' };
  const cli = path.resolve(rendererDir, '..', 'main', 'cli.js');
  if (!fs.existsSync(cli)) return { reason: `no built host at ${cli} (npm run build)` };
  let playwright: typeof import('@playwright/test');
  try {
    playwright = await import('@playwright/test');
  } catch {
    return { reason: 'Playwright is not installed (npm install)' };
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  fs.writeFileSync(
    path.join(dataDir, 'settings.json'),
    JSON.stringify({ playerName: 'Bench', botDelayMs: 20, reducedMotion: false, hotSeatCurtain: true, language: 'en' }),
  );
  prepare?.(dataDir);
  const host = startHost(cli, rendererDir, dataDir, hostArgs);
  const launched: Browser[] = [];
  const launch = async (): Promise<Browser> => {
    const another = await playwright.chromium.launch({ executablePath: chromium, headless: true, args: CHROMIUM_ARGS });
    launched.push(another);
    return another;
  };
  const browser = await launch();
  return {
    browser,
    launch,
    url: host.url,
    close: async () => {
      for (const each of launched) await each.close();
      host.child.kill();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

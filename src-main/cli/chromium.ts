/** The machine's Chromium for end-to-end tests and the benchmark: never a downloaded browser. */
import fs from 'node:fs';

/**
 * Flags for headless Chromium here: WebGL2 through ANGLE on EGL (llvmpipe),
 * no sandbox (CI runs as root), and none of Chromium's background traffic,
 * which a closed network refuses.
 *
 * Lifting the GPU blocklist (for WebGL on llvmpipe) also turned on GPU
 * rasterization of the pages themselves, through the same software GL: a
 * 1920×1080 page took a third of a second a frame, and the fitting checks
 * (e2e/fit.ts), which wait for frames, took a third of the end-to-end time.
 * A machine without a GPU rasterizes on the CPU, as Chromium does when it
 * blocklists llvmpipe: so here too. WebGL still draws through ANGLE.
 */
export const CHROMIUM_ARGS = [
  '--use-angle=gl-egl',
  '--ignore-gpu-blocklist',
  '--disable-gpu-rasterization',
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** CHROMIUM_PATH, or Debian's chromium; null when there is none. */
export function findChromium(): string | null {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean) as string[];
  return candidates.find((candidate) => fs.existsSync(candidate)) ?? null;
}

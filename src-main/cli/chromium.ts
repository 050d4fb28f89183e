/** The machine's Chromium for end-to-end tests and the benchmark: never a downloaded browser. */
import fs from 'node:fs';

/**
 * Flags for headless Chromium here: WebGL2 through ANGLE on EGL (llvmpipe),
 * no sandbox (CI runs as root), and none of Chromium's background traffic,
 * which a closed network refuses.
 */
export const CHROMIUM_ARGS = [
  '--use-angle=gl-egl',
  '--ignore-gpu-blocklist',
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

/**
 * Starts one of the host's worker threads: the built script (`<name>.js`)
 * next to the bundle, or, when the host runs from its TypeScript sources
 * (under vitest), the pool's `worker.ts` source loaded through tsx.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

/**
 * @param poolModuleUrl the `import.meta.url` of the pool's module (its folder holds `worker.ts`)
 * @param builtName the worker's entry in the build (`bot-worker`, `physics-worker`)
 */
export function startWorker(poolModuleUrl: string, builtName: string): Worker {
  const here = fileURLToPath(poolModuleUrl);
  const dir = path.dirname(here);
  if (here.endsWith('.ts')) {
    const source = pathToFileURL(path.join(dir, 'worker.ts')).href;
    const boot = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(source)}); });`;
    return new Worker(boot, { eval: true });
  }
  for (const candidate of [path.join(dir, `${builtName}.js`), path.join(dir, '..', `${builtName}.js`)]) {
    if (fs.existsSync(candidate)) return new Worker(candidate);
  }
  throw new Error(`The ${builtName} script was not found next to ${here}.`);
}

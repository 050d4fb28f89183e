/**
 * The `smugglers` command (plain Node, no Electron):
 *   smugglers serve     the headless host: the app in a browser
 *   smugglers simulate  bot-only games, printed as one JSON object
 *   smugglers bench     the benchmark (table and JSON)
 *   smugglers sweep     the physics sandbox's batch study: pass rates of spheres against holes, as CSV
 * This is the process's entry (out/main/cli.js); the commands are in commands.ts.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runCli } from './commands.js';

/** The built renderer, next to this bundle (out/main → out/renderer). */
export function rendererDir(): string {
  return path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'renderer');
}

const argv = process.argv.slice(2);
// Ctrl+C cancels a sweep (it says so and writes nothing); other commands stop as usual.
const controller = new AbortController();
const cancel = (): void => controller.abort();
if (argv[0] === 'sweep') process.once('SIGINT', cancel);

runCli(argv, {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  rendererDir: rendererDir(),
  signal: controller.signal,
}).then(
  (code) => {
    process.off('SIGINT', cancel);
    if (code >= 0) process.exit(code);
  },
  (error: unknown) => {
    process.stderr.write(`smugglers: ${(error as Error).stack ?? String(error)}\n`);
    process.exit(1);
  },
);

// Runs the built CLI bundle (out/main/cli.js) in this process, for `smugglers` (bin.mjs) and a headless
// `npm start` (start.mjs): one Node process, not a second one started beside the first.
//
// Node's module compile cache (Node ≥ 22.1) keeps the bundle's compiled code in out/.compile-cache, so a
// start after the first does not compile its ~700 KB of JavaScript again: on a slow machine that is most
// of the time from the command to the host's address. A rebuild changes the bundle, and Node checks each
// file's cached code against its source, so a stale entry is never used.
import module from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from './build-if-needed.mjs';

/** Imports out/main/cli.js with `args` as its command line (the command first: serve, simulate…). */
export async function runBuiltCli(args) {
  module.enableCompileCache?.(path.join(root, 'out', '.compile-cache'));
  process.argv = [process.argv[0] ?? process.execPath, path.join(root, 'out', 'main', 'cli.js'), ...args];
  await import(pathToFileURL(path.join(root, 'out', 'main', 'cli.js')).href);
}

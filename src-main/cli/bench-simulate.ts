/**
 * `smugglers simulate` in a child process, for the bench's win shares (one
 * child per core). The bench is a chunk of the built CLI (out/main/chunks/),
 * so the CLI's entry is looked for beside it and one folder up: looked for
 * only beside it, every pairing failed with "Cannot find module
 * out/main/chunks/cli.js".
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { SimulateSummary } from './simulate.js';

/** The CLI's entry (cli.js) beside `dir` or one folder up; beside it when neither is there (the child then says so). */
export function cliEntryNear(dir: string): string {
  return ['cli.js', path.join('..', 'cli.js')].map((file) => path.join(dir, file)).find((file) => fs.existsSync(file)) ?? path.join(dir, 'cli.js');
}

/** Runs `simulate` with these arguments through the CLI at `cli`, and hands back its summary. */
export function simulateChild(cli: string): (args: string[]) => Promise<SimulateSummary> {
  return (args) =>
    new Promise((resolve, reject) => {
      // Its progress lines (stderr) are kept for a failure's message, not mixed into the bench's own progress.
      const child = spawn(process.execPath, [cli, 'simulate', ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
      let out = '';
      let err = '';
      child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
      child.on('close', (code) => (code === 0 ? resolve(JSON.parse(out) as SimulateSummary) : reject(new Error(`simulate ${args.join(' ')} failed (${code}): ${err.trim()}`))));
    });
}

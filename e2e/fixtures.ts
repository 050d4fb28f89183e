/**
 * A headless host per test: `node out/main/cli.js serve` on a free port of
 * 127.0.0.1, with its own data folder. Tests can restart it on the same folder.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test as base, expect } from '@playwright/test';
import type { TableSpeed } from '../shared/protocol/table-speed';
import { E2E_BOT_SECRET } from './bot-secret';

const root = path.resolve(import.meta.dirname, '..');

export interface HeadlessHost {
  url: string;
  dataDir: string;
  /** Stops the host (like quitting the app) and starts it again on the same data folder (and port, if asked). */
  restart(options?: { samePort?: boolean }): Promise<void>;
  stop(): Promise<void>;
}

export interface HostSettings {
  botDelayMs?: number;
  playerName?: string;
  /** The fixtures turn animations off unless a test asks for them. */
  reducedMotion?: boolean;
  /** The host's player's language ('system' by default: the browser's). */
  language?: 'system' | 'en' | 'de' | 'fr';
  /** How fast others' turns go by at the host's table (×1 by default). */
  tableSpeed?: TableSpeed;
}

/** LAN tables listen on 127.0.0.1 only, on a free port. */
const LAN_ARGS = ['--lan-address', '127.0.0.1', '--lan-port', '0'];

async function startHost(dataDir: string, lan: boolean, port = 0): Promise<{ child: ChildProcess; url: string }> {
  const args = [path.join(root, 'out', 'main', 'cli.js'), 'serve', '--port', String(port), '--data-dir', dataDir, '--bot-secret', E2E_BOT_SECRET, ...(lan ? LAN_ARGS : [])];
  const child = spawn(process.execPath, args, {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(`[host] ${chunk.toString()}`));
  child.on('exit', (code, signal) => {
    if (!stopping.has(child)) process.stderr.write(`[host] stopped unexpectedly (${code ?? signal})\n${output}`);
  });
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const found = /running at (http:\/\/\S+)/.exec(output);
      if (found) resolve(found[1] as string);
    });
    child.once('exit', (code) => reject(new Error(`The host exited (${code}) before it was ready:\n${output}`)));
  });
  return { child, url };
}

const stopping = new WeakSet<ChildProcess>();

function stopChild(child: ChildProcess): Promise<void> {
  stopping.add(child);
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

export function writeSettings(dataDir: string, settings: HostSettings): void {
  const defaults = { playerName: 'Player', botDelayMs: 150, reducedMotion: true, hotSeatCurtain: true };
  fs.writeFileSync(path.join(dataDir, 'settings.json'), JSON.stringify({ ...defaults, ...settings }));
}

/** What three says on the console when a shader does not compile (the mesh then draws nothing, and nothing else tells). */
const SHADER_ERROR = /THREE\.WebGLProgram|Shader Error/;

export const test = base.extend<{ hostSettings: HostSettings; hostLan: boolean; host: HeadlessHost }>({
  page: async ({ page }, use) => {
    const shaderErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && SHADER_ERROR.test(message.text())) shaderErrors.push(message.text().slice(0, 400));
    });
    await use(page);
    expect(shaderErrors, 'WebGL shaders that did not compile').toEqual([]);
  },
  hostSettings: [{}, { option: true }],
  /** Let the host open LAN tables (on 127.0.0.1). */
  hostLan: [false, { option: true }],
  host: async ({ hostSettings, hostLan }, use) => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'smugglers-e2e-'));
    writeSettings(dataDir, hostSettings);
    let running = await startHost(dataDir, hostLan);
    const host: HeadlessHost = {
      dataDir,
      get url() {
        return running.url;
      },
      async restart({ samePort = false } = {}) {
        await stopChild(running.child);
        running = await startHost(dataDir, hostLan, samePort ? Number(new URL(running.url).port) : 0);
      },
      async stop() {
        await stopChild(running.child);
      },
    };
    await use(host);
    await stopChild(running.child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  },
});

export { expect } from '@playwright/test';

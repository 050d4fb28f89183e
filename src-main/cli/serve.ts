/**
 * The headless host: the host API over WebSocket and the built app over HTTP, on 127.0.0.1.
 *
 * It prints its address as soon as it listens; the host itself (the engines, the zod schemas, the
 * physics) loads after that, while the browser fetches the page, and the page's first request waits
 * for it (http-server.ts). That is most of the time from `npm start` to the menu (issue #27).
 */
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { BOT_SECRET_PATTERN } from '../bots/bot-seeds.js';
import type { Host } from '../host/host.js';
import { loadInTurns } from '../host/load-in-turns.js';
import { startServer, type RunningServer } from '../server/http-server.js';
import { DEFAULT_LAN_PORT, LanListener } from '../server/lan-listener.js';
import { DataFolderInUse, type DataLock, describeHolder, LOCK_FILE_NAME, takeDataLock } from '../settings/data-lock.js';
import { defaultDataDir } from '../settings/data-dir.js';
import { dataFolderProblem } from '../settings/data-folder-problem.js';
import { CliError } from './cli-errors.js';

export interface ServeOptions {
  port: number;
  dataDir?: string;
  rendererDir: string;
  /** Where LAN tables listen while one is open. */
  lanPort?: number;
  lanAddress?: string;
  /** Printed before the address (npm start says why it did not open a window). */
  preface?: string;
  /**
   * What the user typed to start this host, up to its own options, when it
   * was not `smugglers serve` ("npm start --"), so that refusals say how to
   * pass an option through it. Default: SMUGGLERS_LAUNCHER, which start.mjs
   * sets, or npm's script name; null: the options as they are.
   */
  launcher?: string | null;
  /** The secret of every new match's bots (64 hex digits), so that tests can plan their games; a new one per match when absent. */
  botSecret?: string;
}

/** How the user started this host, up to its options: "npm start --", "npm run serve --", or null for the smugglers command itself. */
export function launcherFromEnv(env: NodeJS.ProcessEnv = process.env): string | null {
  if (env.SMUGGLERS_LAUNCHER) return env.SMUGGLERS_LAUNCHER;
  if (env.npm_lifecycle_event === 'start') return 'npm start --';
  if (env.npm_lifecycle_event === 'serve') return 'npm run serve --';
  return null;
}

/** An option as the user types it: "--port 8738", or "npm start -- --port 8738" through npm (whose own options come before the --). */
function typed(option: string, launcher: string | null): string {
  return launcher ? `${launcher} ${option}` : option;
}

/**
 * The host's code in the order it is loaded, a part at a time (load-in-turns.ts): the page's files are
 * answered between the parts. Each part brings what it needs; the order only makes the parts smaller.
 */
const HOST_IN_TURNS = [
  () => import('ws'),
  () => import('../../shared/protocol/messages.js'),
  () => import('../../shared/games/contrebandes/index.js'),
  () => import('../../shared/games/smugglers-2016/index.js'),
  () => import('../../shared/games/schmuggler-an-bord/index.js'),
  () => import('../../shared/games/insel-der-schmuggler/index.js'),
  () => import('../../shared/games/smugglers-2025/index.js'),
  () => import('../../shared/games/index.js'),
  () => import('../words/host-words.js'),
  () => import('../host/connection.js'),
];

export async function serve(options: ServeOptions): Promise<RunningServer> {
  const dataDir = path.resolve(options.dataDir ?? defaultDataDir());
  if (!fs.existsSync(path.join(options.rendererDir, 'index.html'))) {
    throw new CliError(`The app is not built (${options.rendererDir} has no index.html): run npm run build.`);
  }
  if (options.lanAddress !== undefined && net.isIPv4(options.lanAddress) === false) {
    throw new CliError(`--lan-address takes an IPv4 address such as 0.0.0.0 or 192.168.1.20, not "${options.lanAddress}".`);
  }
  if (options.botSecret !== undefined && !BOT_SECRET_PATTERN.test(options.botSecret)) {
    throw new CliError('--bot-secret takes 64 hex digits (0-9, a-f): the 32 bytes every new match\'s bots decide from.');
  }
  const launcher = options.launcher === undefined ? launcherFromEnv() : options.launcher;
  const lock = lockFolder(dataDir, launcher);
  const lan = new LanListener({
    rendererDir: options.rendererDir,
    bindAddress: options.lanAddress ?? '0.0.0.0',
    port: options.lanPort ?? DEFAULT_LAN_PORT,
    announce: (message) => process.stdout.write(`${message}\n`),
  });
  // The host loads once the address is out (see the top of this file); serve() answers when it is up.
  let startHost = (): void => {};
  const starting = new Promise<void>((resolve) => (startHost = resolve))
    .then(() => loadInTurns(HOST_IN_TURNS))
    .then(() => Promise.all([import('../host/host.js'), import('../server/lan-discovery.js')]))
    .then(([{ Host }, { LanDiscovery }]) => {
      // A table that listens on the loopback only (the tests' --lan-address 127.0.0.1) is not one to tell the network of.
      const discovery = (options.lanAddress ?? '0.0.0.0').startsWith('127.') ? undefined : new LanDiscovery();
      return new Host({ dataDir, lan, botSecret: options.botSecret, discovery });
    });
  let server: RunningServer;
  try {
    server = await startServer({ host: starting, rendererDir: options.rendererDir, port: options.port });
  } catch (error) {
    lock.release();
    if ((error as { code?: string }).code === 'EADDRINUSE') {
      throw new CliError(
        `Port ${options.port} is already in use: Smugglers' Table may already be running (its address is printed where it was started), ` +
          `or another program holds the port. To use another port: ${typed(`--port ${options.port < 65535 ? options.port + 1 : options.port - 1}`, launcher)}`,
      );
    }
    throw error;
  }
  const preface = options.preface ?? process.env.SMUGGLERS_PREFACE;
  if (preface) process.stdout.write(`${preface}\n`);
  process.stdout.write(
    `Smugglers' Table is running at ${server.url}\n` +
      'Open that address in a browser: it carries a key, new at every start, that lets only you act as the host.\n' +
      `Saves and settings: ${dataDir}\nPress Ctrl+C to stop.\n`,
  );
  startHost();
  const stop = (): void => {
    void server
      .close()
      .then(() => starting.then((host) => host.close(), () => undefined))
      .catch((error: unknown) => console.error(error))
      .finally(() => {
        lock.release();
        process.exit(0);
      });
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  let host: Host;
  try {
    host = await starting;
  } catch (error) {
    process.off('SIGINT', stop);
    process.off('SIGTERM', stop);
    await server.close();
    lock.release();
    throw unusableFolder(dataDir, error, launcher);
  }
  lan.attach(host);
  return server;
}

/** Two hosts on one folder would save over each other's moves: the folder is this host's alone, or it does not start. */
function lockFolder(dataDir: string, launcher: string | null): DataLock {
  try {
    return takeDataLock(dataDir, 'smugglers serve');
  } catch (error) {
    if (!(error instanceof DataFolderInUse)) throw unusableFolder(dataDir, error, launcher);
    throw new CliError(
      `The data folder ${dataDir} is already in use by ${describeHolder(error.holder)}. ` +
        `Close that copy first, or give this one its own folder with ${typed('--data-dir DIR', launcher)}. ` +
        `(If no copy of Smugglers' Table is running, delete ${path.join(dataDir, LOCK_FILE_NAME)}.)`,
    );
  }
}

/** A folder the host cannot write in (read-only, not ours, a file, full) as one line saying what to do; any other error as it is. */
function unusableFolder(dataDir: string, error: unknown, launcher: string | null): unknown {
  const problem = dataFolderProblem(dataDir, error, `Give the host a folder it can write with ${typed('--data-dir DIR', launcher)}.`);
  return problem === null ? error : new CliError(problem);
}

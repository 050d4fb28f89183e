/** The headless host: the host API over WebSocket and the built app over HTTP, on 127.0.0.1. */
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { Host } from '../host/host.js';
import { startServer, type RunningServer } from '../server/http-server.js';
import { DEFAULT_LAN_PORT, LanListener } from '../server/lan-listener.js';
import { DataFolderInUse, type DataLock, describeHolder, LOCK_FILE_NAME, takeDataLock } from '../settings/data-lock.js';
import { defaultDataDir } from '../settings/data-dir.js';
import { CliError } from './simulate.js';

export interface ServeOptions {
  port: number;
  dataDir?: string;
  rendererDir: string;
  /** Where LAN tables listen while one is open. */
  lanPort?: number;
  lanAddress?: string;
  /** Printed before the address (npm start says why it did not open a window). */
  preface?: string;
}

export async function serve(options: ServeOptions): Promise<RunningServer> {
  const dataDir = path.resolve(options.dataDir ?? defaultDataDir());
  if (!fs.existsSync(path.join(options.rendererDir, 'index.html'))) {
    throw new CliError(`The app is not built (${options.rendererDir} has no index.html): run npm run build.`);
  }
  if (options.lanAddress !== undefined && net.isIPv4(options.lanAddress) === false) {
    throw new CliError(`--lan-address takes an IPv4 address such as 0.0.0.0 or 192.168.1.20, not "${options.lanAddress}".`);
  }
  const lock = lockFolder(dataDir);
  const lan = new LanListener({
    rendererDir: options.rendererDir,
    bindAddress: options.lanAddress ?? '0.0.0.0',
    port: options.lanPort ?? DEFAULT_LAN_PORT,
    announce: (message) => process.stdout.write(`${message}\n`),
  });
  const host = new Host({ dataDir, lan });
  lan.attach(host);
  let server: RunningServer;
  try {
    server = await startServer({ host, rendererDir: options.rendererDir, port: options.port });
  } catch (error) {
    await host.close();
    lock.release();
    if ((error as { code?: string }).code === 'EADDRINUSE') {
      throw new CliError(`Port ${options.port} is already in use: choose another with --port N.`);
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
  const stop = (): void => {
    void server
      .close()
      .then(() => host.close())
      .catch((error: unknown) => console.error(error))
      .finally(() => {
        lock.release();
        process.exit(0);
      });
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  return server;
}

/** Two hosts on one folder would save over each other's moves: the folder is this host's alone, or it does not start. */
function lockFolder(dataDir: string): DataLock {
  try {
    return takeDataLock(dataDir, 'smugglers serve');
  } catch (error) {
    if (!(error instanceof DataFolderInUse)) throw error;
    throw new CliError(
      `The data folder ${dataDir} is already in use by ${describeHolder(error.holder)}. ` +
        'Close that copy first, or give this one its own folder with --data-dir DIR. ' +
        `(If no copy of Smugglers' Table is running, delete ${path.join(dataDir, LOCK_FILE_NAME)}.)`,
    );
  }
}

/**
 * The LAN table's listener: the app and the host API for guests on other
 * machines, opened only while a lobby or a LAN game is (the Host asks), and
 * closed as soon as none is. Every client it serves is a guest.
 */
import os from 'node:os';
import type { Host, LanAddress, LanGate } from '../host/host.js';
import { type RunningServer, type ServerOptions, startServer } from './http-server.js';

/** The port a LAN table tries first, so that guests can keep one address in mind. */
export const DEFAULT_LAN_PORT = 47800;
/** Guests' connections served at once (players and spectators of every table); more are refused. */
export const MAX_GUESTS = 256;

export interface LanListenerOptions {
  rendererDir: string;
  /** 0.0.0.0 (every interface) by default; tests use 127.0.0.1. */
  bindAddress?: string;
  /** The port to try first when no game asks for its own; 0 takes any free port. */
  port?: number;
  /** Told the address whenever the table opens or closes. */
  announce?: (message: string) => void;
  /** Guests' limits other than the defaults (tests use short deadlines). */
  limits?: Pick<
    ServerOptions,
    | 'maxConnections'
    | 'connectionsPerAddress'
    | 'wrongCodesPerAddress'
    | 'joinDeadlineMs'
    | 'heartbeatMs'
    | 'maxBufferedBytes'
    | 'handshakeTimeoutMs'
    | 'maxMessagesPerSecond'
    | 'writeTimeoutMs'
    | 'httpConnectionsPerAddress'
    | 'maxHttpConnections'
    | 'requestsPerAddress'
    | 'seatlessPerAddress'
    | 'maxSeatless'
    | 'seatlessIdleMs'
  >;
}

export class LanListener implements LanGate {
  private server: RunningServer | null = null;
  private host: Host | null = null;

  constructor(private readonly options: LanListenerOptions) {}

  /** The host whose API the listener serves (set once the Host exists, which takes this gate). */
  attach(host: Host): void {
    this.host = host;
  }

  async open(preferredPort: number | null): Promise<LanAddress> {
    const host = this.host;
    if (!host) throw new Error('the LAN listener has no host');
    const bindAddress = this.options.bindAddress ?? '0.0.0.0';
    const first = preferredPort ?? this.options.port ?? DEFAULT_LAN_PORT;
    const start = (port: number) =>
      startServer({
        host,
        rendererDir: this.options.rendererDir,
        port,
        bindAddress,
        guestsOnly: true,
        maxConnections: MAX_GUESTS,
        maxMessagesPerSecond: 30,
        ...this.options.limits,
      });
    try {
      this.server = await start(first);
    } catch (error) {
      if ((error as { code?: string }).code !== 'EADDRINUSE' || first === 0) throw error;
      this.server = await start(0);
    }
    const addresses = lanAddresses(bindAddress).map((address) => `http://${address}:${this.server?.port}/`);
    this.options.announce?.(`LAN table open at ${addresses.join(' , ')}`);
    return { port: this.server.port, addresses };
  }

  /** Guests connected now. */
  connections(): number {
    return this.server?.connections() ?? 0;
  }

  /** Bytes waiting to be sent to guests. */
  bufferedBytes(): number {
    return this.server?.bufferedBytes() ?? 0;
  }

  async close(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (!server) return;
    await server.close();
    this.options.announce?.('LAN table closed: nothing listens beyond this machine now.');
  }
}

/** The IPv4 addresses guests can reach: every non-internal one for 0.0.0.0, else the bound one. */
export function lanAddresses(bindAddress: string): string[] {
  if (bindAddress !== '0.0.0.0') return [bindAddress];
  const found: string[] = [];
  for (const entries of Object.values(os.networkInterfaces())) {
    for (const entry of entries ?? []) if (entry.family === 'IPv4' && !entry.internal) found.push(entry.address);
  }
  return found.length > 0 ? found : ['127.0.0.1'];
}

/**
 * Reaches the host over a WebSocket (a browser on the headless host, a LAN
 * guest). Requests made while the socket is down wait for it; the socket comes
 * back by itself with a growing delay; requests that were sent but not
 * answered when it dropped fail with 'disconnected' (the host may or may not
 * have acted on them, so they are not sent twice).
 */
import { KEY_HEADER, subprotocolsFor } from '../../../shared/protocol/host-key';
import type { Push, Request, Response } from '../../../shared/protocol/messages';
import { backoffDelay } from './backoff';
import { localError } from './errors';
import type { ConnectionState, Transport } from './transport';

interface Pending {
  resolve(response: Response): void;
  reject(error: Error): void;
  sent: boolean;
}

/** Close code of a LAN host (src-main/server): the guest was not at a table yet (state 'idle'). */
export const CLOSE_IDLE = 4408;

/** The page's own host (the headless host's listener) wants its key: see hostKey.ts. */
export interface KeyOptions {
  /** The key to offer in the handshake, read at every connection. */
  key(): string | null;
  /**
   * Asked after a socket failed before it opened: the host refuses a socket
   * without this start's key before the upgrade, which a browser reports
   * like a host that is down; 401 here says it is the key.
   */
  checkUrl: string;
}

/**
 * How long an opening socket may stay unanswered before it is given up and
 * tried again. A browser's own limit is minutes (Chromium's is 4): a page
 * whose first try after a drop hangs (its network service restarting, say)
 * would sit on "reconnecting" all that time while the host is up.
 */
export const CONNECT_TIMEOUT_MS = 8000;

export function defaultSocketUrl(): string {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${location.host}/api`;
}

export class SocketTransport implements Transport {
  private socket: WebSocket | null = null;
  private readonly url: string;
  private readonly pending = new Map<number, Pending>();
  /** Requests waiting for the socket, in the order they were made. */
  private queue: Request[] = [];
  private attempt = 0;
  private opened = false;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private connectTimer: ReturnType<typeof setTimeout> | null = null;
  private closed = false;
  private readonly pushListeners = new Set<(push: Push) => void>();
  private readonly reconnectListeners = new Set<() => void>();
  private readonly stateListeners = new Set<(state: ConnectionState) => void>();
  private currentState: ConnectionState = 'connecting';
  private readonly keys: KeyOptions | null;

  /** `keys` only for the page's own host: a LAN host on another machine is never shown this one's key. */
  constructor(url: string = defaultSocketUrl(), keys: KeyOptions | null = null) {
    this.url = url;
    this.keys = keys;
    this.connect();
  }

  get state(): ConnectionState {
    return this.currentState;
  }

  send(message: Request): Promise<Response> {
    return new Promise<Response>((resolve, reject) => {
      if (this.closed) {
        reject(localError('disconnected', 'shell:connection.closed'));
        return;
      }
      const entry: Pending = { resolve, reject, sent: false };
      this.pending.set(message.id, entry);
      if (this.socket && this.socket.readyState === WebSocket.OPEN) {
        this.transmit(message, entry);
      } else {
        this.queue.push(message);
        // Let go while idle: open again now that the host is needed.
        if (this.currentState === 'idle' && !this.socket && this.retryTimer === null) this.connect();
      }
    });
  }

  onPush(listener: (push: Push) => void): () => void {
    this.pushListeners.add(listener);
    return () => this.pushListeners.delete(listener);
  }

  onReconnect(listener: () => void): () => void {
    this.reconnectListeners.add(listener);
    return () => this.reconnectListeners.delete(listener);
  }

  onStateChange(listener: (state: ConnectionState) => void): () => void {
    this.stateListeners.add(listener);
    return () => this.stateListeners.delete(listener);
  }

  private setState(state: ConnectionState): void {
    if (state === this.currentState) return;
    this.currentState = state;
    for (const listener of this.stateListeners) listener(state);
  }

  private transmit(message: Request, entry: Pending): void {
    entry.sent = true;
    try {
      this.socket?.send(JSON.stringify(message));
    } catch {
      this.pending.delete(message.id);
      entry.reject(localError('disconnected', 'shell:connection.lostBeforeSent'));
    }
  }

  /** Stops for good: no more reconnections, and whatever waits fails with 'disconnected'. */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    if (this.retryTimer !== null) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    this.clearConnectTimer();
    const socket = this.socket;
    this.socket = null;
    try {
      socket?.close();
    } catch {
      // Already closing.
    }
    this.queue = [];
    for (const [id, entry] of this.pending) {
      this.pending.delete(id);
      entry.reject(localError('disconnected', 'shell:connection.closed'));
    }
    this.pushListeners.clear();
    this.reconnectListeners.clear();
    this.stateListeners.clear();
  }

  private connect(): void {
    this.retryTimer = null;
    if (this.closed) return;
    let socket: WebSocket;
    const key = this.keys?.key() ?? null;
    try {
      socket = new WebSocket(this.url, subprotocolsFor(key));
    } catch {
      this.scheduleRetry();
      return;
    }
    this.socket = socket;
    this.connectTimer = setTimeout(() => {
      this.connectTimer = null;
      if (this.socket !== socket || socket.readyState !== WebSocket.CONNECTING) return;
      // Forgotten, not waited for: its own 'close' may be as late as its 'open'.
      this.socket = null;
      try {
        socket.close();
      } catch {
        // Already closing.
      }
      this.scheduleRetry();
    }, CONNECT_TIMEOUT_MS);
    let socketOpened = false;
    socket.addEventListener('open', () => {
      if (this.socket !== socket) return;
      socketOpened = true;
      this.clearConnectTimer();
      this.attempt = 0;
      const again = this.opened;
      this.opened = true;
      this.setState('open');
      // Re-joins go out first, so the queued requests find their seats again.
      if (again) for (const listener of this.reconnectListeners) listener();
      const queued = this.queue;
      this.queue = [];
      for (const message of queued) {
        const entry = this.pending.get(message.id);
        if (entry) this.transmit(message, entry);
      }
    });
    socket.addEventListener('message', (event: MessageEvent) => {
      if (this.socket !== socket || typeof event.data !== 'string') return;
      this.receive(event.data);
    });
    socket.addEventListener('close', (event: CloseEvent) => {
      if (this.socket !== socket) return;
      this.clearConnectTimer();
      this.socket = null;
      for (const [id, entry] of this.pending) {
        if (!entry.sent) continue;
        this.pending.delete(id);
        entry.reject(localError('disconnected', 'shell:connection.lostTryAgain'));
      }
      if (event.code === CLOSE_IDLE && this.queue.length === 0) {
        this.setState('idle');
        return;
      }
      this.setState(this.opened ? 'reconnecting' : 'connecting');
      if (!socketOpened && this.keys) this.checkKey(key);
      else this.scheduleRetry();
    });
    // An 'error' is always followed by 'close', which does the work.
  }

  /**
   * After a socket that never opened: whether the host refused this page's key
   * (an old tab after a restart, an address without the key). Anything but a
   * clear 401 (the host down, starting, busy) is tried again as usual.
   */
  private checkKey(key: string | null): void {
    const init: RequestInit = { headers: key === null ? {} : { [KEY_HEADER]: key }, cache: 'no-store', signal: AbortSignal.timeout(CONNECT_TIMEOUT_MS) };
    fetch(this.keys?.checkUrl ?? '', init).then(
      (response) => {
        if (response.status === 401) this.refuse();
        else this.scheduleRetry();
      },
      () => this.scheduleRetry(),
    );
  }

  /** Trying again cannot help: this page does not have the key of the host that runs now. */
  private refuse(): void {
    if (this.closed) return;
    this.queue = [];
    for (const [id, entry] of this.pending) {
      this.pending.delete(id);
      entry.reject(localError('disconnected', 'shell:connection.refused'));
    }
    this.setState('refused');
  }

  private clearConnectTimer(): void {
    if (this.connectTimer === null) return;
    clearTimeout(this.connectTimer);
    this.connectTimer = null;
  }

  private scheduleRetry(): void {
    if (this.retryTimer !== null || this.closed) return;
    const delay = backoffDelay(this.attempt, Math.random());
    this.attempt++;
    this.retryTimer = setTimeout(() => this.connect(), delay);
  }

  private receive(data: string): void {
    let message: unknown;
    try {
      message = JSON.parse(data);
    } catch {
      return;
    }
    if (typeof message !== 'object' || message === null) return;
    const record = message as Record<string, unknown>;
    if (isPush(record)) {
      for (const listener of this.pushListeners) listener(message as Push);
      return;
    }
    if (typeof record.id === 'number' && typeof record.ok === 'boolean') {
      const entry = this.pending.get(record.id);
      if (!entry) return;
      this.pending.delete(record.id);
      entry.resolve(message as Response);
    }
  }
}

/** Pushes carry a `type` of their own and no request id: match, lobby and chat updates. */
// Every kind of push, checked by the compiler: a new kind of push cannot be forgotten here (and silently dropped).
const PUSH_TYPES: Record<Push['type'], true> = { match: true, lobby: true, chat: true, sweep: true };

export function isPush(record: Record<string, unknown>): boolean {
  return typeof record.type === 'string' && Object.hasOwn(PUSH_TYPES, record.type) && !('ok' in record);
}

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Request } from '../../../shared/protocol/messages';
import { backoffDelay } from './backoff';
import { CONNECT_TIMEOUT_MS, SocketTransport } from './socketTransport';

/** A stand-in for the browser's WebSocket, driven by the test. */
class FakeSocket {
  static CONNECTING = 0;
  static OPEN = 1;
  static CLOSING = 2;
  static CLOSED = 3;
  static all: FakeSocket[] = [];
  readyState = FakeSocket.CONNECTING;
  sent: string[] = [];
  private listeners = new Map<string, ((event: unknown) => void)[]>();
  constructor(
    readonly url: string,
    readonly protocols: string[] = [],
  ) {
    FakeSocket.all.push(this);
  }
  addEventListener(type: string, listener: (event: unknown) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  send(data: string) {
    this.sent.push(data);
  }
  emit(type: string, event: unknown = {}) {
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
  open() {
    this.readyState = FakeSocket.OPEN;
    this.emit('open');
  }
  drop(code = 1006) {
    this.readyState = FakeSocket.CLOSED;
    this.emit('close', { code });
  }
  answer(data: unknown) {
    this.emit('message', { data: JSON.stringify(data) });
  }
}

const request = (id: number): Request => ({ id, type: 'listSaves' });

describe('SocketTransport', () => {
  beforeEach(() => {
    FakeSocket.all = [];
    vi.useFakeTimers();
    vi.stubGlobal('WebSocket', FakeSocket);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('holds requests until the socket opens, then answers them', async () => {
    const transport = new SocketTransport('ws://host/api');
    const socket = FakeSocket.all[0] as FakeSocket;
    const answer = transport.send(request(1));
    expect(socket.sent).toHaveLength(0);
    socket.open();
    expect(JSON.parse(socket.sent[0] as string)).toEqual(request(1));
    socket.answer({ id: 1, ok: true, result: [] });
    await expect(answer).resolves.toEqual({ id: 1, ok: true, result: [] });
  });

  it('passes pushes to the listeners', () => {
    const transport = new SocketTransport('ws://host/api');
    const socket = FakeSocket.all[0] as FakeSocket;
    const pushes: unknown[] = [];
    transport.onPush((push) => pushes.push(push));
    socket.open();
    socket.answer({ type: 'match', matchId: 'm' });
    expect(pushes).toEqual([{ type: 'match', matchId: 'm' }]);
  });

  it('passes lobby, chat and sandbox sweep pushes too, but never a response or an unknown kind as a push', () => {
    const transport = new SocketTransport('ws://host/api');
    const socket = FakeSocket.all[0] as FakeSocket;
    const pushes: unknown[] = [];
    transport.onPush((push) => pushes.push((push as { type: string }).type));
    socket.open();
    socket.answer({ type: 'lobby', lobbyId: 'lobby-00000000' });
    socket.answer({ type: 'chat', room: 'lobby-00000000', lines: [], full: true });
    socket.answer({ type: 'sweep', sweepId: 'sweep-00000000', state: 'running', done: 1, total: 2, etaMs: null, result: null, error: null });
    socket.answer({ type: 'other' });
    socket.answer({ type: 'toString' });
    socket.answer({ id: 7, ok: true, result: { type: 'match' } });
    expect(pushes).toEqual(['lobby', 'chat', 'sweep']);
  });

  it('stops for good when closed: pending requests fail and it never reconnects', async () => {
    const transport = new SocketTransport('ws://host/api');
    const socket = FakeSocket.all[0] as FakeSocket;
    (socket as unknown as { close: () => void }).close = () => socket.drop();
    const waiting = transport.send(request(1));
    transport.close();
    await expect(waiting).rejects.toMatchObject({ code: 'disconnected' });
    await expect(transport.send(request(2))).rejects.toMatchObject({ code: 'disconnected' });
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.all).toHaveLength(1);
  });

  it('fails requests in flight when the socket drops, reconnects with backoff and re-joins first', async () => {
    const transport = new SocketTransport('ws://host/api');
    const first = FakeSocket.all[0] as FakeSocket;
    first.open();
    const states: string[] = [];
    transport.onStateChange((state) => states.push(state));
    const order: string[] = [];
    transport.onReconnect(() => {
      order.push('rejoin');
      void transport.send({ id: 99, type: 'watch', matchId: 'm' });
    });
    const inFlight = transport.send(request(1));
    first.drop();
    await expect(inFlight).rejects.toMatchObject({ code: 'disconnected' });
    const waiting = transport.send(request(2));
    expect(states).toEqual(['reconnecting']);
    vi.advanceTimersByTime(backoffDelay(0, 1));
    const second = FakeSocket.all[1] as FakeSocket;
    expect(second).toBeDefined();
    second.open();
    expect(order).toEqual(['rejoin']);
    expect(second.sent.map((text) => (JSON.parse(text) as Request).id)).toEqual([99, 2]);
    second.answer({ id: 2, ok: true, result: [] });
    await expect(waiting).resolves.toMatchObject({ id: 2, ok: true });
    expect(states).toEqual(['reconnecting', 'open']);
  });

  it('gives up a reconnection that neither opens nor closes, tries again, and the waiting requests go out on the new socket', async () => {
    const transport = new SocketTransport('ws://host/api');
    const first = FakeSocket.all[0] as FakeSocket;
    first.open();
    first.drop();
    const waiting = transport.send(request(3));
    vi.advanceTimersByTime(backoffDelay(0, 1));
    const hung = FakeSocket.all[1] as FakeSocket;
    let closedByUs = false;
    (hung as unknown as { close: () => void }).close = () => {
      closedByUs = true;
    };
    // Nothing from the hung socket: still one try after almost the limit.
    vi.advanceTimersByTime(CONNECT_TIMEOUT_MS - 1);
    expect(FakeSocket.all).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(closedByUs).toBe(true);
    expect(transport.state).toBe('reconnecting');
    vi.advanceTimersByTime(backoffDelay(1, 1));
    const third = FakeSocket.all[2] as FakeSocket;
    expect(third).toBeDefined();
    // The given-up socket's late events change nothing.
    hung.open();
    expect(hung.sent).toHaveLength(0);
    third.open();
    expect(third.sent.map((text) => (JSON.parse(text) as Request).id)).toEqual([3]);
    third.answer({ id: 3, ok: true, result: [] });
    await expect(waiting).resolves.toMatchObject({ id: 3, ok: true });
    expect(transport.state).toBe('open');
  });

  it('leaves a socket that opens in time alone', () => {
    const transport = new SocketTransport('ws://host/api');
    const socket = FakeSocket.all[0] as FakeSocket;
    vi.advanceTimersByTime(CONNECT_TIMEOUT_MS - 100);
    socket.open();
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.all).toHaveLength(1);
    expect(transport.state).toBe('open');
  });
});

describe("SocketTransport to the page's own host (with its key)", () => {
  let key: string | null = 'K'.repeat(43);
  let checks: { url: string; headers: Record<string, string> }[] = [];
  let checkAnswer: () => Promise<{ status: number }> = () => Promise.resolve({ status: 204 });
  const keys = { key: () => key, checkUrl: '/api/key' };
  beforeEach(() => {
    FakeSocket.all = [];
    checks = [];
    key = 'K'.repeat(43);
    checkAnswer = () => Promise.resolve({ status: 204 });
    vi.useFakeTimers();
    vi.stubGlobal('WebSocket', FakeSocket);
    vi.stubGlobal('fetch', (url: string, init: { headers: Record<string, string> }) => {
      checks.push({ url, headers: init.headers });
      return checkAnswer();
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
  /** Lets the key check's promise settle. */
  const settle = async () => {
    for (let i = 0; i < 5; i++) await Promise.resolve();
  };

  it('offers the key as a subprotocol, read again at each connection', () => {
    const transport = new SocketTransport('ws://host/api', keys);
    expect((FakeSocket.all[0] as FakeSocket).protocols).toEqual(['smugglers', `smugglers-key.${'K'.repeat(43)}`]);
    (FakeSocket.all[0] as FakeSocket).open();
    // The printed address opened in another tab meanwhile: the next socket offers its key.
    key = 'L'.repeat(43);
    (FakeSocket.all[0] as FakeSocket).drop();
    vi.advanceTimersByTime(backoffDelay(0, 1));
    expect((FakeSocket.all[1] as FakeSocket).protocols).toEqual(['smugglers', `smugglers-key.${'L'.repeat(43)}`]);
    // A drop after the socket had opened is not a question of the key.
    expect(checks).toEqual([]);
    expect(transport.state).toBe('reconnecting');
  });

  it('says refused when the host turns the key down (an old tab after a restart), and stops trying', async () => {
    const transport = new SocketTransport('ws://host/api', keys);
    (FakeSocket.all[0] as FakeSocket).open();
    (FakeSocket.all[0] as FakeSocket).drop();
    const queued = transport.send(request(1));
    checkAnswer = () => Promise.resolve({ status: 401 });
    vi.advanceTimersByTime(backoffDelay(0, 1));
    // The new host refuses the upgrade: the browser only says the socket closed before it opened.
    (FakeSocket.all[1] as FakeSocket).drop();
    await settle();
    expect(checks).toEqual([{ url: '/api/key', headers: { 'Smugglers-Key': 'K'.repeat(43) } }]);
    expect(transport.state).toBe('refused');
    await expect(queued).rejects.toMatchObject({ code: 'disconnected' });
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.all).toHaveLength(2);
  });

  it('keeps trying while the host is down, starting or busy, and without a key asks all the same', async () => {
    key = null;
    const transport = new SocketTransport('ws://host/api', keys);
    expect((FakeSocket.all[0] as FakeSocket).protocols).toEqual([]);
    checkAnswer = () => Promise.reject(new TypeError('Failed to fetch'));
    (FakeSocket.all[0] as FakeSocket).drop();
    await settle();
    expect(checks).toEqual([{ url: '/api/key', headers: {} }]);
    expect(transport.state).toBe('connecting');
    vi.advanceTimersByTime(backoffDelay(0, 1));
    checkAnswer = () => Promise.resolve({ status: 503 });
    (FakeSocket.all[1] as FakeSocket).drop();
    await settle();
    vi.advanceTimersByTime(backoffDelay(1, 1));
    expect(FakeSocket.all).toHaveLength(3);
    // A LAN guest's page needs no key: its host lets it in.
    (FakeSocket.all[2] as FakeSocket).open();
    expect(transport.state).toBe('open');
  });

  it('never asks a LAN host on another machine about a key', async () => {
    const transport = new SocketTransport('ws://192.168.1.20:47800/api');
    (FakeSocket.all[0] as FakeSocket).drop();
    await settle();
    expect(checks).toEqual([]);
    expect((FakeSocket.all[0] as FakeSocket).protocols).toEqual([]);
    vi.advanceTimersByTime(backoffDelay(0, 1));
    expect(FakeSocket.all).toHaveLength(2);
    expect(transport.state).toBe('connecting');
  });
});

describe('backoffDelay', () => {
  it('doubles up to five seconds, with jitter between half and all', () => {
    expect(backoffDelay(0, 1)).toBe(250);
    expect(backoffDelay(0, 0)).toBe(125);
    expect(backoffDelay(2, 1)).toBe(1000);
    expect(backoffDelay(10, 1)).toBe(5000);
    expect(backoffDelay(1000, 0.5)).toBe(3750);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HostBridge } from '../../../shared/protocol/bridge';
import type { Push } from '../../../shared/protocol/messages';
import type {} from '../env';

class FakeSocket {
  static OPEN = 1;
  static all: FakeSocket[] = [];
  readyState = 0;
  closed = false;
  private listeners = new Map<string, ((event: unknown) => void)[]>();
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  addEventListener(type: string, listener: (event: unknown) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  send() {}
  close() {
    this.closed = true;
  }
  emit(type: string, event: unknown = {}) {
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
}

async function freshHostModule() {
  vi.resetModules();
  FakeSocket.all = [];
  let bridgePush: ((push: Push) => void) | null = null;
  const bridge: HostBridge = {
    request: async (message) => ({ id: (message as { id: number }).id, ok: true, result: { role: 'host', protocol: 1 } }),
    onPush: (listener) => {
      bridgePush = listener as (push: Push) => void;
      return () => {};
    },
  };
  vi.stubGlobal('window', { smugglersHost: bridge });
  vi.stubGlobal('WebSocket', FakeSocket);
  const module = await import('./index');
  return { module, pushFromBridge: (push: Push) => bridgePush?.(push) };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('socketUrlFor', () => {
  it('turns what a player types into the host’s WebSocket address', async () => {
    const { socketUrlFor } = await import('./index');
    expect(socketUrlFor('192.168.1.20:47800')).toBe('ws://192.168.1.20:47800/api');
    expect(socketUrlFor(' http://192.168.1.20:47800/ ')).toBe('ws://192.168.1.20:47800/api');
    expect(socketUrlFor('https://table.local/')).toBe('wss://table.local/api');
    expect(socketUrlFor('ws://10.0.0.2:8080/api')).toBe('ws://10.0.0.2:8080/api');
    expect(socketUrlFor('')).toBeNull();
    expect(socketUrlFor('ftp://10.0.0.2')).toBeNull();
    expect(socketUrlFor('10.0.0.2:99999')).toBeNull();
    expect(socketUrlFor('not an address')).toBeNull();
  });
});

describe('the active host', () => {
  it('switches to another machine and back; push listeners follow the active one only', async () => {
    const { module, pushFromBridge } = await freshHostModule();
    const seen: string[] = [];
    module.onPush((push) => seen.push(push.type === 'chat' ? push.room : push.type));
    const local = module.getHost();
    pushFromBridge({ type: 'chat', room: 'from-local', lines: [], full: true });

    const switches: number[] = [];
    module.onHostSwitch(() => switches.push(1));
    const remote = module.connectTo('192.168.1.20:47800');
    expect(module.getHost()).toBe(remote);
    expect(module.remoteHost()).toBe('192.168.1.20:47800');
    const socket = FakeSocket.all.at(-1) as FakeSocket;
    expect(socket.url).toBe('ws://192.168.1.20:47800/api');
    pushFromBridge({ type: 'chat', room: 'local-while-away', lines: [], full: true });
    socket.emit('message', { data: JSON.stringify({ type: 'chat', room: 'from-remote', lines: [], full: true }) });

    module.backToLocal();
    expect(module.getHost()).toBe(local);
    expect(module.remoteHost()).toBeNull();
    expect(socket.closed).toBe(true);
    expect(remote.isClosed).toBe(true);
    pushFromBridge({ type: 'chat', room: 'local-again', lines: [], full: true });

    expect(seen).toEqual(['from-local', 'from-remote', 'local-again']);
    expect(switches).toHaveLength(2);
  });

  it('refuses an address that is not one', async () => {
    const { module } = await freshHostModule();
    expect(() => module.connectTo('nowhere at all')).toThrow(/address/);
    expect(module.remoteHost()).toBeNull();
  });
});

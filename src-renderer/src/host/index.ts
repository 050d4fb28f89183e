/**
 * The window's HostClient: the Electron bridge when there is one, else a
 * WebSocket to the page's own host. A LAN guest in the app talks to another
 * machine's host instead: connectTo() makes a WebSocket to that host the
 * active client, backToLocal() goes back. Listeners registered here (pushes,
 * connection state) follow whichever client is active.
 */
import { KEY_CHECK_PATH } from '../../../shared/protocol/host-key';
import type { Push } from '../../../shared/protocol/messages';
import { BridgeTransport } from './bridgeTransport';
import { localError } from './errors';
import { HostClient } from './HostClient';
import { hostKey, onNewKey } from './hostKey';
import { SocketTransport } from './socketTransport';
import type { ConnectionState } from './transport';

export { HostClient } from './HostClient';
export { HostRequestError, errorMessage, hostSentence, namespacesOf } from './errors';
export type { ConnectionState } from './transport';

let local: HostClient | null = null;
let active: HostClient | null = null;
/** The address given to connectTo(), while a remote host is active. */
let remoteAddress: string | null = null;

const pushListeners = new Set<(push: Push) => void>();
const stateListeners = new Set<(state: ConnectionState) => void>();
const switchListeners = new Set<() => void>();

/** Forwards a client's pushes and connection changes while it is the active one. */
function wire(client: HostClient): HostClient {
  client.onPush((push) => {
    if (client !== active) return;
    for (const listener of [...pushListeners]) listener(push);
  });
  client.onConnectionChange((state) => {
    if (client !== active) return;
    for (const listener of [...stateListeners]) listener(state);
  });
  return client;
}

function localClient(): HostClient {
  if (!local) {
    const bridge = window.smugglersHost;
    local = wire(new HostClient(bridge ? new BridgeTransport(bridge) : new SocketTransport(undefined, { key: hostKey, checkUrl: KEY_CHECK_PATH })));
    if (!bridge) {
      // The printed address opened in this tab loads the app, as opening an address does (the browser itself only
      // changes the fragment, the page staying as it was); a page refused for its key (an old tab after a restart)
      // starts afresh once it is opened in another tab too.
      onNewKey((from) => {
        if (from === 'address' || local?.connection === 'refused') location.reload();
      });
    }
  }
  return local;
}

function activate(client: HostClient): void {
  if (client === active) return;
  active = client;
  for (const listener of [...switchListeners]) listener();
  for (const listener of [...stateListeners]) listener(client.connection);
}

/** The client requests go to now. */
export function getHost(): HostClient {
  active ??= localClient();
  return active;
}

/**
 * The WebSocket address of a host typed by a player: "192.168.1.20:47800",
 * "http://192.168.1.20:47800/" or "ws://…/api" all give ws://192.168.1.20:47800/api.
 * Null when it does not look like an address.
 */
export function socketUrlFor(address: string): string | null {
  let text = address.trim();
  if (text === '') return null;
  let secure = false;
  const scheme = /^([a-z]+):\/\//i.exec(text);
  if (scheme) {
    const name = (scheme[1] as string).toLowerCase();
    if (!['http', 'https', 'ws', 'wss'].includes(name)) return null;
    secure = name === 'https' || name === 'wss';
    text = text.slice(scheme[0].length);
  }
  const hostPort = text.split(/[/?#]/)[0] ?? '';
  if (!/^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(:\d{1,5})?$/i.test(hostPort)) return null;
  const port = /:(\d{1,5})$/.exec(hostPort);
  if (port && Number(port[1]) > 65535) return null;
  return `${secure ? 'wss' : 'ws'}://${hostPort}/api`;
}

/** Talks to another machine's host from now on (a LAN guest in the app). Throws when the address is not one. */
export function connectTo(address: string): HostClient {
  const url = socketUrlFor(address);
  if (!url) throw localError('internal', 'shell:connection.badAddress', { example: '192.168.1.20:47800' });
  const previous = active && active !== local ? active : null;
  const client = wire(new HostClient(new SocketTransport(url)));
  remoteAddress = address.trim();
  activate(client);
  previous?.close();
  return client;
}

/** Back to this window's own host. */
export function backToLocal(): void {
  const previous = active && active !== local ? active : null;
  remoteAddress = null;
  activate(localClient());
  previous?.close();
}

/** The other machine's address while talking to it, else null. */
export function remoteHost(): string | null {
  return remoteAddress;
}

/** Pushes from the active client, whichever it is. */
export function onPush(listener: (push: Push) => void): () => void {
  getHost();
  pushListeners.add(listener);
  return () => pushListeners.delete(listener);
}

/** The active client's connection state, also told when the active client changes. */
export function onConnectionChange(listener: (state: ConnectionState) => void): () => void {
  stateListeners.add(listener);
  return () => stateListeners.delete(listener);
}

/** Called when connectTo() or backToLocal() changed the active client. */
export function onHostSwitch(listener: () => void): () => void {
  switchListeners.add(listener);
  return () => switchListeners.delete(listener);
}

/**
 * The narrow bridge that Electron's preload script exposes to the renderer as
 * `window.smugglersHost`. In a browser (headless host, LAN guest) the renderer
 * speaks the same messages over a WebSocket instead.
 */
import type { Push, Response } from './messages.js';

export const BRIDGE_GLOBAL = 'smugglersHost';

export interface HostBridge {
  /** Sends one request (see requestSchema) and resolves with its response. */
  request(message: unknown): Promise<Response>;
  /** Listens to pushed updates; returns a function that stops listening. */
  onPush(listener: (push: Push) => void): () => void;
}

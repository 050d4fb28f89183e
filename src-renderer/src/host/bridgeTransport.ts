/** Reaches the host through Electron's preload bridge (window.smugglersHost). */
import type { HostBridge } from '../../../shared/protocol/bridge';
import type { Push, Request, Response } from '../../../shared/protocol/messages';
import { errorMessage, localError } from './errors';
import type { ConnectionState, Transport } from './transport';

export class BridgeTransport implements Transport {
  readonly state: ConnectionState = 'open';
  private readonly bridge: HostBridge;

  constructor(bridge: HostBridge) {
    this.bridge = bridge;
  }

  async send(message: Request): Promise<Response> {
    try {
      return await this.bridge.request(message);
    } catch (error) {
      throw localError('internal', 'shell:connection.noAnswer', { reason: errorMessage(error) });
    }
  }

  onPush(listener: (push: Push) => void): () => void {
    return this.bridge.onPush(listener);
  }

  // IPC does not drop: nothing to re-join, and the state never changes.
  onReconnect(): () => void {
    return () => {};
  }

  onStateChange(): () => void {
    return () => {};
  }
}

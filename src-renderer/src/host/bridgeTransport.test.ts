import { describe, expect, it } from 'vitest';
import type { HostBridge } from '../../../shared/protocol/bridge';
import { BridgeTransport } from './bridgeTransport';
import { HostRequestError } from './errors';
import { HostClient } from './HostClient';

describe('BridgeTransport', () => {
  it('sends requests through the preload bridge', async () => {
    const seen: unknown[] = [];
    const bridge: HostBridge = {
      request: async (message) => {
        seen.push(message);
        return { id: (message as { id: number }).id, ok: true, result: { playerName: 'Zoé' } };
      },
      onPush: () => () => {},
    };
    const client = new HostClient(new BridgeTransport(bridge));
    await expect(client.request({ type: 'getSettings' })).resolves.toEqual({ playerName: 'Zoé' });
    expect(seen).toEqual([{ id: 1, type: 'getSettings' }]);
    expect(client.connection).toBe('open');
  });

  it('turns a failing bridge into a HostRequestError', async () => {
    const bridge: HostBridge = {
      request: async () => {
        throw new Error('IPC closed');
      },
      onPush: () => () => {},
    };
    const error = await new HostClient(new BridgeTransport(bridge)).request({ type: 'listSaves' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HostRequestError);
    expect((error as HostRequestError).code).toBe('internal');
  });
});

import { describe, expect, it } from 'vitest';
import type { Push, Request, Response } from '../../../shared/protocol/messages';
import { HostRequestError } from './errors';
import { HostClient } from './HostClient';
import type { ConnectionState, Transport } from './transport';

class FakeTransport implements Transport {
  state: ConnectionState = 'open';
  sent: Request[] = [];
  reply: (request: Request) => Response = (request) => ({ id: request.id, ok: true, result: { ok: true } });
  private reconnectListeners: (() => void)[] = [];
  private pushListeners: ((push: Push) => void)[] = [];

  async send(message: Request): Promise<Response> {
    this.sent.push(message);
    return this.reply(message);
  }
  onPush(listener: (push: Push) => void) {
    this.pushListeners.push(listener);
    return () => {};
  }
  onReconnect(listener: () => void) {
    this.reconnectListeners.push(listener);
    return () => {};
  }
  onStateChange() {
    return () => {};
  }
  reconnect() {
    for (const listener of this.reconnectListeners) listener();
  }
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('HostClient', () => {
  it('numbers requests with integers and returns the result', async () => {
    const transport = new FakeTransport();
    transport.reply = (request) => ({ id: request.id, ok: true, result: [] });
    const client = new HostClient(transport);
    const saves = await client.request({ type: 'listSaves' });
    await client.request({ type: 'getSettings' });
    expect(saves).toEqual([]);
    expect(transport.sent.map((r) => r.id)).toEqual([1, 2]);
    expect(transport.sent.every((r) => Number.isInteger(r.id))).toBe(true);
  });

  it('throws a HostRequestError with the host code, and its key and parameters as the message for the console', async () => {
    const transport = new FakeTransport();
    transport.reply = (request) => ({ id: request.id, ok: false, error: { code: 'damaged-save', key: 'shell:saveProblem.notJson' } });
    const client = new HostClient(transport);
    const error = await client.request({ type: 'loadSave', matchId: 'm-1' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HostRequestError);
    expect((error as HostRequestError).code).toBe('damaged-save');
    expect((error as HostRequestError).message).toBe('shell:saveProblem.notJson');
  });

  it('keeps the message key and parameters of a refusal, for the player\'s language', async () => {
    const transport = new FakeTransport();
    transport.reply = (request) => ({
      id: request.id,
      ok: false,
      error: { code: 'illegal-move', key: 'contrebandes:refusal.muleTooSmall', params: { count: 2 } },
    });
    const client = new HostClient(transport);
    const error = await client.request({ type: 'submitMove', matchId: 'm-1', seat: 0, move: { type: 'load', cards: [0] } }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'illegal-move', message: 'contrebandes:refusal.muleTooSmall {"count":2}', key: 'contrebandes:refusal.muleTooSmall', params: { count: 2 } });
  });

  it('joins its seats and watches again after a reconnection, but not what it left', async () => {
    const transport = new FakeTransport();
    const client = new HostClient(transport);
    const token = 'a'.repeat(32);
    await client.request({ type: 'joinSeat', matchId: 'm-1', seat: 0, token });
    await client.request({ type: 'joinSeat', matchId: 'm-1', seat: 2, token });
    await client.request({ type: 'watch', matchId: 'm-1' });
    await client.request({ type: 'watch', matchId: 'm-2' });
    await client.request({ type: 'leave', matchId: 'm-2' });
    transport.sent = [];
    transport.reconnect();
    await tick();
    const again = transport.sent.map(({ id: _id, ...rest }) => rest);
    expect(again).toEqual(
      expect.arrayContaining([
        { type: 'joinSeat', matchId: 'm-1', seat: 0, token },
        { type: 'joinSeat', matchId: 'm-1', seat: 2, token },
        { type: 'watch', matchId: 'm-1' },
      ]),
    );
    expect(again).toHaveLength(3);
  });

  it('forgets a seat the host refuses on re-join', async () => {
    const transport = new FakeTransport();
    const client = new HostClient(transport);
    await client.request({ type: 'joinSeat', matchId: 'm-1', seat: 0, token: 'b'.repeat(32) });
    transport.reply = (request) => ({ id: request.id, ok: false, error: { code: 'unknown-match', key: 'match:hostSays.unknownMatch' } });
    transport.reconnect();
    await tick();
    transport.sent = [];
    transport.reconnect();
    await tick();
    expect(transport.sent).toHaveLength(0);
  });

  it('tells the host a station is ready and a ball’s putty locked, and passes on a refusal', async () => {
    const transport = new FakeTransport();
    const client = new HostClient(transport);
    await client.stationReady('m-1', 2);
    transport.reply = (request) => ({ id: request.id, ok: false, error: { code: 'too-late', key: 'match:hostSays.tooLate' } });
    const error = await client.lockPutty('m-1', 2, 17.5).catch((e: unknown) => e);
    expect(transport.sent.map(({ id: _id, ...body }) => body)).toEqual([
      { type: 'stationReady', matchId: 'm-1', seat: 2 },
      { type: 'lockPutty', matchId: 'm-1', seat: 2, massG: 17.5 },
    ]);
    expect((error as HostRequestError).code).toBe('too-late');
  });
});

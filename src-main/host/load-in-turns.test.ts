import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { loadInTurns } from './load-in-turns.js';

describe('loading in turns', () => {
  it('runs the steps in order, each after the one before has finished', async () => {
    const done: string[] = [];
    await loadInTurns([
      async () => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        done.push('ws');
      },
      () => Promise.resolve(done.push('schemas')),
      () => Promise.resolve(done.push('host')),
    ]);
    expect(done).toEqual(['ws', 'schemas', 'host']);
  });

  it('answers a request that waits while it loads before the last step, not after all of them', async () => {
    const order: string[] = [];
    const server = http.createServer((_request, response) => {
      order.push('answered');
      response.end('page');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const browser = net.connect((server.address() as AddressInfo).port, '127.0.0.1');
    try {
      // The page's request is on its way before the steps start.
      await new Promise<void>((resolve) => browser.once('connect', resolve));
      await new Promise<void>((resolve) => browser.write('GET / HTTP/1.1\r\nHost: x\r\n\r\n', () => resolve()));
      // Steps that never wait for anything themselves: without the turns, the request is answered after all.
      await loadInTurns(Array.from({ length: 10 }, (_, step) => () => Promise.resolve(order.push(`step ${step + 1}`))));
      expect(order).toContain('answered');
      expect(order.indexOf('answered')).toBeLessThan(order.length - 1);
    } finally {
      browser.destroy();
      server.close();
    }
  });
});

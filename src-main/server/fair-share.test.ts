import { describe, expect, it } from 'vitest';
import { FairShare, KEPT } from './fair-share.js';

interface Client {
  name: string;
  rank: number;
}

function share(perAddress: number, total: number) {
  const pushedOut: string[] = [];
  const places = new FairShare<Client>({ perAddress, total, rank: (client) => client.rank, pushOut: (client) => pushedOut.push(client.name) });
  return { places, pushedOut };
}

describe('FairShare', () => {
  it('lets each address hold its share, and frees a place when one leaves', () => {
    const { places } = share(2, 10);
    const [a, b, c] = [{ name: 'a', rank: 0 }, { name: 'b', rank: 0 }, { name: 'c', rank: 0 }];
    expect([places.admit('10.0.0.1', a), places.admit('10.0.0.1', b), places.admit('10.0.0.1', c)]).toEqual([true, true, false]);
    expect(places.admit('10.0.0.2', c)).toBe(true);
    places.leave('10.0.0.1', a);
    places.leave('10.0.0.1', a);
    expect(places.size('10.0.0.1')).toBe(1);
    expect(places.admit('10.0.0.1', a)).toBe(true);
    expect(places.size()).toBe(3);
  });

  it('makes room for a newcomer from the address holding the most, lowest rank and oldest first, never a kept client', () => {
    const { places, pushedOut } = share(4, 6);
    places.admit('big', { name: 'seated', rank: KEPT });
    places.admit('big', { name: 'watcher', rank: 1 });
    places.admit('big', { name: 'idle-1', rank: 0 });
    places.admit('big', { name: 'idle-2', rank: 0 });
    places.admit('small', { name: 's1', rank: 0 });
    places.admit('small', { name: 's2', rank: 0 });
    expect(places.admit('new', { name: 'n1', rank: 0 })).toBe(true);
    expect(pushedOut).toEqual(['idle-1']);
    expect(places.admit('new', { name: 'n2', rank: 0 })).toBe(true);
    expect(pushedOut).toEqual(['idle-1', 'idle-2']);
    // Now no address holds more than 'new' does.
    expect(places.admit('new', { name: 'n3', rank: 0 })).toBe(false);
    // A machine that holds nothing still gets in: the watcher goes before the seated client.
    expect(places.admit('other', { name: 'o1', rank: 0 })).toBe(true);
    expect(pushedOut).toEqual(['idle-1', 'idle-2', 'watcher']);
    expect(places.size()).toBe(6);
  });

  it('refuses a newcomer when the biggest holder keeps all it holds', () => {
    const { places, pushedOut } = share(4, 3);
    for (const name of ['x', 'y', 'z']) places.admit('seats', { name, rank: KEPT });
    expect(places.admit('new', { name: 'n', rank: 0 })).toBe(false);
    expect(pushedOut).toEqual([]);
  });
});

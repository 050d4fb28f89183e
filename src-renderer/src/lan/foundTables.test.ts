import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FoundTable } from '../../../shared/protocol/discovery';
import { HostRequestError } from '../host';
import { type Listing, pollTables } from './foundTables';

const bea: FoundTable = { name: 'Bea', game: 'smugglers-2025', free: 1, seats: 2, state: 'lobby', address: 'http://10.0.0.9:47800/' };

afterEach(() => {
  vi.useRealTimers();
});

describe('asking the host for the tables on the network', () => {
  it('searches at first, then lists what the host found, asking again every 2 s until stopped', async () => {
    vi.useFakeTimers();
    const shown: Listing[] = [];
    let answer: FoundTable[] = [];
    const ask = vi.fn(() => Promise.resolve({ tables: answer }));
    const stop = pollTables(ask, (listing) => shown.push(listing));
    expect(shown).toEqual([{ state: 'searching' }]);
    await vi.advanceTimersByTimeAsync(0);
    expect(shown.at(-1)).toEqual({ state: 'found', tables: [] });
    answer = [bea];
    await vi.advanceTimersByTimeAsync(2_000);
    expect(ask).toHaveBeenCalledTimes(2);
    expect(shown.at(-1)).toEqual({ state: 'found', tables: [bea] });
    stop();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(ask).toHaveBeenCalledTimes(2);
  });

  it('lists at most 32 tables whatever the host sends', async () => {
    const shown: Listing[] = [];
    const stop = pollTables(() => Promise.resolve({ tables: Array.from({ length: 100 }, () => bea) }), (listing) => shown.push(listing));
    await vi.waitFor(() => expect(shown).toHaveLength(2));
    stop();
    expect(shown[1]).toMatchObject({ state: 'found' });
    expect((shown[1] as { tables: FoundTable[] }).tables).toHaveLength(32);
  });

  it('turns the list off when the host refuses (a LAN guest’s page, an older host), and asks no more', async () => {
    vi.useFakeTimers();
    const shown: Listing[] = [];
    const ask = vi.fn(() => Promise.reject(new HostRequestError('host-only', 'lan:hostSays.hostOnly')));
    pollTables(ask, (listing) => shown.push(listing));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(shown).toEqual([{ state: 'searching' }, { state: 'off' }]);
    expect(ask).toHaveBeenCalledTimes(1);
  });

  it('asks again after a dropped connection', async () => {
    vi.useFakeTimers();
    const shown: Listing[] = [];
    const ask = vi.fn().mockRejectedValueOnce(new HostRequestError('disconnected', 'dropped')).mockResolvedValue({ tables: [bea] });
    const stop = pollTables(ask, (listing) => shown.push(listing));
    await vi.advanceTimersByTimeAsync(2_000);
    expect(shown).toEqual([{ state: 'searching' }, { state: 'found', tables: [bea] }]);
    stop();
  });
});

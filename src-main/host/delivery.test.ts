/**
 * Telling the players: one view per viewer per change, sent to every window
 * that follows that viewer.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeOpened, FlakyPhysics, liveMatches, newMatch, Watcher } from './live-matches-test-kit.js';

afterEach(() => {
  closeOpened();
  vi.restoreAllMocks();
});

describe('telling the players', () => {
  it('makes one view per viewer per change, whoever follows it from how many windows', () => {
    const { matches } = liveMatches(new FlakyPhysics(0));
    const match = newMatch();
    const live = matches.open(match);
    const seat = [new Watcher(), new Watcher(), new Watcher()];
    const spectators = [new Watcher(), new Watcher()];
    for (const watcher of seat) matches.subscribe(live, watcher, 0);
    for (const watcher of spectators) matches.subscribe(live, watcher, 'spectator');
    const viewFor = vi.spyOn(match, 'viewFor');

    matches.deliverAll(live);
    expect(viewFor).toHaveBeenCalledTimes(2);

    viewFor.mockClear();
    matches.submitMove(match.id, 0, { type: 'ask' });
    expect(viewFor.mock.calls.map(([viewer]) => viewer).sort()).toEqual([0, 'spectator']);
    // Every window of a viewer got that viewer's view of the move.
    for (const watcher of [...seat, ...spectators]) expect(watcher.latest()).toMatchObject({ version: 1, view: { phase: 'roll', rolls: [] } });
    expect(new Set([...seat, ...spectators].map((watcher) => watcher.latest().viewer))).toEqual(new Set([0, 'spectator']));
  });
});

/**
 * All cards open in a Schmuggler an Bord replay (replay.ts): the goods of
 * every face-down card (each row, the spread's undrawn cards, the places a
 * searcher turned) as the state holds them, at every position of a finished
 * game, in plain JSON; and only there (no seat's or spectator's view has them,
 * and an unfinished replay does not offer them).
 */
import { describe, expect, it } from 'vitest';
import { jsonProblem } from '../../engine/conformance/json.js';
import { allOpenProblem, finishedGame } from '../../engine/testing/open-replay.js';
import { sabGame as game } from './game.js';
import { openViewFor } from './replay.js';
import type { SabState } from './types.js';

const tables = [
  { seed: 1, seats: 3, openHistory: false },
  { seed: 5, seats: 4, openHistory: true },
  { seed: 9, seats: 6, openHistory: false },
] as const;

describe.each(tables)('Schmuggler an Bord all open, seed $seed, $seats seats', ({ seed, seats, openHistory }) => {
  const played = finishedGame(game, { seed, seats, options: { openHistory, firstPlayer: null } });
  const { states } = played;

  it('shows the good of every face-down card of every position as the state holds it', () => {
    expect(game.result(states[states.length - 1] as SabState)).not.toBeNull();
    let searches = 0;
    for (const state of states) {
      const open = openViewFor(state);
      expect(open.open).toEqual({ rows: state.rows, spread: state.spread });
      const search = open.round?.search ?? null;
      if (search !== null) {
        searches++;
        expect(search.seen).toEqual(search.turned.map((index) => ({ index, good: state.rows[search.seat]?.[index] })));
      }
      // The rest is the spectator's table, its record included.
      const { open: _cards, round, viewer, ...rest } = open;
      const { round: spectatorRound, viewer: spectator, ...spectatorRest } = game.viewFor(state, 'spectator');
      expect([viewer, rest, { ...round, search: null }]).toEqual([spectator, spectatorRest, { ...spectatorRound, search: null }]);
      expect(jsonProblem(open)).toBeNull();
    }
    expect(searches).toBeGreaterThan(0);
  });

  it('is given only by the open view, and only once the game has ended', () => {
    expect(allOpenProblem(game, played, openViewFor)).toBeNull();
  });
});

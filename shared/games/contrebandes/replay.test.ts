/**
 * All cards open in a Contrebandes replay (replay.ts): every seat's hand, mule
 * and cashed pile as the state holds them, at every position of a finished
 * game, in plain JSON; and only there (no seat's or spectator's view has them,
 * and an unfinished replay does not offer them).
 */
import { describe, expect, it } from 'vitest';
import { jsonProblem } from '../../engine/conformance/json.js';
import { allOpenProblem, finishedGame } from '../../engine/testing/open-replay.js';
import { contrebandesGame as game } from './game.js';
import { openViewFor } from './replay.js';
import type { ContrebandesState } from './types.js';

const tables = [
  { seed: 1, seats: 3 },
  { seed: 7, seats: 4 },
  { seed: 12, seats: 5 },
] as const;

describe.each(tables)('Contrebandes all open, seed $seed, $seats seats', ({ seed, seats }) => {
  const played = finishedGame(game, { seed, seats });
  const { states } = played;

  it('shows every hand, mule and cashed pile of every position as the state holds them, with their true counts', () => {
    expect(game.result(states[states.length - 1] as ContrebandesState)).not.toBeNull();
    let sawHiddenMule = false;
    for (const state of states) {
      const open = openViewFor(state);
      expect(open.open).toEqual({ hands: state.hands, mules: state.mules, cashed: state.cashed });
      expect(open.players.map((player) => [player.handCount, player.muleCount])).toEqual(state.hands.map((hand, seat) => [hand.length, state.mules[seat]?.length]));
      // The rest is the spectator's table.
      const { open: _cards, players: _players, viewer, ...rest } = open;
      const { players: _spectatorPlayers, viewer: spectator, ...spectatorRest } = game.viewFor(state, 'spectator');
      expect([viewer, rest]).toEqual([spectator, spectatorRest]);
      if (state.phase === 'loading' && state.mules.some((mule) => mule.length > 0)) sawHiddenMule = true;
      expect(jsonProblem(open)).toBeNull();
    }
    // The playout crossed a loading with cards on the mules, the moment the others' views hide most.
    expect(sawHiddenMule).toBe(true);
  });

  it('is given only by the open view, and only once the game has ended', () => {
    expect(allOpenProblem(game, played, openViewFor)).toBeNull();
  });
});

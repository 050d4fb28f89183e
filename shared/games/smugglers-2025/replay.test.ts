/**
 * All cards open in a Smugglers (2025) replay (replay.ts): every seat's hand
 * and face-down pick as the state holds them, at every position of a finished
 * game, in plain JSON; and only there (no seat's or spectator's view has them,
 * and an unfinished replay does not offer them).
 */
import { describe, expect, it } from 'vitest';
import { jsonProblem } from '../../engine/conformance/json.js';
import { allOpenProblem, finishedGame } from '../../engine/testing/open-replay.js';
import { s25Game as game } from './game.js';
import { openViewFor } from './replay.js';
import type { S25State } from './types.js';

const tables = [
  { seed: 1, seats: 2 },
  { seed: 4, seats: 4 },
  { seed: 8, seats: 6 },
] as const;

describe.each(tables)('Smugglers (2025) all open, seed $seed, $seats seats', ({ seed, seats }) => {
  const played = finishedGame(game, { seed, seats });
  const { states } = played;

  it('shows every hand and every face-down pick of every position as a seat’s own view has them', () => {
    expect(game.result(states[states.length - 1] as S25State)).not.toBeNull();
    let picks = 0;
    for (const state of states) {
      const open = openViewFor(state);
      const own = Array.from({ length: seats }, (_, seat) => game.viewFor(state, seat));
      expect(open.open).toEqual({ hands: own.map((view) => view.hand), picks: own.map((view) => view.ownPick) });
      expect(open.open?.hands.map((hand) => hand.length)).toEqual(state.hands.map((hand) => hand.length));
      picks += open.open?.picks.filter((pick) => pick !== null).length ?? 0;
      // The rest is the spectator's table.
      const { open: _cards, ...rest } = open;
      expect(rest).toEqual(game.viewFor(state, 'spectator'));
      expect(jsonProblem(open)).toBeNull();
    }
    expect(picks).toBeGreaterThan(0);
  });

  it('is given only by the open view, and only once the game has ended', () => {
    expect(allOpenProblem(game, played, openViewFor)).toBeNull();
  });
});

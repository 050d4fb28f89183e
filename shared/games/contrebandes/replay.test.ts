/**
 * All cards open in a Contrebandes replay (replay.ts): every seat's hand, mule
 * and cashed pile as the state holds them, at every position of a finished
 * game, in plain JSON; and only there (no seat's or spectator's view has them,
 * and an unfinished replay does not offer them).
 */
import { describe, expect, it } from 'vitest';
import { jsonProblem } from '../../engine/conformance/json.js';
import { randomPlayout } from '../../engine/conformance/playout.js';
import { perspectivesOf, positionAt, replayLog } from '../../engine/replay.js';
import { contrebandesGame as game } from './game.js';
import { openViewFor } from './replay.js';
import type { ContrebandesState, ContrebandesView } from './types.js';

const tables = [
  { seed: 1, seats: 3 },
  { seed: 7, seats: 4 },
  { seed: 12, seats: 5 },
] as const;

describe.each(tables)('Contrebandes all open, seed $seed, $seats seats', ({ seed, seats }) => {
  const played = randomPlayout(game, { seed, seats });
  const states: readonly ContrebandesState[] = played.states;
  const log = played.steps.map((step) => ({ actor: step.actor, move: step.move }));

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
    const replayed = replayLog(game, seed, seats, played.options, log);
    if (!replayed.ok) throw new Error(replayed.problem.key);
    expect(perspectivesOf(replayed.replay)).toContain('open');
    const at = positionAt(replayed.replay, 1, 'open');
    if (!at.ok) throw new Error(at.problem.key);
    expect(at.position.view).toEqual(openViewFor(states[1] as ContrebandesState));
    for (const viewer of [...Array.from({ length: seats }, (_, seat) => seat), 'spectator' as const]) {
      expect('open' in (game.viewFor(states[1] as ContrebandesState, viewer) as ContrebandesView)).toBe(false);
    }
    const half = replayLog(game, seed, seats, played.options, log.slice(0, 10));
    if (!half.ok) throw new Error(half.problem.key);
    expect(perspectivesOf(half.replay)).not.toContain('open');
  });
});

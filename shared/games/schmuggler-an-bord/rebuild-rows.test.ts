/**
 * The audit's attack (rebuild-rows.ts) against what a page is sent: from the
 * spectator's view alone (and from any seat's) a program can no longer
 * rebuild the face-down rows, while from the whole record (a bot's view, or
 * a table with open history) it can, so the attack itself works.
 */
import { describe, expect, it } from 'vitest';
import { setUp } from '../../engine/set-up.js';
import type { Seat, Viewer } from '../../engine/contract.js';
import { type Player, playGame } from '../../engine/play.js';
import { schmugglerAnBord as game } from './index.js';
import { cardsDealt, rebuildsEveryRow } from './rebuild-rows.js';
import type { Fact, SabState } from './types.js';

/** Every state of a seeded bot game (normal bots), with the given options. */
function statesOf(seed: number, seats: number, openHistory: boolean): SabState[] {
  return played(seed, seats, openHistory).map(({ state }) => state);
}

/** Every state of a seeded bot game, each with the facts of the latest move that said anything. */
function played(seed: number, seats: number, openHistory: boolean): { state: SabState; announced: Fact[] }[] {
  const players = new Array<Player>(seats).fill(game.bots.normal as Player);
  const options = { openHistory, firstPlayer: null };
  const out = [{ state: setUp(game, seed, seats, options), announced: [] as Fact[] }];
  playGame(game, seed, players, options, {
    onMove: ({ state }) => {
      const before = (out[out.length - 1] as { state: SabState; announced: Fact[] });
      const next = state as SabState;
      const said = next.facts.slice(before.state.facts.length);
      out.push({ state: next, announced: said.length > 0 ? said : before.announced });
    },
  });
  return out;
}

describe('rebuilding the face-down rows from what a page is sent', () => {
  it('fails from every view once two cards are dealt, and works from a bot\'s view of the same states', { timeout: 120_000 }, () => {
    let states = 0;
    let fromPages = 0;
    let fromBots = 0;
    for (let seed = 0; seed < 6; seed++) {
      const seats = 3 + (seed % 4);
      const viewers: Viewer[] = ['spectator', ...Array.from({ length: seats }, (_, seat) => seat)];
      for (const { state, announced } of played(seed, seats, false)) {
        if (cardsDealt(state) < 2) continue;
        states++;
        for (const viewer of viewers) {
          const view = game.viewFor(state, viewer);
          // The latest announcement only: what the last move that said anything said.
          expect(view.facts).toEqual(announced);
          if (rebuildsEveryRow(view.facts, state)) fromPages++;
        }
        if (rebuildsEveryRow(game.botViewFor?.(state, (seed % seats) as Seat).facts ?? [], state)) fromBots++;
      }
    }
    expect(states).toBeGreaterThan(300);
    expect(fromPages).toBe(0);
    expect(fromBots).toBe(states);
  });

  it('works from a page with open history, where the players chose to read the whole record', () => {
    const states = statesOf(7, 4, true).filter((state) => cardsDealt(state) >= 2);
    expect(states.length).toBeGreaterThan(50);
    for (const state of states) expect(rebuildsEveryRow(game.viewFor(state, 'spectator').facts, state)).toBe(true);
  });
});

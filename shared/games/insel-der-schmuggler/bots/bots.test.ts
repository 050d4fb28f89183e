/**
 * The Insel der Schmuggler bots: every level makes a legal move in every
 * phase, decides from its view alone, the determinizer draws states that the
 * view cannot tell from the real one, and the bots' own reckoning of where a
 * boat may sail agrees with the rules. No timing and no strength here: those
 * are measured by a script over hundreds of games.
 */
import { describe, expect, it } from 'vitest';
import type { Bot, Seat } from '../../../engine/contract.js';
import { deepFreeze } from '../../../engine/conformance/deep-freeze.js';
import { type Player, playGame } from '../../../engine/play.js';
import { Rng } from '../../../engine/rng.js';
import { ISLANDS, type Island, SEA_FIELD_IDS } from '../board.js';
import { TILE_COUNT, TILES, type TileId } from '../goods.js';
import { inselDerSchmuggler } from '../index.js';
import { sailMoves } from '../moves.js';
import { game, harbour, layout, newGame, play, sea, tile } from '../testkit.js';
import type { InselMove, InselState, InselView } from '../types.js';
import { reaches } from './bay.js';
import { determinize } from './determinize.js';
import { WON, bayFromView, reckon, worth } from './estimate.js';
import { type HardOptions, hardMove } from './hard.js';
import { solveVoyage } from './voyage.js';
import { inselBots } from './index.js';
import { goodsThrown, greedyScore } from './normal.js';

type Bots = Bot<InselView, InselMove>;

/** The hard bot with little work per decision, for tests that play many moves (and bays: no voyage tables to solve for each). */
const QUICK: Partial<HardOptions> = { samples: 2, breadth: 4, followBreadth: 2, voyages: false };
const quickHard: Bots = { chooseMove: ({ view, seat, legalMoves, rng }) => hardMove(view, seat, legalMoves, rng, QUICK) };
const LEVELS: [string, Bots][] = [
  ['easy', inselBots.easy],
  ['normal', inselBots.normal],
  ['hard', inselBots.hard],
];

/** Asks a bot for a move from a frozen view and frozen legal moves (a bot that wrote to them would throw). */
function decide(bot: Bots, state: InselState, seat: Seat, seed: number): InselMove {
  const view = deepFreeze(game.viewFor(state, seat));
  const legalMoves = deepFreeze(game.legalMoves(state, seat));
  return bot.chooseMove({ view, seat, legalMoves, rng: Rng.fromSeed(seed) });
}

/** States met along a game of the given bots, every `every` moves. */
function gameStates(seed: number, players: readonly Bots[], every: number): InselState[] {
  const states: InselState[] = [];
  let count = 0;
  playGame(inselDerSchmuggler as never, seed, players as Player[], undefined, {
    onMove: ({ state }) => {
      if (++count % every === 0 && game.result(state as InselState) === null) states.push(state as InselState);
    },
  });
  return states;
}

/** Hand-made states, one per phase, on the 2-player bay (anchor rock at ring 1, sector 10). */
function phaseStates(): [string, InselState][] {
  const rocks = newGame(2, { rocks: 2, rockPlacement: 'turns' });
  const harbours = play(play(rocks, 0, { type: 'placeRock', field: sea(0, 5) }).state, 1, { type: 'placeRock', field: sea(2, 14) }).state;
  const roll = play(play(harbours, 0, { type: 'chooseHarbour', island: 1 }).state, 1, { type: 'chooseHarbour', island: 3 }).state;
  const boats = [
    { at: sea(2, 6), cargo: tile(1, 2) },
    { at: sea(1, 7), cargo: tile(3, 0) },
  ];
  return [
    ['rocks', rocks],
    ['harbours', harbours],
    ['roll', roll],
    ['beam', layout({ seats: 2, boats, beam: 4, phase: 'beam', dice: { smuggler: 3, lighthouse: 'black2' } })],
    ['throw', layout({ seats: 2, boats, beam: 7, phase: 'throw', dice: { smuggler: 2, lighthouse: 'red3' }, toThrow: [1] })],
    ['sail', layout({ seats: 2, boats, beam: 11, dice: { smuggler: 4, lighthouse: 'red2' }, overboard: [{ field: sea(0, 3), tiles: [tile(0, 4)] }] })],
    [
      'sail (4 seats)',
      layout({
        seats: 4,
        boats: [{ at: sea(2, 1), cargo: tile(0, 2) }, { at: sea(2, 2) }, { at: sea(1, 1), cargo: tile(4, 1) }, { at: harbour(3) }],
        beam: 5,
        dice: { smuggler: 3, lighthouse: 'keeper' },
      }),
    ],
  ];
}

describe('insel-der-schmuggler bots: legal moves', () => {
  it('the definition carries a distinct bot per level', () => {
    expect(new Set([inselBots.easy, inselBots.normal, inselBots.hard]).size).toBe(3);
    expect(inselDerSchmuggler.bots).toBe(inselBots);
  });

  it('every level makes a legal move in every phase', () => {
    for (const [phase, state] of phaseStates()) {
      const seat = game.activeSeats(state)[0] as Seat;
      const legal = game.legalMoves(state, seat);
      expect(legal.length, phase).toBeGreaterThan(0);
      for (const [level, bot] of LEVELS) {
        // The hard bot at full strength takes a while: one decision of it per phase.
        for (let seed = 0; seed < (level === 'hard' ? 1 : 3); seed++) {
          const move = decide(bot, state, seat, seed);
          expect(legal, `${level} in ${phase}`).toContainEqual(move);
          expect(game.applyMove(state, seat, move).ok).toBe(true);
        }
      }
    }
  });

  it('whole games of mixed bots end with every move accepted (2, 3 and 4 seats, rocks in turn)', () => {
    const lineups: Bots[][] = [
      [inselBots.easy, inselBots.normal],
      [quickHard, inselBots.normal],
      [inselBots.normal, quickHard, inselBots.easy],
      [inselBots.easy, inselBots.normal, quickHard, inselBots.normal],
    ];
    lineups.forEach((players, i) => {
      const options = { rocks: i, rockPlacement: 'turns' as const, startHarbours: 'choose' as const, firstPlayer: null };
      // playGame throws when a bot's move is refused.
      const played = playGame(inselDerSchmuggler as never, 300 + i, players as Player[], options);
      expect(played.result.winners).toHaveLength(1);
    });
  });

  it('delivers when the harbour of its tile is within reach', () => {
    const state = layout({ seats: 2, boats: [{ at: sea(2, 2), cargo: tile(1, 0) }, { at: sea(1, 12) }], beam: 10, dice: { smuggler: 3, lighthouse: 'red2' } });
    for (const bot of [inselBots.normal, inselBots.hard]) expect(decide(bot, state, 0, 1)).toEqual({ type: 'sail', to: harbour(0) });
  });

  it('pushes a rival that carries goods into the beam', () => {
    // The rival lies next to the beam's sector, far from anything; the bot is empty beside it.
    const state = layout({
      seats: 2,
      boats: [{ at: sea(1, 13) }, { at: sea(1, 14), cargo: tile(2, 4) }],
      beam: 15,
      dice: { smuggler: 1, lighthouse: 'red2' },
    });
    for (const bot of [inselBots.normal, inselBots.hard]) expect(decide(bot, state, 0, 1)).toEqual({ type: 'push', at: sea(1, 14), to: sea(1, 15) });
  });

  it('turns the black beam onto a rival with goods, away from its own', () => {
    const state = layout({
      seats: 2,
      boats: [{ at: sea(2, 4), cargo: tile(1, 3) }, { at: sea(0, 15), cargo: tile(3, 2) }],
      beam: 17,
      phase: 'beam',
      dice: { smuggler: 2, lighthouse: 'black2' },
    });
    for (const bot of [inselBots.normal, inselBots.hard]) expect(decide(bot, state, 0, 1)).toEqual({ type: 'turnBeam', direction: 'counterclockwise' });
  });
});

describe('insel-der-schmuggler bots: throws after their own push', () => {
  /**
   * Seat 0 carries the tile that completes its seven to the harbour next to the field it pushes
   * the rival from, goods and all, into the beam: its move is made, and the throw ends its turn.
   */
  function pushedIntoBeam(): InselState {
    const state = layout({
      seats: 2,
      beam: 3,
      dice: { smuggler: 2, lighthouse: 'red3' },
      boats: [{ at: sea(2, 5), cargo: tile(4, 1) }, { at: sea(2, 4), cargo: tile(2, 0) }],
      banked: [[tile(0, 3), tile(2, 4)], []],
    });
    const pushed = play(state, 0, { type: 'push', at: sea(2, 4), to: sea(2, 3) }).state;
    expect([pushed.phase, pushed.toThrow, pushed.moved, pushed.boats[0]?.at]).toEqual(['throw', [1], true, sea(2, 4)]);
    return pushed;
  }

  it('a determinized state has moved as the view says, and shows the same view', () => {
    const state = pushedIntoBeam();
    for (const seat of [0, 1]) {
      const view = game.viewFor(state, seat);
      expect(view.moved).toBe(true);
      const sample = determinize(view, seat, Rng.fromSeed(seat));
      expect(sample.moved).toBe(true);
      expect(game.viewFor(sample, seat)).toEqual(view);
    }
  });

  it('weigh each throw as the end of the turn, not as the sail that would deliver the winning tile', () => {
    const state = pushedIntoBeam();
    const view = game.viewFor(state, 0);
    const rec = reckon(view, 0);
    const bay = bayFromView(view);
    const throws = game.legalMoves(state, 0);
    expect(throws.map((move) => move.type)).toEqual(['throw', 'throw', 'throw']);
    for (const move of throws) {
      // Were the turn to go on to the sailing, every throw would be followed by the win at harbour 1 …
      expect(greedyScore(rec, bay, { ...view, moved: false }, 0, move)).toBe(WON);
      // … but it ends: the bay as the rival rolls in it, the tile still on board.
      const field = (move as Extract<InselMove, { type: 'throw' }>).field;
      const ended = goodsThrown(rec, bay, view.toThrow, field);
      ended.turn = 1;
      expect(greedyScore(rec, bay, view, 0, move)).toBe(worth(rec, ended, 0));
      expect(greedyScore(rec, bay, view, 0, move)).toBeLessThan(WON);
    }
    // So the throw is chosen for what the rival can do next: both levels put the goods into the beam's own
    // sector, which the rival can sail into only once the beam has moved on (next to him, or next to the
    // roller, he could load them at once).
    for (const bot of [inselBots.normal, inselBots.hard]) expect(decide(bot, state, 0, 1)).toEqual({ type: 'throw', field: sea(1, 3) });
  });
});

describe('insel-der-schmuggler bots: hidden information', () => {
  it('two states with the same view give the same decision', () => {
    let compared = 0;
    const states = [...gameStates(11, [inselBots.normal, inselBots.easy], 4), ...gameStates(12, [inselBots.normal, inselBots.normal, inselBots.easy], 6)];
    for (const state of states) {
      const seat = game.activeSeats(state)[0] as Seat;
      const view = game.viewFor(state, seat);
      // Another state this seat cannot tell apart: the hidden tiles drawn again.
      const twin = determinize(view, seat, Rng.fromSeed(compared + 99));
      expect(game.viewFor(twin, seat)).toEqual(view);
      const bots = compared % 4 === 0 ? [inselBots.normal, quickHard, inselBots.easy] : [inselBots.normal, inselBots.easy];
      for (const bot of bots) expect(decide(bot, twin, seat, compared)).toEqual(decide(bot, state, seat, compared));
      compared++;
    }
    expect(compared).toBeGreaterThan(30);
  });

  it('a hand-made twin (another tile on the rival boat, islands reshuffled) changes nothing', () => {
    const base = { seats: 2, beam: 6, dice: { smuggler: 3, lighthouse: 'keeper' as const } };
    const state = layout({ ...base, boats: [{ at: sea(2, 2), cargo: tile(1, 3) }, { at: sea(2, 16), cargo: tile(4, 1) }] });
    const twin = layout({ ...base, boats: [{ at: sea(2, 2), cargo: tile(1, 3) }, { at: sea(2, 16), cargo: tile(4, 3) }] });
    twin.islands = twin.islands.map((stack) => stack.slice().reverse());
    expect(game.viewFor(twin, 0)).toEqual(game.viewFor(state, 0));
    for (const [, bot] of LEVELS) expect(decide(bot, twin, 0, 5)).toEqual(decide(bot, state, 0, 5));
  });

  it('determinized states agree with the view and keep every tile in one place', () => {
    let checked = 0;
    const states = [...gameStates(21, [inselBots.normal, inselBots.easy], 3), ...gameStates(22, [inselBots.easy, inselBots.normal, inselBots.normal, inselBots.easy], 4)];
    for (const state of states) {
      for (let seat = 0; seat < state.seats; seat++) {
        const view = game.viewFor(state, seat);
        const sample = determinize(view, seat, Rng.fromSeed(checked));
        expect(game.viewFor(sample, seat)).toEqual(view);
        const all: TileId[] = [...sample.islands.flat(), ...sample.overboard.flatMap((stack) => stack.tiles), ...sample.banked.flat()];
        for (const boat of sample.boats) if (boat.cargo !== null) all.push(boat.cargo);
        expect(new Set(all).size).toBe(all.length);
        expect(all).toHaveLength(TILE_COUNT);
        // An island's stack only holds its own tiles; the viewer's cargo is his.
        sample.islands.forEach((stack, island) => expect(stack.every((id) => TILES[id]?.origin === island)).toBe(true));
        expect(sample.boats[seat]?.cargo).toBe(state.boats[seat]?.cargo);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(100);
  });

  it('the bots read what the view shows: the reckoning places only tiles the viewer may know', () => {
    const state = layout({ seats: 2, boats: [{ at: sea(2, 2), cargo: tile(1, 3) }, { at: sea(2, 16), cargo: tile(4, 1) }], beam: 6 });
    const rec = reckon(game.viewFor(state, 0), 0);
    // The rival's tile is as likely somewhere at sea as any other tile not on an island.
    expect(rec.elsewhere[tile(1, 3)]).toBe(0);
    expect(rec.elsewhere[tile(4, 1)]).toBeGreaterThan(0);
    expect(rec.elsewhere[tile(4, 1)]).toBe(rec.elsewhere[tile(4, 2)]);
  });
});

describe('insel-der-schmuggler bots: the bay as they reckon it', () => {
  it('the sailing moves they reckon with are the rules’ own, for every number of pips', () => {
    let compared = 0;
    const states = [...gameStates(31, [inselBots.normal, inselBots.easy], 2), ...gameStates(32, [inselBots.easy, inselBots.normal, inselBots.easy, inselBots.normal], 3)];
    for (const state of states) {
      if (state.phase !== 'sail') continue;
      const seat = state.turn;
      const bay = bayFromView(game.viewFor(state, seat));
      const chart = reckon(game.viewFor(state, seat), seat).chart;
      const all = reaches(bay, chart, seat, 4);
      for (let pips = 1; pips <= 4; pips++) {
        const key = (move: InselMove): string => JSON.stringify(move);
        const ours = all.filter((reach) => reach.steps <= pips && reach.most >= pips).map((reach) => key(reach.move));
        const rules = sailMoves(state, seat, pips).map(key);
        expect(new Set(ours)).toEqual(new Set(rules));
        expect(ours).toHaveLength(rules.length);
      }
      compared++;
    }
    expect(compared).toBeGreaterThan(30);
  });

  it('every sea field and harbour is charted (the bay is one sea with the rocks of a legal game)', () => {
    const rec = reckon(game.viewFor(newGame(2), 0), 0);
    for (const from of SEA_FIELD_IDS) {
      if (from === sea(1, 10)) continue;
      for (let island = 0; island < ISLANDS; island++) expect(rec.chart.steps(null, from, harbour(island as Island))).toBeLessThan(40);
    }
  });

  it('the voyage tables: delivered at once in the harbour, longer and riskier from farther, safe in a harbour', () => {
    const chart = reckon(game.viewFor(newGame(2), 0), 0).chart;
    const voyage = solveVoyage(chart.rock, harbour(2), 1, 8);
    const at = (field: number, beam: number, rivalRolls = 0): [number, number] => [
      voyage.turns[rivalRolls]?.[field * 20 + beam] as number,
      voyage.delivered[rivalRolls]?.[field * 20 + beam] as number,
    ];
    expect(at(harbour(2), 5)).toEqual([0, 1]);
    const [nearTurns, nearChance] = at(sea(2, 7), 0);
    const [farTurns, farChance] = at(sea(2, 13), 0);
    expect(nearTurns).toBeLessThan(farTurns);
    expect(nearChance).toBeGreaterThan(farChance);
    // From a harbour the boat may wait for the beam: it is never caught before it sets out.
    for (let beam = 0; beam < 20; beam++) expect(at(harbour(1), beam, 1)[1]).toBeGreaterThan(0.8);
  });
});

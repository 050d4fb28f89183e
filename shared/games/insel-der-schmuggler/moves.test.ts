/**
 * Where boats may go (decisions 4 to 6), table by table: sailing limits, the
 * beam that no path may enter, rocks and boats in the way, harbours that hold
 * any number of boats, pushes and swaps, loads, throws, rocks that would cut
 * a harbour off, and the beam's turns.
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../engine/rng.js';
import { ANCHOR_FIELD, type FieldId, HARBOUR_IDS, SEA_FIELD_IDS, fieldOf, inBeam, isSea, sectorOf } from './board.js';
import {
  type SailMove,
  type Waters,
  beamAfter,
  checkSail,
  goalDistances,
  harbourCutOff,
  nearestDistances,
  rockFields,
  sailMoves,
  sailOptions,
  throwFields,
} from './moves.js';
import { game, harbour, layout, sea, tile } from './testkit.js';

/** Waters with boat 0 (the mover) first. */
function waters(boats: (FieldId | null)[], change: Partial<Omit<Waters, 'boats'>> & { goods?: FieldId[] } = {}): Waters {
  return {
    beam: change.beam ?? 0,
    rocks: change.rocks ?? [],
    boats: boats.map((at) => ({ at })),
    overboard: (change.goods ?? []).map((field) => ({ field })),
  };
}

const moves = (w: Waters, pips: number, seat = 0) => sailOptions(w, seat, pips).map((option) => option.move);
const targets = (w: Waters, pips: number, type: SailMove['type']) =>
  moves(w, pips)
    .filter((move) => move.type === type)
    .map((move) => (move.type === 'sail' ? move.to : move.type === 'push' ? [move.at, move.to] : move.type === 'swap' ? [move.from, move.at] : move.at));

describe('sailing', () => {
  it.each([
    { name: 'one pip: the four neighbours, and staying', at: sea(1, 5), pips: 1, expected: [sea(1, 5), sea(0, 5), sea(1, 4), sea(1, 6), sea(2, 5)] },
    {
      name: 'two pips: every field two steps away',
      at: sea(1, 5),
      pips: 2,
      expected: [sea(1, 5), sea(0, 4), sea(0, 5), sea(0, 6), sea(1, 3), sea(1, 4), sea(1, 6), sea(1, 7), sea(2, 4), sea(2, 5), sea(2, 6)],
    },
    { name: 'from a harbour, out through its outer field', at: harbour(1), pips: 2, expected: [harbour(1), sea(1, 4), sea(2, 3), sea(2, 4), sea(2, 5)] },
    { name: 'the reefs are not sea', at: sea(1, 1), pips: 1, expected: [sea(1, 1), sea(0, 1), sea(1, 0), sea(2, 1)] },
  ])('$name', ({ at, pips, expected }) => {
    expect(targets(waters([at], { beam: 15 }), pips, 'sail')).toEqual(expected);
  });

  it('never enters or crosses the beam: a lit sector is a wall from the lighthouse to the edge', () => {
    const across = waters([sea(1, 4)], { beam: 5 });
    const reached = targets(across, 4, 'sail') as FieldId[];
    expect(reached.some((id) => sectorOf(id) >= 5 && sectorOf(id) <= 8)).toBe(false);
    expect(checkSail(across, 0, 4, { type: 'sail', to: sea(1, 6) })).toEqual({ problem: 'outOfReach' });
    expect(checkSail(across, 0, 4, { type: 'sail', to: sea(1, 5) })).toEqual({ problem: 'inBeam' });
    // With the beam elsewhere the same field is two steps away.
    expect(checkSail(waters([sea(1, 4)], { beam: 15 }), 0, 4, { type: 'sail', to: sea(1, 6) })).toEqual({ path: [sea(1, 4), sea(1, 5), sea(1, 6)] });
  });

  it('lets a boat on a lit field stay, or sail out of the beam, but never back into it', () => {
    const lit = waters([sea(1, 5)], { beam: 5, goods: [sea(1, 5)] });
    expect(targets(lit, 2, 'sail')).toEqual([sea(1, 5), sea(0, 4), sea(0, 6), sea(1, 3), sea(1, 4), sea(1, 6), sea(1, 7), sea(2, 4), sea(2, 6)]);
    // Its own field's goods would need the way back into the beam.
    expect(targets(lit, 2, 'load')).toEqual([]);
    expect(checkSail(lit, 0, 2, { type: 'load', at: sea(1, 5) })).toEqual({ problem: 'inBeam' });
  });

  it('is stopped by rocks and by other boats, but not by a harbour full of boats', () => {
    const w = waters([sea(2, 3), harbour(1), harbour(1), sea(1, 3)], { rocks: [sea(2, 2)], beam: 15 });
    expect(targets(w, 2, 'sail')).toEqual([sea(2, 3), sea(1, 4), sea(2, 4), sea(2, 5), harbour(1)]);
    expect(checkSail(w, 0, 2, { type: 'sail', to: sea(2, 2) })).toEqual({ problem: 'rock' });
    expect(checkSail(w, 0, 2, { type: 'sail', to: sea(1, 3) })).toEqual({ problem: 'boatThere' });
    expect(checkSail(w, 0, 2, { type: 'sail', to: sea(0, 3) })).toEqual({ problem: 'outOfReach' });
    expect(checkSail(w, 0, 2, { type: 'sail', to: 10 })).toEqual({ problem: 'noField' });
    expect(checkSail(w, 0, 2, { type: 'sail', to: harbour(1) })).toEqual({ path: [sea(2, 3), sea(2, 4), harbour(1)] });
  });

  it('gives each option a shortest path from the boat, step by step, through free fields only', () => {
    const rng = Rng.fromSeed(3);
    const problems: string[] = [];
    for (let round = 0; round < 300; round++) {
      const w = randomWaters(rng);
      const pips = 1 + rng.int(4);
      const start = w.boats[0]?.at as FieldId;
      for (const { move, path } of sailOptions(w, 0, pips)) {
        const wrong = (what: string) => problems.push(`${JSON.stringify(w)}, ${pips} pips, ${JSON.stringify(move)} ${JSON.stringify(path)}: ${what}`);
        if (path[0] !== start) wrong('does not start at the boat');
        if (path.length - 1 > pips) wrong('is too long');
        const last = path[path.length - 1] as FieldId;
        for (let i = 1; i < path.length; i++) {
          const step = path[i] as FieldId;
          if (!fieldOf(path[i - 1] as FieldId)?.neighbours.includes(step)) wrong(`jumps to ${step}`);
          const intoBoat = (move.type === 'push' || move.type === 'swap') && i === path.length - 1;
          if (inBeam(step, w.beam)) wrong(`enters the beam at ${step}`);
          if (w.rocks.includes(step)) wrong(`hits a rock at ${step}`);
          if (!intoBoat && isSea(step) && w.boats.slice(1).some((boat) => boat.at === step)) wrong(`runs into a boat at ${step}`);
        }
        if (move.type === 'sail' && last !== move.to) wrong('ends elsewhere');
        if (move.type === 'load' && (last !== move.at || path.length < 2)) wrong('loads without sailing there');
        if (move.type === 'push' && last !== move.at) wrong('does not reach the boat');
        if (move.type === 'swap' && (path[path.length - 2] !== move.from || last !== move.at)) wrong('does not swap from its field');
        if (JSON.stringify(checkSail(w, 0, pips, move)) !== JSON.stringify({ path })) wrong('is not what checkSail says');
      }
    }
    expect(problems).toEqual([]);
  });

  it('accepts exactly the listed moves (checkSail and sailOptions agree)', () => {
    const rng = Rng.fromSeed(4);
    const problems: string[] = [];
    for (let round = 0; round < 150; round++) {
      const w = randomWaters(rng);
      const pips = 1 + rng.int(4);
      const listed = new Set(sailMoves(w, 0, pips).map((move) => JSON.stringify(move)));
      const candidates: SailMove[] = [];
      for (let a = 0; a < 65; a++) {
        candidates.push({ type: 'sail', to: a }, { type: 'load', at: a });
        for (const b of fieldOf(a)?.neighbours ?? []) candidates.push({ type: 'push', at: a, to: b }, { type: 'swap', from: b, at: a });
      }
      for (const move of candidates) {
        const key = JSON.stringify(move);
        if ('path' in checkSail(w, 0, pips, move) !== listed.has(key)) problems.push(`${JSON.stringify(w)}, ${pips} pips: ${key}`);
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('searches kept for the next question', () => {
  it('survey waters changed in place afresh: a survey is kept only for the very same waters', () => {
    const rng = Rng.fromSeed(8);
    for (let round = 0; round < 200; round++) {
      const w = randomWaters(rng);
      const pips = 1 + rng.int(4);
      sailMoves(w, 0, pips);
      // Changed in place after the survey: a boat moved, a rock or goods added, the beam turned.
      const boats = w.boats as { at: FieldId | null }[];
      if (round % 4 === 0) (boats[rng.int(boats.length)] as { at: FieldId | null }).at = rng.pick(SEA_FIELD_IDS);
      else if (round % 4 === 1) (w.rocks as FieldId[]).push(rng.pick(SEA_FIELD_IDS));
      else if (round % 4 === 2) (w.overboard as { field: FieldId }[]).push({ field: rng.pick(SEA_FIELD_IDS) });
      else w.beam = (w.beam + 1) % 20;
      const fresh = structuredClone(w);
      expect(sailOptions(w, 0, pips)).toEqual(sailOptions(fresh, 0, pips));
      for (const to of SEA_FIELD_IDS) expect(checkSail(w, 0, pips, { type: 'sail', to })).toEqual(checkSail(fresh, 0, pips, { type: 'sail', to }));
    }
  });

  it('find the nearest goal as one search from all the goals would, the same goals asked again or not', () => {
    const rng = Rng.fromSeed(9);
    const fields = [...SEA_FIELD_IDS, ...HARBOUR_IDS];
    let goals: FieldId[] = [];
    for (let round = 0; round < 300; round++) {
      if (rng.int(3) > 0) goals = Array.from({ length: rng.int(7) }, () => rng.pick(fields));
      const rocks = Math.floor(round / 50) % 2 === 0 ? [] : [ANCHOR_FIELD];
      // Only the first goals count: what follows them in the list is left out.
      const listed = [...goals, sea(1, 1), harbour(2)];
      expect(Array.from(nearestDistances(rocks, listed, goals.length))).toEqual(Array.from(goalDistances(rocks, goals, new Int8Array(65))));
    }
  });
});

describe('states and views', () => {
  it('are both waters, with the same answers: the table and the bots ask their view what the rules ask the state', () => {
    const state = layout({
      seats: 3,
      beam: 6,
      boats: [{ at: sea(1, 5), cargo: tile(1, 3) }, { at: sea(1, 4), cargo: tile(4, 0) }, { at: harbour(1) }],
      overboard: [{ field: sea(1, 7), tiles: [tile(2, 0)] }],
    });
    for (const viewer of [0, 1, 'spectator'] as const) {
      const view = game.viewFor(state, viewer);
      expect(sailOptions(view, 0, 3)).toEqual(sailOptions(state, 0, 3));
      expect(throwFields(view, 1)).toEqual(throwFields(state, 1));
    }
  });
});

describe('pushing and swapping', () => {
  it('pushes onto any free sea field next to the boat, into the beam too, but not onto a rock, a boat or into a harbour', () => {
    const w = waters([sea(1, 5), sea(2, 4), sea(1, 4)], { beam: 3, rocks: [sea(2, 3)] });
    // The boat at (2,4): its neighbours (2,3) rock, (2,5) free, (1,4) a boat, the harbour; (2,5) is also where the mover could swap from.
    expect(targets(w, 2, 'push')).toEqual([
      [sea(1, 4), sea(0, 4)],
      [sea(1, 4), sea(1, 3)],
    ]);
    expect(checkSail(w, 0, 2, { type: 'push', at: sea(2, 4), to: harbour(1) })).toEqual({ problem: 'pushOntoFreeSea' });
    expect(checkSail(w, 0, 2, { type: 'push', at: sea(2, 4), to: sea(2, 3) })).toEqual({ problem: 'pushOntoFreeSea' });
    expect(checkSail(w, 0, 2, { type: 'push', at: sea(2, 4), to: sea(2, 5) })).toEqual({ problem: 'pushIsSwap' });
    // Into the lit sector 3: allowed.
    expect(checkSail(w, 0, 2, { type: 'push', at: sea(1, 4), to: sea(1, 3) })).toEqual({ path: [sea(1, 5), sea(1, 4)] });
  });

  it('treats a push onto a field the mover could swap from as that swap (listed once)', () => {
    const w = waters([sea(1, 5), sea(1, 4)], { beam: 15 });
    expect(targets(w, 1, 'push')).toEqual([
      [sea(1, 4), sea(0, 4)],
      [sea(1, 4), sea(1, 3)],
      [sea(1, 4), sea(2, 4)],
    ]);
    expect(targets(w, 1, 'swap')).toEqual([[sea(1, 5), sea(1, 4)]]);
    // With more pips the mover could also come from (0,4) or (2,4): those are swaps now.
    expect(targets(w, 3, 'push')).toEqual([[sea(1, 4), sea(1, 3)]]);
    expect(targets(w, 3, 'swap')).toEqual([
      [sea(0, 4), sea(1, 4)],
      [sea(1, 5), sea(1, 4)],
      [sea(2, 4), sea(1, 4)],
    ]);
  });

  it('needs a step left to sail into the boat', () => {
    const w = waters([sea(1, 7), sea(1, 4)], { beam: 15 });
    expect(targets(w, 2, 'push')).toEqual([]);
    expect(checkSail(w, 0, 2, { type: 'swap', from: sea(1, 5), at: sea(1, 4) })).toEqual({ problem: 'outOfReach' });
    expect(checkSail(w, 0, 3, { type: 'swap', from: sea(1, 5), at: sea(1, 4) })).toEqual({ path: [sea(1, 7), sea(1, 6), sea(1, 5), sea(1, 4)] });
  });

  it('swaps from a harbour: the other boat goes into it', () => {
    const w = waters([harbour(1), sea(2, 4)], { beam: 15 });
    expect(targets(w, 1, 'swap')).toEqual([[harbour(1), sea(2, 4)]]);
    expect(targets(w, 1, 'push')).toEqual([
      [sea(2, 4), sea(1, 4)],
      [sea(2, 4), sea(2, 3)],
      [sea(2, 4), sea(2, 5)],
    ]);
  });

  it('never pushes or swaps in a harbour, nor a boat in the beam, nor his own boat', () => {
    const w = waters([sea(2, 4), harbour(1), sea(2, 5)], { beam: 5 });
    expect(moves(w, 2).filter((move) => move.type === 'push' || move.type === 'swap')).toEqual([]);
    expect(checkSail(w, 0, 2, { type: 'push', at: harbour(1), to: sea(2, 4) })).toEqual({ problem: 'inHarbour' });
    expect(checkSail(w, 0, 2, { type: 'swap', from: sea(2, 4), at: sea(2, 5) })).toEqual({ problem: 'inBeam' });
    expect(checkSail(w, 0, 2, { type: 'swap', from: sea(1, 4), at: sea(2, 4) })).toEqual({ problem: 'noBoat' });
    expect(checkSail(w, 0, 2, { type: 'push', at: harbour(2), to: sea(2, 8) })).toEqual({ problem: 'noBoat' });
    expect(checkSail(w, 0, 2, { type: 'push', at: sea(1, 1), to: sea(1, 0) })).toEqual({ problem: 'noBoat' });
  });
});

describe('loading', () => {
  it('loads goods at least one step away; at its own field only after sailing out and back', () => {
    const w = waters([sea(1, 5), sea(1, 7)], { beam: 15, goods: [sea(1, 5), sea(1, 6), sea(1, 7)] });
    expect(targets(w, 1, 'load')).toEqual([sea(1, 6)]);
    expect(checkSail(w, 0, 1, { type: 'load', at: sea(1, 5) })).toEqual({ problem: 'loadNeedsStep' });
    expect(checkSail(w, 0, 1, { type: 'load', at: sea(1, 7) })).toEqual({ problem: 'boatThere' });
    expect(checkSail(w, 0, 1, { type: 'load', at: sea(1, 8) })).toEqual({ problem: 'noGoods' });
    expect(sailOptions(w, 0, 2).find((option) => option.move.type === 'load' && option.move.at === sea(1, 5))?.path).toEqual([sea(1, 5), sea(1, 4), sea(1, 5)]);
    // Goods may be crossed, and sailed onto without loading.
    expect(checkSail(w, 0, 2, { type: 'sail', to: sea(1, 6) })).toEqual({ path: [sea(1, 5), sea(1, 6)] });
  });
});

describe('throwing goods overboard', () => {
  it.each([
    { name: 'onto any sea field next to the boat', boats: [sea(1, 5)], rocks: [], expected: [sea(0, 5), sea(1, 4), sea(1, 6), sea(2, 5)] },
    { name: 'not onto a rock, but into the beam and onto a boat', boats: [sea(1, 5), sea(1, 4)], rocks: [sea(2, 5)], expected: [sea(0, 5), sea(1, 4), sea(1, 6)] },
    { name: 'never into a harbour', boats: [sea(2, 4)], rocks: [], expected: [sea(1, 4), sea(2, 3), sea(2, 5)] },
    { name: 'onto its own field when nothing else is free', boats: [sea(2, 9)], rocks: [sea(2, 8), sea(1, 9)], expected: [sea(2, 9)] },
  ])('$name', ({ boats, rocks, expected }) => {
    expect(throwFields(waters(boats, { beam: 5, rocks }), 0)).toEqual(expected);
  });

  it('has nowhere to throw for a boat in a harbour', () => {
    expect(throwFields(waters([harbour(0)]), 0)).toEqual([]);
  });
});

describe('rocks', () => {
  it.each([
    { name: 'no rocks', rocks: [], expected: null },
    { name: 'the anchor rock alone', rocks: [ANCHOR_FIELD], expected: null },
    { name: "a rock on Parrot Island's outer field", rocks: [sea(2, 8)], expected: 2 },
    { name: 'a wall across sector 6, the strait open', rocks: [sea(0, 6), sea(1, 6), sea(2, 6)], expected: null },
    { name: 'a wall across sector 6 and the anchor rock: Parrot Island alone', rocks: [ANCHOR_FIELD, sea(0, 6), sea(1, 6), sea(2, 6)], expected: 2 },
    { name: 'a wall across sector 2 and the anchor rock: Turtle and Parrot together, the smaller side', rocks: [ANCHOR_FIELD, sea(0, 2), sea(2, 2)], expected: 1 },
  ])('$name: cut off $expected', ({ rocks, expected }) => {
    expect(harbourCutOff(rocks)).toBe(expected);
  });

  it('go on free sea fields that cut no harbour off', () => {
    const fields = rockFields([]);
    expect(fields).toHaveLength(SEA_FIELD_IDS.length - 5);
    for (const harbourField of HARBOUR_IDS) expect(fields).not.toContain(fieldOf(harbourField)?.neighbours[0]);
    const twoPlayer = rockFields([ANCHOR_FIELD, sea(0, 6), sea(1, 6)]);
    expect(twoPlayer).not.toContain(ANCHOR_FIELD);
    expect(twoPlayer).not.toContain(sea(2, 6));
    for (const field of twoPlayer) expect(harbourCutOff([ANCHOR_FIELD, sea(0, 6), sea(1, 6), field])).toBeNull();
  });
});

describe('the beam', () => {
  it.each([
    { beam: 0, face: 'red2', direction: undefined, expected: 2 },
    { beam: 0, face: 'red3', direction: undefined, expected: 3 },
    { beam: 0, face: 'green2', direction: undefined, expected: 18 },
    { beam: 1, face: 'green3', direction: undefined, expected: 18 },
    { beam: 19, face: 'red2', direction: undefined, expected: 1 },
    { beam: 5, face: 'black2', direction: 'clockwise', expected: 7 },
    { beam: 5, face: 'black2', direction: 'counterclockwise', expected: 3 },
    { beam: 5, face: 'black2', direction: undefined, expected: 5 },
    { beam: 5, face: 'keeper', direction: 'clockwise', expected: 5 },
  ] as const)('$face from $beam ($direction): $expected', ({ beam, face, direction, expected }) => {
    expect(beamAfter(beam, face, direction)).toBe(expected);
  });
});

/** Waters drawn at random: the mover somewhere, up to 3 other boats, a few rocks and goods. */
function randomWaters(rng: Rng): Waters {
  const fields = [...SEA_FIELD_IDS, ...HARBOUR_IDS];
  const taken = new Set<FieldId>();
  const free = () => {
    for (;;) {
      const field = rng.pick(fields);
      if (!taken.has(field) || !isSea(field)) {
        taken.add(field);
        return field;
      }
    }
  };
  const rocks = Array.from({ length: rng.int(4) }, () => rng.pick(SEA_FIELD_IDS)).filter((id) => !taken.has(id) && taken.add(id));
  const boats = Array.from({ length: 1 + rng.int(4) }, free);
  const goods = Array.from({ length: rng.int(5) }, () => rng.pick(SEA_FIELD_IDS)).filter((id) => !rocks.includes(id));
  return waters(boats, { beam: rng.int(20), rocks, goods: [...new Set(goods)].sort((a, b) => a - b) });
}

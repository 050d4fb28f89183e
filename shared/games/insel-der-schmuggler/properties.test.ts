/**
 * Invariants over thousands of seeded random playouts (every table size, the
 * rocks and harbour options in turn): every move randomMove draws is one of
 * legalMoves; every view, of every seat and of a spectator, after every move,
 * holds no more than its viewer may know (decision 8, held against knownBy);
 * every tile is in exactly one place, known to whom it should be; and the
 * game ends with the first to bank 7. What every game must do besides (replay,
 * plain JSON, untouched inputs, refusals, secrets under perturbation) is the
 * conformance suite's (conformance.test.ts).
 */
import { describe, expect, it } from 'vitest';
import type { Seat, Viewer } from '../../engine/contract.js';
import { isSea } from './board.js';
import { TILE_COUNT, TILES, type TileId, WINNING_TOTAL } from './goods.js';
import { bankedTotal } from './rules.js';
import { type PlayoutStep, game, randomPlayout } from './testkit.js';
import type { InselOptions, InselState, InselView } from './types.js';

const PLAYOUTS = 2000;

const TABLE_OPTIONS: Partial<InselOptions>[] = [
  {},
  { rocks: 2, rockPlacement: 'turns' },
  { rocks: 3, rockPlacement: 'random' },
  { startHarbours: 'random' },
  { rocks: 1, rockPlacement: 'random', startHarbours: 'random', firstPlayer: 0 },
];

const VIEW_KEYS = [
  'game',
  'viewer',
  'seats',
  'options',
  'phase',
  'activeSeats',
  'turn',
  'firstPlayer',
  'turnNumber',
  'beam',
  'rocks',
  'rocksToPlace',
  'boats',
  'islands',
  'overboard',
  'banked',
  'dice',
  'toThrow',
  'moved',
  'result',
].sort();

/** Whether a view shows a tile's face as it is. */
function sameFace(shown: { origin: number; destination: number; value: number }, tile: TileId): boolean {
  const face = TILES[tile];
  return face !== undefined && shown.origin === face.origin && shown.destination === face.destination && shown.value === face.value && Object.keys(shown).length === 3;
}

/**
 * What is wrong with `viewer`'s view of `state`: anything it shows beyond
 * what knownBy allows, or other than the state. (Checked field by field, not
 * through JSON: it runs for every viewer after every move of every playout.)
 * The view's own keys are checked once a game (viewKeyProblems): faces could
 * hide only in the places looked at here.
 */
function viewProblems(state: InselState, view: InselView, viewer: Viewer): string[] {
  const problems: string[] = [];
  state.boats.forEach((boat, seat) => {
    const shown = view.boats[seat];
    if (shown === undefined || shown.at !== boat.at || shown.seat !== seat) return problems.push(`boat ${seat} misplaced`);
    if (boat.cargo === null) return shown.cargo === null || problems.push(`boat ${seat} shows cargo it has not`);
    if (shown.cargo === null) return problems.push(`boat ${seat} hides that it carries goods`);
    const allowed = viewer !== 'spectator' && (state.knownBy[boat.cargo] as Seat[]).includes(viewer);
    if (shown.cargo.known) {
      if (!allowed || seat !== viewer) problems.push(`boat ${seat}'s cargo shown to ${viewer}, who may not know it`);
      else if (!sameFace(shown.cargo.tile, boat.cargo)) problems.push(`boat ${seat}'s cargo shown wrong`);
    } else if (allowed) problems.push(`boat ${seat}'s cargo hidden from its owner`);
    else if (Object.keys(shown.cargo).length !== 1) problems.push(`boat ${seat}'s hidden cargo shows ${Object.keys(shown.cargo).join()}`);
  });
  state.islands.forEach((stack, island) => view.islands[island] === stack.length || problems.push(`island ${island} shown as ${JSON.stringify(view.islands[island])}`));
  if (view.overboard.length !== state.overboard.length) problems.push('sea stacks');
  state.overboard.forEach((stack, index) => {
    const shown = view.overboard[index];
    if (shown?.field !== stack.field || shown.count !== stack.tiles.length || Object.keys(shown).length !== 2) problems.push(`the sea stack at ${stack.field} shown as ${JSON.stringify(shown)}`);
  });
  state.banked.forEach((tiles, seat) => {
    const shown = view.banked[seat];
    if (shown?.total !== bankedTotal(tiles) || shown.tiles.length !== tiles.length || !tiles.every((tile, i) => sameFace(shown.tiles[i] as never, tile))) problems.push(`seat ${seat}'s banked tiles`);
  });
  if (view.moved !== state.moved) problems.push(`moved shown as ${String(view.moved)}`);
  return problems;
}

/** The view's shape: its keys, and those of each boat. */
function viewKeyProblems(view: InselView): string[] {
  const problems: string[] = [];
  if (JSON.stringify(Object.keys(view).sort()) !== JSON.stringify(VIEW_KEYS)) problems.push(`view keys ${Object.keys(view).join(', ')}`);
  for (const boat of view.boats) if (Object.keys(boat).sort().join() !== 'at,cargo,loads,seat') problems.push(`boat keys ${Object.keys(boat).join()}`);
  return problems;
}

const placed = new Uint8Array(TILE_COUNT);

/** What is wrong with the bookkeeping of a state: each tile in one place, known to whom it should be. */
function stateProblems(state: InselState): string[] {
  const problems: string[] = [];
  placed.fill(0);
  const put = (tile: TileId, where: string, knowers: readonly Seat[]) => {
    if (placed[tile] === 1) problems.push(`tile ${tile} twice, once ${where}`);
    placed[tile] = 1;
    const known = state.knownBy[tile] as Seat[];
    if (known.length !== knowers.length || known.some((seat, i) => seat !== knowers[i])) problems.push(`tile ${tile} ${where} known by ${JSON.stringify(known)}`);
  };
  const nobody: Seat[] = [];
  state.islands.forEach((stack, island) =>
    stack.forEach((tile) => {
      put(tile, `on island ${island}`, nobody);
      if (TILES[tile]?.origin !== island) problems.push(`tile ${tile} on the wrong island`);
    }),
  );
  state.boats.forEach((boat, seat) => boat.cargo !== null && put(boat.cargo, `on boat ${seat}`, [seat]));
  state.overboard.forEach((stack, index) => {
    if (stack.tiles.length === 0) problems.push(`an empty sea stack at ${stack.field}`);
    if (!isSea(stack.field) || state.rocks.includes(stack.field)) problems.push(`goods on ${stack.field}, no free sea`);
    if (index > 0 && (state.overboard[index - 1]?.field as number) >= stack.field) problems.push('sea stacks out of order');
    for (const tile of stack.tiles) put(tile, `in the sea at ${stack.field}`, nobody);
  });
  const everyone = Array.from({ length: state.seats }, (_, seat) => seat);
  state.banked.forEach((tiles, seat) => tiles.forEach((tile) => put(tile, `banked by ${seat}`, everyone)));
  if (placed.some((mark) => mark === 0)) problems.push('a tile is nowhere');
  for (let a = 0; a < state.boats.length; a++) {
    const at = state.boats[a]?.at ?? null;
    if (at === null || !isSea(at)) continue;
    if (state.rocks.includes(at)) problems.push('a boat on a rock');
    for (let b = a + 1; b < state.boats.length; b++) if (state.boats[b]?.at === at) problems.push('two boats on one sea field');
  }
  const totals = state.banked.map(bankedTotal);
  const winners = totals.filter((total) => total >= WINNING_TOTAL).length;
  if (state.phase === 'over') {
    if (state.winner === null || (totals[state.winner] as number) < WINNING_TOTAL || winners !== 1) problems.push('over without one winner at 7');
  } else if (winners > 0) problems.push('7 banked and the game goes on');
  return problems;
}

/** Whether two moves are the same (field by field). */
function sameMove(a: object, b: object): boolean {
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  for (const key in x) if (x[key] !== y[key]) return false;
  for (const key in y) if (!(key in x)) return false;
  return true;
}

describe('random playouts', () => {
  it(`draw only legal moves, show every viewer only what it may know, keep every tile once, and end at 7 (${PLAYOUTS} games)`, { timeout: 60_000 }, () => {
    const problems: string[] = [];
    const seen = new Set<string>();
    let moves = 0;
    for (let seed = 0; seed < PLAYOUTS && problems.length < 10; seed++) {
      const seats = 2 + (seed % 3);
      const change = TABLE_OPTIONS[seed % TABLE_OPTIONS.length] as Partial<InselOptions>;
      const viewers: Viewer[] = ['spectator', ...Array.from({ length: seats }, (_, seat) => seat)];
      const visit = ({ index, before, actor, move, after, events }: PlayoutStep) => {
        moves++;
        const at = `seed ${seed}, ${seats} seats, move ${index}`;
        if (index === 0) for (const problem of viewKeyProblems(game.viewFor(before, 'spectator'))) problems.push(`${at}: ${problem}`);
        if (!game.legalMoves(before, actor as Seat).some((legal) => sameMove(legal, move))) problems.push(`${at}: the random move ${JSON.stringify(move)} is not among the legal ones`);
        for (const viewer of viewers) for (const problem of viewProblems(after, game.viewFor(after, viewer), viewer)) problems.push(`${at}, ${String(viewer)}'s view: ${problem}`);
        for (const problem of stateProblems(after)) problems.push(`${at}: ${problem}`);
        seen.add(after.phase);
        for (const event of events) seen.add(event.type === 'loaded' ? `loaded${event.swapped ? ' (swap)' : ''}` : event.type);
      };
      const end = randomPlayout(seed, seats, visit, change);
      if (game.result(end) === null) problems.push(`seed ${seed}: no result`);
    }
    expect(problems.slice(0, 10)).toEqual([]);
    // Random play meets every phase and every kind of event, so the checks above saw them all.
    expect([...seen].sort()).toEqual(
      [
        'rocks',
        'harbours',
        'roll',
        'beam',
        'throw',
        'sail',
        'over',
        'rock-placed',
        'harbour-chosen',
        'turn-began',
        'tile-taken',
        'rolled',
        'beam-turned',
        'keeper-sleeps',
        'caught',
        'thrown',
        'sailed',
        'loaded',
        'loaded (swap)',
        'pushed',
        'swapped',
        'delivered',
        'game-over',
      ].sort(),
    );
    // A few hundred moves a game at most, thanks to the goal-weighted random moves.
    expect(moves / PLAYOUTS).toBeLessThan(300);
  });
});

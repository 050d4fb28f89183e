/**
 * What the viewer may pick on the bay now, and what a pick does: the fields
 * that light up (BayTarget), the step of a move being built (a boat picked, a
 * boat to push or swap with, a choice between two moves on one field), and the
 * keyboard cursor's way round the bay. Pure: everything comes from the view and
 * the engine's own move helpers (moves.ts: a view is the rules' waters), so the
 * table never offers a move the rules refuse.
 */
import type { Seat } from '../../../../shared/engine/contract';
import { type FieldId, type Island, HARBOUR_IDS, RINGS, SECTORS, fieldOf, harbourIsland } from '../../../../shared/games/insel-der-schmuggler/board';
import { rockFields, sailMoves, throwFields } from '../../../../shared/games/insel-der-schmuggler/moves';
import type { InselMove, InselView } from '../../../../shared/games/insel-der-schmuggler/types';
import type { BayTarget, TargetKind } from './scene/contract';

/** A move on the bay being built, in phase 'sail'. */
export type Step =
  /** Nothing picked yet: the viewer clicks his boat (or Move my boat, or Enter on the bay). */
  | { kind: 'idle' }
  /** The boat is picked: the fields it may end on are lit. */
  | { kind: 'boat' }
  /** A field with a boat is picked: where to push it, or the field to swap places from. */
  | { kind: 'boatAt'; at: FieldId }
  /** Two moves end on the picked field (load or just stop; push or swap): the player says which. */
  | { kind: 'choose'; field: FieldId; moves: InselMove[]; back: Step };

export const IDLE: Step = { kind: 'idle' };

/** What a pick does: send a move, go on to another step, or nothing (not a target). */
export type Pick = { kind: 'move'; move: InselMove } | { kind: 'step'; step: Step } | { kind: 'none' };

/** Whether the viewer is the one to act now (only the seat whose turn it is ever acts). */
export function acts(view: InselView, viewer: Seat | null): viewer is Seat {
  return viewer !== null && view.phase !== 'over' && view.turn === viewer && view.activeSeats.includes(viewer);
}

/** The free sea fields a rock may go on now (none that would cut a harbour off). */
export function rockTargets(view: InselView): FieldId[] {
  return rockFields(view.rocks);
}

/** The field a move is picked on first: where it ends, or the boat it sails into. */
export function firstField(move: InselMove): FieldId | null {
  switch (move.type) {
    case 'sail':
      return move.to;
    case 'load':
    case 'push':
    case 'swap':
      return move.at;
    default:
      return null;
  }
}

/** The field a move into a boat is picked on second: where the boat is pushed, or where the mover swaps from. */
export function secondField(move: InselMove): FieldId | null {
  if (move.type === 'push') return move.to;
  if (move.type === 'swap') return move.from;
  return null;
}

/** The viewer's sailing moves this turn (the engine's, staying put included): a view is the rules' waters. */
export function sailingMoves(view: InselView, seat: Seat): InselMove[] {
  const pips = view.dice?.smuggler;
  if (view.phase !== 'sail' || pips === undefined) return [];
  return sailMoves(view, seat, pips);
}

/** Staying where the boat is: a sail to its own field. */
export function stayMove(view: InselView, seat: Seat): InselMove | null {
  const at = view.boats[seat]?.at;
  return at === null || at === undefined ? null : { type: 'sail', to: at };
}

const isStay = (move: InselMove, at: FieldId | null | undefined): boolean => move.type === 'sail' && move.to === at;

/** Which of several moves on one field lights it: a boat to push or swap with first, then goods to load, then plain sailing. */
function kindOf(moves: readonly InselMove[]): TargetKind {
  if (moves.some((move) => move.type === 'push')) return 'push';
  if (moves.some((move) => move.type === 'swap')) return 'swap';
  if (moves.some((move) => move.type === 'load')) return 'load';
  return 'sail';
}

/** Moves grouped by a field, in the order of their first appearance. */
function byField(moves: readonly InselMove[], fieldOfMove: (move: InselMove) => FieldId | null): Map<FieldId, InselMove[]> {
  const groups = new Map<FieldId, InselMove[]>();
  for (const move of moves) {
    const field = fieldOfMove(move);
    if (field === null) continue;
    const group = groups.get(field) ?? [];
    group.push(move);
    groups.set(field, group);
  }
  return groups;
}

/** The moves that end on `at`'s boat, grouped by their second field (push destination or swap field), with each field's kind. */
function secondGroups(moves: readonly InselMove[], at: FieldId): Map<FieldId, InselMove[]> {
  return byField(
    moves.filter((move) => (move.type === 'push' || move.type === 'swap') && move.at === at),
    secondField,
  );
}

function kindOnSecond(moves: readonly InselMove[]): TargetKind {
  return moves.some((move) => move.type === 'push') ? 'push' : 'swap';
}

/** The fields the viewer may pick now, each with what picking it does. Empty when he has nothing to pick on the bay. */
export function targetsFor(view: InselView, viewer: Seat | null, step: Step): BayTarget[] {
  if (!acts(view, viewer)) return [];
  switch (view.phase) {
    case 'rocks':
      return rockTargets(view).map((field) => ({ field, kind: 'rock' }));
    case 'harbours':
      return HARBOUR_IDS.map((field) => ({ field, kind: 'harbour' }));
    case 'throw': {
      const boat = view.toThrow[0];
      return boat === undefined ? [] : throwFields(view, boat).map((field) => ({ field, kind: 'throw' }));
    }
    case 'sail': {
      const moves = sailingMoves(view, viewer);
      const at = view.boats[viewer]?.at;
      if (step.kind === 'boat') {
        const groups = byField(
          moves.filter((move) => !isStay(move, at)),
          firstField,
        );
        return [...groups].map(([field, group]) => ({ field, kind: kindOf(group) }));
      }
      if (step.kind === 'boatAt') return [...secondGroups(moves, step.at)].map(([field, group]) => ({ field, kind: kindOnSecond(group) }));
      return [];
    }
    default:
      return [];
  }
}

/** What picking `field` does in the viewer's current step. */
export function pickField(view: InselView, viewer: Seat | null, step: Step, field: FieldId): Pick {
  if (!acts(view, viewer)) return { kind: 'none' };
  if (!targetsFor(view, viewer, step).some((target) => target.field === field)) return { kind: 'none' };
  switch (view.phase) {
    case 'rocks':
      return { kind: 'move', move: { type: 'placeRock', field } };
    case 'harbours': {
      const island = harbourIsland(field);
      return island === null ? { kind: 'none' } : { kind: 'move', move: { type: 'chooseHarbour', island } };
    }
    case 'throw':
      return { kind: 'move', move: { type: 'throw', field } };
    case 'sail': {
      const moves = sailingMoves(view, viewer);
      if (step.kind === 'boat') {
        const group = moves.filter((move) => firstField(move) === field && !isStay(move, view.boats[viewer]?.at));
        if (group.some((move) => move.type === 'push' || move.type === 'swap')) return { kind: 'step', step: { kind: 'boatAt', at: field } };
        return settle(group, field, step);
      }
      if (step.kind === 'boatAt') return settle(secondGroups(moves, step.at).get(field) ?? [], field, step);
      return { kind: 'none' };
    }
    default:
      return { kind: 'none' };
  }
}

/**
 * The answers of a choice in the order they are offered, the first one taking
 * the focus: a plain sail (just stopping by the goods) after what the player
 * sailed there for (a newcomer who pressed Enter on the first answer lost the
 * goods he came for); the others in the engine's order.
 */
function offered(moves: readonly InselMove[]): InselMove[] {
  const givesUp = (move: InselMove) => (move.type === 'sail' ? 1 : 0);
  return [...moves].sort((a, b) => givesUp(a) - givesUp(b));
}

/** One move is sent; two or more ask which (load or just stop; push or swap). */
function settle(group: readonly InselMove[], field: FieldId, back: Step): Pick {
  const [only] = group;
  if (only === undefined) return { kind: 'none' };
  if (group.length === 1) return { kind: 'move', move: only };
  return { kind: 'step', step: { kind: 'choose', field, moves: offered(group), back } };
}

/**
 * Clicking a boat: a boat on a lit field picks that field (a boat to push or
 * swap with, a throw onto a boat's field, your own field to swap from); else,
 * in phase 'sail', your own boat is picked (or dropped again), and another
 * boat you can reach is picked as if you had picked your boat first.
 */
export function pickBoat(view: InselView, viewer: Seat | null, step: Step, seat: Seat): Pick {
  const at = view.boats[seat]?.at;
  if (at === null || at === undefined || !acts(view, viewer)) return { kind: 'none' };
  if (targetsFor(view, viewer, step).some((target) => target.field === at)) return pickField(view, viewer, step, at);
  if (view.phase !== 'sail') return { kind: 'none' };
  if (seat === viewer) return { kind: 'step', step: step.kind === 'idle' ? { kind: 'boat' } : IDLE };
  if (step.kind === 'idle') return pickField(view, viewer, { kind: 'boat' }, at);
  return { kind: 'none' };
}

/** Escape: one step back (the choice to the pick before it, a boat to the fields, the fields to nothing). */
export function stepBack(step: Step): Step {
  switch (step.kind) {
    case 'choose':
      return step.back;
    case 'boatAt':
      return { kind: 'boat' };
    default:
      return IDLE;
  }
}

/** The field the current step centres on, for the bay's outline and the cursor's start: the boat picked, the field to choose on. */
export function focusField(view: InselView, viewer: Seat | null, step: Step): FieldId | null {
  if (step.kind === 'choose') return step.field;
  if (step.kind === 'boatAt') return step.at;
  if (viewer === null) return null;
  return view.boats[viewer]?.at ?? null;
}

// ---- the keyboard cursor

export type CursorKey = 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown';

export function isCursorKey(key: string): key is CursorKey {
  return key === 'ArrowLeft' || key === 'ArrowRight' || key === 'ArrowUp' || key === 'ArrowDown';
}

/** Where a field lies round the bay: its ring (a harbour is one ring beyond the outer) and sector. */
function placeOf(field: FieldId): { ring: number; sector: number } | null {
  const f = fieldOf(field);
  if (f === undefined) return null;
  return f.kind === 'sea' ? { ring: f.ring, sector: f.sector } : { ring: RINGS, sector: f.sector };
}

/** Sectors from `from` to `to` going clockwise (0–19). */
const clockwise = (from: number, to: number) => (((to - from) % SECTORS) + SECTORS) % SECTORS;
/** Sectors between two sectors the short way round (0–10). */
const around = (a: number, b: number) => Math.min(clockwise(a, b), clockwise(b, a));

/**
 * The target the cursor goes to from `from` (a target, the viewer's boat, or
 * nothing yet): right and left go clockwise and counter-clockwise round the
 * bay to the nearest target by sector (then by ring), up and down go outward
 * and inward to the nearest ring (then the nearest sector). With no target that
 * way the cursor stays; from nowhere it goes to the first target.
 */
export function nextCursor(targets: readonly BayTarget[], from: FieldId | null, key: CursorKey): FieldId | null {
  const first = targets[0];
  if (first === undefined) return null;
  const origin = from === null ? null : placeOf(from);
  if (origin === null) return first.field;
  let best: { field: FieldId; score: [number, number] } | null = null;
  for (const target of targets) {
    if (target.field === from) continue;
    const place = placeOf(target.field);
    if (place === null) continue;
    let score: [number, number] | null = null;
    if (key === 'ArrowRight' || key === 'ArrowLeft') {
      const steps = key === 'ArrowRight' ? clockwise(origin.sector, place.sector) : clockwise(place.sector, origin.sector);
      if (steps > 0) score = [steps, Math.abs(place.ring - origin.ring)];
    } else {
      const rings = key === 'ArrowUp' ? place.ring - origin.ring : origin.ring - place.ring;
      if (rings > 0) score = [rings, around(origin.sector, place.sector)];
    }
    if (score === null) continue;
    if (best === null || score[0] < best.score[0] || (score[0] === best.score[0] && score[1] < best.score[1])) best = { field: target.field, score };
  }
  if (best !== null) return best.field;
  // Nothing that way: a cursor that was not on a target yet lands on the first one.
  return targets.some((target) => target.field === from) ? from : first.field;
}

/** The islands a player may start in (buttons beside the bay, for the same picks as the harbours). */
export function harbourChoices(view: InselView, viewer: Seat | null): Island[] {
  if (!acts(view, viewer) || view.phase !== 'harbours') return [];
  return HARBOUR_IDS.map((field) => harbourIsland(field)).filter((island): island is Island => island !== null);
}

/**
 * The moves a seat may make: representative ones (legalMoves) or one at
 * random (randomMove).
 *
 * The mass and roundness of a sphere and the strength of a push are continuous,
 * so they cannot all be listed. legalMoves lists a representative set instead:
 * masses that fit each hole with a small margin, the smallest and the largest
 * sphere; two roundnesses; six push strengths; three re-roundings. applyMove
 * accepts any valid value, and randomMove draws from the whole ranges. The
 * discrete choices (contraband, inspection target and guess, the token to take)
 * are listed in full.
 */
import type { Seat } from '../../engine/contract.js';
import type { Rng } from '../../engine/rng.js';
import { SLOTS, type TablePhysics, tablePhysics } from './physical.js';
import { activeSeats, availableContraband, inspectableSeats, mayReround, stealChoices } from './rules.js';
import { CONTRABANDS, type SeatRound, type SmugglersMove, type SmugglersState } from './types.js';

/** The representative push strengths. */
export const PUSH_STRENGTHS = [0.2, 0.35, 0.5, 0.65, 0.8, 1];
/** The representative roundnesses of a new sphere and of a re-rounding. */
export const SCULPT_ROUNDNESS = [0.75, 1];
export const REROUND_ROUNDNESS = [0.85, 0.95, 1];

/** The representative masses: one that fits each hole with 4 % to spare, the smallest and the largest. */
export function representativeMasses(physics: TablePhysics): number[] {
  const { minMassG, maxMassG } = physics;
  const masses = new Set<number>([minMassG, maxMassG]);
  for (let hole = 0; hole < SLOTS; hole++) {
    const mass = Math.round(physics.massForDiameterMm(physics.holeDiameterMm(hole) * 0.96) * 10) / 10;
    masses.add(Math.min(maxMassG, Math.max(minMassG, mass)));
  }
  return [...masses].sort((a, b) => a - b);
}

export function legalMoves(state: SmugglersState, seat: Seat): SmugglersMove[] {
  if (!activeSeats(state).includes(seat)) return [];
  switch (state.phase) {
    case 'sculpting': {
      const moves: SmugglersMove[] = [];
      for (const massG of representativeMasses(tablePhysics(state.options))) {
        for (const roundness of SCULPT_ROUNDNESS) {
          for (const contraband of availableContraband(state, seat)) moves.push({ type: 'sculpt', massG, roundness, shapeSeed: 0, contraband });
        }
      }
      return moves;
    }
    case 'testing': {
      const moves: SmugglersMove[] = PUSH_STRENGTHS.map((strength) => ({ type: 'push', strength }));
      if (mayReround(state, seat)) {
        const sphere = (state.players[seat] as SeatRound).sphere as { shapeSeed: number };
        const shapeSeed = (sphere.shapeSeed + 1) >>> 0;
        for (const roundness of REROUND_ROUNDNESS) moves.push({ type: 'reround', roundness, shapeSeed });
      }
      return moves;
    }
    case 'inspecting':
      return inspectableSeats(state).flatMap((target) => CONTRABANDS.map((guess) => ({ type: 'inspect' as const, target, guess })));
    case 'stealing':
      return state.pendingSteal ? stealChoices(state, state.pendingSteal).map(({ from, token }) => ({ type: 'steal' as const, from, token })) : [];
    case 'over':
      return [];
  }
}

export function randomMove(state: SmugglersState, seat: Seat, rng: Rng): SmugglersMove | null {
  if (!activeSeats(state).includes(seat)) return null;
  switch (state.phase) {
    case 'sculpting': {
      const putty = tablePhysics(state.options);
      return {
        type: 'sculpt',
        massG: putty.minMassG + rng.next() * (putty.maxMassG - putty.minMassG),
        roundness: rng.next(),
        shapeSeed: rng.nextUint32(),
        contraband: rng.pick(availableContraband(state, seat)),
      };
    }
    case 'testing':
      if (mayReround(state, seat) && rng.next() < 0.5) return { type: 'reround', roundness: rng.next(), shapeSeed: rng.nextUint32() };
      return { type: 'push', strength: rng.next() };
    case 'inspecting':
      return { type: 'inspect', target: rng.pick(inspectableSeats(state)), guess: rng.pick(CONTRABANDS) };
    case 'stealing': {
      if (!state.pendingSteal) return null;
      const { from, token } = rng.pick(stealChoices(state, state.pendingSteal));
      return { type: 'steal', from, token };
    }
    case 'over':
      return null;
  }
}

/**
 * Where things rest in a model: a boat on its field's centre along the ring,
 * or in its slot in a harbour, bow to the island; the crates on the islands'
 * quays, in the sea's piles and on the loaded boats' decks. The director's
 * stage and the still bay (still-bay.ts) put them there alike. Pure: no
 * Rapier, no three.
 */
import type { Seat } from '../../../../../shared/engine/contract';
import { type Island, isHarbour } from '../../../../../shared/games/insel-der-schmuggler/board';
import { type CratePlace, type Pose, WATER_Y, cargoCrate, fieldXZ, harbourSlot, islandCrate, ringHeading, seaCrate } from './layout';
import { type BayModel, boatsOn } from './model';
import type { CrateRole, ShownBoat } from './stage';

/** A seat's boat at rest in `model`, `hint` its heading now (a boat on the ring keeps the way it faces). */
export function restPose(model: BayModel, seat: Seat, hint: number): Pose {
  const at = model.boats.find((b) => b.seat === seat)?.at ?? null;
  if (at === null) return { x: 0, z: 0, heading: hint };
  if (isHarbour(at)) {
    const there = boatsOn(model, at);
    return harbourSlot(at, Math.max(0, there.indexOf(seat)), there.length);
  }
  const [x, z] = fieldXZ(at);
  return { x, z, heading: ringHeading(at, hint) };
}

/** The crates a model holds, by role: each island's pile, each pile in the sea, each loaded boat's. */
export function crateRoles(model: BayModel): CrateRole[] {
  const roles: CrateRole[] = [];
  model.islands.forEach((count, island) => {
    for (let slot = 0; slot < count; slot++) roles.push({ kind: 'island', island: island as Island, slot });
  });
  for (const pile of model.overboard) for (let slot = 0; slot < pile.count; slot++) roles.push({ kind: 'sea', field: pile.field, slot });
  for (const boat of model.boats) if (boat.loaded && boat.at !== null) roles.push({ kind: 'boat', seat: boat.seat });
  return roles;
}

/** Where a crate of a role rests: a boat's on its deck, where `boat` says that boat is now. */
export function crateRest(role: CrateRole, boat: (seat: Seat) => Pick<ShownBoat, 'pose' | 'lift'>): CratePlace {
  switch (role.kind) {
    case 'island':
      return islandCrate(role.island, role.slot);
    case 'sea':
      return seaCrate(role.field, role.slot);
    case 'boat': {
      const { pose, lift } = boat(role.seat);
      return cargoCrate(pose.x, WATER_Y + lift, pose.z, pose.heading);
    }
  }
}

/**
 * Where a boat rests in a model: on its field's centre along the ring, or in
 * its slot in a harbour, bow to the island. The director's stage and the
 * still bay (still-bay.ts) put boats there alike. Pure: no Rapier, no three.
 */
import type { Seat } from '../../../../../shared/engine/contract';
import { isHarbour } from '../../../../../shared/games/insel-der-schmuggler/board';
import { type Pose, fieldXZ, harbourSlot, ringHeading } from './layout';
import { type BayModel, boatsOn } from './model';

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

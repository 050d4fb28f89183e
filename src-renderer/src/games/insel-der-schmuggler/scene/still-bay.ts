/**
 * The bay at rest without Rapier: the view's boats, crates, rocks and beam
 * exactly where the director's stage (director.ts) would snap them, and the
 * fields in the beam as the rules name them (the director's beam sensor
 * touches exactly those: beam-sensor.test.ts). Rapier is the largest chunk
 * a phone loads (issue #29); the bay draws this until it is in, and then
 * the director takes over from the view.
 *
 * A news that comes before Rapier is shown at once, at its end, without its
 * animation (as with reduced motion): the log and the news line tell it.
 * Pure: no Rapier, no three, no React.
 */
import type { Seat } from '../../../../../shared/engine/contract';
import { type FieldId, SEA_FIELD_IDS, inBeam, sectorAngle } from '../../../../../shared/games/insel-der-schmuggler/board';
import type { InselEvent } from '../../../../../shared/games/insel-der-schmuggler/types';
import { type CratePlace, yawRotation } from './layout';
import type { BayModel } from './model';
import { readBackOf } from './read-back';
import { crateRest, crateRoles, restPose } from './rest';
import { type BayReadBack, type BayShow, type CrateRole, type Quat, type RockEntity, type ShownBoat, type ShownCrate, type Vec3, nextStageId } from './stage';

/** A crate standing at its place. */
function crateAt(id: number, role: CrateRole, place: CratePlace): ShownCrate {
  const position: Vec3 = { x: place.x, y: place.y, z: place.z };
  const rotation: Quat = yawRotation(place.yaw);
  return { id, role, scale: 1, held: false, position, rotation };
}

export class StillBay implements BayShow {
  readonly id = nextStageId();
  boats: ShownBoat[] = [];
  crates: ShownCrate[] = [];
  rocks: RockEntity[] = [];
  beamAngle = 0;
  readonly beamPulse = 0;
  version = 0;
  readonly busy = false;
  private lit: FieldId[] = [];
  private litBeam = -1;

  constructor(model: BayModel) {
    this.snapTo(model);
  }

  snapTo(model: BayModel): void {
    this.boats = model.boats.map((b) => {
      const before = this.boats.find((boat) => boat.seat === b.seat);
      // A boat keeps the way it faced (the director's hint), a new one faces north as the director's does.
      return { seat: b.seat, pose: restPose(model, b.seat, before?.pose.heading ?? 0), lift: 0, scale: 1, placed: b.at !== null };
    });
    const afloat = (seat: Seat) => this.boats.find((boat) => boat.seat === seat) ?? { pose: { x: 0, z: 0, heading: 0 }, lift: 0 };
    this.crates = crateRoles(model).map((role, id) => crateAt(id, role, crateRest(role, afloat)));
    this.rocks = model.rocks.map((field) => ({ field, lift: 0 }));
    this.beamAngle = sectorAngle(model.beam);
    // A new array only when the beam moved: the fields repaint when it changes.
    if (this.litBeam !== model.beam) {
      this.lit = SEA_FIELD_IDS.filter((id) => inBeam(id, model.beam));
      this.litBeam = model.beam;
    }
    this.version++;
  }

  litFields(): FieldId[] {
    return this.lit;
  }

  /** Nothing is animated here: the bay goes straight to the news' end. */
  play(_events: readonly InselEvent[], final: BayModel): boolean {
    this.snapTo(final);
    return false;
  }

  retarget(final: BayModel): void {
    this.snapTo(final);
  }

  finishAll(): void {}

  advance(): boolean {
    return false;
  }

  readBack(): BayReadBack {
    const boats = this.boats.map((boat: ShownBoat): { seat: Seat; placed: boolean; x: number; z: number } => ({ seat: boat.seat, placed: boat.placed, x: boat.pose.x, z: boat.pose.z }));
    return readBackOf(boats, this.crates, this.beamAngle, this.lit, true, false);
  }
}

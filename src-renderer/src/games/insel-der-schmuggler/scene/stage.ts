/**
 * What an act (acts.ts) sees of the bay's stage and may do on it: the boats,
 * crates and rocks, and the handles that move them. The director
 * (director.ts) is that stage and plays the acts; with this face of it in a
 * module of its own, the acts need not import the director that imports
 * them (no import circle).
 */
import type { Seat } from '../../../../../shared/engine/contract';
import type { FieldId, Island } from '../../../../../shared/games/insel-der-schmuggler/board';
import type { RapierApi, RapierBody } from '../../../../../shared/sim/rapier';
import type { CratePlace, Pose } from './layout';
import type { BayModel } from './model';

export type CrateRole = { kind: 'island'; island: Island; slot: number } | { kind: 'sea'; field: FieldId; slot: number } | { kind: 'boat'; seat: Seat };

export interface BoatEntity {
  seat: Seat;
  body: RapierBody;
  /** Where it is (the kinematic target, or read from the body when it slides), its heading, how far it is lifted out of the water and its size (0..1, a boat that appears). */
  pose: Pose;
  lift: number;
  scale: number;
  placed: boolean;
}

export interface CrateEntity {
  id: number;
  body: RapierBody;
  role: CrateRole;
  scale: number;
  /** An act moves it (a toss, a lift): the stage leaves it where the act puts it. */
  held: boolean;
}

export interface RockEntity {
  field: FieldId;
  /** Height above its rest (a rock that drops in). */
  lift: number;
}

/** The stage as an act plays on it (BayDirector is one). */
export interface BayStage {
  readonly R: RapierApi;
  rocks: RockEntity[];
  /** The beam's angle (clockwise from north) and its flash (1: a catch, −1: the keeper dozes, 0: steady). */
  readonly beamAngle: number;
  beamPulse: number;
  /** Bumped whenever something moved: the bay redraws what it shows. */
  version: number;
  /** The boat of a seat, made the first time it is asked for. */
  boat(seat: Seat): BoatEntity;
  /** Moves a boat: at once (now), or as the kinematic target of the next step. */
  driveBoat(boat: BoatEntity, pose: Pose, now?: boolean): void;
  /** Lets a boat slide on the water with the water's drag, or holds it again. */
  setBoatAfloat(boat: BoatEntity, afloat: boolean, drag?: number): void;
  /** Where a seat's boat rests in a model, `hint` its heading now. */
  restPose(model: BayModel, seat: Seat, hint: number): Pose;
  /** Glides every boat but `except` to its rest in a model. */
  glideOthers(model: BayModel, except: readonly Seat[], duration?: number): void;
  crateWith(role: CrateRole): CrateEntity | undefined;
  makeCrate(role: CrateRole): CrateEntity;
  removeCrate(crate: CrateEntity): void;
  placeCrate(crate: CrateEntity, place: CratePlace, now?: boolean): void;
  /** Where a crate of a role sits. */
  cratePlace(role: CrateRole): CratePlace;
  setBeam(angle: number): void;
}

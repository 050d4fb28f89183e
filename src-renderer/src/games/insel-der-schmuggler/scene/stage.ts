/**
 * What an act (acts.ts) sees of the bay's stage and may do on it: the boats,
 * crates and rocks, and the handles that move them. The director
 * (director.ts) is that stage and plays the acts; with this face of it in a
 * module of its own, the acts need not import the director that imports
 * them (no import circle). Also what the bay's components draw (BayShow),
 * from the director or from a still bay before Rapier is in.
 */
import type { Seat } from '../../../../../shared/engine/contract';
import type { FieldId, Island } from '../../../../../shared/games/insel-der-schmuggler/board';
import type { InselEvent } from '../../../../../shared/games/insel-der-schmuggler/types';
import type { RapierApi, RapierBody } from '../../../../../shared/sim/rapier';
import type { CratePlace, Pose } from './layout';
import type { BayModel } from './model';

export type CrateRole = { kind: 'island'; island: Island; slot: number } | { kind: 'sea'; field: FieldId; slot: number } | { kind: 'boat'; seat: Seat };

/** A boat as the bay draws it. */
export interface ShownBoat {
  seat: Seat;
  /** Where it is (the kinematic target, or read from the body when it slides), its heading, how far it is lifted out of the water and its size (0..1, a boat that appears). */
  pose: Pose;
  lift: number;
  scale: number;
  placed: boolean;
}

export interface BoatEntity extends ShownBoat {
  body: RapierBody;
}

/** A crate as the bay draws it. */
export interface ShownCrate {
  id: number;
  role: CrateRole;
  scale: number;
  /** An act moves it (a toss, a lift): the stage leaves it where the act puts it. */
  held: boolean;
  /** Where it is now and how it is turned. */
  readonly position: Vec3;
  readonly rotation: Quat;
}

export interface CrateEntity extends ShownCrate {
  body: RapierBody;
}

export interface Vec3 {
  x: number;
  y: number;
  z: number;
}

export interface Quat extends Vec3 {
  w: number;
}

export interface RockEntity {
  field: FieldId;
  /** Height above its rest (a rock that drops in). */
  lift: number;
}

/**
 * What the 3D bay draws and plays its news on: the director's stage (a Rapier world), or a still bay
 * (still-bay.ts) that shows the view at rest while Rapier still loads.
 */
export interface BayShow {
  /** Tells one stage from the next (React keys). */
  readonly id: number;
  /** Bumped whenever something moved: the bay redraws what it shows. */
  readonly version: number;
  readonly boats: readonly ShownBoat[];
  readonly crates: readonly ShownCrate[];
  readonly rocks: readonly RockEntity[];
  readonly beamAngle: number;
  readonly beamPulse: number;
  /** Whether a news is being shown. */
  readonly busy: boolean;
  /** The sea fields the beam lights now. */
  litFields(): FieldId[];
  /** Puts everything at rest exactly where the model says, at once. */
  snapTo(model: BayModel): void;
  /** Plays these events from what it shows now and ends on `final`; whether there is anything to watch. */
  play(events: readonly InselEvent[], final: BayModel): boolean;
  /** The view changed while a news plays (without news of its own): the show ends on it. */
  retarget(final: BayModel): void;
  /** Ends the news at once: everything at its final place. */
  finishAll(): void;
  /** Steps `seconds` of real time at `speed`; whether the news still plays. */
  advance(seconds: number, speed?: number): boolean;
  readBack(): BayReadBack;
}

/** What the e2e reads back: every body's place as a field. */
export interface BayReadBack {
  boats: { seat: Seat; field: FieldId | null; cargo: boolean }[];
  seaCrates: { field: FieldId; count: number }[];
  islandCrates: number[];
  beam: number;
  lit: FieldId[];
  settled: boolean;
  /** Whether the director's Rapier world shows it (false: the still bay, before Rapier is in). */
  physics: boolean;
}

let stages = 0;

/** A new stage's id: the director's and the still bay's from one count, so that a key never repeats. */
export function nextStageId(): number {
  return ++stages;
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

/**
 * The bay's stage: a Rapier world of its own (the boats, the crates, the
 * water under them and the beam's sensor), stepped by hand one fixed 1/60 s
 * frame at a time, never by a frame's real duration, and only while
 * something moves. A news' events become acts (acts.ts) played one after the
 * other; every act ends with each body put exactly on its place in the
 * model, and the last one on the view's own model. The 3D bay reads poses
 * from here every drawn frame; the e2e reads them back as fields. No React
 * and no three: the tests run it in Node.
 */
import type { Seat } from '../../../../../shared/engine/contract';
import { type FieldId, SEA_FIELD_IDS, sectorAngle } from '../../../../../shared/games/insel-der-schmuggler/board';
import type { InselEvent } from '../../../../../shared/games/insel-der-schmuggler/types';
import { FRAME_S } from '../../../../../shared/sim/frame';
import { type RapierApi, type RapierWorld, collisionGroups } from '../../../../../shared/sim/rapier';
import { type Act, actFor } from './acts';
import { type BeamSensor, createBeamSensor, sensorTouches, turnBeamSensor } from './beam-sensor';
import {
  BOAT_BEAM,
  BOAT_LENGTH,
  CRATE,
  CRATE_SINK,
  type CratePlace,
  type Pose,
  WATER_Y,
  fieldXZ,
  yawRotation,
} from './layout';
import { type BayModel, applyEvent } from './model';
import { readBackOf } from './read-back';
import { crateRest, crateRoles, restPose } from './rest';
import { type BayReadBack, type BayShow, type BayStage, type BoatEntity, type CrateEntity, type CrateRole, type RockEntity, nextStageId } from './stage';

/** Collision groups: boats meet boats; crates meet crates and the water; the sensor meets nothing (it is only asked). */
const BOATS = collisionGroups(0b0001, 0b0001);
const CRATES = collisionGroups(0b0010, 0b0110);
const WATER = collisionGroups(0b0100, 0b0010);
const NOTHING = collisionGroups(0b1000, 0);

/** At most this many frames per drawn frame: a stalled tab slows the show down instead of skipping it. */
const MAX_CATCH_UP = 20;
/** No act runs longer than this (a guard: every act ends by its own clock well before). */
const ACT_LIMIT_S = 15;

export function roleKey(role: CrateRole): string {
  switch (role.kind) {
    case 'island':
      return `i${role.island}:${role.slot}`;
    case 'sea':
      return `s${role.field}:${role.slot}`;
    case 'boat':
      return `b${role.seat}`;
  }
}


export type { BayReadBack } from './stage';

interface Playing {
  act: Act;
  after: BayModel;
  t: number;
  started: boolean;
}

export class BayDirector implements BayStage, BayShow {
  /** Tells one stage from the next (React keys). */
  readonly id = nextStageId();
  readonly R: RapierApi;
  readonly world: RapierWorld;
  readonly sensor: BeamSensor;
  boats: BoatEntity[] = [];
  crates: CrateEntity[] = [];
  rocks: RockEntity[] = [];
  /** The beam's angle (clockwise from north) and its flash (1: a catch, −1: the keeper dozes, 0: steady). */
  beamAngle = 0;
  beamPulse = 0;
  /** The model the stage shows (after the act playing now: before it ends, what it started from). */
  model: BayModel;
  /** Bumped whenever something moved: the bay redraws what it shows. */
  version = 0;
  private queue: Playing[] = [];
  private finalModel: BayModel | null = null;
  private clock = 0;
  private nextCrateId = 0;
  private litCache: { angle: number; fields: FieldId[] } | null = null;
  private glides: { boat: BoatEntity; from: Pose; to: Pose; t: number; duration: number }[] = [];
  private freed = false;

  constructor(R: RapierApi, model: BayModel) {
    this.R = R;
    this.world = new R.World({ x: 0, y: -9.81, z: 0 });
    this.world.timestep = FRAME_S;
    // The model's things are centimetres: Rapier's tolerances scaled to that size.
    this.world.lengthUnit = 0.05;
    const water = this.world.createRigidBody(R.RigidBodyDesc.fixed().setTranslation(0, WATER_Y - CRATE_SINK - 0.05, 0));
    this.world.createCollider(R.ColliderDesc.cuboid(1.6, 0.05, 1.6).setCollisionGroups(WATER).setFriction(0.8), water);
    this.sensor = createBeamSensor(R, this.world, sectorAngle(model.beam));
    this.sensor.collider.setCollisionGroups(NOTHING);
    this.model = model;
    this.snapTo(model);
  }

  free(): void {
    if (this.freed) return;
    this.freed = true;
    this.world.free();
  }

  /** Whether a news is being shown. */
  get busy(): boolean {
    return this.queue.length > 0;
  }

  // ---- entities ------------------------------------------------------------------------------

  boat(seat: Seat): BoatEntity {
    let boat = this.boats.find((b) => b.seat === seat);
    if (boat === undefined) {
      const body = this.world.createRigidBody(this.R.RigidBodyDesc.kinematicPositionBased().setTranslation(0, WATER_Y, 0));
      const r = 0.006;
      const collider = this.R.ColliderDesc.roundCuboid(BOAT_BEAM / 2 - r, 0.006, BOAT_LENGTH / 2 - r, r)
        .setTranslation(0, 0.006, 0)
        .setCollisionGroups(BOATS)
        .setFriction(0.1)
        .setRestitution(0.2)
        .setDensity(600);
      this.world.createCollider(collider, body);
      boat = { seat, body, pose: { x: 0, z: 0, heading: 0 }, lift: 0, scale: 1, placed: false };
      this.boats.push(boat);
      this.boats.sort((a, b) => a.seat - b.seat);
    }
    return boat;
  }

  /** Moves a boat: at once (snap), or as the kinematic target of the next step. */
  driveBoat(boat: BoatEntity, pose: Pose, now = false): void {
    boat.pose = { ...pose };
    if (!boat.body.isKinematic()) return;
    const t = { x: pose.x, y: WATER_Y, z: pose.z };
    const q = yawRotation(pose.heading);
    if (now) {
      boat.body.setTranslation(t, false);
      boat.body.setRotation(q, false);
    } else {
      boat.body.setNextKinematicTranslation(t);
      boat.body.setNextKinematicRotation(q);
    }
  }

  /** Lets a boat slide: dynamic on the water (it keeps level and its heading), with the water's drag. */
  setBoatAfloat(boat: BoatEntity, afloat: boolean, drag = 4): void {
    if (afloat === boat.body.isDynamic()) return;
    if (afloat) {
      boat.body.setBodyType(this.R.RigidBodyType.Dynamic, true);
      boat.body.setEnabledTranslations(true, false, true, true);
      boat.body.lockRotations(true, true);
      boat.body.setLinearDamping(drag);
      boat.body.setLinvel({ x: 0, y: 0, z: 0 }, true);
    } else {
      boat.body.setBodyType(this.R.RigidBodyType.KinematicPositionBased, true);
      boat.body.setLinvel({ x: 0, y: 0, z: 0 }, false);
    }
  }

  /** A boat's rest in a model: its field's centre along the ring (nearest `hint`), or its slot in a harbour, bow to the island. */
  restPose(model: BayModel, seat: Seat, hint: number): Pose {
    return restPose(model, seat, hint);
  }

  /** Glides the boats other than `except` from where they are to their rest in `model` (a harbour's boats make room), over the act's first moments. */
  glideOthers(model: BayModel, except: readonly Seat[], duration = 0.6): void {
    for (const boat of this.boats) {
      if (except.includes(boat.seat) || !boat.placed) continue;
      const to = this.restPose(model, boat.seat, boat.pose.heading);
      if (Math.hypot(to.x - boat.pose.x, to.z - boat.pose.z) < 1e-6 && Math.abs(to.heading - boat.pose.heading) < 1e-6) continue;
      this.glides.push({ boat, from: { ...boat.pose }, to, t: 0, duration });
    }
  }

  crateWith(role: CrateRole): CrateEntity | undefined {
    const key = roleKey(role);
    return this.crates.find((c) => roleKey(c.role) === key);
  }

  makeCrate(role: CrateRole): CrateEntity {
    const body = this.world.createRigidBody(this.R.RigidBodyDesc.kinematicPositionBased().setTranslation(0, -1, 0));
    const h = CRATE / 2;
    this.world.createCollider(
      this.R.ColliderDesc.cuboid(h, h, h).setCollisionGroups(CRATES).setFriction(0.7).setRestitution(0.15).setDensity(400),
      body,
    );
    const crate: CrateEntity = {
      id: this.nextCrateId++,
      body,
      role,
      scale: 1,
      held: false,
      get position() {
        return body.translation();
      },
      get rotation() {
        return body.rotation();
      },
    };
    this.crates.push(crate);
    return crate;
  }

  removeCrate(crate: CrateEntity): void {
    this.world.removeRigidBody(crate.body);
    this.crates = this.crates.filter((c) => c !== crate);
  }

  /** A crate at a place: at once, or as the kinematic target of the next step. */
  placeCrate(crate: CrateEntity, place: CratePlace, now = false): void {
    if (!crate.body.isKinematic()) return;
    const t = { x: place.x, y: place.y, z: place.z };
    const q = yawRotation(place.yaw);
    if (now) {
      crate.body.setTranslation(t, false);
      crate.body.setRotation(q, false);
    } else {
      crate.body.setNextKinematicTranslation(t);
      crate.body.setNextKinematicRotation(q);
    }
  }

  /** Where a crate rests in its role (a boat's: on its deck where the boat is now). */
  cratePlace(role: CrateRole): CratePlace {
    return crateRest(role, (seat) => this.boat(seat));
  }

  // ---- the beam ------------------------------------------------------------------------------

  setBeam(angle: number): void {
    this.beamAngle = angle;
    this.version++;
  }

  /** The sea fields the beam's sensor touches now (a probe on each field's centre). */
  litFields(): FieldId[] {
    if (this.litCache !== null && this.litCache.angle === this.beamAngle) return this.litCache.fields;
    turnBeamSensor(this.world, this.sensor, this.beamAngle);
    const fields = SEA_FIELD_IDS.filter((id) => {
      const [x, z] = fieldXZ(id);
      return sensorTouches(this.R, this.sensor, x, z);
    });
    this.litCache = { angle: this.beamAngle, fields };
    return fields;
  }

  // ---- resting on a model ---------------------------------------------------------------------

  /** Puts everything at rest exactly where the model says, at once. */
  snapTo(model: BayModel): void {
    this.model = model;
    this.glides = [];
    for (const b of model.boats) {
      const boat = this.boat(b.seat);
      this.setBoatAfloat(boat, false);
      boat.placed = b.at !== null;
      boat.lift = 0;
      boat.scale = 1;
      this.driveBoat(boat, this.restPose(model, b.seat, boat.pose.heading), true);
    }
    this.syncCrates(model);
    this.rocks = model.rocks.map((field) => ({ field, lift: 0 }));
    this.beamAngle = sectorAngle(model.beam);
    this.beamPulse = 0;
    this.world.propagateModifiedBodyPositionsToColliders();
    this.version++;
  }

  /** The crates a model holds, by role: the ones already there keep their bodies, the rest are made or removed. */
  private syncCrates(model: BayModel): void {
    const wanted = crateRoles(model);
    const keys = new Set(wanted.map(roleKey));
    const spare = this.crates.filter((c) => !keys.has(roleKey(c.role)));
    const have = new Set(this.crates.map((c) => roleKey(c.role)));
    for (const role of wanted) {
      if (have.has(roleKey(role))) continue;
      const crate = spare.pop();
      if (crate === undefined) this.makeCrate(role);
      else crate.role = role;
    }
    for (const crate of spare) this.removeCrate(crate);
    for (const crate of this.crates) {
      crate.held = false;
      crate.scale = 1;
      if (!crate.body.isKinematic()) {
        crate.body.setBodyType(this.R.RigidBodyType.KinematicPositionBased, true);
        crate.body.setLinvel({ x: 0, y: 0, z: 0 }, false);
        crate.body.setAngvel({ x: 0, y: 0, z: 0 }, false);
      }
      this.placeCrate(crate, this.cratePlace(crate.role), true);
    }
  }

  // ---- playing news ---------------------------------------------------------------------------

  /**
   * Plays these events from what the stage shows now, and ends on `final`
   * (the view's model). Returns whether there is anything to watch (when not,
   * the stage is on `final` already).
   */
  play(events: readonly InselEvent[], final: BayModel): boolean {
    if (this.busy) this.finishAll();
    let model = this.model;
    for (const event of events) {
      const after = applyEvent(model, event);
      const act = actFor(this, event, model, after);
      if (act !== null) this.queue.push({ act, after, t: 0, started: false });
      model = after;
    }
    this.finalModel = final;
    this.clock = 0;
    if (this.queue.length === 0) {
      this.snapTo(final);
      this.finalModel = null;
      return false;
    }
    return true;
  }

  /** The view changed while a news plays (without news of its own): the show ends on it. */
  retarget(final: BayModel): void {
    if (this.busy) this.finalModel = final;
    else this.snapTo(final);
  }

  /** Ends the news at once: everything at its final place. */
  finishAll(): void {
    const final = this.finalModel ?? this.queue[this.queue.length - 1]?.after ?? this.model;
    for (const playing of this.queue) playing.act.abandon?.();
    this.queue = [];
    this.finalModel = null;
    this.snapTo(final);
  }

  /**
   * Steps the frames `seconds` of real time hold at `speed` (the table speed:
   * others' news at ×2 or ×4). The cap against a stalled tab is on the real
   * time, so a slow machine still plays a news `speed` times faster. Returns
   * whether the news still plays.
   */
  advance(seconds: number, speed = 1): boolean {
    if (!this.busy) {
      this.clock = 0;
      return false;
    }
    this.clock += Math.min(Math.max(0, seconds), MAX_CATCH_UP * FRAME_S) * Math.max(1, speed);
    while (this.clock >= FRAME_S - 1e-9 && this.busy) {
      this.clock -= FRAME_S;
      this.stepFrame();
    }
    return this.busy;
  }

  /** One fixed frame of the act playing now. */
  stepFrame(): void {
    const playing = this.queue[0];
    if (playing === undefined) return;
    if (!playing.started) {
      playing.started = true;
      playing.act.start();
    }
    playing.t += FRAME_S;
    const t = playing.t;
    playing.act.step(t);
    this.stepGlides();
    this.carryCrates();
    this.world.step();
    this.readBodies();
    this.version++;
    if ((playing.act.over(t) && this.glides.length === 0) || t > ACT_LIMIT_S) {
      this.queue.shift();
      if (this.queue.length === 0) {
        const final = this.finalModel ?? playing.after;
        this.finalModel = null;
        this.snapTo(final);
      } else {
        this.snapTo(playing.after);
      }
    }
  }

  private stepGlides(): void {
    for (const glide of this.glides) {
      glide.t += FRAME_S;
      const k = Math.min(1, glide.t / glide.duration);
      const e = k * k * (3 - 2 * k);
      const { from, to } = glide;
      let turn = (to.heading - from.heading) % (Math.PI * 2);
      if (turn > Math.PI) turn -= Math.PI * 2;
      if (turn < -Math.PI) turn += Math.PI * 2;
      this.driveBoat(glide.boat, { x: from.x + (to.x - from.x) * e, z: from.z + (to.z - from.z) * e, heading: from.heading + turn * e });
    }
    this.glides = this.glides.filter((g) => g.t < g.duration);
  }

  /** Crates on boats ride along (one frame behind a sliding boat, which nobody sees). */
  private carryCrates(): void {
    for (const crate of this.crates) {
      if (crate.held || crate.role.kind !== 'boat') continue;
      this.placeCrate(crate, this.cratePlace(crate.role));
    }
  }

  private readBodies(): void {
    for (const boat of this.boats) {
      if (!boat.body.isDynamic()) continue;
      const t = boat.body.translation();
      boat.pose = { ...boat.pose, x: t.x, z: t.z };
    }
  }

  // ---- reading back ---------------------------------------------------------------------------

  readBack(): BayReadBack {
    const boats = this.boats.map((boat) => {
      const t = boat.body.translation();
      return { seat: boat.seat, placed: boat.placed, x: t.x, z: t.z };
    });
    return readBackOf(boats, this.crates, this.beamAngle, this.litFields(), !this.busy, true);
  }
}

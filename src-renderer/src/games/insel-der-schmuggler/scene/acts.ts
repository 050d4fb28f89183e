/**
 * The choreography of each event, played on the bay's stage (director.ts)
 * one fixed frame at a time: the beam turning step by step, boats sailing
 * the rules' path, a push (the pusher lines up behind the other boat and
 * drives into it; the other slides on with the water's drag toward the field
 * the pusher chose and settles there), a swap, goods tossed overboard as
 * bodies, crates lifted aboard and ashore. Each act starts from where the
 * stage stands when it begins; the stage puts everything exactly on the
 * model's places when it ends.
 */
import type { Seat } from '../../../../../shared/engine/contract';
import { type FieldId, type Island, isHarbour, sectorAngle } from '../../../../../shared/games/insel-der-schmuggler/board';
import type { InselEvent } from '../../../../../shared/games/insel-der-schmuggler/types';
import { FRAME_S } from '../../../../../shared/sim/frame';
import {
  BOAT_BEAM,
  BOAT_LENGTH,
  type CratePlace,
  type Pose,
  WATER_Y,
  type XZ,
  angleOf,
  cargoCrate,
  fieldXZ,
  headingOfRotation,
  islandXZ,
  ringHeading,
  seaCrate,
  turnBetween,
  yawRotation,
} from './layout';
import { type BayModel, boatAt, pileCount, swapEnds } from './model';
import { SAILING, type Stride, courseThrough, ease, pointAlong, strideDistance, strideTime } from './path';
import type { BayStage, BoatEntity, CrateEntity } from './stage';

export interface Act {
  /** Once, before its first frame: the act looks where things stand now. */
  start(): void;
  /** Before the world steps, `t` seconds into the act (this frame's end): kinematic targets, forces. */
  step(t: number): void;
  /** After the world stepped: whether the act is over. */
  over(t: number): boolean;
  /** Skipped before its end (reduced motion, or the next news came): nothing to undo but what it holds outside the stage. */
  abandon?(): void;
}

/** How fast a boat turns, rad/s. */
const TURN_RATE = 4.2;
/** Seconds per step of the beam: turning, then holding a moment on each sector. */
const BEAM_STEP_TURN = 0.34;
const BEAM_STEP = 0.5;
/** The water's drag on a pushed boat (1/s) and the pull that moors it on its field (1/s²): critically damped. */
const PUSH_DRAG = 5;
const MOORING = (PUSH_DRAG * PUSH_DRAG) / 4;
const GRAVITY = 9.81;

function turnToward(heading: number, want: number, max: number): number {
  const d = turnBetween(heading, want);
  return heading + Math.max(-max, Math.min(max, d));
}

/**
 * A boat sailing through waypoints to a rest (the last waypoint), then
 * turning to `restHeading(arrival direction)`. step() drives it and says
 * whether it is there and turned.
 */
function voyage(stage: BayStage, boat: BoatEntity, waypoints: readonly XZ[], restHeading: (arrival: number) => number, stride: Stride = SAILING) {
  const course = courseThrough(waypoints);
  const duration = strideTime(course.length, stride);
  let heading = boat.pose.heading;
  let travel = heading;
  let rest: number | null = null;
  return {
    duration,
    course,
    step(t: number): boolean {
      const s = strideDistance(course.length, t, stride);
      const p = course.points.length > 0 ? pointAlong(course, s) : { x: boat.pose.x, z: boat.pose.z, dx: 0, dz: 0 };
      if (p.dx !== 0 || p.dz !== 0) travel = angleOf(p.dx, p.dz);
      const near = course.length - s < 0.012;
      if (near) rest ??= restHeading(travel);
      heading = turnToward(heading, near && rest !== null ? rest : travel, TURN_RATE * FRAME_S);
      stage.driveBoat(boat, { x: p.x, z: p.z, heading });
      const turned = rest !== null && Math.abs(turnBetween(heading, rest)) < 1e-3;
      return (t >= duration && turned) || t >= duration + 1.2;
    },
  };
}

/** The heading a boat comes to rest with on a field: along the ring (nearest how it came), or its harbour slot's. */
function restHeadingOn(stage: BayStage, after: BayModel, seat: Seat, field: FieldId): (arrival: number) => number {
  return (arrival) => (isHarbour(field) ? stage.restPose(after, seat, arrival).heading : ringHeading(field, arrival));
}

/** The waypoints of the rules' path for a boat: from where it is, through the fields' centres, to its rest. */
function pathWaypoints(boat: BoatEntity, path: readonly FieldId[], rest: Pose): XZ[] {
  return [[boat.pose.x, boat.pose.z], ...path.slice(1, -1).map(fieldXZ), [rest.x, rest.z]];
}

/** A crate's place now, as its body has it. */
function crateNow(crate: CrateEntity): CratePlace {
  const t = crate.body.translation();
  return { x: t.x, y: t.y, z: t.z, yaw: headingOfRotation(crate.body.rotation()) };
}

/** A crate lifted in an arc from `from` to wherever `to()` says now (a boat's deck moves with the boat), `k` of the way (0..1). */
function arcPlace(from: CratePlace, to: CratePlace, k: number, height = 0.05): CratePlace {
  const e = ease(k);
  return {
    x: from.x + (to.x - from.x) * e,
    y: from.y + (to.y - from.y) * e + height * 4 * k * (1 - k),
    z: from.z + (to.z - from.z) * e,
    yaw: from.yaw + turnBetween(from.yaw, to.yaw) * e,
  };
}

/** A crate for an act that finds none where the model says (it comes into being where it starts). */
function crateOr(stage: BayStage, crate: CrateEntity | undefined, role: CrateEntity['role']): CrateEntity {
  if (crate !== undefined) return crate;
  const made = stage.makeCrate(role);
  stage.placeCrate(made, stage.cratePlace(role), true);
  return made;
}

export function actFor(stage: BayStage, event: InselEvent, before: BayModel, after: BayModel): Act | null {
  switch (event.type) {
    case 'beam-turned':
      return beamAct(stage, event.to, event.direction === 'clockwise' ? 1 : -1, event.steps);
    case 'caught':
      return event.seats.length > 0 ? pulseAct(stage, 1) : null;
    case 'keeper-sleeps':
      return pulseAct(stage, -1);
    case 'sailed':
      return event.path.length > 1 ? sailAct(stage, event.seat, event.path, after) : null;
    case 'loaded':
      return loadAct(stage, event.seat, event.path, event.swapped, before, after);
    case 'pushed':
      return pushAct(stage, event.seat, event.path, event.boat, event.to, after);
    case 'swapped':
      return swapAct(stage, event.seat, event.path, event.boat, before, after);
    case 'thrown':
      return throwAct(stage, event.boat, event.field, before);
    case 'tile-taken':
      return takeAct(stage, event.seat, event.island, event.left);
    case 'delivered':
      return deliverAct(stage, event.seat, event.island);
    case 'rock-placed':
      return rockAct(stage, event.field);
    case 'harbour-chosen':
      return arriveAct(stage, event.seat, after);
    default:
      return null;
  }
}

/** The beam turns step by step (a sector at a time, holding a moment on each), in its direction. */
function beamAct(stage: BayStage, to: number, sign: 1 | -1, steps: number): Act | null {
  if (steps <= 0) return null;
  let from = 0;
  const step = (Math.PI * 2) / 20;
  const duration = steps * BEAM_STEP;
  return {
    start() {
      from = sectorAngle(to) - sign * steps * step;
      // Start from the beam as shown when it is there already (it should be: the previous view's beam).
      if (Math.abs(turnBetween(stage.beamAngle, from)) < 1e-6) from = stage.beamAngle;
    },
    step(t) {
      const done = Math.min(steps, Math.floor(t / BEAM_STEP));
      const within = done >= steps ? 0 : ease((t - done * BEAM_STEP) / BEAM_STEP_TURN);
      stage.setBeam(from + sign * (done + within) * step);
    },
    over: (t) => t >= duration,
  };
}

/** The beam flares (a catch) or dims (the keeper dozes) for a moment. */
function pulseAct(stage: BayStage, sign: 1 | -1): Act {
  const duration = 0.9;
  return {
    start() {},
    step(t) {
      const k = Math.min(1, t / duration);
      stage.beamPulse = sign * Math.sin(Math.PI * k) * (sign > 0 ? Math.abs(Math.cos(Math.PI * 2 * k)) : 1);
      stage.version++;
    },
    over: (t) => t >= duration,
    abandon() {
      stage.beamPulse = 0;
    },
  };
}

function sailAct(stage: BayStage, seat: Seat, path: readonly FieldId[], after: BayModel): Act {
  let go: ReturnType<typeof voyage> | null = null;
  let arrived = false;
  const field = path[path.length - 1] as FieldId;
  return {
    start() {
      const boat = stage.boat(seat);
      const rest = stage.restPose(after, seat, boat.pose.heading);
      go = voyage(stage, boat, pathWaypoints(boat, path, rest), restHeadingOn(stage, after, seat, field));
      stage.glideOthers(after, [seat]);
    },
    step(t) {
      arrived = go?.step(t) ?? true;
    },
    over: () => arrived,
  };
}

function loadAct(stage: BayStage, seat: Seat, path: readonly FieldId[], swapped: boolean, before: BayModel, after: BayModel): Act | null {
  const field = path[path.length - 1];
  if (field === undefined) return null;
  const LIFT = 0.75;
  let go: ReturnType<typeof voyage> | null = null;
  let lifting: { t0: number; top: CrateEntity; topFrom: CratePlace; own: CrateEntity | null; ownFrom: CratePlace | null } | null = null;
  let done = false;
  const slot = Math.max(0, pileCount(before, field) - 1);
  return {
    start() {
      const boat = stage.boat(seat);
      const rest = stage.restPose(after, seat, boat.pose.heading);
      go = path.length > 1 ? voyage(stage, boat, pathWaypoints(boat, path, rest), restHeadingOn(stage, after, seat, field)) : null;
      stage.glideOthers(after, [seat]);
    },
    step(t) {
      const boat = stage.boat(seat);
      if (lifting === null) {
        if (go !== null && !go.step(t)) return;
        const top = crateOr(stage, stage.crateWith({ kind: 'sea', field, slot }), { kind: 'sea', field, slot });
        const own = swapped ? (stage.crateWith({ kind: 'boat', seat }) ?? null) : null;
        top.held = true;
        if (own !== null) own.held = true;
        lifting = { t0: t, top, topFrom: crateNow(top), own, ownFrom: own === null ? null : crateNow(own) };
      }
      const k = Math.min(1, (t - lifting.t0) / LIFT);
      stage.placeCrate(lifting.top, arcPlace(lifting.topFrom, cargoCrate(boat.pose.x, WATER_Y, boat.pose.z, boat.pose.heading), k));
      if (lifting.own !== null && lifting.ownFrom !== null) stage.placeCrate(lifting.own, arcPlace(lifting.ownFrom, seaCrate(field, slot), k, 0.07));
      if (k >= 1) {
        // The crates change roles as they changed places: the stage keeps each body where it went.
        if (lifting.own !== null) lifting.own.role = { kind: 'sea', field, slot };
        lifting.top.role = { kind: 'boat', seat };
        done = true;
      }
    },
    over: () => done,
  };
}

/**
 * A push: the pusher sails the rules' path to a point behind the other boat
 * (on the side away from the field it pushes it to, round the boat when it
 * comes from that side), turns to face that field, and drives into the boat.
 * The other boat is a dynamic body from then on: the contact shoves it, the
 * water's drag slows it, and a mooring pull brings it to rest on its field.
 */
function pushAct(stage: BayStage, seat: Seat, path: readonly FieldId[], other: Seat, to: FieldId, after: BayModel): Act | null {
  const at = path[path.length - 1];
  if (at === undefined || at === to) return null;
  type Phase = 'approach' | 'ram' | 'settle' | 'moor' | 'done';
  let moor: { t0: number; from: Pose } | null = null;
  let phase: Phase = 'approach';
  let approach: ReturnType<typeof voyage> | null = null;
  let ramFrom: XZ = [0, 0];
  let ramLength = 0;
  let ramStride: Stride = SAILING;
  let t0 = 0;
  const [ax, az] = fieldXZ(at);
  const [tx, tz] = fieldXZ(to);
  const dl = Math.hypot(tx - ax, tz - az);
  const dx = (tx - ax) / dl;
  const dz = (tz - az) / dl;
  const facing = angleOf(dx, dz);
  let pusherRest = facing;
  let pushedRest = 0;
  return {
    start() {
      const pusher = stage.boat(seat);
      const pushed = stage.boat(other);
      // How far the pushed boat reaches toward the pusher along the push.
      const across = turnBetween(pushed.pose.heading, facing);
      const extent = Math.abs(Math.cos(across)) * (BOAT_LENGTH / 2) + Math.abs(Math.sin(across)) * (BOAT_BEAM / 2);
      ramLength = BOAT_LENGTH / 2 + extent + 0.02;
      ramFrom = [ax - dx * ramLength, az - dz * ramLength];
      const waypoints: XZ[] = [[pusher.pose.x, pusher.pose.z], ...path.slice(1, -1).map(fieldXZ)];
      const prev = waypoints[waypoints.length - 1] as XZ;
      // Coming from the far side (or from beside it): round the boat first.
      if ((prev[0] - ax) * dx + (prev[1] - az) * dz > -ramLength * 0.6) {
        const px = -dz;
        const pz = dx;
        const side = (prev[0] - ax) * px + (prev[1] - az) * pz >= 0 ? 1 : -1;
        waypoints.push([ax + px * side * 0.095 - dx * 0.03, az + pz * side * 0.095 - dz * 0.03]);
      }
      waypoints.push(ramFrom);
      approach = voyage(stage, pusher, waypoints, () => facing);
      // The speed that leaves the pushed boat, sliding free under the drag, about on its field: v = drag × the way left.
      const left = dl - ramLength + 0.02;
      const speed = Math.max(0.14, Math.min(0.55, PUSH_DRAG * left));
      ramStride = { speed, accel: (speed * speed) / (2 * 0.014), brake: 3.2 };
      stage.glideOthers(after, [seat, other]);
    },
    step(t) {
      const pusher = stage.boat(seat);
      const pushed = stage.boat(other);
      if (phase === 'approach') {
        if (approach !== null && !approach.step(t)) return;
        phase = 'ram';
        t0 = t;
        stage.setBoatAfloat(pushed, true, PUSH_DRAG);
        pushedRest = ringHeading(to, pushed.pose.heading);
        pusherRest = stage.restPose(after, seat, facing).heading;
      }
      if (phase === 'ram') {
        const s = strideDistance(ramLength, t - t0, ramStride);
        stage.driveBoat(pusher, { x: ramFrom[0] + dx * s, z: ramFrom[1] + dz * s, heading: facing });
        if (t - t0 >= strideTime(ramLength, ramStride)) {
          phase = 'settle';
          t0 = t;
        }
        return;
      }
      stage.driveBoat(pusher, { x: ax, z: az, heading: turnToward(pusher.pose.heading, pusherRest, TURN_RATE * FRAME_S) });
      if (phase === 'settle') {
        const p = pushed.body.translation();
        const v = pushed.body.linvel();
        const off = Math.hypot(tx - p.x, tz - p.z);
        if ((off < 0.006 && Math.hypot(v.x, v.z) < 0.03) || t - t0 > 3) {
          // Nearly there and nearly still: the last millimetres as a mooring line would pull them.
          stage.setBoatAfloat(pushed, false);
          moor = { t0: t, from: { ...pushed.pose } };
          phase = 'moor';
        } else {
          const m = pushed.body.mass();
          pushed.body.applyImpulse({ x: m * MOORING * (tx - p.x) * FRAME_S, y: 0, z: m * MOORING * (tz - p.z) * FRAME_S }, true);
          const heading = turnToward(pushed.pose.heading, pushedRest, TURN_RATE * 0.5 * FRAME_S);
          pushed.pose = { ...pushed.pose, heading };
          pushed.body.setRotation(yawRotation(heading), true);
          return;
        }
      }
      if (phase === 'moor' && moor !== null) {
        const k = ease(Math.min(1, (t - moor.t0) / 0.3));
        const { from } = moor;
        stage.driveBoat(pushed, { x: from.x + (tx - from.x) * k, z: from.z + (tz - from.z) * k, heading: from.heading + turnBetween(from.heading, pushedRest) * k });
        if (k >= 1 && Math.abs(turnBetween(pusher.pose.heading, pusherRest)) < 1e-3) phase = 'done';
      }
    },
    over: () => phase === 'done',
  };
}

/** A swap: the mover sails to the field beside the other boat; then the two pass each other, port to port, into each other's field. */
function swapAct(stage: BayStage, seat: Seat, path: readonly FieldId[], other: Seat, before: BayModel, after: BayModel): Act | null {
  const ends = swapEnds(path, boatAt(before, other));
  if (ends === null) return null;
  const EXCHANGE = 1.1;
  let approach: ReturnType<typeof voyage> | null = null;
  let t0: number | null = null;
  let done = false;
  const F = fieldXZ(ends.other);
  const A = fieldXZ(ends.mover);
  const mx = (F[0] + A[0]) / 2;
  const mz = (F[1] + A[1]) / 2;
  const len = Math.hypot(A[0] - F[0], A[1] - F[1]);
  const px = -(A[1] - F[1]) / len;
  const pz = (A[0] - F[0]) / len;
  const bend = 0.07;
  // Quadratic arcs bowing apart: the mover F→A on one side, the other A→F on the other.
  const arc = (from: XZ, to: XZ, side: number, k: number): { x: number; z: number; heading: number } => {
    const cx = mx + px * side * bend;
    const cz = mz + pz * side * bend;
    const u = 1 - k;
    const x = u * u * from[0] + 2 * u * k * cx + k * k * to[0];
    const z = u * u * from[1] + 2 * u * k * cz + k * k * to[1];
    const ddx = 2 * u * (cx - from[0]) + 2 * k * (to[0] - cx);
    const ddz = 2 * u * (cz - from[1]) + 2 * k * (to[1] - cz);
    return { x, z, heading: angleOf(ddx, ddz) };
  };
  let rests: [number, number] = [0, 0];
  return {
    start() {
      const mover = stage.boat(seat);
      const lastIsOther = path[path.length - 1] === ends.mover;
      const toFrom = lastIsOther ? path.slice(0, -1) : [...path];
      approach = voyage(stage, mover, [[mover.pose.x, mover.pose.z], ...toFrom.slice(1).map(fieldXZ), F], () => angleOf(A[0] - F[0], A[1] - F[1]));
      stage.glideOthers(after, [seat, other]);
    },
    step(t) {
      const mover = stage.boat(seat);
      const otherBoat = stage.boat(other);
      if (t0 === null) {
        if (approach !== null && !approach.step(t)) return;
        t0 = t;
        rests = [stage.restPose(after, seat, angleOf(A[0] - F[0], A[1] - F[1])).heading, stage.restPose(after, other, angleOf(F[0] - A[0], F[1] - A[1])).heading];
      }
      const k = Math.min(1, (t - t0) / EXCHANGE);
      const e = ease(k);
      const m = arc(F, A, 1, e);
      const o = arc(A, F, 1, e);
      const step = TURN_RATE * 1.5 * FRAME_S;
      stage.driveBoat(mover, { x: m.x, z: m.z, heading: turnToward(mover.pose.heading, k < 0.85 ? m.heading : rests[0], step) });
      stage.driveBoat(otherBoat, { x: o.x, z: o.z, heading: turnToward(otherBoat.pose.heading, k < 0.85 ? o.heading : rests[1], step) });
      done =
        (k >= 1 && Math.abs(turnBetween(mover.pose.heading, rests[0])) < 1e-3 && Math.abs(turnBetween(otherBoat.pose.heading, rests[1])) < 1e-3) ||
        t - t0 > EXCHANGE + 1;
    },
    over: () => done,
  };
}

/** A caught boat's goods tossed overboard: a dynamic body thrown in an arc that lands on the pile of the chosen field, then laid square on it. */
function throwAct(stage: BayStage, seat: Seat, field: FieldId, before: BayModel): Act {
  const slot = pileCount(before, field);
  const target = seaCrate(field, slot);
  let crate: CrateEntity | null = null;
  let flight = 0.7;
  let landed = false;
  let laying: { t0: number; from: CratePlace } | null = null;
  let done = false;
  return {
    start() {
      const c = crateOr(stage, stage.crateWith({ kind: 'boat', seat }), { kind: 'boat', seat });
      crate = c;
      c.held = true;
      const from = c.body.translation();
      const dist = Math.hypot(target.x - from.x, target.z - from.z);
      flight = 0.5 + dist * 1.2;
      const aimY = target.y + 0.002;
      c.body.setBodyType(stage.R.RigidBodyType.Dynamic, true);
      c.body.enableCcd(true);
      c.body.setLinearDamping(0);
      c.body.setAngularDamping(0.5);
      c.body.setLinvel({ x: (target.x - from.x) / flight, y: (aimY - from.y + 0.5 * GRAVITY * flight * flight) / flight, z: (target.z - from.z) / flight }, true);
      c.body.setAngvel({ x: 5 + seat, y: 2, z: -3 }, true);
    },
    step(t) {
      const c = crate;
      if (c === null) return;
      if (laying === null) {
        const p = c.body.translation();
        const v = c.body.linvel();
        if (!landed && t > flight * 0.6 && (p.y < target.y + 0.004 || (v.y > -0.05 && t > flight))) {
          // In the water: it drags.
          landed = true;
          c.body.setLinearDamping(6);
          c.body.setAngularDamping(6);
        }
        const slow = Math.hypot(v.x, v.y, v.z) < 0.03;
        if ((landed && slow && t > flight + 0.2) || t > flight + 1.6) {
          const now = crateNow(c);
          c.body.setBodyType(stage.R.RigidBodyType.KinematicPositionBased, true);
          laying = { t0: t, from: now };
        }
        return;
      }
      const k = Math.min(1, (t - laying.t0) / 0.3);
      stage.placeCrate(c, arcPlace(laying.from, target, k, 0));
      if (k >= 1) {
        c.role = { kind: 'sea', field, slot };
        done = true;
      }
    },
    over: () => done,
  };
}

/** A boat in a harbour takes the island's top crate: lifted from the quay onto its deck. */
function takeAct(stage: BayStage, seat: Seat, island: Island, left: number): Act {
  const LIFT = 0.8;
  let crate: CrateEntity | null = null;
  let from: CratePlace | null = null;
  let done = false;
  return {
    start() {
      const role: CrateEntity['role'] = { kind: 'island', island, slot: left };
      crate = crateOr(stage, stage.crateWith(role), role);
      crate.held = true;
      from = crateNow(crate);
    },
    step(t) {
      if (crate === null || from === null) return;
      const boat = stage.boat(seat);
      const k = Math.min(1, t / LIFT);
      stage.placeCrate(crate, arcPlace(from, cargoCrate(boat.pose.x, WATER_Y, boat.pose.z, boat.pose.heading), k, 0.06));
      if (k >= 1) {
        crate.role = { kind: 'boat', seat };
        done = true;
      }
    },
    over: () => done,
  };
}

/** A delivery: the crate goes ashore into the island's shed and is gone (banked). */
function deliverAct(stage: BayStage, seat: Seat, island: Island): Act {
  const CARRY = 0.9;
  let crate: CrateEntity | null = null;
  let from: CratePlace | null = null;
  let done = false;
  const [ix, iz] = islandXZ(island);
  return {
    start() {
      crate = stage.crateWith({ kind: 'boat', seat }) ?? null;
      if (crate !== null) {
        crate.held = true;
        from = crateNow(crate);
      }
    },
    step(t) {
      const k = Math.min(1, t / CARRY);
      if (crate !== null && from !== null) {
        stage.placeCrate(crate, arcPlace(from, { x: ix, y: 0.05, z: iz, yaw: from.yaw }, k, 0.07));
        crate.scale = k < 0.6 ? 1 : Math.max(0, 1 - (k - 0.6) / 0.4);
      }
      if (k >= 1) {
        if (crate !== null) stage.removeCrate(crate);
        crate = null;
        done = true;
      }
    },
    over: () => done,
  };
}

/** A rock dropped onto its field. */
function rockAct(stage: BayStage, field: FieldId): Act {
  const DROP = 0.45;
  const HEIGHT = 0.35;
  let done = false;
  return {
    start() {
      if (!stage.rocks.some((r) => r.field === field)) stage.rocks = [...stage.rocks, { field, lift: HEIGHT }];
    },
    step(t) {
      const k = Math.min(1, t / DROP);
      const rock = stage.rocks.find((r) => r.field === field);
      if (rock !== undefined) rock.lift = HEIGHT * (1 - k * k);
      stage.version++;
      done = k >= 1;
    },
    over: () => done,
  };
}

/** A boat puts out from its island into the harbour it chose; boats already there make room. */
function arriveAct(stage: BayStage, seat: Seat, after: BayModel): Act {
  const RISE = 0.6;
  let done = false;
  let rest: Pose | null = null;
  return {
    start() {
      const boat = stage.boat(seat);
      rest = stage.restPose(after, seat, boat.pose.heading);
      boat.placed = true;
      stage.driveBoat(boat, rest, true);
      stage.glideOthers(after, [seat]);
    },
    step(t) {
      const boat = stage.boat(seat);
      const k = ease(Math.min(1, t / RISE));
      boat.scale = 0.3 + 0.7 * k;
      boat.lift = -0.03 * (1 - k);
      if (rest !== null) stage.driveBoat(boat, rest);
      done = t >= RISE;
    },
    over: () => done,
  };
}

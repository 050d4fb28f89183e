/**
 * The pure logic of the Smugglers (2016) table: what the controls show in each
 * phase, the push gesture's strength, the choices of an inspection or a steal,
 * and where the camera looks. Tested beside (logic.test.ts).
 */
import type { Seat } from '../../../../shared/engine/contract';
import type { Contraband, RoundRoll, SmugglersEvent, SmugglersView, TokenKind } from '../../../../shared/games/smugglers-2016/types';
import { CONTRABANDS, TOKEN_KINDS } from '../../../../shared/games/smugglers-2016/types';
import type { TableSpeed } from '../../../../shared/protocol/table-speed';
import { paceOf } from '../../kit2d/pace';
import { passedViews } from '../types';

/** Pulling the ball back this many CSS pixels is a full-strength push. */
export const FULL_PULL_PX = 180;
/** A pull shorter than this is no push (a click, a tremor): releasing it does nothing. */
export const MIN_PULL_PX = 6;
/** One arrow key press changes the strength by this much (Shift: ten times less). */
export const KEY_STEP = 0.05;

/**
 * The strength of a push from how far the pointer dragged the ball back
 * (towards the player: down the screen), 0..1, or null for no push. Only the
 * backwards part of the drag counts; sideways does not.
 */
export function dragToStrength(startY: number, currentY: number, fullPullPx = FULL_PULL_PX): number | null {
  const pull = currentY - startY;
  if (!(pull >= MIN_PULL_PX)) return null;
  return Math.min(1, Math.round((pull / fullPullPx) * 1000) / 1000);
}

/** The strength after a key press on the push control, or null when the key does not set the strength. */
export function keyToStrength(key: string, strength: number, fine = false): number | null {
  const step = fine ? KEY_STEP / 10 : KEY_STEP;
  const clamp = (value: number) => Math.min(1, Math.max(0, Math.round(value * 1000) / 1000));
  switch (key) {
    case 'ArrowUp':
    case 'ArrowRight':
      return clamp(strength + step);
    case 'ArrowDown':
    case 'ArrowLeft':
      return clamp(strength - step);
    case 'PageUp':
      return clamp(strength + step * 4);
    case 'PageDown':
      return clamp(strength - step * 4);
    case 'Home':
      return 0;
    case 'End':
      return 1;
    default:
      return null;
  }
}

/** Why the seat on screen has nothing to do now: a key of the catalogue's `panel` words. */
export type PanelReason = 'watching' | 'ballReady' | 'rolling' | 'waitingPush' | 'inspectorChoosing' | 'stinkBomb';

/** Which control panel the seat on screen gets now. */
export type Panel =
  | { kind: 'none'; reason: PanelReason }
  | { kind: 'sculpt' }
  | { kind: 'push'; attempt: 1 | 2; mayReround: boolean }
  | { kind: 'inspect'; targets: Seat[]; guesses: Contraband[] }
  | { kind: 'steal'; choices: { from: Seat; token: TokenKind }[] }
  | { kind: 'over' };

/** Seats in the junk room the current inspector may inspect (the view's own reading of the rules). */
export function inspectTargets(view: SmugglersView): Seat[] {
  if (view.phase !== 'inspecting') return [];
  return view.players.filter((player) => player.room === 'junk' && player.inspectedBy === null).map((player) => player.seat);
}

/** The (seat, token) pairs the pending steal may take. */
export function stealChoices(view: SmugglersView): { from: Seat; token: TokenKind }[] {
  const steal = view.pendingSteal;
  if (view.phase !== 'stealing' || steal === null) return [];
  const out: { from: Seat; token: TokenKind }[] = [];
  for (const from of steal.from) {
    const tokens = view.players[from]?.tokens;
    if (tokens === undefined) continue;
    for (const token of TOKEN_KINDS) if (tokens[token] > 0) out.push({ from, token });
  }
  return out;
}

/** Whether the tester may re-round his ball now (the view's reading of rules.mayReround). */
export function mayReround(view: SmugglersView, seat: Seat): boolean {
  const player = view.players[seat];
  if (view.phase !== 'testing' || view.tester !== seat || view.rolling || player === undefined) return false;
  return player.attempt === 2 && !player.rerounded && !player.pushes.some((push) => push.attempt === 2);
}

export function panelFor(view: SmugglersView, seat: Seat | null): Panel {
  if (view.phase === 'over') return { kind: 'over' };
  if (seat === null) return { kind: 'none', reason: 'watching' };
  const active = view.activeSeats.includes(seat);
  switch (view.phase) {
    case 'sculpting':
      return active ? { kind: 'sculpt' } : { kind: 'none', reason: 'ballReady' };
    case 'testing': {
      if (view.rolling) return { kind: 'none', reason: 'rolling' };
      if (!active || view.tester !== seat) return { kind: 'none', reason: 'waitingPush' };
      const attempt = view.players[seat]?.attempt ?? 1;
      return { kind: 'push', attempt, mayReround: mayReround(view, seat) };
    }
    case 'inspecting':
      if (!active) return { kind: 'none', reason: 'inspectorChoosing' };
      return { kind: 'inspect', targets: inspectTargets(view), guesses: [...CONTRABANDS] };
    case 'stealing':
      if (!active) return { kind: 'none', reason: 'stinkBomb' };
      return { kind: 'steal', choices: stealChoices(view) };
  }
}

/** The hole of a round the 3D table shows: the round's hole, or the boss's lane while it is unknown. */
export function laneShown(view: SmugglersView): number {
  return view.hole ?? view.boss;
}

/** Where the camera looks, by what is happening. */
export type Shot = 'overview' | 'track' | 'office' | 'junk';

export function shotFor(view: SmugglersView): Shot {
  switch (view.phase) {
    case 'sculpting':
      return 'overview';
    case 'testing':
      return 'track';
    case 'inspecting':
    case 'stealing':
      return 'junk';
    case 'over':
      return 'office';
  }
}

/** A roll of the view with a key that names it for good: round, seat, attempt and its number among that seat's pushes of that attempt. */
export interface KeyedRoll {
  key: string;
  roll: RoundRoll;
}

export function keyedRolls(view: SmugglersView): KeyedRoll[] {
  const counts = new Map<string, number>();
  return view.rolls.map((roll) => {
    const base = `${view.round}:${roll.seat}:${roll.attempt}`;
    const n = counts.get(base) ?? 0;
    counts.set(base, n + 1);
    return { key: `${base}:${n}`, roll };
  });
}

/** A key for the latest roll: changes whenever a new roll starts (new round, new push). */
export function rollKey(view: SmugglersView): string | null {
  const rolls = keyedRolls(view);
  return rolls[rolls.length - 1]?.key ?? null;
}

/**
 * The replay queue after a new view (or an update's rolls: rollsOf): the rolls
 * still to show, in order, with the new ones (not in `known`) added at the end. A roll already queued keeps
 * its place but takes the view's newer copy (its outcome may have come).
 */
export function queueRolls(queue: readonly KeyedRoll[], known: ReadonlySet<string>, view: SmugglersView | readonly KeyedRoll[]): KeyedRoll[] {
  const fresh = 'rolls' in view ? keyedRolls(view) : view;
  const byKey = new Map(fresh.map((entry) => [entry.key, entry]));
  const next = queue.map((entry) => byKey.get(entry.key) ?? entry);
  for (const entry of fresh) if (!known.has(entry.key) && !next.some((queued) => queued.key === entry.key)) next.push(entry);
  return next;
}

/**
 * How the queued replays play at the viewer's table speed: the one
 * replaying now at its roller's pace (the viewer's own at ×1), and the rolls
 * that jump to their end: those skipped by hand, and under "skip to my turn"
 * every other player's (their outcomes are still the replayed ones).
 */
export function replayPace(
  queue: readonly KeyedRoll[],
  skippedByHand: ReadonlySet<string>,
  speed: TableSpeed,
  viewer: Seat | null,
): { speed: number; skipped: ReadonlySet<string> } {
  const first = queue[0];
  const now = first === undefined ? 1 : paceOf(speed, first.roll.seat, viewer).speed;
  const others = queue.filter((entry) => paceOf(speed, entry.roll.seat, viewer).skip);
  if (others.length === 0) return { speed: now, skipped: skippedByHand };
  return { speed: now, skipped: new Set([...skippedByHand, ...others.map((entry) => entry.key)]) };
}

/** The balls opened by a batch of events (inspections and reveals), keyed for the table's animations. */
export function openingsOf(events: readonly unknown[], version: number): { key: string; seat: Seat; contraband: Contraband }[] {
  const out: { key: string; seat: Seat; contraband: Contraband }[] = [];
  events.forEach((raw, i) => {
    const event = raw as SmugglersEvent;
    if (event.type === 'inspected') out.push({ key: `${version}:${i}`, seat: event.target, contraband: event.contraband });
    else if (event.type === 'revealed') out.push({ key: `${version}:${i}`, seat: event.seat, contraband: event.contraband });
  });
  return out;
}

/** Balls opened on the table, with the round they were opened in. */
export interface OpenedBalls {
  round: number;
  list: { key: string; seat: Seat; contraband: Contraband }[];
}

export const NO_OPENED_BALLS: OpenedBalls = { round: -1, list: [] };

/**
 * The balls an update opened, keyed by their round: the round that ended in
 * the same update (the reveals close a round, and the next one begins in the
 * same move), else the round of the view. Null when it opened none.
 */
export function openedBalls(events: readonly unknown[], version: number, viewRound: number): OpenedBalls | null {
  const list = openingsOf(events, version);
  if (list.length === 0) return null;
  const ended = events.find((raw) => (raw as SmugglersEvent).type === 'round-ended') as Extract<SmugglersEvent, { type: 'round-ended' }> | undefined;
  return { round: ended?.round ?? viewRound, list };
}

/**
 * The opened balls still shown: those of the round in play, and the last ones
 * of the round just ended while the new round's balls are being sculpted
 * (they stay in view before the sculpting covers the table). Once the new
 * round goes further, or a later one begins, they are gone.
 */
export function openingsShown(opened: OpenedBalls, view: SmugglersView): OpenedBalls['list'] {
  if (opened.round === view.round) return opened.list;
  if (opened.round + 1 === view.round && view.phase === 'sculpting') return opened.list;
  return [];
}

/** What the table knows of a roll from the host: its seat, and its outcome once rolled. */
export interface KnownRoll {
  seat: Seat;
  attempt: 1 | 2;
  outcome: RoundRoll['outcome'];
}

/**
 * Learns the host's outcomes from an update: from the view's rolls, and from
 * its `rolled` events, because a roll can end its round in the same move (a
 * last ball stuck with everyone in the junk room) and then the view that
 * follows already shows the next round, without that roll. Only one roll is
 * ever rolling, so a `rolled` event settles the one roll of that seat and
 * attempt still waiting. Returns whether an outcome was learnt.
 */
export function learnHostOutcomes(known: Map<string, KnownRoll>, view: SmugglersView | readonly KeyedRoll[], events: readonly unknown[]): boolean {
  let learnt = false;
  // An update's rolls (rollsOf) include those of the views a burst passed over: a roll whose round ended within it.
  for (const { key, roll } of 'rolls' in view ? keyedRolls(view) : view) {
    const before = known.get(key);
    if (before === undefined || (before.outcome === null && roll.outcome !== null)) {
      known.set(key, { seat: roll.seat, attempt: roll.attempt, outcome: roll.outcome });
      learnt = learnt || roll.outcome !== null;
    }
  }
  for (const raw of events) {
    const event = raw as SmugglersEvent;
    if (event.type !== 'rolled') continue;
    const waiting = [...known].reverse().find(([, roll]) => roll.outcome === null && roll.seat === event.seat && roll.attempt === event.attempt);
    if (waiting === undefined) continue;
    known.set(waiting[0], { ...waiting[1], outcome: event.outcome });
    learnt = true;
  }
  return learnt;
}

/**
 * Whether an update must wait before the table shows it: it tells a roll's
 * outcome (a `rolled` event) while the view shown has that roll still rolling
 * and its replay has not ended on this screen (`replaying`), or a roll of its
 * own view, outcome known, is still to replay (the push's update, which came
 * together with it, was never shown). Only one roll is ever rolling. A whole
 * log (the first update, an undo) never waits.
 */
export function waitsForReplay(
  shown: SmugglersView,
  next: { view: unknown; events: readonly { event: unknown }[]; fullLog: boolean },
  replaying: (key: string) => boolean,
): boolean {
  if (next.fullLog || !next.events.some((logged) => (logged.event as SmugglersEvent).type === 'rolled')) return false;
  if (keyedRolls(shown).some((entry) => entry.roll.outcome === null && replaying(entry.key))) return true;
  // Updates that came together: the push's was never shown, and the roll is first seen with its outcome, or
  // only in a view the burst passed over (its round ended, or a re-round dropped it, within the burst).
  // Only a roll still rolling in the newest view lets the update show.
  const rollingNow = new Set(keyedRolls(next.view as SmugglersView).filter((entry) => entry.roll.outcome === null).map((entry) => entry.key));
  return rollsOf(next).some((entry) => !rollingNow.has(entry.key) && replaying(entry.key));
}

/** The rolls of an update: those of the views it passed over in a burst, then its own view's (a roll once, its newest copy). */
export function rollsOf(update: { view: unknown }): KeyedRoll[] {
  const byKey = new Map<string, KeyedRoll>();
  for (const view of [...passedViews(update), update.view]) for (const entry of keyedRolls(view as SmugglersView)) byKey.set(entry.key, entry);
  return [...byKey.values()];
}

/** An update as the table receives it (a MatchUpdate; only what releasing them reads). */
export interface HeldUpdate<E> {
  view: unknown;
  events: E[];
  fullLog: boolean;
}

/**
 * Shows what may be shown: the updates still waiting (`pending`, oldest
 * first) go on screen in order until one must wait (`waits`, given the view
 * shown so far). Several released at once become one update, the newest, with
 * the events of them all (the table's captions and opened balls read them).
 * Returns the update to show (`shown` itself when none was released) and the
 * ones still waiting.
 */
export function releaseUpdates<U extends HeldUpdate<unknown>>(
  shown: U,
  pending: readonly U[],
  waits: (shownView: SmugglersView, next: U) => boolean,
): { shown: U; pending: U[] } {
  let last = shown;
  let events: U['events'] = [];
  let fullLog = false;
  let released = 0;
  for (const next of pending) {
    if (waits(last.view as SmugglersView, next)) break;
    if (next.fullLog) {
      events = next.events;
      fullLog = true;
    } else {
      events = [...events, ...next.events];
    }
    last = next;
    released++;
  }
  if (released === 0) return { shown, pending: [...pending] };
  const merged = released === 1 ? last : { ...last, events, fullLog };
  return { shown: merged, pending: pending.slice(released) };
}

/**
 * The sculpting hourglass of Smugglers (2016), held by the host: when each
 * seat's clock starts, what a reload is told, and which changes of the putty
 * it refuses once the sand has run out. Fake timers: no wall clock is read.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { smugglers2016 } from '../../shared/games/smugglers-2016/index.js';
import { MIN_MASS_G } from '../../shared/games/smugglers-2016/physical.js';
import type { SmugglersState } from '../../shared/games/smugglers-2016/types.js';
import { DEFAULT_SETTINGS, type HostError } from '../../shared/protocol/messages.js';
import type { BotPool } from '../bots/bot-pool.js';
import type { PhysicsPool } from '../physics/physics-pool.js';
import type { Autosaver } from '../saves/autosaver.js';
import type { SettingsStore } from '../settings/settings-store.js';
import { englishOf, HostFailure } from './failure.js';
import { LiveMatches } from './live-matches.js';
import { Watcher } from './live-matches-test-kit.js';
import { Match } from './match.js';
import { TOO_LATE } from './seat-clocks.js';

/** The refusal of other putty after the time, as it goes to the client: its code and its message key (no English). */
const TOO_LATE_REFUSAL = { code: 'too-late', key: TOO_LATE };

const HOURGLASS_S = 30;
const LOADING_GRACE_MS = 20_000;
const NETWORK_GRACE_MS = 2_000;
const ID = 'smugglers-2016-20270301-120000-aaaaaa';


let matches: LiveMatches;

beforeEach(() => {
  vi.useFakeTimers();
  matches = new LiveMatches({
    bots: { decide: () => new Promise(() => {}) } as unknown as BotPool,
    physics: { warm: () => {}, hostTask: () => new Promise(() => {}) } as unknown as PhysicsPool,
    autosaver: { save: () => {} } as unknown as Autosaver,
    settings: { get: () => DEFAULT_SETTINGS } as unknown as SettingsStore,
    lanInfo: () => ({ code: '', addresses: [] }),
    seatClockTiming: { loadingGraceMs: LOADING_GRACE_MS, networkGraceMs: NETWORK_GRACE_MS },
  });
});

afterEach(() => {
  matches.close();
  vi.useRealTimers();
});

/** Two people at the table; seat 1 a LAN guest when asked. */
function open(guestSeat1 = false): { match: Match; ann: Watcher; ben: Watcher } {
  const match = new Match({
    id: ID,
    game: smugglers2016,
    options: { hourglassSeconds: HOURGLASS_S, shortGame: true, firstPlayer: 0 },
    seed: 5,
    seats: [
      { name: 'Ann', kind: 'human', level: null },
      { name: 'Ben', kind: 'human', level: null },
    ],
    createdAt: '2027-03-01T12:00:00.000Z',
  });
  if (guestSeat1) match.lan = { allowSpectators: false, port: 1, guestSeats: [{ seat: 1, tokenHash: 'a'.repeat(64) }] };
  const live = matches.open(match);
  const ann = new Watcher();
  const ben = new Watcher();
  matches.subscribe(live, ann, 0);
  matches.subscribe(live, ben, 1);
  matches.afterChange(live);
  return { match, ann, ben };
}

const sculpt = (massG: number, roundness = 0.5) => ({ type: 'sculpt', massG, roundness, shapeSeed: 9, contraband: 'sweet' }) as const;

/** The host's refusal of a request, or null when it was taken. */
function refusal(request: () => unknown): HostError | null {
  try {
    request();
    return null;
  } catch (error) {
    if (error instanceof HostFailure) return error.error;
    throw error;
  }
}

describe('the refusal after the time', () => {
  it('reads in English in the host’s log, from its key', () => {
    expect(englishOf(TOO_LATE_REFUSAL)).toBe('The hourglass has run out: the putty in your ball can no longer change.');
  });
});

describe('the host’s hourglass', () => {
  it('starts a seat’s clock when its station is ready, and tells that seat at once; a second report does not turn it again', async () => {
    const { ann, ben } = open();
    expect(ann.latest().clock).toBeNull();
    await vi.advanceTimersByTimeAsync(60_000);
    // A seat at the host's own screen waits for its station (hot-seat players wait for their turn behind the curtain).
    expect(ann.latest().clock).toBeNull();

    const sent = ann.updates.length;
    matches.stationReady(ID, 0);
    expect(ann.updates.length).toBe(sent + 1);
    expect(ann.latest().clock).toEqual({ remainingMs: HOURGLASS_S * 1000, totalMs: HOURGLASS_S * 1000, frozen: null });
    // Nobody else's clock started, nor is anybody else told another seat's time.
    expect(ben.latest().clock).toBeNull();

    await vi.advanceTimersByTimeAsync(12_000);
    // A reload: the station reports ready again and is told what is left, not a fresh hourglass.
    matches.stationReady(ID, 0);
    expect(ann.latest().clock).toEqual({ remainingMs: 18_000, totalMs: 30_000, frozen: null });
    // A reconnect: subscribing again sends the time that is left.
    const again = new Watcher();
    matches.subscribe(matches.require(ID), again, 0);
    expect(again.latest().clock?.remainingMs).toBe(18_000);
    await vi.advanceTimersByTimeAsync(20_000);
    matches.stationReady(ID, 0);
    expect(ann.latest().clock?.remainingMs).toBe(0);
  });

  it('starts a guest’s clock by itself after the loading grace, and tells him', async () => {
    const { ann, ben } = open(true);
    await vi.advanceTimersByTimeAsync(LOADING_GRACE_MS - 1);
    expect(ben.latest().clock).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(ben.latest().clock).toEqual({ remainingMs: 30_000, totalMs: 30_000, frozen: null });
    // His station comes late: it gets the time left, the grace counted.
    await vi.advanceTimersByTimeAsync(5_000);
    matches.stationReady(ID, 1);
    expect(ben.latest().clock?.remainingMs).toBe(25_000);
    expect(ann.latest().clock).toBeNull();
  });

  it('a guest whose station is ready before the grace starts then, and the grace turns nothing more', async () => {
    const { ben } = open(true);
    await vi.advanceTimersByTimeAsync(3_000);
    matches.stationReady(ID, 1);
    const told = ben.updates.length;
    await vi.advanceTimersByTimeAsync(LOADING_GRACE_MS);
    expect(ben.updates.length).toBe(told);
    matches.stationReady(ID, 1);
    expect(ben.latest().clock?.remainingMs).toBe(30_000 - LOADING_GRACE_MS);
  });

  it('refuses a sculpt with other putty than the hurried ball after the time and its grace, and takes the same putty', async () => {
    const { match } = open();
    matches.stationReady(ID, 0);
    await vi.advanceTimersByTimeAsync(HOURGLASS_S * 1000 + NETWORK_GRACE_MS + 1);
    const before = JSON.stringify(match.state);
    // No word from the hands in time: the host takes the ball grabbed in a hurry.
    expect(refusal(() => matches.submitMove(ID, 0, sculpt(20)))).toEqual(TOO_LATE_REFUSAL);
    expect(JSON.stringify(match.state)).toBe(before);
    expect(match.version).toBe(0);
    // Rolling and the contraband are still free.
    expect(refusal(() => matches.submitMove(ID, 0, { ...sculpt(MIN_MASS_G, 0.9), contraband: 'sour' }))).toBeNull();
    expect(match.version).toBe(1);
  });

  it('takes the putty the hands reported when the sand ran out, in time or in the network grace, and nothing else after', async () => {
    const { match, ann, ben } = open();
    matches.stationReady(ID, 0);
    matches.stationReady(ID, 1);
    await vi.advanceTimersByTimeAsync(HOURGLASS_S * 1000 + NETWORK_GRACE_MS - 1);
    expect(refusal(() => matches.lockPutty(ID, 0, 17.25))).toBeNull();
    // Once frozen, the same report again is fine, another is refused.
    expect(refusal(() => matches.lockPutty(ID, 0, 17.25))).toBeNull();
    expect(refusal(() => matches.lockPutty(ID, 0, 18))).toEqual(TOO_LATE_REFUSAL);
    expect(ann.latest().clock?.frozen).toBe(17.25);
    await vi.advanceTimersByTimeAsync(2);
    // Seat 1's report comes after the grace: too late, his ball is the hurried one, and he is told so.
    expect(refusal(() => matches.lockPutty(ID, 1, 25))?.code).toBe('too-late');
    expect(ben.latest().clock).toEqual({ remainingMs: 0, totalMs: 30_000, frozen: MIN_MASS_G });
    expect(refusal(() => matches.submitMove(ID, 0, sculpt(17.5)))?.code).toBe('too-late');
    expect(refusal(() => matches.submitMove(ID, 1, sculpt(25)))?.code).toBe('too-late');
    expect(match.version).toBe(0);
    expect(refusal(() => matches.submitMove(ID, 0, sculpt(17.25, 1)))).toBeNull();
    expect(refusal(() => matches.submitMove(ID, 1, sculpt(MIN_MASS_G)))).toBeNull();
    expect((match.state as SmugglersState).phase).not.toBe('sculpting');
  });

  it('keeps the putty of a ball sculpted in time when it is taken back after the time: only the same putty comes back', async () => {
    const { match } = open();
    matches.stationReady(ID, 0);
    matches.submitMove(ID, 0, sculpt(22));
    await vi.advanceTimersByTimeAsync(HOURGLASS_S * 1000 + NETWORK_GRACE_MS + 1);
    matches.undo(ID, 0);
    expect(match.version).toBe(0);
    expect(refusal(() => matches.submitMove(ID, 0, sculpt(30)))).toEqual(TOO_LATE_REFUSAL);
    expect(refusal(() => matches.submitMove(ID, 0, sculpt(MIN_MASS_G)))?.code).toBe('too-late');
    // A report of other putty does not move it either.
    expect(refusal(() => matches.lockPutty(ID, 0, 30))?.code).toBe('too-late');
    expect(refusal(() => matches.submitMove(ID, 0, sculpt(22, 0.95)))).toBeNull();
    expect(match.version).toBe(1);
  });

  it('lets a ball be taken back and sculpted with other putty while the sand runs', async () => {
    const { match } = open();
    matches.stationReady(ID, 0);
    matches.submitMove(ID, 0, sculpt(22));
    await vi.advanceTimersByTimeAsync(10_000);
    matches.undo(ID, 0);
    expect(refusal(() => matches.submitMove(ID, 0, sculpt(30)))).toBeNull();
    expect(match.version).toBe(1);
  });

  it('refuses reports at the wrong moment or for a seat of a bot, and changes nothing', async () => {
    const { match } = open();
    // Not turned yet: a report of putty means nothing.
    expect(refusal(() => matches.lockPutty(ID, 0, 20))?.code).toBe('bad-request');
    expect(refusal(() => matches.stationReady('smugglers-2016-nope', 0))?.code).toBe('unknown-match');
    expect(refusal(() => matches.stationReady(ID, 5))?.code).toBe('not-your-seat');
    // After the sculpting, no hourglass runs.
    matches.submitMove(ID, 0, sculpt(20));
    matches.submitMove(ID, 1, sculpt(20));
    const before = JSON.stringify(match.state);
    expect(refusal(() => matches.stationReady(ID, 0))?.code).toBe('bad-request');
    expect(refusal(() => matches.lockPutty(ID, 0, 20))?.code).toBe('bad-request');
    expect(JSON.stringify(match.state)).toBe(before);
  });
});

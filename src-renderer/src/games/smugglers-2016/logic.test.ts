import { describe, expect, it } from 'vitest';
import { setUp } from '../../../../shared/engine/set-up';
import { wordsIn } from '../../i18n/testing';
import { coalesceUpdates } from '../../stores/matchLog';
import { HOST } from '../../../../shared/engine/contract';
import { Rng } from '../../../../shared/engine/rng';
import { smugglers2016 as game } from '../../../../shared/games/smugglers-2016/index';
import { afterTheTest, bothSculpted } from '../../../../shared/games/smugglers-2016/testkit';
import type { SmugglersMove, SmugglersState, SmugglersView } from '../../../../shared/games/smugglers-2016/types';
import {
  FULL_PULL_PX,
  MIN_PULL_PX,
  dragToStrength,
  keyToStrength,
  keyedRolls,
  type KnownRoll,
  learnHostOutcomes,
  NO_OPENED_BALLS,
  openedBalls,
  openingsOf,
  openingsShown,
  panelFor,
  queueRolls,
  releaseUpdates,
  replayPace,
  rollKey,
  rollsOf,
  shotFor,
  stealChoices,
  waitsForReplay,
} from './logic';

describe('dragToStrength', () => {
  it('is null for no pull, a tiny pull or a pull forwards', () => {
    expect(dragToStrength(100, 100)).toBeNull();
    expect(dragToStrength(100, 100 + MIN_PULL_PX - 1)).toBeNull();
    expect(dragToStrength(100, 40)).toBeNull();
    expect(dragToStrength(100, Number.NaN)).toBeNull();
  });
  it('grows with the pull back and stops at 1', () => {
    expect(dragToStrength(0, FULL_PULL_PX / 2)).toBeCloseTo(0.5, 3);
    expect(dragToStrength(0, FULL_PULL_PX)).toBe(1);
    expect(dragToStrength(0, FULL_PULL_PX * 3)).toBe(1);
    const a = dragToStrength(0, 30) as number;
    const b = dragToStrength(0, 60) as number;
    expect(b).toBeGreaterThan(a);
  });
});

describe('keyToStrength', () => {
  it('steps with the arrows, finely with Shift, jumps with Home/End, and stays in 0..1', () => {
    expect(keyToStrength('ArrowUp', 0.5)).toBeCloseTo(0.55);
    expect(keyToStrength('ArrowDown', 0.5)).toBeCloseTo(0.45);
    expect(keyToStrength('ArrowRight', 0.5, true)).toBeCloseTo(0.505);
    expect(keyToStrength('Home', 0.5)).toBe(0);
    expect(keyToStrength('End', 0.5)).toBe(1);
    expect(keyToStrength('ArrowUp', 1)).toBe(1);
    expect(keyToStrength('ArrowDown', 0)).toBe(0);
    expect(keyToStrength('a', 0.5)).toBeNull();
  });
});

const OPTIONS = { hourglassSeconds: 60, shortGame: false, firstPlayer: 0 };

function apply(state: SmugglersState, actor: number | typeof HOST, move: SmugglersMove): SmugglersState {
  const applied = game.applyMove(state, actor, move);
  if (!applied.ok) throw new Error(applied.rejection.key);
  return applied.state;
}

/** A 2-seat game until the test begins (both sculpted; a red first roll gets its second roll then). */
const testingState = bothSculpted;

function view(state: SmugglersState, seat: number | 'spectator'): SmugglersView {
  return game.viewFor(state, seat);
}

describe('panelFor', () => {
  it('asks every seat that has not sculpted to sculpt, and tells the others to wait', () => {
    let state = setUp(game, 1, 2, OPTIONS);
    expect(panelFor(view(state, 0), 0).kind).toBe('sculpt');
    expect(panelFor(view(state, 'spectator'), null).kind).toBe('none');
    state = apply(state, 0, { type: 'sculpt', massG: 8, roundness: 1, shapeSeed: 7, contraband: 'sweet' });
    expect(panelFor(view(state, 0), 0)).toMatchObject({ kind: 'none' });
    expect(panelFor(view(state, 1), 1).kind).toBe('sculpt');
  });

  it('gives the tester the push, the others nothing, and nobody a control while the ball rolls', () => {
    let state = testingState();
    const tester = state.testOrder[0] as number;
    const other = 1 - tester;
    expect(panelFor(view(state, tester), tester)).toEqual({ kind: 'push', attempt: 1, mayReround: false });
    expect(panelFor(view(state, other), other).kind).toBe('none');
    state = apply(state, tester, { type: 'push', strength: 0.7 });
    expect(panelFor(view(state, tester), tester)).toMatchObject({ kind: 'none', reason: 'rolling' });
    // The roll is public: every seat sees its inputs.
    expect(view(state, other).rolls).toHaveLength(1);
    expect(view(state, other).rolls[0]?.outcome).toBeNull();
    state = apply(state, HOST, { type: 'roll-outcome', outcome: 'stuck' });
    expect(panelFor(view(state, tester), tester)).toEqual({ kind: 'push', attempt: 2, mayReround: true });
    expect(shotFor(view(state, tester))).toBe('track');
  });

  it('gives the inspector a guess for each junk-room ball, and a steal its choices', () => {
    // The first tester's ball through the fence, the second's stuck twice.
    const state = afterTheTest();
    const [first, second] = state.testOrder as [number, number];
    expect(state.phase).toBe('inspecting');
    const panel = panelFor(view(state, first), first);
    expect(panel).toEqual({ kind: 'inspect', targets: [second], guesses: ['sweet', 'sour', 'stink'] });
    expect(panelFor(view(state, second), second).kind).toBe('none');
    expect(stealChoices(view(state, first))).toEqual([]);
  });

  it('gives each reason to wait its words in every language', async () => {
    const reasons = ['watching', 'ballReady', 'rolling', 'waitingPush', 'inspectorChoosing', 'stinkBomb'] as const;
    const en = await wordsIn('en', 'smugglers-2016');
    expect(en('panel.rolling')).toBe('The ball is rolling…');
    expect(en('panel.ballReady')).toBe('Your ball is ready. Waiting for the others to sculpt.');
    expect((await wordsIn('de', 'smugglers-2016'))('panel.inspectorChoosing')).toBe('Der Zöllner wählt.');
    expect((await wordsIn('fr', 'smugglers-2016'))('panel.inspectorChoosing')).toBe('L’inspecteur choisit.');
    for (const language of ['en', 'de', 'fr'] as const) {
      const t = await wordsIn(language, 'smugglers-2016');
      for (const reason of reasons) expect(t(`panel.${reason}`)).not.toMatch(/^panel\./);
    }
  });

  it('shows the end once the game is over', () => {
    const state = { ...setUp(game, 1, 2, OPTIONS), phase: 'over' as const, winner: 0 };
    expect(panelFor(view(state, 0), 0).kind).toBe('over');
  });
});

describe('replayPace', () => {
  /** A queue of two rolls, both the tester’s (a push, and a push again). */
  function twoRolls() {
    let state = testingState();
    const tester = state.testOrder[0] as number;
    state = apply(state, tester, { type: 'push', strength: 0.2 });
    state = apply(state, HOST, { type: 'roll-outcome', outcome: 'short' });
    state = apply(state, tester, { type: 'push', strength: 0.9 });
    return { tester, queue: queueRolls([], new Set(), view(state, tester)) };
  }

  it('plays the viewer’s own roll at ×1 and others’ at the table speed', () => {
    const { tester, queue } = twoRolls();
    const other = (tester + 1) % 2;
    expect(replayPace(queue, new Set(), 'x4', tester)).toEqual({ speed: 1, skipped: new Set() });
    expect(replayPace(queue, new Set(), 'x4', other).speed).toBe(4);
    expect(replayPace(queue, new Set(), 'x2', null).speed).toBe(2);
    expect(replayPace([], new Set(), 'x4', other).speed).toBe(1);
  });

  it('skips every other player’s roll under “skip to my turn”, and keeps the rolls skipped by hand', () => {
    const { tester, queue } = twoRolls();
    const byHand = new Set(['by-hand']);
    expect([...replayPace(queue, byHand, 'skip', (tester + 1) % 2).skipped].sort()).toEqual(['by-hand', ...queue.map((entry) => entry.key)].sort());
    // His own rolls play: nothing more is skipped.
    expect(replayPace(queue, byHand, 'skip', tester).skipped).toBe(byHand);
  });
});

describe('rollKey, queueRolls and openingsOf', () => {
  it('changes with every new roll', () => {
    let state = testingState();
    const tester = state.testOrder[0] as number;
    expect(rollKey(view(state, 0))).toBeNull();
    state = apply(state, tester, { type: 'push', strength: 0.2 });
    const first = rollKey(view(state, 0));
    state = apply(state, HOST, { type: 'roll-outcome', outcome: 'short' });
    expect(rollKey(view(state, 0))).toBe(first);
    state = apply(state, tester, { type: 'push', strength: 0.8 });
    expect(rollKey(view(state, 0))).not.toBe(first);
  });

  it('queues every new roll once, in order, and updates a queued roll when its outcome comes', () => {
    let state = testingState();
    const tester = state.testOrder[0] as number;
    state = apply(state, tester, { type: 'push', strength: 0.2 });
    const known = new Set<string>();
    let queue = queueRolls([], known, view(state, 1));
    expect(queue.map((entry) => entry.roll.outcome)).toEqual([null]);
    queue.forEach((entry) => known.add(entry.key));
    state = apply(state, HOST, { type: 'roll-outcome', outcome: 'short' });
    queue = queueRolls(queue, known, view(state, 1));
    expect(queue.map((entry) => entry.roll.outcome)).toEqual(['short']);
    state = apply(state, tester, { type: 'push', strength: 0.9 });
    queue = queueRolls(queue, known, view(state, 1));
    expect(queue).toHaveLength(2);
    expect(new Set(queue.map((entry) => entry.key)).size).toBe(2);
    // Played: known and out of the queue, it never comes back.
    queue.forEach((entry) => known.add(entry.key));
    expect(queueRolls([], known, view(state, 1))).toEqual([]);
    expect(keyedRolls(view(state, 0)).map((entry) => entry.key)).toEqual(queue.map((entry) => entry.key));
  });

  it('lists the balls opened by inspections and reveals', () => {
    const opened = openingsOf(
      [
        { type: 'inspected', inspector: 0, target: 1, guess: 'sour', contraband: 'sweet', correct: false },
        { type: 'token-taken', seat: 1, kind: 'sweet', from: 'supply' },
        { type: 'revealed', seat: 0, contraband: 'stink' },
      ],
      12,
    );
    expect(opened).toEqual([
      { key: '12:0', seat: 1, contraband: 'sweet' },
      { key: '12:2', seat: 0, contraband: 'stink' },
    ]);
  });
});

describe('openedBalls and openingsShown', () => {
  /** A bot-like playout (random moves, random rolls) of 2 seats, step by step: each move's events and the view after it. */
  function* playout(seed: number): Generator<{ events: unknown[]; view: SmugglersView }> {
    const rng = Rng.fromSeed(seed);
    let state = setUp(game, seed, 2, OPTIONS);
    for (let step = 0; step < 5000 && game.result(state) === null; step++) {
      const seat = game.activeSeats(state)[0];
      const outcomes = ['passed', 'stuck', 'short'] as const;
      const [actor, move]: [number | typeof HOST, SmugglersMove] =
        seat === undefined
          ? [HOST, { type: 'roll-outcome', outcome: outcomes[rng.int(3)] as (typeof outcomes)[number] }]
          : [seat, game.randomMove(state, seat, rng) as SmugglersMove];
      const applied = game.applyMove(state, actor, move);
      if (!applied.ok) throw new Error(applied.rejection.key);
      state = applied.state;
      yield { events: applied.events, view: game.viewFor(state, 'spectator') };
    }
  }

  it('keys the reveals that close a round by that round, and shows them only until the next round gets going', () => {
    let closing: ReturnType<typeof openedBalls> = null;
    const after: { round: number; phase: string; shown: number }[] = [];
    for (const { events, view: seen } of playout(5)) {
      if (closing === null) {
        const opened = openedBalls(events, 1, seen.round);
        if (opened !== null && events.some((event) => (event as { type: string }).type === 'round-ended')) {
          closing = opened;
          // The next round has begun in the same move: the balls stay in view while it is sculpted.
          expect(seen.round).toBe(opened.round + 1);
          expect(seen.phase).toBe('sculpting');
          expect(openingsShown(opened, seen)).toEqual(opened.list);
        }
        continue;
      }
      after.push({ round: seen.round, phase: seen.phase, shown: openingsShown(closing, seen).length });
    }
    expect(closing).not.toBeNull();
    const round = (closing as { round: number }).round;
    // Once the next round is past its sculpting, and in every later round, the old reveals are gone.
    const later = after.filter((entry) => entry.round > round + 1 || (entry.round === round + 1 && entry.phase !== 'sculpting'));
    expect(later.length).toBeGreaterThan(0);
    expect(later.every((entry) => entry.shown === 0)).toBe(true);
  });

  it('keys an inspection in the middle of a round by the round in play', () => {
    const events = [{ type: 'inspected', inspector: 0, target: 1, guess: 'sour', contraband: 'sweet', correct: false }];
    const opened = openedBalls(events, 30, 2);
    expect(opened).toEqual({ round: 2, list: [{ key: '30:0', seat: 1, contraband: 'sweet' }] });
    expect(openedBalls([{ type: 'sculpted', seat: 0 }], 31, 2)).toBeNull();
    const inRound = { ...view(testingState(), 'spectator'), round: 2, phase: 'inspecting' as const };
    expect(openingsShown(opened ?? NO_OPENED_BALLS, inRound)).toHaveLength(1);
    expect(openingsShown(opened ?? NO_OPENED_BALLS, { ...inRound, round: 3, phase: 'testing' })).toEqual([]);
    expect(openingsShown(NO_OPENED_BALLS, inRound)).toEqual([]);
  });
});

describe('learnHostOutcomes', () => {
  it('settles a roll that ended its round from its rolled event, though the next view no longer shows it', () => {
    let state = testingState();
    const known = new Map<string, KnownRoll>();
    const round = state.round;
    // Every ball sticks, both attempts: everybody ends in the junk room, and the last roll ends the round.
    for (let guard = 0; state.round === round; guard++) {
      expect(guard).toBeLessThan(10);
      const tester = state.testOrder[state.testIndex] as number;
      state = apply(state, tester, { type: 'push', strength: 0.7 });
      learnHostOutcomes(known, view(state, 0), []);
      const lastKey = rollKey(view(state, 0));
      expect(known.get(lastKey as string)?.outcome).toBeNull();
      const rolled = game.applyMove(state, HOST, { type: 'roll-outcome', outcome: 'stuck' });
      if (!rolled.ok) throw new Error(rolled.rejection.key);
      state = rolled.state;
      expect(learnHostOutcomes(known, view(state, 0), rolled.events)).toBe(true);
      expect(known.get(lastKey as string)?.outcome).toBe('stuck');
    }
    // The view after the last roll is the next round's: none of the old rolls is in it.
    expect(keyedRolls(view(state, 0))).toEqual([]);
    expect([...known.values()].every((roll) => roll.outcome === 'stuck')).toBe(true);
    expect(new Set([...known.values()].map((roll) => roll.seat))).toEqual(new Set([0, 1]));
  });

  it('learns nothing from an update without outcomes', () => {
    const state = testingState();
    const known = new Map<string, KnownRoll>();
    expect(learnHostOutcomes(known, view(state, 0), [{ type: 'sculpted', seat: 0 }])).toBe(false);
  });
});

describe('waitsForReplay and releaseUpdates: results only after their replay', () => {
  /** One update per move, as the host sends them (events logged with the move's version). */
  function updateOf(state: SmugglersState, events: readonly unknown[], version: number) {
    return { view: view(state, 0), events: events.map((event) => ({ version, event })), fullLog: false, version };
  }

  it('holds the update that tells a roll’s outcome until the roll’s replay has ended, and shows the rest', () => {
    let state = testingState();
    const tester = state.testOrder[0] as number;
    const start = updateOf(state, [], 1);
    const pushed = game.applyMove(state, tester, { type: 'push', strength: 0.2 });
    if (!pushed.ok) throw new Error(pushed.rejection.key);
    state = pushed.state;
    const push = updateOf(state, pushed.events, 2);
    const rolled = game.applyMove(state, HOST, { type: 'roll-outcome', outcome: 'short' });
    if (!rolled.ok) throw new Error(rolled.rejection.key);
    state = rolled.state;
    const outcome = updateOf(state, rolled.events, 3);
    const key = rollKey(push.view) as string;

    const replayed = new Set<string>();
    const waits = (shownView: SmugglersView, next: typeof push) => waitsForReplay(shownView, next, (k) => !replayed.has(k));
    // The push shows at once (the replay begins with it); the outcome waits for the replay.
    let step = releaseUpdates(start, [push, outcome], waits);
    expect(step.shown).toBe(push);
    expect(step.pending).toEqual([outcome]);
    expect(releaseUpdates(step.shown, step.pending, waits).shown).toBe(push);
    // The replay ended: the outcome shows.
    replayed.add(key);
    step = releaseUpdates(step.shown, step.pending, waits);
    expect(step.shown).toBe(outcome);
    expect(step.pending).toEqual([]);
    // Without a replay on this screen (the 3D table not loaded), nothing waits.
    expect(waitsForReplay(push.view, outcome, () => false)).toBe(false);
    // A whole log (an undo) never waits.
    expect(waitsForReplay(push.view, { ...outcome, fullLog: true }, () => true)).toBe(false);
  });

  /** Plays the moves from `state`, one update per move (versions from 2), as the host sends them. */
  function play(state: SmugglersState, moves: readonly [number | typeof HOST, unknown][]) {
    return moves.map(([seat, move], i) => {
      const applied = game.applyMove(state, seat, move as SmugglersMove);
      if (!applied.ok) throw new Error(applied.rejection.key);
      state = applied.state;
      return updateOf(state, applied.events, i + 2);
    });
  }

  /** Updates that reach the page in one burst, joined as the page's store joins them (the screen draws only the last). */
  function burstOf(updates: readonly ReturnType<typeof updateOf>[]): ReturnType<typeof updateOf> {
    const join = coalesceUpdates as unknown as (older: ReturnType<typeof updateOf>, newer: ReturnType<typeof updateOf>) => ReturnType<typeof updateOf>;
    return updates.reduce((older, newer) => join(older, newer));
  }

  it('replays a roll that a burst of updates carried away (a re-round dropped it), and holds its outcome until then', () => {
    const state = testingState();
    const tester = state.testOrder[0] as number;
    const start = updateOf(state, [], 1);
    const burst = burstOf(
      play(state, [
        [tester, { type: 'push', strength: 0.6 }],
        [HOST, { type: 'roll-outcome', outcome: 'stuck' }],
        [tester, { type: 'reround', roundness: 0.9, shapeSeed: 3 }],
      ]),
    );
    // The newest view has no roll left (the stuck ball's shape no longer exists)…
    expect(keyedRolls(burst.view)).toEqual([]);
    // …but the burst passed over it: it is queued, and the outcome waits for its replay.
    const rolls = rollsOf(burst);
    expect(rolls.map((entry) => [entry.roll.attempt, entry.roll.outcome])).toEqual([[1, 'stuck']]);
    const queue = queueRolls([], new Set(), rolls);
    expect(queue.map((entry) => entry.key)).toEqual(rolls.map((entry) => entry.key));
    const replayed = new Set<string>();
    const waits = (shownView: SmugglersView, next: typeof burst) => waitsForReplay(shownView, next, (k) => !replayed.has(k));
    expect(releaseUpdates(start, [burst], waits).shown).toBe(start);
    replayed.add(queue[0]?.key as string);
    expect(releaseUpdates(start, [burst], waits).shown).toBe(burst);
  });

  it('learns the host’s outcome of a roll that a burst carried away, for the replay checks', () => {
    const state = testingState();
    const tester = state.testOrder[0] as number;
    const burst = burstOf(
      play(state, [
        [tester, { type: 'push', strength: 0.6 }],
        [HOST, { type: 'roll-outcome', outcome: 'stuck' }],
        [tester, { type: 'reround', roundness: 0.9, shapeSeed: 3 }],
      ]),
    );
    const known = new Map<string, KnownRoll>();
    const events = burst.events.map((logged) => logged.event);
    // From the newest view alone the roll is unknown, and its outcome is lost.
    expect(learnHostOutcomes(known, burst.view, events)).toBe(false);
    expect(learnHostOutcomes(known, rollsOf(burst), events)).toBe(true);
    expect([...known.values()]).toEqual([{ seat: tester, attempt: 1, outcome: 'stuck' }]);
  });

  it('lets a burst show once its finished rolls replayed, though its last roll still rolls', () => {
    const state = testingState();
    const tester = state.testOrder[0] as number;
    const start = updateOf(state, [], 1);
    const burst = burstOf(
      play(state, [
        [tester, { type: 'push', strength: 0.2 }],
        [HOST, { type: 'roll-outcome', outcome: 'short' }],
        [tester, { type: 'push', strength: 0.7 }],
      ]),
    );
    const [short, rolling] = rollsOf(burst);
    expect([short?.roll.outcome, rolling?.roll.outcome]).toEqual(['short', null]);
    expect(waitsForReplay(start.view, burst, () => true)).toBe(true);
    expect(waitsForReplay(start.view, burst, (key) => key === rolling?.key)).toBe(false);
  });

  it('releases several updates as one, the newest, with the events of them all', () => {
    const state = testingState();
    const a = updateOf(state, [{ type: 'sculpted', seat: 0 }], 1);
    const b = updateOf(state, [{ type: 'sculpted', seat: 1 }], 2);
    const c = updateOf(state, [{ type: 'round-ended', round: 0 }], 3);
    const step = releaseUpdates(a, [b, c], () => false);
    expect(step.pending).toEqual([]);
    expect(step.shown.version).toBe(3);
    expect(step.shown.view).toBe(c.view);
    expect(step.shown.events.map((logged) => logged.version)).toEqual([2, 3]);
    // Nothing released: the update shown stays the same object.
    expect(releaseUpdates(a, [b], () => true).shown).toBe(a);
  });
});

describe('random games', () => {
  it('always give the active seats a control and the others none', () => {
    const rng = Rng.fromSeed(5);
    let state = setUp(game, 9, 3, OPTIONS);
    for (let moves = 0; game.result(state) === null && moves < 400; moves++) {
      const active = game.activeSeats(state);
      for (let seat = 0; seat < 3; seat++) {
        const panel = panelFor(view(state, seat), seat);
        if (active.includes(seat)) expect(['sculpt', 'push', 'inspect', 'steal']).toContain(panel.kind);
        else expect(panel.kind).toBe('none');
      }
      if (active.length === 0) {
        state = apply(state, HOST, { type: 'roll-outcome', outcome: rng.pick(['passed', 'stuck', 'short'] as const) });
      } else {
        const seat = active[0] as number;
        state = apply(state, seat, game.randomMove(state, seat, rng) as SmugglersMove);
      }
    }
  });
});

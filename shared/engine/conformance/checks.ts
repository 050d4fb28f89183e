/**
 * The conformance suite: the rules of docs/engine.md, checked on any game
 * from its kit (kit.ts) over seeded random playouts. Each check throws an
 * Error that says what broke, in which game, seed, table and state; the test
 * runner (shared/games/conformance.test.ts) runs every check for every
 * registered game, so a new game gets all of them by being registered.
 *
 * The playouts are played once per kit, with every state and move frozen
 * (deepFreeze), and shared by the checks: any engine function that writes to
 * its input throws wherever it is called. Test code only.
 */
import { type Actor, type AnyGameDefinition, type GameResult, HOST, type RejectionCode, type Seat, type Viewer, describeRefusal } from '../contract.js';
import { Rng, deriveSeed } from '../rng.js';
import { attempt } from './attempt.js';
import { deepFreeze } from './deep-freeze.js';
import { jsonDifference, jsonProblem, show } from './json.js';
import { hintFor } from '../hint.js';
import { expectHintReason, expectRefusalMessage } from './message.js';
import type { AnyConformanceKit, ConformanceCheck, ConformanceTable } from './kit.js';
import { type Playout, randomPlayout, randomPlayoutAsync } from './playout.js';
import { setUp } from '../set-up.js';
import { setupCheck } from './setup-check.js';
import { TAKE_BACK_CHECK, checkTakeBack } from './take-back-check.js';
import { SAMPLER_CHECK, checkSampler } from './sampler-check.js';

type AnyPlayout = Playout<unknown, unknown, unknown, unknown>;

const CODES: readonly RejectionCode[] = ['not-your-turn', 'illegal-move', 'malformed-move', 'game-over'];
/** The base of every seed the suite draws, so that a failure repeats. */
const SUITE_SEED = 0x5eed;
/** States per playout that get the costly checks (every legal move applied, refusals probed). */
const SAMPLED_STATES = 8;
/** Sampled states per playout at which a hint is asked (a hard bot thinks long). */
const HINT_STATES = 2;

// ------------------------------------------------------------------ the checks

export const conformanceChecks: readonly ConformanceCheck[] = [
  setupCheck,
  {
    name: 'options: the defaults and the tables pass optionsSchema and survive JSON',
    run(kit) {
      const { game } = kit;
      const options: { label: string; options: unknown }[] = [];
      for (let seats = game.meta.minPlayers; seats <= game.meta.maxPlayers; seats++) {
        options.push({ label: `the default options for ${seats} seats`, options: game.defaultOptions(seats) });
      }
      tablesOf(kit).forEach((table, index) => options.push({ label: `the options of table ${index}`, options: table.options }));
      for (const { label, options: value } of options) {
        expectJson(value, `${game.meta.id}: ${label}`);
        const parsed = game.optionsSchema.safeParse(value);
        if (!parsed.success) throw new Error(`${game.meta.id}: ${label} do not pass optionsSchema: ${show(value)}`);
        const changed = jsonDifference(parsed.data, value);
        if (changed) throw new Error(`${game.meta.id}: optionsSchema changes ${label}: ${changed}`);
      }
    },
  },
  {
    name: 'determinism: the same seed and the same moves give the same states and events',
    run(kit) {
      const { game } = kit;
      for (const played of playoutsOf(kit)) {
        const again = playOut(kit, played.seed, { seats: played.seats, options: played.options });
        const moves = (playout: AnyPlayout) => playout.steps.map((step) => ({ actor: step.actor, move: step.move }));
        const different = jsonDifference(moves(again), moves(played));
        if (different) throw new Error(`${where(kit, played)}: the random moves differ when played again from the seed: ${different}`);
        let state = setUp(game, played.seed, played.seats, played.options);
        expectSame(state, played.states[0], `${where(kit, played)}: setup gives another state from the same seed`);
        for (const step of played.steps) {
          const applied = game.applyMove(state, step.actor, step.move);
          const at = `${where(kit, played, step.index)}, ${actorName(step.actor)} ${show(step.move)}`;
          if (!applied.ok) throw new Error(`${at}: refused on replay (${describeRefusal(applied.rejection)})`);
          expectSame(applied.state, step.after, `${at}: the replay reaches another state`);
          expectSame(applied.events, step.events, `${at}: the replay gives other events`);
          state = applied.state;
        }
      }
    },
  },
  {
    name: 'plain JSON: states, views, moves, events, results and host tasks survive JSON, and a state read back plays on alike',
    run(kit) {
      const { game } = kit;
      for (const played of playoutsOf(kit)) {
        played.states.forEach((state, index) => {
          const at = where(kit, played, index);
          expectJson(state, `${at}: the state`);
          for (const viewer of viewersOf(played.seats)) expectJson(game.viewFor(state, viewer), `${at}: the view of ${viewerName(viewer)}`);
          expectJson(game.result(state), `${at}: the result`);
          expectJson(game.hostTask?.(state) ?? null, `${at}: the host task`);
        });
        for (const index of sampledIndices(played)) {
          const state = played.states[index];
          for (let seat = 0; seat < played.seats; seat++) expectJson(game.legalMoves(state, seat), `${where(kit, played, index)}: the legal moves of seat ${seat}`);
        }
        for (const step of played.steps) {
          const at = `${where(kit, played, step.index)}, ${actorName(step.actor)} ${show(step.move)}`;
          expectJson(step.move, `${at}: the move`);
          expectJson(step.events, `${at}: the events`);
          const applied = game.applyMove(viaJson(step.before), step.actor, viaJson(step.move));
          if (!applied.ok) throw new Error(`${at}: refused once the state and the move went through JSON (${describeRefusal(applied.rejection)})`);
          expectSame(applied.state, step.after, `${at}: a state read back from JSON plays on to another state`);
          expectSame(applied.events, step.events, `${at}: a state read back from JSON gives other events`);
        }
      }
    },
  },
  {
    name: 'no function changes its input: each is called on deep-frozen states and moves, and on copies compared after',
    run(kit) {
      // Frozen, a write throws (the engines are strict-mode modules); on a
      // copy, a write that got through shows when the copy is compared after.
      const { game } = kit;
      for (const played of playoutsOf(kit)) {
        for (const index of sampledIndices(played)) {
          const next = played.steps[index];
          for (const copy of [false, true]) {
            const state = copy ? viaJson(played.states[index]) : played.states[index];
            const move = next && copy ? viaJson(next.move) : next?.move;
            const at = `${where(kit, played, index)}${copy ? ', on a copy' : ''}`;
            const before = JSON.stringify([state, move]);
            attempt(`${at}: activeSeats`, () => game.activeSeats(state));
            attempt(`${at}: result`, () => game.result(state));
            attempt(`${at}: hostTask`, () => game.hostTask?.(state));
            for (const viewer of viewersOf(played.seats)) attempt(`${at}: viewFor ${viewerName(viewer)}`, () => game.viewFor(state, viewer));
            for (let seat = 0; seat < played.seats; seat++) {
              attempt(`${at}: legalMoves of seat ${seat}`, () => game.legalMoves(state, seat));
              attempt(`${at}: randomMove of seat ${seat}`, () => game.randomMove(state, seat, Rng.fromSeed(index)));
            }
            if (next) attempt(`${at}: applyMove`, () => game.applyMove(state, next.actor, move));
            attempt(`${at}: perturbSecrets`, () => kit.perturbSecrets(state, 'spectator', Rng.fromSeed(index)));
            if (JSON.stringify([state, move]) !== before) throw new Error(`${at}: a call changed the state or the move it was given`);
          }
        }
        if (!game.canUndo) continue;
        for (const step of played.steps) {
          if (step.actor === HOST) continue;
          const at = `${where(kit, played, step.index)}, canUndo`;
          const allowed = attempt(at, () => game.canUndo?.(step.before, step.actor as Seat, step.move, step.after));
          if (typeof allowed !== 'boolean') throw new Error(`${at} answers ${show(allowed)}, not a boolean`);
        }
      }
    },
  },
  {
    name: 'refusals, never throws: garbage moves, seats out of turn or out of range, the host out of place, a finished game',
    run(kit) {
      const { game } = kit;
      for (const played of playoutsOf(kit)) {
        const indices = new Set([...sampledIndices(played), played.states.length - 1]);
        for (const index of indices) {
          const state = played.states[index];
          const at = where(kit, played, index);
          const refuse = (actor: unknown, move: unknown, codes: readonly RejectionCode[], why: string) =>
            expectRefused(kit, state, actor, move, codes, `${at}: ${why}`);
          const next = played.steps[index];
          const active = game.activeSeats(state);
          const firstActive = active[0];
          // A move that would suit somebody now: the first active seat's, or the move that was made next.
          const probe = firstActive !== undefined ? (game.legalMoves(state, firstActive)[0] ?? next?.move) : next?.move;

          if (game.result(state) !== null) {
            for (const move of [played.steps.at(-1)?.move, null, { type: 'no-such-move' }]) {
              refuse(0, move, ['game-over'], `a move of seat 0 after the end (${show(move)})`);
              refuse(HOST, move, ['game-over'], `a host move after the end (${show(move)})`);
            }
            continue;
          }
          for (const actor of [-1, played.seats, played.seats + 3, 0.5, Number.NaN, Number.POSITIVE_INFINITY, '0', null, undefined, {}]) {
            refuse(actor, probe, ['not-your-turn'], `a move by seat ${show(actor)}, which is not at the table`);
          }
          if (firstActive !== undefined) {
            // A seat's move (the host's own are for the host only, whoever's turn it is).
            for (let seat = 0; seat < played.seats; seat++) {
              if (!active.includes(seat)) refuse(seat, probe, ['not-your-turn'], `seat ${seat} moves out of turn (${show(probe)})`);
            }
            refuse(HOST, probe, CODES, `the host makes a seat's move (${show(probe)})`);
          }
          const mover = firstActive ?? 0;
          for (const move of garbageMoves(probe)) {
            deepFreeze(move);
            if (game.moveSchema.safeParse(move).success) {
              const outcome = attempt(`${at}: seat ${mover} sends ${show(move)}`, () => game.applyMove(state, mover, move));
              if (!outcome.ok) expectRejection(outcome.rejection, CODES, `${at}: seat ${mover} sends ${show(move)}`, game.meta.id);
            } else {
              refuse(mover, move, firstActive === undefined ? CODES : ['malformed-move'], `seat ${mover} sends a move that fails moveSchema (${show(move)})`);
            }
          }
        }
      }
    },
  },
  {
    name: 'legal moves: only active seats have any, each is listed once and accepted, and random moves are accepted',
    run(kit) {
      const { game } = kit;
      for (const played of playoutsOf(kit)) {
        for (const index of sampledIndices(played)) {
          const state = played.states[index];
          const at = where(kit, played, index);
          const active = game.activeSeats(state);
          const over = game.result(state) !== null;
          if (over && active.length > 0) throw new Error(`${at}: the game is over, yet seats ${active.join(', ')} may move`);
          if (!over && active.length === 0 && !game.hostTask?.(state)) throw new Error(`${at}: nobody may move, no host task is pending, and the game is not over`);
          for (let seat = 0; seat < played.seats; seat++) {
            const legal = game.legalMoves(state, seat);
            const random = game.randomMove(state, seat, Rng.fromSeed(deriveSeed(played.seed, index, seat)));
            if (!active.includes(seat)) {
              if (legal.length > 0) throw new Error(`${at}: seat ${seat} may not move, yet has legal moves: ${show(legal)}`);
              if (random !== null) throw new Error(`${at}: seat ${seat} may not move, yet has a random move: ${show(random)}`);
              continue;
            }
            if (legal.length === 0) throw new Error(`${at}: seat ${seat} may move, yet has no legal move`);
            const listed = new Set<string>();
            for (const move of legal) {
              const key = JSON.stringify(move);
              if (listed.has(key)) throw new Error(`${at}: seat ${seat}'s legal moves list ${key} twice`);
              listed.add(key);
              if (!game.moveSchema.safeParse(move).success) throw new Error(`${at}: seat ${seat}'s legal move ${key} fails moveSchema`);
              const applied = game.applyMove(state, seat, move);
              if (!applied.ok) throw new Error(`${at}: seat ${seat}'s legal move ${key} is refused (${describeRefusal(applied.rejection)})`);
            }
            if (random === null) throw new Error(`${at}: seat ${seat} may move, yet randomMove gives nothing`);
            const applied = game.applyMove(state, seat, random);
            if (!applied.ok) throw new Error(`${at}: seat ${seat}'s random move ${show(random)} is refused (${describeRefusal(applied.rejection)})`);
          }
        }
      }
    },
  },
  {
    name: 'random playouts end, with a whole result, and the host tasks performed as the host does',
    async run(kit) {
      const { game } = kit;
      const ended = (played: AnyPlayout) => {
        const end = played.states[played.states.length - 1];
        const at = where(kit, played, played.states.length - 1);
        expectWholeResult(game.result(end), played.seats, at);
        if (game.activeSeats(end).length > 0) throw new Error(`${at}: seats may still move after the end`);
        if ((game.hostTask?.(end) ?? null) !== null) throw new Error(`${at}: a host task is pending after the end`);
      };
      for (const played of playoutsOf(kit)) ended(played);
      if (!game.hostTask || !game.performHostTask) return;
      const tables = tablesOf(kit);
      const count = kit.hostPlayouts ?? 1;
      for (let index = 0; index < count; index++) {
        const table = tables[index % tables.length] as ConformanceTable<unknown>;
        const seed = deriveSeed(SUITE_SEED, 7, index);
        ended(await randomPlayoutAsync(game, { seed, seats: table.seats, options: table.options, maxMoves: kit.maxMoves, freeze: true }));
      }
    },
  },
  {
    name: "secrets: a seat's view, legal moves, random moves and refusals do not depend on what it may not know",
    run(kit) {
      const { game } = kit;
      let changed = 0;
      for (const played of playoutsOf(kit)) {
        const rng = Rng.fromSeed(deriveSeed(played.seed, 8));
        const heavy = new Set(sampledIndices(played));
        played.states.forEach((state, index) => {
          for (let seat = 0; seat < played.seats; seat++) {
            const at = `${where(kit, played, index)}, secrets of the others perturbed`;
            const other = perturbed(kit, state, seat, rng, at);
            if (jsonDifference(other, state) !== null) changed++;
            expectSame(game.viewFor(other, seat), game.viewFor(state, seat), `${at}: seat ${seat}'s view changes`);
            // A bot hears more than a page is sent (a game of memory's record), never what its seat may not know.
            if (game.botViewFor) expectSame(game.botViewFor(other, seat), game.botViewFor(state, seat), `${at}: seat ${seat}'s bot's view changes`);
            expectSame(game.activeSeats(other), game.activeSeats(state), `${at}: the active seats change`);
            expectSame(game.result(other), game.result(state), `${at}: the result changes`);
            if (!heavy.has(index)) continue;
            expectSame(game.legalMoves(other, seat), game.legalMoves(state, seat), `${at}: seat ${seat}'s legal moves change`);
            const draw = deriveSeed(played.seed, index, seat);
            expectSame(game.randomMove(other, seat, Rng.fromSeed(draw)), game.randomMove(state, seat, Rng.fromSeed(draw)), `${at}: seat ${seat}'s random move changes`);
            for (const move of probeMoves(kit, state, played.seats)) {
              const said = (target: unknown) => {
                const applied = game.applyMove(target, seat, move);
                return applied.ok ? 'accepted' : applied.rejection;
              };
              expectSame(said(other), said(state), `${at}: seat ${seat}'s move ${show(move)} is answered differently`);
            }
          }
        });
      }
      if (changed === 0) throw new Error(`${kit.game.meta.id}: perturbSecrets never changed a state: the suite proves nothing about secrets`);
    },
  },
  {
    name: "hints: the hard bot's hint and its reason do not depend on what the seat may not know",
    run(kit) {
      // A hint (hint.ts) is the hard bot's choice from the seat's own view, with a generator seeded
      // from that view, and the game's reason for it: redrawing every secret of the others (and the
      // seat's own, where it may not see them) must change neither. A game whose hard bot or
      // explainMove read anything else (a cache, a clock, a count of calls) gives itself away here.
      const game = kit.game as Partial<AnyGameDefinition>;
      if (!game.bots) throw new Error(`${kit.game.meta.id}: the kit's game has no bots: give the suite the registered definition`);
      const definition = game as AnyGameDefinition;
      let compared = 0;
      for (const played of playoutsOf(kit)) {
        const rng = Rng.fromSeed(deriveSeed(played.seed, 11));
        for (const index of sampledIndices(played).filter((_, nth) => nth % (SAMPLED_STATES / HINT_STATES) === 0)) {
          const state = played.states[index];
          const seat = definition.activeSeats(state)[0];
          if (seat === undefined) continue;
          const at = `${where(kit, played, index)}, seat ${seat}'s hint`;
          const hint = attempt(at, () => hintFor(definition, state, seat));
          if (!hint.ok) throw new Error(`${at}: refused (${describeRefusal(hint.problem)}) at the seat's own decision`);
          expectJson(hint, at);
          expectHintReason(hint.hint.reason, at, kit.game.meta.id);
          // A move the rules accept: a game with moves of measure (a sculpted mass) lists only some of them.
          const applied = definition.applyMove(state, seat, hint.hint.move);
          if (!applied.ok) throw new Error(`${at}: ${show(hint.hint.move)} is not a legal move (${describeRefusal(applied.rejection)})`);
          // One redraw per state: a hard bot thinks long, and the states are many.
          const what = `${at} with the secrets it may not know drawn again`;
          const other = perturbed(kit, state, seat, rng, what);
          expectSame(attempt(what, () => hintFor(definition, other, seat)), hint, `${what}: the hint changes`);
          compared++;
        }
      }
      if (compared === 0) throw new Error(`${kit.game.meta.id}: no hint was asked: no playout came to a seat's decision`);
    },
  },
  {
    name: "spectators: the spectator's view shows only public facts",
    run(kit) {
      const { game } = kit;
      let changed = 0;
      for (const played of playoutsOf(kit)) {
        const rng = Rng.fromSeed(deriveSeed(played.seed, 9));
        played.states.forEach((state, index) => {
          const at = `${where(kit, played, index)}, every seat's secrets perturbed`;
          const other = perturbed(kit, state, 'spectator', rng, at);
          if (jsonDifference(other, state) !== null) changed++;
          expectSame(game.viewFor(other, 'spectator'), game.viewFor(state, 'spectator'), `${at}: the spectator's view changes`);
          expectSame(game.activeSeats(other), game.activeSeats(state), `${at}: the active seats change`);
        });
      }
      if (changed === 0) throw new Error(`${kit.game.meta.id}: perturbSecrets never changed a state for the spectator`);
    },
  },
  {
    name: 'events carry no secret: moves that look the same to everybody give the same events',
    run(kit) {
      // Events go to every client, so they may tell only what everybody may
      // know: two moves after which the spectator's view is the same must
      // give the same events. Two such pairs are tried for every move of the
      // playouts: the same move on the state with the others' secrets drawn
      // again (what the others hid), and another legal move of the same seat
      // (what the mover chose in secret: which cards, which sphere). A move
      // that shows a secret (an inspection) shows it in the view too, and is
      // then not compared. So a public fact an event tells must also show in
      // the spectator's view.
      const { game } = kit;
      let compared = 0;
      for (const played of playoutsOf(kit)) {
        const rng = Rng.fromSeed(deriveSeed(played.seed, 10));
        for (const step of played.steps) {
          const at = `${where(kit, played, step.index)}, ${actorName(step.actor)} ${show(step.move)}`;
          const publicAfter = game.viewFor(step.after, 'spectator');
          const sameEvents = (applied: { state: unknown; events: unknown[] }, what: string) => {
            if (jsonDifference(game.viewFor(applied.state, 'spectator'), publicAfter) !== null) return;
            compared++;
            expectSame(applied.events, step.events, `${at}: ${what} gives other events, though everybody sees the same after it`);
          };
          const keep: Viewer = step.actor === HOST ? 'spectator' : (step.actor as Seat);
          for (let draw = 0; draw < 2; draw++) {
            const what = `the same move with the secrets ${keep === 'spectator' ? 'of every seat' : 'of the others'} drawn again`;
            const applied = game.applyMove(perturbed(kit, step.before, keep, rng, `${at}: ${what}`), step.actor, step.move);
            if (!applied.ok) throw new Error(`${at}: ${what} is refused (${describeRefusal(applied.rejection)}): whether a move is legal depends on a secret`);
            sameEvents(applied, what);
          }
          if (step.actor === HOST) continue;
          for (const move of alternatives(kit, step.before, step.actor as Seat, step.move, rng)) {
            const applied = game.applyMove(step.before, step.actor, move);
            if (!applied.ok) throw new Error(`${at}: the legal move ${show(move)} is refused (${describeRefusal(applied.rejection)})`);
            sameEvents(applied, `the other move ${show(move)}`);
          }
        }
      }
      if (compared === 0) throw new Error(`${kit.game.meta.id}: no two moves could be compared: every one showed in public`);
    },
  },
  {
    name: TAKE_BACK_CHECK,
    run(kit) {
      checkTakeBack(kit, playoutsOf(kit));
    },
  },
  {
    name: SAMPLER_CHECK,
    run(kit) {
      checkSampler(kit, playoutsOf(kit));
    },
  },
  {
    name: 'latest only: where a game promises it, no view and no event carries an announcement older than the latest',
    run(kit) {
      // A game of memory (GameDefinition.latestOnly) sends its pages the latest announcement and nothing
      // older: a program that kept what a page was sent would remember for its player. Two ways to catch a
      // view or an event that tells the past: the past told otherwise (the kit's perturbHistory) must change
      // nothing a page gets; and no event of an earlier move may sit in a view as it is (the record copied
      // into the views, say), unless the latest move said the same.
      const { game } = kit;
      if (!game.latestOnly) return;
      let promised = 0;
      let changed = 0;
      for (const played of playoutsOf(kit)) {
        if (!game.latestOnly(played.options)) continue;
        promised++;
        const perturbHistory = kit.perturbHistory;
        if (!perturbHistory) throw new Error(`${kit.game.meta.id}: the game promises latest only, but its kit has no perturbHistory to check it with`);
        const rng = Rng.fromSeed(deriveSeed(played.seed, 11));
        const heavy = new Set([...sampledIndices(played), played.states.length - 1]);
        // The events of every move before the latest that said anything, as JSON; and the latest's.
        const older = new Set<string>();
        let latest: string[] = [];
        played.states.forEach((state, index) => {
          const step = index > 0 ? played.steps[index - 1] : undefined;
          if (step && step.events.length > 0) {
            for (const event of latest) older.add(event);
            latest = step.events.map((event) => JSON.stringify(event));
          }
          const at = `${where(kit, played, index)}, the past told otherwise`;
          const other = deepFreeze(attempt(`${at}: perturbHistory`, () => perturbHistory.call(kit, state, rng)));
          expectJson(other, `${at}: the perturbed state`);
          if (jsonDifference(other, state) !== null) changed++;
          for (const viewer of viewersOf(played.seats)) {
            expectSame(game.viewFor(other, viewer), game.viewFor(state, viewer), `${at}: the view of ${viewerName(viewer)} changes`);
          }
          const next = played.steps[index];
          if (next) {
            const applied = game.applyMove(other, next.actor, next.move);
            if (!applied.ok) throw new Error(`${at}: ${actorName(next.actor)} ${show(next.move)} is refused (${describeRefusal(applied.rejection)}): whether a move is legal depends on the past`);
            expectSame(applied.events, next.events, `${at}: ${actorName(next.actor)} ${show(next.move)} gives other events`);
          }
          if (!heavy.has(index)) return;
          const current = new Set(latest);
          for (const viewer of viewersOf(played.seats)) {
            const told = olderEventIn(game.viewFor(state, viewer), older, current);
            if (told !== null) throw new Error(`${where(kit, played, index)}: the view of ${viewerName(viewer)} carries the event ${told} of an earlier move`);
          }
        });
      }
      if (promised > 0 && changed === 0) throw new Error(`${kit.game.meta.id}: perturbHistory never changed a state: the suite proves nothing about the past`);
    },
  },
];

/** An event of an earlier move (`older`, as JSON) found as it is anywhere in `view`, unless the latest move said it too; or null. */
function olderEventIn(view: unknown, older: ReadonlySet<string>, latest: ReadonlySet<string>): string | null {
  if (older.size === 0 || typeof view !== 'object' || view === null) return null;
  const json = JSON.stringify(view);
  if (older.has(json) && !latest.has(json)) return json;
  for (const value of Object.values(view)) {
    const found = olderEventIn(value, older, latest);
    if (found !== null) return found;
  }
  return null;
}

// ------------------------------------------------------------------ playouts

const played = new WeakMap<AnyConformanceKit, AnyPlayout[]>();

/** The kit's random playouts: played once, frozen, shared by the checks. */
export function playoutsOf(kit: AnyConformanceKit): AnyPlayout[] {
  let playouts = played.get(kit);
  if (playouts) return playouts;
  playouts = [];
  const count = kit.playouts ?? 2;
  tablesOf(kit).forEach((table, tableIndex) => {
    for (let index = 0; index < count; index++) (playouts as AnyPlayout[]).push(playOut(kit, deriveSeed(SUITE_SEED, tableIndex, index), table));
  });
  played.set(kit, playouts);
  return playouts;
}

function playOut(kit: AnyConformanceKit, seed: number, table: ConformanceTable<unknown>): AnyPlayout {
  const hostMove = kit.hostMove;
  return randomPlayout(kit.game, {
    seed,
    seats: table.seats,
    options: table.options,
    hostMove: hostMove ? (task, rng, state) => hostMove.call(kit, task, rng, state) : undefined,
    maxMoves: kit.maxMoves,
    freeze: true,
  });
}

function tablesOf(kit: AnyConformanceKit): readonly ConformanceTable<unknown>[] {
  if (kit.tables) return kit.tables;
  const tables: ConformanceTable<unknown>[] = [];
  for (let seats = kit.game.meta.minPlayers; seats <= kit.game.meta.maxPlayers; seats++) tables.push({ seats, options: kit.game.defaultOptions(seats) });
  return tables;
}

/** Evenly spread states of a playout, the first and the last included. */
function sampledIndices(playout: AnyPlayout): number[] {
  const last = playout.states.length - 1;
  const count = Math.min(SAMPLED_STATES, last + 1);
  const indices = new Set<number>();
  for (let i = 0; i < count; i++) indices.add(count === 1 ? 0 : Math.round((i * last) / (count - 1)));
  return [...indices];
}

// ------------------------------------------------------------------ moves to try

/**
 * Moves that are not moves: wrong types, and a move that would do (`probe`)
 * with a field missing, a field of another type or out of range, or a field
 * too many. Some of the changed moves may still be moves of the game.
 */
function garbageMoves(probe: unknown): unknown[] {
  const moves: unknown[] = [null, undefined, 0, -1, 'move', true, [], {}, { type: 'no-such-move' }, [probe]];
  if (typeof probe !== 'object' || probe === null || Array.isArray(probe)) return moves;
  const fields = probe as Record<string, unknown>;
  moves.push({ ...fields, extra: 1 });
  for (const key of Object.keys(fields)) {
    const { [key]: _dropped, ...without } = fields;
    moves.push(without);
    for (const value of [null, -1, 1e9, 0.5, Number.NaN, 'x', [], {}, true]) moves.push({ ...fields, [key]: value });
  }
  return moves;
}

/** Moves to send as one seat, on a state and on its perturbed twin: a few legal moves of every seat, and a few random ones. */
function probeMoves(kit: AnyConformanceKit, state: unknown, seats: number): unknown[] {
  const moves: unknown[] = [];
  for (let seat = 0; seat < seats; seat++) {
    const legal = kit.game.legalMoves(state, seat);
    for (const index of new Set([0, Math.floor(legal.length / 2), legal.length - 1])) if (legal[index] !== undefined) moves.push(legal[index]);
    const random = kit.game.randomMove(state, seat, Rng.fromSeed(seat));
    if (random !== null) moves.push(random);
  }
  return moves;
}

/** Other legal moves `seat` could have made instead of `made`: two random ones, the first and the last listed. */
function alternatives(kit: AnyConformanceKit, state: unknown, seat: Seat, made: unknown, rng: Rng): unknown[] {
  const legal = kit.game.legalMoves(state, seat);
  const moves = [kit.game.randomMove(state, seat, rng), kit.game.randomMove(state, seat, rng), legal[0], legal[legal.length - 1]];
  const seen = new Set([JSON.stringify(made)]);
  return moves.filter((move) => {
    if (move === null || move === undefined || seen.has(JSON.stringify(move))) return false;
    seen.add(JSON.stringify(move));
    return true;
  });
}

// ------------------------------------------------------------------ expectations

function perturbed(kit: AnyConformanceKit, state: unknown, keep: Viewer, rng: Rng, at: string): unknown {
  const other = attempt(`${at}: perturbSecrets`, () => kit.perturbSecrets(state, keep, rng));
  expectJson(other, `${at}: the perturbed state`);
  return deepFreeze(other);
}

function expectRefused(kit: AnyConformanceKit, state: unknown, actor: unknown, move: unknown, codes: readonly RejectionCode[], at: string): void {
  const before = JSON.stringify(state);
  const applied = attempt(at, () => kit.game.applyMove(state, actor as Actor, move));
  if (applied.ok) throw new Error(`${at}: accepted`);
  expectRejection(applied.rejection, codes, at, kit.game.meta.id);
  if (JSON.stringify(state) !== before) throw new Error(`${at}: the refusal changed the state`);
}

function expectRejection(rejection: unknown, codes: readonly RejectionCode[], at: string, gameId: string): void {
  const { code } = (rejection ?? {}) as { code?: unknown };
  if (!codes.includes(code as RejectionCode)) throw new Error(`${at}: refused with the code ${show(code)}, expected ${codes.join(' or ')}`);
  expectRefusalMessage(rejection, at, gameId);
  expectJson(rejection, `${at}: the rejection`);
}

function expectWholeResult(result: GameResult | null, seats: number, at: string): void {
  if (result === null) throw new Error(`${at}: the playout ended without a result`);
  expectJson(result, `${at}: the result`);
  const isSeat = (seat: unknown) => Number.isInteger(seat) && (seat as number) >= 0 && (seat as number) < seats;
  if (result.scores.length !== seats || !result.scores.every(Number.isFinite)) throw new Error(`${at}: the scores are not one number per seat: ${show(result.scores)}`);
  if (result.ranks.length !== seats || !result.ranks.every((rank) => Number.isInteger(rank) && rank >= 1 && rank <= seats)) {
    throw new Error(`${at}: the ranks are not one place per seat: ${show(result.ranks)}`);
  }
  if (!result.winners.every(isSeat) || new Set(result.winners).size !== result.winners.length) throw new Error(`${at}: the winners are not seats: ${show(result.winners)}`);
  if (!result.winners.every((seat) => result.ranks[seat] === 1)) throw new Error(`${at}: a winner is not ranked first: ${show(result)}`);
}

function expectJson(value: unknown, what: string): void {
  const problem = jsonProblem(value);
  if (problem) throw new Error(`${what} is not plain JSON: ${problem}`);
}

function expectSame(actual: unknown, expected: unknown, what: string): void {
  const difference = jsonDifference(actual, expected);
  if (difference) throw new Error(`${what}: ${difference}`);
}


function viaJson<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

// ------------------------------------------------------------------ words

function where(kit: AnyConformanceKit, playout: AnyPlayout, stateIndex?: number): string {
  const state = stateIndex === undefined ? '' : `, state ${stateIndex}`;
  return `${kit.game.meta.id}, seed ${playout.seed}, ${playout.seats} seats${state}`;
}

function viewersOf(seats: number): Viewer[] {
  return [...Array.from({ length: seats }, (_, seat) => seat), 'spectator'];
}

function viewerName(viewer: Viewer): string {
  return viewer === 'spectator' ? 'the spectator' : `seat ${viewer}`;
}

function actorName(actor: Actor): string {
  return actor === HOST ? 'the host' : `seat ${actor}`;
}

/**
 * The conformance suite against a game that keeps every rule (the toy) and
 * against copies of it that each break one: a check that let a broken game
 * through would prove nothing for the real ones.
 */
import { describe, expect, it } from 'vitest';
import type { ConformanceKit } from './kit.js';
import { setUp } from '../set-up.js';
import { conformanceChecks } from './checks.js';
import { type ToyEvent, type ToyMove, type ToyOptions, type ToyState, type ToyView, sampleToy, toyGame, toyKit, toyRules } from './toy-game.js';

type ToyKit = ConformanceKit<ToyState, ToyMove, ToyEvent, ToyView, ToyOptions>;
type Game = ToyKit['game'];

function broken(change: Partial<Game>, kit: Partial<ToyKit> = {}): ToyKit {
  return { ...toyKit, ...kit, game: { ...toyKit.game, ...change } };
}

let calls = 0;
const toySampler = toyKit.sampler as NonNullable<ToyKit['sampler']>;

/**
 * The toy as a game of memory (GameDefinition.latestOnly): a page sees the
 * picks of the latest round shown only, a bot all of them; the kit tells the
 * earlier rounds otherwise.
 */
const memoryToyKit: ToyKit = {
  ...toyKit,
  game: {
    ...toyKit.game,
    latestOnly: () => true,
    viewFor: (state, viewer) => ({ ...toyGame.viewFor(state, viewer), shown: state.shown.slice(-1).map((picks) => picks.slice()) }),
    botViewFor: (state, seat) => toyGame.viewFor(state, seat),
  },
  perturbHistory: (state, rng) => ({ ...state, shown: state.shown.map((picks, round) => (round < state.shown.length - 1 ? picks.map(() => 1 + rng.int(3)) : picks)) }),
};

function forgetful(change: Partial<Game>, kit: Partial<ToyKit> = {}): ToyKit {
  return { ...memoryToyKit, ...kit, game: { ...memoryToyKit.game, ...change } };
}

/** The toy that lets a seat take back its pick while others still pick (nothing is shown until the host rolls). */
const takeBackToyKit: ToyKit = {
  ...toyKit,
  game: { ...toyKit.game, meta: { ...toyKit.game.meta, takeBack: true }, canUndo: (_before, _seat, _move, after) => after.picks.some((pick) => pick === null) },
};

function takingBack(change: Partial<Game>): ToyKit {
  return { ...takeBackToyKit, game: { ...takeBackToyKit.game, ...change } };
}

/** Setup as it was before it answered with a result (issue #26): it threw on a seat count and took any options. */
const throwingSetup: Game['setup'] = (seed, seats, options) => {
  if (seats < 2 || seats > 3) throw new Error('The toy is played by 2 or 3.');
  return { ok: true, state: toyRules.setup(seed, seats, options) };
};

/** [what is wrong, the kit, the check that must catch it (its name begins so), what it says] */
const cases: [string, ToyKit, string, RegExp][] = [
  ['setup that throws on a seat count it does not support', broken({ setup: throwingSetup }), 'setup', /setup with -?\d+ seats .* threw: The toy is played by 2 or 3/],
  [
    'setup that takes options it does not have',
    broken({ setup: (seed, seats, options) => (toyGame.meta.minPlayers <= seats && seats <= toyGame.meta.maxPlayers && Number.isInteger(seats) ? { ok: true, state: toyRules.setup(seed, seats, options) } : toyGame.setup(seed, seats, options)) }),
    'setup',
    /setup with options that are null .* is set up, not refused/,
  ],
  ['setup that refuses a table it supports', broken({ setup: () => ({ ok: false, problem: { key: 'shell:refusal.notOptions' } }) }), 'setup', /setup of the default options for 2 seats .* is refused/],
  [
    'setup that refuses in English',
    broken({ setup: (seed, seats, options) => (seats < 2 || seats > 3 ? { ok: false, problem: { key: 'The toy is played by 2 or 3.' } } : toyGame.setup(seed, seats, options)) }),
    'setup',
    /refused without a message key/,
  ],
  [
    'setup whose refusal depends on the seed',
    broken({ setup: (seed, seats, options) => (seats < 2 || seats > 3 ? { ok: false, problem: { key: 'toy:refusal.seats', params: { seed } } } : toyGame.setup(seed, seats, options)) }),
    'setup',
    /the refusal changes with the seed/,
  ],
  ['a table the kit says must be refused', { ...toyKit, refusedTables: [{ label: 'two rounds', seats: 2, options: { rounds: 2 } }] }, 'setup', /setup with two rounds .* is set up, not refused/],
  [
    'options the schema refuses',
    broken({ defaultOptions: () => ({ rounds: 3 }) as unknown as ToyOptions }),
    'options',
    /do not pass optionsSchema/,
  ],
  [
    'setup that draws on something besides the seed',
    broken({ setup: (seed, seats, options) => ({ ok: true, state: { ...setUp(toyGame, seed, seats, options), scores: new Array<number>(seats).fill(calls++ % 2) } }) }),
    'determinism',
    /setup gives another state/,
  ],
  ['a view with undefined in it', broken({ viewFor: (state, viewer) => ({ ...toyGame.viewFor(state, viewer), own: undefined as unknown as null }) }), 'plain JSON', /own is undefined/],
  [
    'applyMove that writes to its input',
    broken({
      applyMove: (state, actor, move) => {
        const applied = toyGame.applyMove(state, actor, move);
        if (applied.ok) state.scores[0] = -1;
        return applied;
      },
    }),
    'no function changes its input',
    /threw|changed/,
  ],
  [
    'applyMove that throws on a move that is not a move',
    broken({
      applyMove: (state, actor, move) => {
        if (move === null) throw new TypeError('null has no type');
        return toyGame.applyMove(state, actor, move);
      },
    }),
    'refusals',
    /threw: null has no type/,
  ],
  [
    'a refusal without a code of the contract',
    broken({
      applyMove: (state, actor, move) => {
        const applied = toyGame.applyMove(state, actor, move);
        return applied.ok ? applied : { ok: false, rejection: { ...applied.rejection, code: 'nope' as never } };
      },
    }),
    'refusals',
    /code "nope"/,
  ],
  [
    'a refusal that is a sentence, not a message key',
    broken({
      applyMove: (state, actor, move) => {
        const applied = toyGame.applyMove(state, actor, move);
        return applied.ok ? applied : { ok: false, rejection: { code: applied.rejection.code, reason: 'It is not your turn.' } as never };
      },
    }),
    'refusals',
    /without a message key/,
  ],
  [
    'a refusal worded in another game\'s catalogue',
    broken({
      applyMove: (state, actor, move) => {
        const applied = toyGame.applyMove(state, actor, move);
        return applied.ok ? applied : { ok: false, rejection: { ...applied.rejection, key: 'contrebandes:refusal.notYourTurnToDeclare' } };
      },
    }),
    'refusals',
    /neither the game's nor the shell's/,
  ],
  [
    'a refusal with a parameter that is not a string or a number',
    broken({
      applyMove: (state, actor, move) => {
        const applied = toyGame.applyMove(state, actor, move);
        return applied.ok ? applied : { ok: false, rejection: { ...applied.rejection, params: { seats: [0, 1] } as never } };
      },
    }),
    'refusals',
    /parameters are not strings and numbers/,
  ],
  [
    'a legal move that the rules refuse',
    broken({ legalMoves: (state, seat) => [...toyGame.legalMoves(state, seat), ...(toyGame.legalMoves(state, seat).length > 0 ? [{ type: 'pick', number: 4 } as ToyMove] : [])] }),
    'legal moves',
    /fails moveSchema/,
  ],
  ['a game that never ends', broken({ result: () => null }, { maxMoves: 200 }), 'legal moves', /nobody may move|no end/],
  [
    'a view that shows the others\' picks',
    broken({ viewFor: (state, viewer) => ({ ...toyGame.viewFor(state, viewer), picked: state.picks.map((pick) => pick === 3) }) }),
    'secrets',
    /view changes/,
  ],
  [
    'legal moves that depend on the others\' picks',
    broken({ legalMoves: (state, seat) => (state.picks.includes(3) ? toyGame.legalMoves(state, seat).reverse() : toyGame.legalMoves(state, seat)) }),
    'secrets',
    /legal moves change/,
  ],
  [
    'a refusal that names another seat\'s pick',
    broken({
      applyMove: (state, actor, move) => {
        const applied = toyGame.applyMove(state, actor, move);
        if (applied.ok || applied.rejection.code !== 'not-your-turn') return applied;
        return { ok: false, rejection: { ...applied.rejection, params: { ...applied.rejection.params, picked: state.picks[0] ?? 0 } } };
      },
    }),
    'secrets',
    /answered differently/,
  ],
  [
    'a spectator who sees the picks',
    broken({ viewFor: (state, viewer) => (viewer === 'spectator' ? { ...toyGame.viewFor(state, viewer), own: state.picks[0] ?? null } : toyGame.viewFor(state, viewer)) }),
    'spectators',
    /spectator's view changes/,
  ],
  [
    'an event that tells the number picked',
    broken({
      applyMove: (state, actor, move) => {
        const applied = toyGame.applyMove(state, actor, move);
        if (!applied.ok || move.type !== 'pick') return applied;
        return { ...applied, events: applied.events.map((event) => ({ ...event, number: move.number }) as unknown as ToyEvent) };
      },
    }),
    'events carry no secret',
    /the other move .* gives other events/,
  ],
  [
    'an event that tells what the others picked',
    broken({
      applyMove: (state, actor, move) => {
        const applied = toyGame.applyMove(state, actor, move);
        if (!applied.ok || move.type !== 'pick') return applied;
        const threes = state.picks.filter((pick) => pick === 3).length;
        return { ...applied, events: [...applied.events, { type: 'rolled', value: threes }] };
      },
    }),
    'events carry no secret',
    /drawn again gives other events/,
  ],
  [
    'a hard bot that decides by the others\' secrets through a call count',
    broken({ bots: { ...toyKit.game.bots, hard: { chooseMove: ({ legalMoves }) => legalMoves[calls++ % legalMoves.length] as ToyMove } } }),
    'hints',
    /the hint changes/,
  ],
  ['a reason in English', broken({ explainMove: () => ({ key: 'Pick three: it is the highest.' }) }), 'hints', /a reason without a message key/],
  ['a hint that is no legal move', broken({ bots: { ...toyKit.game.bots, hard: { chooseMove: () => ({ type: 'pick', number: 7 }) } } }), 'hints', /is not a legal move/],
  ['a perturbation that changes nothing', { ...toyKit, perturbSecrets: (state) => state }, 'secrets', /never changed a state/],
  ['a bot that is shown the others\' picks', forgetful({ botViewFor: (state, seat) => ({ ...toyGame.viewFor(state, seat), picked: state.picks.map((pick) => pick === 3) }) }), 'secrets', /bot's view changes/],
  ['a game of memory whose views tell the past', forgetful({ viewFor: toyGame.viewFor }), 'latest only', /the view of .* changes/],
  [
    'a game of memory that copies its earlier events into the views',
    forgetful({ viewFor: (state, viewer) => ({ ...memoryToyKit.game.viewFor(state, viewer), said: state.shown.map((picks) => ({ type: 'shown', picks })) }) as ToyView }, { perturbHistory: (state) => state }),
    'latest only',
    /carries the event \{"type":"shown".* of an earlier move/,
  ],
  ['a game of memory whose kit cannot tell the past otherwise', forgetful({}, { perturbHistory: undefined }), 'latest only', /no perturbHistory/],
  ['a history perturbation that changes nothing', forgetful({}, { perturbHistory: (state) => state }), 'latest only', /never changed a state/],
  ['a manifest that allows taking back a move, without canUndo', broken({ meta: { ...toyGame.meta, takeBack: true } }), 'take back', /no canUndo/],
  ['a canUndo the manifest does not allow', broken({ canUndo: () => true }), 'take back', /manifest does not allow/],
  ['a take-back the playouts never allow', takingBack({ canUndo: () => false }), 'take back', /allowed none/],
  [
    'a pick taken back after it showed the mover the others\' picks',
    takingBack({
      viewFor: (state, viewer) => ({ ...toyGame.viewFor(state, viewer), own: viewer === 'spectator' || state.picks[viewer] === null ? null : Math.max(...state.picks.map((pick) => pick ?? 0)) }),
    }),
    'take back',
    /showed the mover something/,
  ],
  [
    'a pick taken back after it showed the others how many picked 3',
    takingBack({
      viewFor: (state, viewer) => {
        const view = toyGame.viewFor(state, viewer);
        return state.picks.filter((pick) => pick !== null).length < 2 ? view : { ...view, scores: [state.picks.filter((pick) => pick === 3).length] };
      },
    }),
    'take back',
    /showed (seat \d|the spectator) something/,
  ],
  ['a sampler that draws a state the view rules out', { ...toyKit, sampler: { ...toySampler, sample: (view, seat, rng) => ({ ...sampleToy(view, seat, rng), scores: view.scores.map((score) => score + 1) }) } }, 'samplers', /another view: it is a state the seat's view rules out/],
  ['a sampler that never draws a pick of 3', { ...toyKit, sampler: { ...toySampler, sample: (view, seat, rng) => ({ ...sampleToy(view, seat, rng), picks: sampleToy(view, seat, rng).picks.map((pick, other) => (other === seat || pick === null ? pick : 1 + rng.int(2))) }) } }, 'samplers', /possibilities the view allows, \d+ never came up/],
  ['a sampler that draws from something besides its generator', { ...toyKit, sampler: { ...toySampler, sample: (view, seat, rng) => ({ ...sampleToy(view, seat, rng), die: calls++ % 6 }) } }, 'samplers', /the same generator draws another state/],
  ['a pick taken back in a game of memory that announced it', forgetful({ meta: { ...toyGame.meta, takeBack: true }, canUndo: () => true }), 'take back', /older announcement would be the latest again/],
];

describe('the conformance suite', () => {
  it('passes a game that keeps every rule', async () => {
    // A check that fails throws, naming the rule broken: resolving is the assertion.
    for (const check of conformanceChecks) await expect(Promise.resolve().then(() => check.run(toyKit)), check.name).resolves.toBeUndefined();
  });

  it('passes a game of memory that sends its pages the latest announcement only', async () => {
    for (const check of conformanceChecks) await expect(Promise.resolve().then(() => check.run(memoryToyKit)), check.name).resolves.toBeUndefined();
  });

  it('passes a game that lets a seat take back its pick while nothing is shown', async () => {
    for (const check of conformanceChecks) await expect(Promise.resolve().then(() => check.run(takeBackToyKit)), check.name).resolves.toBeUndefined();
  });

  it.each(cases)('catches %s', async (_what, kit, checkName, message) => {
    const check = conformanceChecks.find((candidate) => candidate.name.startsWith(checkName));
    expect(check, checkName).toBeDefined();
    await expect(async () => check?.run(kit)).rejects.toThrow(message);
  });
});

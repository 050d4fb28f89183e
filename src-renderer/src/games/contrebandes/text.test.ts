import { describe, expect, it } from 'vitest';
import { contrebandes } from '../../../../shared/games/contrebandes/index';
import type { ContrebandesEvent, ContrebandesState, ContrebandesView } from '../../../../shared/games/contrebandes/types';
import { cardLabel, countKinds, declarationText, describeEvent, describeTurn, phaseLine, seatName, shownCardsText } from './text';

const names = ['Ada', 'Bruno', 'Cléo'];

// Card numbers of seat 1 (Bruno): owner * 11 + place in the set.
const BRUNO = { clothes2: 11, food3: 15, wine6: 18, gold4: 19, cheese: 21 };

function setupGame(seats = 3, firstOfficer = 0): ContrebandesState {
  return contrebandes.setup(7, seats, { firstOfficer });
}

function apply(state: ContrebandesState, seat: number, move: Parameters<typeof contrebandes.applyMove>[2]) {
  const result = contrebandes.applyMove(state, seat, move);
  if (!result.ok) throw new Error(result.rejection.reason);
  return result;
}

describe('card words', () => {
  it('names cards by kind and value', () => {
    expect(cardLabel(BRUNO.wine6)).toBe('Wine 6');
    expect(cardLabel(BRUNO.clothes2)).toBe('Clothes 2');
    expect(cardLabel(BRUNO.cheese)).toBe('Stinking cheese');
  });

  it('counts kinds in order of appearance', () => {
    expect(countKinds(['wine', 'food', 'food'])).toBe('1 wine, 2 food');
    expect(countKinds(['cheese', 'cheese'])).toBe('2 stinking cheeses');
  });

  it('lists a declaration in the usual kind order', () => {
    expect(declarationText(['gold', 'clothes', 'food', 'clothes'])).toBe('2 clothes, 1 food, 1 gold');
    expect(declarationText([])).toBe('nothing');
  });

  it('lists shown cards highest first', () => {
    expect(shownCardsText([BRUNO.food3, BRUNO.wine6])).toBe('1 wine, 1 food');
  });

  it('falls back to a seat number for a missing name', () => {
    expect(seatName(names, 1)).toBe('Bruno');
    expect(seatName(names, 4)).toBe('Seat 5');
    expect(seatName(['', 'x'], 0)).toBe('Seat 1');
  });
});

describe('describeEvent', () => {
  it('describes the start of a night and skips the first quarter', () => {
    expect(describeEvent({ type: 'night-began', night: 1, officer: 0 }, names)).toBe('Night 2 begins; Ada is the officer');
    expect(describeEvent({ type: 'quarter-began', night: 1, quarter: 0, officer: 0 }, names)).toBeNull();
    expect(describeEvent({ type: 'quarter-began', night: 0, quarter: 2, officer: 1 }, names)).toBe(
      'Quarter 3 of night 1; Bruno is the officer',
    );
  });

  it('describes declarations with and without a message', () => {
    expect(describeEvent({ type: 'declared', seat: 1, kinds: ['food', 'food'], message: 'Only bread tonight' }, names)).toBe(
      'Bruno declares 2 food — “Only bread tonight”',
    );
    expect(describeEvent({ type: 'declared', seat: 2, kinds: ['clothes', 'wine'], message: '' }, names)).toBe(
      'Cléo declares 1 clothes, 1 wine',
    );
  });

  it('describes each inspection outcome', () => {
    const inspected = (outcome: 'cheese' | 'all-legal' | 'illegal', cards: number[]): ContrebandesEvent => ({
      type: 'inspected',
      officer: 0,
      seat: 1,
      cards,
      outcome,
    });
    expect(describeEvent(inspected('illegal', [BRUNO.food3, BRUNO.wine6]), names)).toBe('Ada inspects Bruno: 1 wine, 1 food — caught');
    expect(describeEvent(inspected('all-legal', [BRUNO.food3, BRUNO.clothes2]), names)).toBe(
      'Ada inspects Bruno: 1 food, 1 clothes — all legal, the officer pays',
    );
    expect(describeEvent(inspected('cheese', [BRUNO.cheese, BRUNO.gold4]), names)).toBe(
      'Ada inspects Bruno: 1 gold, 1 stinking cheese — stinking cheese, the officer backs off',
    );
  });

  it('describes the rest of a quarter', () => {
    expect(describeEvent({ type: 'loaded', seat: 2 }, names)).toBe('Cléo has loaded a mule');
    expect(describeEvent({ type: 'mules-shown', counts: [2, 0, 3] }, names)).toBe('Mules are loaded: Ada 2, Cléo 3 cards');
    expect(describeEvent({ type: 'could-not-load', seat: 1, handCount: 1 }, names)).toBe(
      'Bruno has only 1 card and cannot load: no score this night',
    );
    expect(describeEvent({ type: 'officer-stopped', officer: 0 }, names)).toBe('Ada stops inspecting');
    expect(describeEvent({ type: 'cashed', counts: [0, 0, 0] }, names)).toBe('Nothing is cashed this quarter');
    expect(describeEvent({ type: 'designated', officer: 0, next: 2 }, names)).toBe('Ada designates Cléo as the next officer');
    expect(describeEvent({ type: 'all-cheese', officer: 0, toCaisse: [1, 2, 3] }, names)).toBe(
      'Every mule held a stinking cheese: Ada’s goods (3 cards) go to the Caisse de Retraite',
    );
    expect(describeEvent({ type: 'bonus-taken', seat: 1, card: BRUNO.wine6 }, names)).toBe(
      'Bruno takes Wine 6 from the Caisse as a bonus',
    );
  });

  it('describes the end of the game, shared wins included', () => {
    expect(describeEvent({ type: 'game-over', result: { scores: [40, 31, 12], winners: [0], ranks: [1, 2, 3] } }, names)).toBe(
      'Game over: Ada wins with 40 points',
    );
    expect(describeEvent({ type: 'game-over', result: { scores: [40, 40, 12], winners: [0, 1], ranks: [1, 1, 3] } }, names)).toBe(
      'Game over: Ada and Bruno share the win with 40 points',
    );
  });

  it('ignores what is not an event', () => {
    expect(describeEvent(null, names)).toBeNull();
    expect(describeEvent('loaded', names)).toBeNull();
    expect(describeEvent({ type: 'something-else' }, names)).toBeNull();
  });

  it('has a line for every event of a random game', () => {
    let state = setupGame(4, 1);
    const events: ContrebandesEvent[] = [];
    let guard = 0;
    const rng = { i: 0 };
    while (contrebandes.result(state) === null && guard++ < 2000) {
      const seat = contrebandes.activeSeats(state)[0] as number;
      const moves = contrebandes.legalMoves(state, seat);
      const move = moves[(rng.i++ * 7919) % moves.length] as (typeof moves)[number];
      const result = apply(state, seat, move);
      events.push(...result.events);
      state = result.state;
    }
    expect(contrebandes.result(state)).not.toBeNull();
    for (const event of events) {
      const line = describeEvent(event, names);
      if (event.type === 'quarter-began' && event.quarter === 0) expect(line).toBeNull();
      else expect(line, event.type).toMatch(/\S/);
    }
  });
});

describe('describeTurn and the phase line', () => {
  it('follows a quarter from loading to designating', () => {
    let state = setupGame(3, 0);
    let view: ContrebandesView = contrebandes.viewFor(state, 0);
    expect(describeTurn(view, names)).toBe('Everyone loads their mule');
    expect(phaseLine(view, names, 0)).toMatch(/You are the officer this quarter/);
    expect(phaseLine(view, names, 1)).toBe('Load your mule: choose at least 2 cards from your hand');

    state = apply(state, 0, { type: 'load', cards: [0, 1] }).state;
    view = contrebandes.viewFor(state, 0);
    expect(describeTurn(view, names)).toBe('Bruno and Cléo load their mules');
    expect(phaseLine(view, names, 0)).toBe('Your mule is loaded. Waiting for Bruno and Cléo…');

    state = apply(state, 1, { type: 'load', cards: [11, 18] }).state;
    state = apply(state, 2, { type: 'load', cards: [22, 25] }).state;
    view = contrebandes.viewFor(state, 1);
    expect(describeTurn(view, names)).toBe('Bruno declares');
    expect(phaseLine(view, names, 1)).toBe('Your turn: declare your mule to officer Ada');
    expect(phaseLine(view, names, 0)).toBe('You are the officer: listen to Bruno’s declaration');
    expect(phaseLine(view, names, 2)).toBe('Bruno declares to officer Ada');

    state = apply(state, 1, { type: 'declare', kinds: ['clothes', 'food'] }).state;
    state = apply(state, 2, { type: 'declare', kinds: ['clothes', 'food'] }).state;
    view = contrebandes.viewFor(state, 0);
    expect(describeTurn(view, names)).toBe('Officer Ada inspects');
    expect(phaseLine(view, names, 0)).toBe('You are the officer: inspect someone');
    expect(phaseLine(view, names, null)).toBe('Officer Ada is choosing whom to inspect');

    // Bruno carries wine: caught; the officer may go on.
    state = apply(state, 0, { type: 'inspect', target: 1 }).state;
    view = contrebandes.viewFor(state, 0);
    expect(phaseLine(view, names, 0)).toBe('Inspect someone else, or stop inspecting');
    state = apply(state, 0, { type: 'stop' }).state;
    view = contrebandes.viewFor(state, 2);
    expect(describeTurn(view, names)).toBe('Officer Ada designates the next officer');
    expect(phaseLine(view, names, 2)).toBe('Goods are cashed. Officer Ada chooses the next officer');
  });
});

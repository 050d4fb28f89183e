import { describe, expect, it } from 'vitest';
import { setUp } from '../../../../shared/engine/set-up';
import { contrebandes } from '../../../../shared/games/contrebandes/index';
import type { ContrebandesEvent, ContrebandesState, ContrebandesView } from '../../../../shared/games/contrebandes/types';
import { wordsIn } from '../../i18n/testing';
import { cardLabel, cardTip, countKinds, declarationText, describeEvent, describeTurn, phaseLine, seatName, shownCardsText } from './text';

const t = await wordsIn('en', 'contrebandes');

const names = ['Ada', 'Bruno', 'Cléo'];

// Card numbers of seat 1 (Bruno): owner * 11 + place in the set.
const BRUNO = { clothes2: 11, food3: 15, wine6: 18, gold4: 19, cheese: 21 };

function setupGame(seats = 3, firstOfficer = 0): ContrebandesState {
  return setUp(contrebandes, 7, seats, { firstOfficer });
}

function apply(state: ContrebandesState, seat: number, move: Parameters<typeof contrebandes.applyMove>[2]) {
  const result = contrebandes.applyMove(state, seat, move);
  if (!result.ok) throw new Error(result.rejection.key);
  return result;
}

describe('card tips', () => {
  it('say what a card is worth and what a search does to it', () => {
    expect(cardTip(t, BRUNO.wine6)).toBe('Wine 6: contraband, worth 6 at dawn. The officer keeps it if he searches the mule it rides in.');
    expect(cardTip(t, BRUNO.clothes2)).toBe('Clothes 2: legal goods, worth 2 at dawn. A search that finds only legal goods costs the officer everything he holds.');
    expect(cardTip(t, BRUNO.cheese)).toContain('drives the officer off');
    expect(cardTip(t, BRUNO.gold4, true)).toBe('Gold 4: cancelled by a cheese, it scores nothing.');
  });

  it('are worded in every language', async () => {
    expect(cardTip(await wordsIn('de', 'contrebandes'), BRUNO.wine6)).toMatch(/^Wein 6: illegale Ware/);
    expect(cardTip(await wordsIn('fr', 'contrebandes'), BRUNO.food3)).toMatch(/^Nourriture 3\u00a0: marchandise légale/);
  });
});

describe('card words', () => {
  it('names cards by kind and value', () => {
    expect(cardLabel(t, BRUNO.wine6)).toBe('Wine 6');
    expect(cardLabel(t, BRUNO.clothes2)).toBe('Clothes 2');
    expect(cardLabel(t, BRUNO.cheese)).toBe('Stinking cheese');
  });

  it('counts kinds in order of appearance', () => {
    expect(countKinds(t, ['wine', 'food', 'food'])).toBe('1 wine, 2 food');
    expect(countKinds(t, ['cheese', 'cheese'])).toBe('2 stinking cheeses');
  });

  it('lists a declaration in the usual kind order', () => {
    expect(declarationText(t, ['gold', 'clothes', 'food', 'clothes'])).toBe('2 clothes, 1 food, 1 gold');
    expect(declarationText(t, [])).toBe('nothing');
  });

  it('lists shown cards highest first', () => {
    expect(shownCardsText(t, [BRUNO.food3, BRUNO.wine6])).toBe('1 wine, 1 food');
  });

  it('falls back to a seat number for a missing name', () => {
    expect(seatName(t, names, 1)).toBe('Bruno');
    expect(seatName(t, names, 4)).toBe('Seat 5');
    expect(seatName(t, ['', 'x'], 0)).toBe('Seat 1');
  });
});

describe('describeEvent', () => {
  it('describes the start of a night and skips the first quarter', () => {
    expect(describeEvent(t, { type: 'night-began', night: 1, officer: 0 }, names)).toBe('Night 2 begins; Ada is the officer');
    expect(describeEvent(t, { type: 'quarter-began', night: 1, quarter: 0, officer: 0 }, names)).toBeNull();
    expect(describeEvent(t, { type: 'quarter-began', night: 0, quarter: 2, officer: 1 }, names)).toBe(
      'Quarter 3 of night 1; Bruno is the officer',
    );
  });

  it('describes declarations with and without a message', () => {
    expect(describeEvent(t, { type: 'declared', seat: 1, kinds: ['food', 'food'], message: 'Only bread tonight' }, names)).toBe(
      'Bruno declares 2 food — “Only bread tonight”',
    );
    expect(describeEvent(t, { type: 'declared', seat: 2, kinds: ['clothes', 'wine'], message: '' }, names)).toBe(
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
    expect(describeEvent(t, inspected('illegal', [BRUNO.food3, BRUNO.wine6]), names)).toBe('Ada inspects Bruno: 1 wine, 1 food — caught');
    expect(describeEvent(t, inspected('all-legal', [BRUNO.food3, BRUNO.clothes2]), names)).toBe(
      'Ada inspects Bruno: 1 food, 1 clothes — all legal, the officer pays',
    );
    expect(describeEvent(t, inspected('cheese', [BRUNO.cheese, BRUNO.gold4]), names)).toBe(
      'Ada inspects Bruno: 1 gold, 1 stinking cheese — stinking cheese, the officer backs off',
    );
  });

  it('describes the rest of a quarter', () => {
    expect(describeEvent(t, { type: 'loaded', seat: 2 }, names)).toBe('Cléo has loaded a mule');
    expect(describeEvent(t, { type: 'mules-shown', counts: [2, 0, 3] }, names)).toBe('Mules are loaded: Ada 2, Cléo 3 cards');
    expect(describeEvent(t, { type: 'could-not-load', seat: 1, handCount: 1 }, names)).toBe(
      'Bruno has only 1 card and cannot load: no score this night',
    );
    expect(describeEvent(t, { type: 'officer-stopped', officer: 0 }, names)).toBe('Ada stops inspecting');
    expect(describeEvent(t, { type: 'cashed', counts: [0, 0, 0] }, names)).toBe('Nothing is cashed this quarter');
    expect(describeEvent(t, { type: 'designated', officer: 0, next: 2 }, names)).toBe('Ada designates Cléo as the next officer');
    expect(describeEvent(t, { type: 'all-cheese', officer: 0, toCaisse: [1, 2, 3] }, names)).toBe(
      'Every mule held a stinking cheese: Ada’s goods (3 cards) go to the Caisse de Retraite',
    );
    expect(describeEvent(t, { type: 'bonus-taken', seat: 1, card: BRUNO.wine6 }, names)).toBe(
      'Bruno takes Wine 6 from the Caisse as a bonus',
    );
  });

  it('describes the end of the game, shared wins included', () => {
    expect(describeEvent(t, { type: 'game-over', result: { scores: [40, 31, 12], winners: [0], ranks: [1, 2, 3] } }, names)).toBe(
      'Game over: Ada wins with 40 points',
    );
    expect(describeEvent(t, { type: 'game-over', result: { scores: [40, 40, 12], winners: [0, 1], ranks: [1, 1, 3] } }, names)).toBe(
      'Game over: Ada and Bruno share the win with 40 points',
    );
  });

  it('ignores what is not an event', () => {
    expect(describeEvent(t, null, names)).toBeNull();
    expect(describeEvent(t, 'loaded', names)).toBeNull();
    expect(describeEvent(t, { type: 'something-else' }, names)).toBeNull();
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
      const line = describeEvent(t, event, names);
      if (event.type === 'quarter-began' && event.quarter === 0) expect(line).toBeNull();
      else expect(line, event.type).toMatch(/\S/);
    }
  });
});

describe('describeTurn and the phase line', () => {
  it('follows a quarter from loading to designating', () => {
    let state = setupGame(3, 0);
    let view: ContrebandesView = contrebandes.viewFor(state, 0);
    expect(describeTurn(t, view, names)).toBe('Everyone loads their mule');
    expect(phaseLine(t, view, names, 0)).toMatch(/You are the officer this quarter/);
    expect(phaseLine(t, view, names, 1)).toBe('Load your mule: choose at least 2 cards from your hand');

    state = apply(state, 0, { type: 'load', cards: [0, 1] }).state;
    view = contrebandes.viewFor(state, 0);
    expect(describeTurn(t, view, names)).toBe('Bruno and Cléo load their mules');
    expect(phaseLine(t, view, names, 0)).toBe('Your mule is loaded. Waiting for Bruno and Cléo…');

    state = apply(state, 1, { type: 'load', cards: [11, 18] }).state;
    state = apply(state, 2, { type: 'load', cards: [22, 25] }).state;
    view = contrebandes.viewFor(state, 1);
    expect(describeTurn(t, view, names)).toBe('Bruno declares');
    expect(phaseLine(t, view, names, 1)).toBe('Your turn: declare your mule to officer Ada');
    expect(phaseLine(t, view, names, 0)).toBe('You are the officer: listen to Bruno’s declaration');
    expect(phaseLine(t, view, names, 2)).toBe('Bruno declares to officer Ada');

    state = apply(state, 1, { type: 'declare', kinds: ['clothes', 'food'] }).state;
    state = apply(state, 2, { type: 'declare', kinds: ['clothes', 'food'] }).state;
    view = contrebandes.viewFor(state, 0);
    expect(describeTurn(t, view, names)).toBe('Officer Ada inspects');
    expect(phaseLine(t, view, names, 0)).toBe('You are the officer: inspect someone');
    expect(phaseLine(t, view, names, null)).toBe('Officer Ada is choosing whom to inspect');

    // Bruno carries wine: caught; the officer may go on.
    state = apply(state, 0, { type: 'inspect', target: 1 }).state;
    view = contrebandes.viewFor(state, 0);
    expect(phaseLine(t, view, names, 0)).toBe('Inspect someone else, or stop inspecting');
    state = apply(state, 0, { type: 'stop' }).state;
    view = contrebandes.viewFor(state, 2);
    expect(describeTurn(t, view, names)).toBe('Officer Ada designates the next officer');
    expect(phaseLine(t, view, names, 2)).toBe('Goods are cashed. Officer Ada chooses the next officer');
  });
});

describe('in German and French', () => {
  const inspected: ContrebandesEvent = { type: 'inspected', officer: 0, seat: 1, cards: [BRUNO.food3, BRUNO.wine6], outcome: 'illegal' };
  const shared: ContrebandesEvent = { type: 'game-over', result: { scores: [40, 40, 12], winners: [0, 1], ranks: [1, 1, 3] } };

  it('words the log in German', async () => {
    const de = await wordsIn('de', 'contrebandes');
    expect(describeEvent(de, { type: 'night-began', night: 1, officer: 0 }, names)).toBe('Nacht 2 beginnt, Zöllner ist Ada');
    expect(describeEvent(de, { type: 'declared', seat: 1, kinds: ['food', 'food', 'cheese'], message: 'Nur Brot heute' }, names)).toBe(
      'Bruno meldet 2 Proviant, 1 Stinkekäse an – „Nur Brot heute“',
    );
    expect(describeEvent(de, inspected, names)).toBe('Ada kontrolliert Bruno: 1 Wein, 1 Proviant – erwischt');
    expect(describeEvent(de, { type: 'all-cheese', officer: 0, toCaisse: [1] }, names)).toBe(
      'Jedes Maultier hatte Stinkekäse dabei: Die Waren von Ada (1 Karte) gehen in die Rentenkasse',
    );
    expect(describeEvent(de, { type: 'bonus-taken', seat: 1, card: BRUNO.wine6 }, names)).toBe('Bruno nimmt Wein 6 als Bonus aus der Rentenkasse');
    expect(describeEvent(de, shared, names)).toBe('Spielende: Ada und Bruno teilen sich den Sieg mit 40 Punkten');
    expect(seatName(de, names, 4)).toBe('Platz 5');
  });

  it('words the log in French, with the box’s vocabulary', async () => {
    const fr = await wordsIn('fr', 'contrebandes');
    expect(describeEvent(fr, { type: 'night-began', night: 1, officer: 0 }, names)).toBe('La nuit 2 commence\u00a0; Ada est le douanier');
    expect(describeEvent(fr, { type: 'declared', seat: 2, kinds: ['clothes', 'clothes', 'gold'], message: 'Rien à déclarer' }, names)).toBe(
      'Cléo déclare 2 vêtements, 1 or — «\u00a0Rien à déclarer\u00a0»',
    );
    expect(describeEvent(fr, inspected, names)).toBe('Ada contrôle Bruno\u00a0: 1 vin, 1 nourriture — pris');
    expect(describeEvent(fr, { type: 'all-cheese', officer: 0, toCaisse: [1, 2] }, names)).toBe(
      'Chaque mule cachait un fromage qui pue\u00a0: Ada perd ses marchandises (2 cartes) au profit de la Caisse de Retraite',
    );
    expect(describeEvent(fr, { type: 'bonus-taken', seat: 1, card: BRUNO.cheese }, names)).toBe('Bruno prend Fromage qui pue dans la Caisse en bonus');
    expect(describeEvent(fr, shared, names)).toBe('Fin de partie\u00a0: Ada et Bruno se partagent la victoire avec 40 points');
    expect(seatName(fr, names, 4)).toBe('Place 5');
  });

  it('words the banner and the phase line', async () => {
    const state = apply(setupGame(3, 0), 0, { type: 'load', cards: [0, 1] }).state;
    const view = contrebandes.viewFor(state, 0);
    const de = await wordsIn('de', 'contrebandes');
    expect(describeTurn(de, view, names)).toBe('Bruno und Cléo beladen ihre Maultiere');
    expect(phaseLine(de, view, names, 0)).toBe('Dein Maultier ist beladen. Warten auf Bruno und Cléo…');
    const fr = await wordsIn('fr', 'contrebandes');
    expect(describeTurn(fr, view, names)).toBe('Bruno et Cléo chargent leur mule');
    expect(phaseLine(fr, view, names, null)).toBe('Les mules sont en cours de chargement. On attend Bruno et Cléo…');
  });
});

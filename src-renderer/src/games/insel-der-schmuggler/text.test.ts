import { beforeAll, describe, expect, it } from 'vitest';
import type { Seat } from '../../../../shared/engine/contract';
import type { InselEvent, InselView } from '../../../../shared/games/insel-der-schmuggler/types';
import { i18n } from '../../i18n/i18n';
import { inselUi } from './index';
import type { Step } from './targets';
import { inselWords, boatView, viewOf } from './testkit';
import { type Words, describeEvent, describeTurn, fieldName, instruction } from './text';

const NAMES = ['Ann', 'Bob', '', 'Dee'];
const TILE = { origin: 0, destination: 2, value: 2 } as const;

const EVERY_EVENT: InselEvent[] = [
  { type: 'rock-placed', seat: 1, field: 33 },
  { type: 'rock-placed', seat: null, field: 30 },
  { type: 'harbour-chosen', seat: 0, island: 4 },
  { type: 'turn-began', seat: 1, turnNumber: 12 },
  { type: 'tile-taken', seat: 0, island: 1, left: 3 },
  { type: 'tile-taken', seat: 0, island: 1, left: 0 },
  { type: 'rolled', seat: 3, dice: { smuggler: 4, lighthouse: 'green3' } },
  { type: 'rolled', seat: 3, dice: { smuggler: 1, lighthouse: 'keeper' } },
  { type: 'beam-turned', from: 3, to: 5, direction: 'clockwise', steps: 2 },
  { type: 'beam-turned', from: 3, to: 0, direction: 'counterclockwise', steps: 3 },
  { type: 'keeper-sleeps', beam: 4 },
  { type: 'caught', seats: [1, 2], beam: 7 },
  { type: 'thrown', by: 0, boat: 1, field: 27 },
  { type: 'thrown', by: 0, boat: 0, field: 27 },
  { type: 'sailed', seat: 1, path: [44] },
  { type: 'sailed', seat: 1, path: [44, 45] },
  { type: 'sailed', seat: 1, path: [43, 44, 61] },
  { type: 'loaded', seat: 2, path: [41, 42], swapped: false },
  { type: 'loaded', seat: 2, path: [41, 42], swapped: true },
  { type: 'pushed', seat: 0, path: [40, 41], boat: 1, to: 42 },
  { type: 'swapped', seat: 1, path: [40, 41], boat: 0 },
  { type: 'delivered', seat: 0, island: 2, tile: TILE, total: 5 },
  { type: 'game-over', result: { scores: [8, 3], winners: [0], ranks: [1, 2] } },
];

let en: Words;
let de: Words;
let fr: Words;
beforeAll(async () => {
  en = await inselWords('en');
  de = await inselWords('de');
  fr = await inselWords('fr');
});

describe('describeEvent', () => {
  it.each(['en', 'de', 'fr'] as const)('has a line for every event in %s, with names (or "Seat n") and nothing left unworded', async (language) => {
    const t = await inselWords(language);
    for (const event of EVERY_EVENT) {
      const line = describeEvent(t, event, NAMES);
      expect(line, event.type).toBeTypeOf('string');
      expect(line, event.type).not.toMatch(/undefined|NaN|\{\{|^(log|face|islands|field|rings)\./);
    }
  });

  it('words the events in English', () => {
    const line = (event: InselEvent) => describeEvent(en, event, NAMES);
    expect(line({ type: 'harbour-chosen', seat: 0, island: 4 })).toBe('Ann starts in the harbour of Pineapple Island.');
    expect(line({ type: 'rolled', seat: 3, dice: { smuggler: 4, lighthouse: 'green3' } })).toBe(
      'Dee rolls 4 for the boat; the lighthouse die shows 3 green arrows (counter-clockwise).',
    );
    expect(line({ type: 'beam-turned', from: 3, to: 5, direction: 'clockwise', steps: 2 })).toBe('The beam turns 2 steps clockwise.');
    expect(line({ type: 'caught', seats: [1, 2], beam: 7 })).toBe('The beam catches Bob and Seat 3 with goods aboard.');
    expect(line({ type: 'thrown', by: 0, boat: 1, field: 27 })).toBe('Ann throws the goods of Bob overboard.');
    expect(line({ type: 'sailed', seat: 1, path: [44] })).toBe('Bob stays put.');
    expect(line({ type: 'sailed', seat: 1, path: [44, 45] })).toBe('Bob sails 1 field.');
    expect(line({ type: 'sailed', seat: 1, path: [43, 44, 61] })).toBe('Bob sails into the harbour of Turtle Island.');
    expect(line({ type: 'tile-taken', seat: 0, island: 1, left: 3 })).toBe('Ann takes goods on Turtle Island (3 left there).');
    expect(line({ type: 'delivered', seat: 0, island: 2, tile: TILE, total: 5 })).toBe('Ann delivers goods worth 2 to Parrot Island: 5 banked.');
    expect(line({ type: 'rock-placed', seat: 1, field: 33 })).toBe('Bob places a rock (middle ring, sector 14, near Shell Island).');
    expect(line({ type: 'game-over', result: { scores: [8, 3], winners: [0], ranks: [1, 2] } })).toBe('Ann wins the game.');
  });

  it('words the events in German', () => {
    const line = (event: InselEvent) => describeEvent(de, event, NAMES);
    expect(line({ type: 'harbour-chosen', seat: 0, island: 4 })).toBe('Ann startet im Hafen der Ananasinsel.');
    expect(line({ type: 'rolled', seat: 3, dice: { smuggler: 1, lighthouse: 'keeper' } })).toBe('Dee würfelt 1 für das Boot; Leuchtturmwürfel: der schlafende Wärter.');
    expect(line({ type: 'beam-turned', from: 3, to: 0, direction: 'counterclockwise', steps: 3 })).toBe('Der Lichtstrahl dreht sich 3 Schritte gegen den Uhrzeigersinn.');
    expect(line({ type: 'pushed', seat: 0, path: [40, 41], boat: 1, to: 42 })).toBe('Ann rammt das Boot von Bob und schiebt es weg.');
    expect(line({ type: 'delivered', seat: 0, island: 2, tile: TILE, total: 5 })).toBe('Ann liefert im Hafen der Papageieninsel Ware im Wert von 2 ab: 5 gesichert.');
  });

  it('words the events in French, with its spaces', () => {
    const line = (event: InselEvent) => describeEvent(fr, event, NAMES);
    expect(line({ type: 'harbour-chosen', seat: 0, island: 4 })).toBe('Ann part du port de l’île aux Ananas.');
    expect(line({ type: 'keeper-sleeps', beam: 4 })).toBe('Le gardien dort\u00a0: le faisceau ne bouge pas.');
    expect(line({ type: 'caught', seats: [1, 2], beam: 7 })).toBe('Le faisceau surprend Bob et Place 3 avec une marchandise à bord.');
    expect(line({ type: 'sailed', seat: 1, path: [43, 44, 45] })).toBe('Bob navigue de 2 cases.');
    expect(line({ type: 'game-over', result: { scores: [8, 3], winners: [0], ranks: [1, 2] } })).toBe('Ann remporte la partie.');
  });
});

describe('fieldName', () => {
  it('names sea fields by ring, sector (1–20, as on the bay’s rim) and the islands the player sees there, and harbours by island', () => {
    expect(fieldName(en, 0)).toBe('inner ring, sector 1, facing Palm Island');
    expect(fieldName(en, 59)).toBe('outer ring, sector 20, near Palm Island');
    expect(fieldName(en, 41)).toBe('outer ring, sector 2, near Palm Island');
    expect(fieldName(en, 2)).toBe('inner ring, sector 3, between Palm Island and Turtle Island');
    expect(fieldName(en, 43)).toBe('outer ring, sector 4, near Turtle Island');
    expect(fieldName(en, 18)).toBe('inner ring, sector 19, between Pineapple Island and Palm Island');
    expect(fieldName(de, 42)).toBe('äußerer Ring, Sektor 3, zwischen der Palmeninsel und der Schildkröteninsel');
    expect(fieldName(de, 52)).toBe('äußerer Ring, Sektor 13, vor der Muschelinsel');
    expect(fieldName(fr, 53)).toBe('anneau extérieur, secteur 14, près de l’île aux Coquillages');
    expect(fieldName(en, 61)).toBe('the harbour of Turtle Island');
    expect(fieldName(de, 61)).toBe('Hafen der Schildkröteninsel');
    expect(fieldName(fr, 61)).toBe('port de l’île de la Tortue');
  });
});

describe('describeTurn', () => {
  it('says what the seat whose turn it is does, in every language', () => {
    expect(describeTurn(en, viewOf({ phase: 'sail', turn: 1 }), NAMES)).toBe('Bob sails');
    expect(describeTurn(de, viewOf({ phase: 'throw', turn: 0 }), NAMES)).toBe('Ann wirft Ware über Bord');
    expect(describeTurn(fr, viewOf({ phase: 'harbours', turn: 2 }), NAMES)).toBe('Place 3 choisit un port');
    expect(describeTurn(en, viewOf({ phase: 'over' }), NAMES)).toBe('game over');
  });
});

/** instruction's arguments after the words. */
type Args = [InselView, Seat | null, Step, readonly string[], boolean];

describe('instruction', () => {
  const idle = { kind: 'idle' } as const;
  it.each<[string, Args, string]>([
    ['the bay is still showing', [viewOf(), 0, idle, NAMES, true], 'Watch the bay…'],
    ['someone else’s turn', [viewOf({ turn: 1, activeSeats: [1], phase: 'roll' }), 0, idle, NAMES, false], 'Waiting: Bob rolls.'],
    ['a spectator', [viewOf(), null, idle, NAMES, false], 'Waiting: Ann sails.'],
    ['rolling', [viewOf({ phase: 'roll', dice: null, boats: [boatView(0, 44)] }), 0, idle, NAMES, false], 'Your turn: roll the dice.'],
    ['rolling after taking goods', [viewOf({ phase: 'roll', dice: null }), 0, idle, NAMES, false], 'Your turn: you take goods on Palm Island, then roll.'],
    ['sailing', [viewOf(), 0, idle, NAMES, false], 'Sail up to 2 fields: click your boat (or Enter on the bay).'],
    ['a boat picked', [viewOf({ boats: [boatView(0, 60), boatView(1, 41)] }), 0, { kind: 'boatAt', at: 41 }, NAMES, false], 'The boat of Bob is in your way: you take its place. Pick where it goes: a highlighted field next to it (you push it there), or the field you come from (you swap places).'],
    ['throwing', [viewOf({ phase: 'throw', toThrow: [1] }), 0, idle, NAMES, false], 'The beam caught the boat of Bob: pick a highlighted field next to it for its goods.'],
    ['the rocks', [viewOf({ phase: 'rocks', rocksToPlace: 1 }), 0, idle, NAMES, false], 'Place a rock on a highlighted sea field (1 rock still to place).'],
    ['the end', [viewOf({ phase: 'over', result: { scores: [7, 2], winners: [0], ranks: [1, 2] }, banked: [{ tiles: [], total: 7 }, { tiles: [], total: 2 }] }), 1, idle, NAMES, false], 'Ann wins with 7 banked.'],
  ])('%s', (_name, [view, viewer, step, names, watching], expected) => {
    expect(instruction(en, view, viewer, step, names, watching)).toBe(expected);
  });

  it('speaks German and French', () => {
    expect(instruction(de, viewOf(), 0, { kind: 'idle' }, NAMES, false)).toBe('Segle bis zu 2 Felder: Klick dein Boot an (oder Enter auf der Bucht).');
    expect(instruction(fr, viewOf({ phase: 'beam' }), 0, { kind: 'idle' }, NAMES, false)).toBe(
      'Deux flèches noires\u00a0: dans quel sens le faisceau tourne-t-il de deux crans\u00a0?',
    );
  });

  it('tells a finger to tap the button or pick from the list of places, never to click or press Enter', () => {
    expect(instruction(en, viewOf(), 0, idle, NAMES, false, true)).toBe('Sail up to 2 fields: tap “Move my boat” or your boat on the bay.');
    expect(instruction(en, viewOf({ dice: { smuggler: 1, lighthouse: 'keeper' } }), 0, idle, NAMES, false, true)).toBe('Sail up to 1 field: tap “Move my boat” or your boat on the bay.');
    expect(instruction(en, viewOf(), 0, { kind: 'boat' }, NAMES, false, true)).toBe('Pick a place in the list or a highlighted field: sail there, load goods, or sail into a boat.');
    expect(instruction(de, viewOf(), 0, idle, NAMES, false, true)).toBe('Segle bis zu 2 Felder: Tippe auf „Mein Boot bewegen“ oder auf dein Boot in der Bucht.');
    expect(instruction(fr, viewOf(), 0, idle, NAMES, false, true)).toBe('Naviguez jusqu’à 2 cases\u00a0: touchez «\u00a0Naviguer\u00a0» ou votre bateau sur la baie.');
    // Without a finger, as before.
    expect(instruction(en, viewOf(), 0, { kind: 'boat' }, NAMES, false)).toBe('Pick a highlighted field: sail there, load goods, or sail into a boat.');
  });
});

describe('the UI the shared screen calls without words', () => {
  it('speaks the current language', async () => {
    const event = { type: 'keeper-sleeps', beam: 2 };
    expect(inselUi.describeEvent(event, NAMES)).toBe('The keeper sleeps: the beam stays where it is.');
    try {
      await i18n.changeLanguage('de');
      expect(inselUi.describeEvent(event, NAMES)).toBe('Der Wärter schläft: Der Lichtstrahl bleibt, wo er ist.');
      expect(inselUi.describeTurn(viewOf({ phase: 'roll' }), NAMES)).toBe('Ann würfelt');
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import type { SmugglersEvent, SmugglersView } from '../../../../shared/games/smugglers-2016/types';
import { i18n } from '../../i18n/i18n';
import { wordsIn } from '../../i18n/testing';
import { smugglersUi } from './index';
import { type Words, describeEvent, describeTurn, finalTokens, scoreLabel, strengthWord } from './text';

const NAMES = ['Ann', 'Bob', '', 'Dee'];

const EVERY_EVENT: SmugglersEvent[] = [
  { type: 'round-began', round: 0, startingPlayer: 1 },
  { type: 'die-rolled', seat: 1, value: 3, red: false, boss: 6, hole: 6 },
  { type: 'die-rolled', seat: 1, value: 5, red: true, boss: 3, hole: null },
  { type: 'sculpted', seat: 0 },
  { type: 'pushed', seat: 0, attempt: 2, strength: 0.8 },
  { type: 'rolled', seat: 0, attempt: 1, outcome: 'short', room: 'track' },
  { type: 'rolled', seat: 0, attempt: 1, outcome: 'stuck', room: 'track' },
  { type: 'rolled', seat: 0, attempt: 2, outcome: 'stuck', room: 'junk' },
  { type: 'rolled', seat: 0, attempt: 1, outcome: 'passed', room: 'bar' },
  { type: 'rerounded', seat: 0 },
  { type: 'roll-off', place: 1, seats: [0, 1], rolls: [[4, 6]], winner: 1 },
  { type: 'ranked', office: [1, 0], toJunk: [3], masses: [{ seat: 1, massG: 20.5 }] },
  { type: 'nobody-through' },
  { type: 'inspected', inspector: 1, target: 3, guess: 'stink', contraband: 'sour', correct: false },
  { type: 'revealed', seat: 2, contraband: 'stink' },
  { type: 'token-taken', seat: 2, kind: 'sour', from: 0 },
  { type: 'token-taken', seat: 2, kind: 'sweet', from: 'supply' },
  { type: 'token-missing', seat: 1, kind: 'sweet' },
  { type: 'stink-bomb-won', seat: 1, from: 3 },
  { type: 'stink-bomb-spent', seat: 3 },
  { type: 'nothing-to-steal', seat: 3 },
  { type: 'round-ended', round: 0 },
  { type: 'game-over', result: { scores: [7, 2], winners: [0], ranks: [1, 2] } },
];

let t: Words;
let de: Words;
let fr: Words;
beforeAll(async () => {
  t = await wordsIn('en', 'smugglers-2016');
  de = await wordsIn('de', 'smugglers-2016');
  fr = await wordsIn('fr', 'smugglers-2016');
});

describe('describeEvent', () => {
  it.each(['en', 'de', 'fr'] as const)('has a line for every event in %s, with names (or "Seat n") and no mass in numbers', async (language) => {
    const words = await wordsIn(language, 'smugglers-2016');
    for (const event of EVERY_EVENT) {
      const line = describeEvent(words, event, NAMES);
      expect(line, event.type).toBeTypeOf('string');
      expect(line).not.toMatch(/undefined|NaN|\{\{|\d+(\.\d+)?\s*g\b|20\.5|^(log|token|contraband)\./);
    }
  });

  it('words the events in English', () => {
    expect(describeEvent(t, { type: 'revealed', seat: 2, contraband: 'stink' }, NAMES)).toBe('Seat 3 opens the ball: a stink bomb.');
    expect(describeEvent(t, { type: 'ranked', office: [1, 0], toJunk: [3], masses: [] }, NAMES)).toBe(
      'The scale decides: Bob in armchair 1 and Ann in armchair 2; Dee to the junk room.',
    );
    expect(describeEvent(t, { type: 'ranked', office: [1], toJunk: [], masses: [] }, NAMES)).toBe('The scale decides: Bob in armchair 1.');
    expect(describeEvent(t, { type: 'inspected', inspector: 1, target: 0, guess: 'sweet', contraband: 'sweet', correct: true }, NAMES)).toBe(
      "Bob guesses a sweet treat in Ann's ball: right.",
    );
    expect(describeEvent(t, { type: 'inspected', inspector: 1, target: 3, guess: 'stink', contraband: 'sour', correct: false }, NAMES)).toBe(
      "Bob guesses a stink bomb in Dee's ball: wrong, it is a sour treat.",
    );
    expect(describeEvent(t, { type: 'token-taken', seat: 2, kind: 'sour', from: 0 }, NAMES)).toBe('Seat 3 takes a sour token from Ann.');
    expect(describeEvent(t, { type: 'token-missing', seat: 1, kind: 'sweet' }, NAMES)).toBe('No sweet token left for Bob.');
    expect(describeEvent(t, { type: 'die-rolled', seat: 1, value: 3, red: false, boss: 6, hole: 6 }, NAMES)).toBe('Bob rolls 3: the boss moves to lane 7.');
    expect(describeEvent(t, { type: 'rolled', seat: 0, attempt: 1, outcome: 'passed', room: 'bar' }, NAMES)).toBe("Ann's ball rolls through: to the bar.");
    expect(describeEvent(t, { type: 'game-over', result: { scores: [7, 2], winners: [0], ranks: [1, 2] } }, NAMES)).toBe('Ann wins the game.');
    expect(describeEvent(t, { type: 'game-over', result: { scores: [7, 7], winners: [0, 1], ranks: [1, 1] } }, NAMES)).toBe('Ann and Bob win the game.');
  });

  it('words the events in German', () => {
    expect(describeEvent(de, { type: 'round-began', round: 0, startingPlayer: 1 }, NAMES)).toBe('Runde 1: Bob beginnt.');
    expect(describeEvent(de, { type: 'revealed', seat: 2, contraband: 'stink' }, NAMES)).toBe('Platz 3 öffnet die Kugel: eine Stinkbombe.');
    expect(describeEvent(de, { type: 'ranked', office: [1, 0], toJunk: [3], masses: [] }, NAMES)).toBe(
      'Die Waage entscheidet: Bob auf Sessel 1 und Ann auf Sessel 2; Dee in die Rumpelkammer.',
    );
    expect(describeEvent(de, { type: 'inspected', inspector: 1, target: 3, guess: 'stink', contraband: 'sour', correct: false }, NAMES)).toBe(
      'Bob tippt bei Dee auf eine Stinkbombe: falsch, es ist Saures.',
    );
    expect(describeEvent(de, { type: 'token-taken', seat: 2, kind: 'sour', from: 0 }, NAMES)).toBe('Platz 3 nimmt Ann ein saures Plättchen ab.');
    expect(describeEvent(de, { type: 'pushed', seat: 1, attempt: 2, strength: 0.3 }, NAMES)).toBe('Bob stößt sanft an (zweiter Versuch).');
    expect(describeEvent(de, { type: 'rolled', seat: 0, attempt: 2, outcome: 'stuck', room: 'junk' }, NAMES)).toBe(
      'Ann bleibt wieder stecken: ab in die Rumpelkammer.',
    );
    expect(describeEvent(de, { type: 'game-over', result: { scores: [7, 2], winners: [0], ranks: [1, 2] } }, NAMES)).toBe('Ann gewinnt die Partie.');
  });

  it('words the events in French', () => {
    expect(describeEvent(fr, { type: 'round-began', round: 0, startingPlayer: 1 }, NAMES)).toBe('Manche 1\u00a0: Bob commence.');
    expect(describeEvent(fr, { type: 'revealed', seat: 2, contraband: 'sweet' }, NAMES)).toBe('Place 3 ouvre sa boule\u00a0: une friandise sucrée.');
    expect(describeEvent(fr, { type: 'inspected', inspector: 1, target: 0, guess: 'sweet', contraband: 'sweet', correct: true }, NAMES)).toBe(
      'Bob soupçonne une friandise sucrée chez Ann\u00a0: bien vu.',
    );
    expect(describeEvent(fr, { type: 'token-taken', seat: 2, kind: 'sour', from: 0 }, NAMES)).toBe('Place 3 prend un jeton acidulé à Ann.');
    expect(describeEvent(fr, { type: 'pushed', seat: 1, attempt: 1, strength: 1 }, NAMES)).toBe('Bob pousse à fond.');
    expect(describeEvent(fr, { type: 'game-over', result: { scores: [7, 7], winners: [0, 1], ranks: [1, 1] } }, NAMES)).toBe(
      'Ann et Bob remportent la partie.',
    );
  });

  it('words a push by its strength, never in numbers', () => {
    expect(strengthWord(t, 0.1)).toBe('a nudge');
    expect(strengthWord(t, 0.5)).toBe('a firm push');
    expect(strengthWord(t, 1)).toBe('a shove');
    expect(describeEvent(t, { type: 'pushed', seat: 1, attempt: 1, strength: 0.3 }, NAMES)).toBe('Bob gives a gentle push.');
    expect(describeEvent(t, { type: 'pushed', seat: 0, attempt: 2, strength: 0.8 }, NAMES)).toBe('Ann gives a strong push (second attempt).');
  });
});

describe('describeTurn', () => {
  const sculpting = (hole: number | null) => ({ phase: 'sculpting', hole }) as unknown as SmugglersView;
  it('says what the active seats do, in every language', () => {
    expect(describeTurn(t, sculpting(2), NAMES)).toBe('sculpting for lane 3');
    expect(describeTurn(t, sculpting(null), NAMES)).toBe('sculpting before the hole is known');
    expect(describeTurn(de, sculpting(2), NAMES)).toBe('Kneten für Bahn 3');
    expect(describeTurn(fr, sculpting(2), NAMES)).toBe('modelage pour le couloir 3');
    const pushing = { phase: 'testing', tester: 1, rolling: false, players: [{}, { attempt: 2 }] } as unknown as SmugglersView;
    expect(describeTurn(t, pushing, NAMES)).toBe('Bob pushes a second time');
    expect(describeTurn(de, pushing, NAMES)).toBe('Bob stößt zum zweiten Mal an');
  });
});

describe('the UI the shared screen calls without words', () => {
  it('speaks the current language', async () => {
    const event = { type: 'round-ended', round: 1 };
    expect(smugglersUi.describeEvent(event, NAMES)).toBe('Round 2 ends.');
    expect(smugglersUi.scoreColumn?.label()).toBe('Tokens');
    try {
      await i18n.changeLanguage('de');
      expect(smugglersUi.describeEvent(event, NAMES)).toBe('Runde 2 ist vorbei.');
      expect(smugglersUi.scoreColumn?.label()).toBe('Plättchen');
      await i18n.changeLanguage('fr');
      expect(smugglersUi.describeEvent(event, NAMES)).toBe('Fin de la manche 2.');
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});

describe('finalTokens: the final table shows what wins, not a token total', () => {
  const result = { scores: [9, 8], winners: [0], ranks: [1, 2] };
  const withTokens = (tokens: { sweet: number; sour: number }[], shortGame = false): SmugglersView =>
    ({ options: { hourglassSeconds: 60, shortGame, firstPlayer: 0 }, players: tokens.map((held, seat) => ({ seat, tokens: held })) }) as unknown as SmugglersView;

  it('names the winning set of one kind, and the others’ tokens', () => {
    const view = withTokens([{ sweet: 7, sour: 2 }, { sweet: 4, sour: 4 }]);
    expect(scoreLabel(t)).toBe('Tokens');
    expect(finalTokens(t, 0, result, view)).toBe('7 sweet, 2 sour · won with 7 sweet');
    // 8 tokens against the winner's 9, but that is not why he lost: the cell says what he holds.
    expect(finalTokens(t, 1, result, view)).toBe('4 sweet, 4 sour');
  });

  it('names a set of both kinds, and the short game’s sets', () => {
    expect(finalTokens(t, 0, result, withTokens([{ sweet: 5, sour: 5 }, { sweet: 0, sour: 6 }]))).toBe('5 sweet, 5 sour · won with at least 5 of each');
    expect(finalTokens(t, 0, result, withTokens([{ sweet: 1, sour: 5 }, { sweet: 0, sour: 0 }], true))).toBe('1 sweet, 5 sour · won with 5 sour');
    expect(finalTokens(t, 0, result, withTokens([{ sweet: 4, sour: 4 }, { sweet: 0, sour: 0 }], true))).toBe('4 sweet, 4 sour · won with at least 4 of each');
  });

  it('speaks German and French', () => {
    const view = withTokens([{ sweet: 7, sour: 1 }, { sweet: 4, sour: 4 }]);
    expect(finalTokens(de, 0, result, view)).toBe('7 süß, 1 sauer · gewonnen mit 7 süß');
    expect(finalTokens(fr, 0, result, view)).toBe('7 sucrés, 1 acidulé · gagné avec 7 sucrés');
    expect(finalTokens(fr, 0, result, withTokens([{ sweet: 5, sour: 5 }, { sweet: 0, sour: 0 }]))).toBe('5 sucrés, 5 acidulés · gagné avec au moins 5 de chaque');
  });
});

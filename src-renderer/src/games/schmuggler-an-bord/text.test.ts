import { describe, expect, it } from 'vitest';
import { GOODS, fieldOf } from '../../../../shared/games/schmuggler-an-bord/goods';
import type { Fact } from '../../../../shared/games/schmuggler-an-bord/types';
import { schmugglerAnBordUi } from './index';
import { NAMES, objectionsState, overState, sabWords, searchState, setupState, suspectState, tableState, viewOf } from './testkit';
import { describeEvent, describeTurn, goodLabel, goodName, instruction, seatName, theGood, winnerText } from './text';

const t = sabWords();

/** Every kind of fact, with the line it makes. */
const LINES: [Fact, string][] = [
  [{ type: 'drew', seat: 0, slot: 4, good: 'oldCoins' }, 'Ann draws a card: the old coins.'],
  [{ type: 'laidOut', fields: [1, 2, 3] }, 'The 3 cards left go face down onto their fields.'],
  [{ type: 'laidOut', fields: [7] }, 'The 1 card left goes face down onto its field.'],
  [{ type: 'rolled', seat: 1, turnNumber: 12, pips: 5, from: 28, to: 3 }, 'Turn 12: Bob rolls 5, and the ship lands on the furs.'],
  [{ type: 'took', seat: 2, good: 'pearls' }, 'Cleo takes the pearls from the board.'],
  [{ type: 'suspected', by: 1, suspect: 1, good: 'gold' }, 'Bob: “I have the gold myself.”'],
  [{ type: 'suspected', by: 1, suspect: 2, good: 'watches' }, 'Bob to Cleo: “You have the watches.”'],
  [{ type: 'objections', seat: 1, objectors: [] }, 'Nobody objects to Bob.'],
  [{ type: 'objections', seat: 1, objectors: [2] }, 'Cleo objects to Bob.'],
  [{ type: 'objections', seat: 1, objectors: [0, 2] }, 'Ann and Cleo object to Bob.'],
  [{ type: 'turned', seat: 0, index: 1 }, 'Ann turns over the card at place 2.'],
  [{ type: 'found', seat: 0, index: 1, good: 'tea' }, 'Ann finds the tea at place 2 and shows it.'],
  [{ type: 'lacks', seat: 2, good: 'tea' }, 'Cleo does not have the tea.'],
  [{ type: 'gave', from: 0, to: 2, good: 'tea' }, 'Ann gives the tea to Cleo.'],
  [{ type: 'paid', seat: 1, chips: 1, owed: 1 }, 'Bob pays 1 chip into the kitty.'],
  [{ type: 'paid', seat: 1, chips: 3, owed: 3 }, 'Bob pays 3 chips into the kitty.'],
  [{ type: 'paid', seat: 1, chips: 2, owed: 4 }, 'Bob owes 4 and pays the last 2 chips.'],
  [{ type: 'paid', seat: 1, chips: 0, owed: 2 }, 'Bob owes 2 but has no chips left.'],
  [{ type: 'gameOver', result: { scores: [20, 31, 9], winners: [1], ranks: [2, 1, 3] } }, 'Game over: Bob wins with 31 points.'],
  [{ type: 'gameOver', result: { scores: [20, 20, 9], winners: [0, 1], ranks: [1, 1, 3] } }, 'Game over: Ann and Bob share the win with 20 points.'],
];

describe('the goods', () => {
  it('have a name and an in-sentence form each, none left as a key', () => {
    for (const good of GOODS) {
      expect(goodName(t, good)).not.toContain('good.');
      expect(theGood(t, good)).toMatch(/^the /);
    }
    expect(goodName(t, 'oldCoins')).toBe('Old coins');
    expect(new Set(GOODS.map((good) => goodName(t, good))).size).toBe(GOODS.length);
  });
});

describe('describeEvent', () => {
  it.each(LINES)('words %j', (fact, line) => {
    expect(describeEvent(t, fact, NAMES)).toBe(line);
  });

  it('names a seat without a name by its number, and skips what is not a fact', () => {
    expect(describeEvent(t, { type: 'took', seat: 3, good: 'rum' }, NAMES)).toBe('Seat 4 takes the rum from the board.');
    expect(describeEvent(t, null, NAMES)).toBeNull();
    expect(describeEvent(t, { type: 'somethingElse' }, NAMES)).toBeNull();
  });

  it('is what the game UI gives the shared log, in the current language', () => {
    expect(schmugglerAnBordUi.describeEvent({ type: 'lacks', seat: 0, good: 'gold' }, NAMES)).toBe('Ann does not have the gold.');
  });
});

describe('describeTurn', () => {
  it('says what the seats that may move are doing, in every phase', () => {
    expect(describeTurn(t, viewOf(setupState(), 'spectator'), NAMES)).toBe('Bob draws a card');
    expect(describeTurn(t, viewOf(tableState(), 'spectator'), NAMES)).toBe('Bob rolls');
    expect(describeTurn(t, viewOf(suspectState([{ by: 1, suspect: 2 }]), 'spectator'), NAMES)).toBe('Cleo names who has the tea');
    expect(describeTurn(t, viewOf(objectionsState(), 'spectator'), NAMES)).toBe('Ann and Cleo decide whether to object');
    expect(describeTurn(t, viewOf(objectionsState([true, null, null]), 'spectator'), NAMES)).toBe('Cleo decides whether to object');
    expect(describeTurn(t, viewOf(searchState(), 'spectator'), NAMES)).toBe('Ann searches for the tea');
    expect(describeTurn(t, viewOf(overState(), 'spectator'), NAMES)).toBe('game over');
    expect(schmugglerAnBordUi.describeTurn(viewOf(tableState(), 0), NAMES)).toBe('Bob rolls');
  });
});

describe('the instruction line', () => {
  it('tells the seat on screen what to do, or what the table waits for', () => {
    expect(instruction(t, viewOf(setupState(), 1), 1, NAMES)).toBe('Your draw: pick a face-down card in the middle (your card 1 of 3).');
    expect(instruction(t, viewOf(setupState(), 0), 0, NAMES)).toBe('Waiting: Bob draws a card.');
    expect(instruction(t, viewOf(tableState(), 1), 1, NAMES)).toBe('Your turn: roll the die.');
    expect(instruction(t, viewOf(suspectState(), 1), 1, NAMES)).toBe('The field of the tea is empty. Who has the card? Name yourself or another player.');
    expect(instruction(t, viewOf(suspectState([{ by: 1, suspect: 2 }]), 2), 2, NAMES)).toBe(
      'Bob says you have the tea. Name yourself if you think so too, or name who has it.',
    );
    expect(instruction(t, viewOf(objectionsState(), 0), 0, NAMES)).toBe('Bob says: “I have the tea myself.” Do you object?');
    expect(instruction(t, viewOf(objectionsState([true, null, null]), 0), 0, NAMES)).toBe('You object. Waiting for the others to decide.');
    expect(instruction(t, viewOf(objectionsState([null, null, false]), 2), 2, NAMES)).toBe('You let it pass. Waiting for the others to decide.');
    expect(instruction(t, viewOf(objectionsState(), 1), 1, NAMES)).toBe('You said you have the tea yourself. The others decide whether to object.');
    expect(instruction(t, viewOf(searchState(), 0), 0, NAMES)).toBe('Find the tea: turn over your cards one at a time. You stop as soon as you find it.');
    expect(instruction(t, viewOf(searchState(), 1), 1, NAMES)).toBe('Ann searches for the tea.');
    expect(instruction(t, viewOf(tableState(), 'spectator'), null, NAMES)).toBe('Waiting: Bob rolls.');
    expect(instruction(t, viewOf(overState(), 0), 0, NAMES)).toBe('Cleo wins with 20 points.');
  });
});

describe('names and results', () => {
  it('fall back to the seat number, and count the points of a shared win', () => {
    expect(seatName(t, ['', 'Bob'], 0)).toBe('Seat 1');
    expect(winnerText(t, { scores: [1, 1], winners: [0, 1], ranks: [1, 1] }, NAMES)).toBe('Ann and Bob share the win with 1 point.');
    expect(fieldOf('furs')).toBe(3);
  });
});

describe('the goods’ names on small labels', () => {
  it('are the goods’ names, broken where a long word may go onto a second line, in every language', async () => {
    for (const language of ['en', 'de', 'fr'] as const) {
      const catalogue = (await import(`./locales/${language}.json`)) as { good: Record<string, string>; goodLabel: Record<string, string> };
      for (const good of GOODS) {
        const label = catalogue.goodLabel[good] ?? '';
        expect(label.replaceAll('\u00ad', '')).toBe(catalogue.good[good]);
        // No piece longer than a field of the ring holds on one line ("Nylonstrümpfe" breaks after "Nylon").
        for (const piece of label.split(/[\s\u00ad]/)) expect(piece.length, `${language} ${good}: ${piece}`).toBeLessThanOrEqual(9);
      }
    }
    expect(goodLabel(t, 'cigarettes')).toBe('Ciga\u00adrettes');
  });
});

/**
 * The host words a refusal in English from the app's English catalogues: the
 * same sentence a player reading English sees, for logs and the command line.
 */
import { describe, expect, it } from 'vitest';
import { RefusalWords, refusalInEnglish } from './refusal-words.js';

describe('a refusal in English', () => {
  it('reads the shell\'s and the games\' catalogues, with plurals, contexts, numbers and nested words', () => {
    expect(refusalInEnglish({ key: 'shell:refusal.gameOver' })).toBe('The game is over.');
    expect(refusalInEnglish({ key: 'shell:refusal.noSuchSeat', params: { seat: '7' } })).toBe('There is no seat 7 at this table.');
    expect(refusalInEnglish({ key: 'shell:refusal.malformedMoveAt', params: { issue: 'tooBig', path: 'cards.1' } })).toBe('That is not a move of this game: a value is too big (at cards.1).');
    expect(refusalInEnglish({ key: 'contrebandes:refusal.muleTooSmall', params: { count: 2 } })).toBe('A mule carries at least 2 cards.');
    expect(refusalInEnglish({ key: 'contrebandes:refusal.wrongPhase', params: { context: 'bonus' } })).toBe('That move belongs to the bonus cards, which is not under way.');
    expect(refusalInEnglish({ key: 'smugglers-2016:refusal.tooMuchPutty', params: { grams: 40 } })).toBe('You have only 40 g of putty.');
    expect(refusalInEnglish({ key: 'smugglers-2016:refusal.notYourTurnToRoll', params: { seatNumber: 3 } })).toBe('It is seat 3\'s turn to roll.');
  });

  it('gives a key no catalogue has as it is, with its parameters', () => {
    expect(refusalInEnglish({ key: 'toy:refusal.pickANumber' })).toBe('toy:refusal.pickANumber');
    expect(refusalInEnglish({ key: 'contrebandes:refusal.nothingLikeThis', params: { seat: 2 } })).toBe('contrebandes:refusal.nothingLikeThis {"seat":2}');
    expect(new RefusalWords({}).english({ key: 'shell:refusal.gameOver' })).toBe('shell:refusal.gameOver');
  });

  it('words a game the host is given, refusals only', () => {
    const words = new RefusalWords({ toy: { title: 'Toy', refusal: { pick: 'Pick a number.', few: 'Only {{count}} left.' } } });
    expect(words.english({ key: 'toy:refusal.pick' })).toBe('Pick a number.');
    expect(words.english({ key: 'toy:refusal.few', params: { count: 3 } })).toBe('Only 3 left.');
    expect(words.english({ key: 'toy:title' })).toBe('toy:title');
  });
});

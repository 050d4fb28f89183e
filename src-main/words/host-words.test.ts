/**
 * The host words its sentences in English from the app's English catalogues:
 * the same sentence a player reading English sees, for its errors' `message`,
 * its logs and the command line. Refusals (the engines'), and the host's own
 * sentences (lan:hostSays, match:hostSays, shell:saveProblem), with the
 * sentences they quote.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import lan from '../../src-renderer/src/i18n/locales/en/lan.json';
import match from '../../src-renderer/src/i18n/locales/en/match.json';
import shell from '../../src-renderer/src/i18n/locales/en/shell.json';
import { HostWords, englishCatalogues, gameNamespaces, inEnglish, said } from './host-words.js';
import { games } from '../../shared/games/index.js';

describe('the English catalogues', () => {
  it('find each game’s by its folder, under its id', () => {
    expect(gameNamespaces({ '../../src-renderer/src/games/a-game/locales/en.json': { refusal: {} } })).toEqual({ 'a-game': { refusal: {} } });
    expect(Object.keys(englishCatalogues())).toEqual(expect.arrayContaining(['shell', 'lan', 'match', 'sandbox', ...Object.keys(games)]));
  });
});

describe('a refusal in English', () => {
  it('reads the shell\'s and the games\' catalogues, with plurals, contexts, numbers and nested words', () => {
    expect(inEnglish({ key: 'shell:refusal.gameOver' })).toBe('The game is over.');
    expect(inEnglish({ key: 'shell:refusal.noSuchSeat', params: { seat: '7' } })).toBe('There is no seat 7 at this table.');
    expect(inEnglish({ key: 'shell:refusal.malformedMoveAt', params: { issue: 'tooBig', path: 'cards.1' } })).toBe('That is not a move of this game: a value is too big (at cards.1).');
    expect(inEnglish({ key: 'contrebandes:refusal.muleTooSmall', params: { count: 2 } })).toBe('A mule carries at least 2 cards.');
    expect(inEnglish({ key: 'contrebandes:refusal.wrongPhase', params: { context: 'bonus' } })).toBe('That move belongs to the bonus cards, which is not under way.');
    expect(inEnglish({ key: 'smugglers-2016:refusal.tooMuchPutty', params: { grams: 40 } })).toBe('You have only 40 g of putty.');
    expect(inEnglish({ key: 'smugglers-2016:refusal.notYourTurnToRoll', params: { seatNumber: 3 } })).toBe('It is seat 3\'s turn to roll.');
  });

  it('gives a key no catalogue has as it is, with its parameters', () => {
    expect(inEnglish({ key: 'toy:refusal.pickANumber' })).toBe('toy:refusal.pickANumber');
    expect(inEnglish({ key: 'contrebandes:refusal.nothingLikeThis', params: { seat: 2 } })).toBe('contrebandes:refusal.nothingLikeThis {"seat":2}');
    expect(new HostWords({}).english({ key: 'shell:refusal.gameOver' })).toBe('shell:refusal.gameOver');
  });

  it('words a game the host is given, its refusals only', () => {
    const words = new HostWords({ toy: { title: 'Toy', refusal: { pick: 'Pick a number.', few: 'Only {{count}} left.' } } });
    expect(words.english({ key: 'toy:refusal.pick' })).toBe('Pick a number.');
    expect(words.english({ key: 'toy:refusal.few', params: { count: 3 } })).toBe('Only 3 left.');
    expect(words.english({ key: 'toy:title' })).toBe('toy:title');
  });
});

describe('the host\'s own sentences in English', () => {
  it('reads as the host has always said them, plurals included', () => {
    expect(said('lan:hostSays.wrongCode')).toEqual({ message: 'No table is open with that code. Check it with the host.', words: { key: 'lan:hostSays.wrongCode' } });
    expect(inEnglish({ key: 'lan:hostSays.nameTaken', params: { name: 'Ana' } })).toBe('Someone at this table is already called Ana: choose another name.');
    expect(inEnglish({ key: 'lan:hostSays.seatsWait', params: { count: 1, seats: '3' } })).toBe('Seat 3 waits for a guest: wait, or give it to a bot or a local player.');
    expect(inEnglish({ key: 'lan:hostSays.seatsWait', params: { count: 2, seats: '2, 3' } })).toBe('Seats 2, 3 wait for a guest: wait, or give them to a bot or a local player.');
    expect(inEnglish({ key: 'shell:saveProblem.notASave' })).toBe("This is not a Smugglers' Table save file.");
    // The screens of the catalogues are not the host's to say.
    expect(inEnglish({ key: 'lan:join.titleApp' })).toBe('lan:join.titleApp');
  });

  it('words the sentences a sentence quotes first', () => {
    const problem = { key: 'shell:saveProblem.moveRefused', params: { move: 4, refusal: { key: 'contrebandes:refusal.muleTooSmall', params: { count: 2 } } } };
    expect(inEnglish(problem)).toBe('Move 4 of the log cannot be replayed: A mule carries at least 2 cards.');
    expect(inEnglish({ key: 'shell:saveProblem.inFile', params: { file: 'old.json', problem } })).toBe('old.json: Move 4 of the log cannot be replayed: A mule carries at least 2 cards.');
    const hostTask = (kind: string, tries: number) => ({
      key: 'match:hostSays.hostTaskFailed',
      params: { task: { key: 'match:hostSays.task', params: { context: kind } }, tries: { key: 'match:hostSays.tries', params: { count: tries } }, reason: 'no worker' },
    });
    expect(inEnglish(hostTask('roll', 1))).toBe('The host could not work out the roll the game waits for (tried once: no worker). The game is saved and goes on once it works.');
    // A kind of task the catalogue does not know reads as it is.
    expect(inEnglish(hostTask('toss', 2))).toBe('The host could not work out the toss the game waits for (tried 2 times: no worker). The game is saved and goes on once it works.');
  });

  it('has every key the host\'s sources say in the English catalogue', () => {
    const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
    const english = new Map<string, Set<string>>([
      ['lan', keysOf(lan)],
      ['match', keysOf(match)],
      ['shell', keysOf(shell)],
    ]);
    const used: string[] = [];
    for (const file of sourceFiles(root)) {
      const text = fs.readFileSync(file, 'utf8');
      for (const found of text.matchAll(/['"`]((?:lan|match|shell):(?:hostSays|saveProblem)\.[A-Za-z][\w.]*)['"`]/g)) used.push(found[1] as string);
      for (const found of text.matchAll(/\bunreadable\('(\w+)'/g)) used.push(`shell:saveProblem.${found[1] as string}`);
    }
    expect(used.length).toBeGreaterThan(50);
    const missing = used.filter((key) => {
      const [namespace, name] = key.split(':') as [string, string];
      const keys = english.get(namespace) ?? new Set();
      return !keys.has(name) && ![...keys].some((known) => known.startsWith(`${name}_`));
    });
    expect(missing).toEqual([]);
  });
});

type Catalogue = { [key: string]: string | Catalogue };

function keysOf(catalogue: Catalogue, prefix = '', into = new Set<string>()): Set<string> {
  for (const [key, value] of Object.entries(catalogue)) {
    if (typeof value === 'string') into.add(prefix + key);
    else keysOf(value, `${prefix}${key}.`, into);
  }
  return into;
}

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) sourceFiles(full, out);
    else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) out.push(full);
  }
  return out;
}

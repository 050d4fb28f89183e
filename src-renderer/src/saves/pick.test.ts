import { describe, expect, it } from 'vitest';
import type { SaveSummary } from '../../../shared/protocol/messages';
import { wordsIn } from '../i18n/testing';
import { playersLabel, saveName, savedAtOf, saveToContinue, sortSaves } from './pick';

const save = (matchId: string, updatedAt: string, extra: Partial<SaveSummary> = {}): SaveSummary => ({
  matchId,
  game: 'contrebandes',
  players: ['A', 'B', 'C'],
  moves: 3,
  finished: false,
  updatedAt,
  problem: null,
  ...extra,
});

describe('saveToContinue', () => {
  it('picks the newest unfinished good save', () => {
    const saves = [
      save('old', '2025-01-01T10:00:00Z'),
      save('done', '2025-01-03T10:00:00Z', { finished: true }),
      save('broken', '2025-01-04T10:00:00Z', { problem: { key: 'shell:saveProblem.notJson' } }),
      save('new', '2025-01-02T10:00:00Z'),
    ];
    expect(saveToContinue(saves)?.matchId).toBe('new');
  });

  it('finds nothing without a good unfinished save', () => {
    expect(saveToContinue([])).toBeNull();
    expect(saveToContinue([save('done', '2025-01-03T10:00:00Z', { finished: true })])).toBeNull();
  });
});

describe('sortSaves', () => {
  it('puts the newest first', () => {
    const sorted = sortSaves([save('a', '2025-01-01T00:00:00Z'), save('b', 'garbage'), save('c', '2025-02-01T00:00:00Z')]);
    expect(sorted.map((s) => s.matchId)).toEqual(['c', 'a', 'b']);
  });
});

describe('playersLabel', () => {
  it('uses an en dash', async () => {
    const t = await wordsIn('en', 'shell');
    expect(playersLabel(t, 3, 5)).toBe('3–5 players');
    expect(playersLabel(t, 2, 2)).toBe('2 players');
    expect(playersLabel(t, 1, 1)).toBe('1 player');
  });
  it('speaks German and French', async () => {
    expect(playersLabel(await wordsIn('de', 'shell'), 1, 1)).toBe('1 Spieler');
    expect(playersLabel(await wordsIn('de', 'shell'), 3, 5)).toBe('3–5 Spieler');
    expect(playersLabel(await wordsIn('fr', 'shell'), 2, 2)).toBe('2 joueurs');
  });
});

describe('saveName', () => {
  it('names the game, its players, its moves and when it was saved', async () => {
    const t = await wordsIn('en', 'shell');
    expect(saveName(t, save('m', '2025-01-01T10:00:00Z'), 'Contrebandes', '1 Jan 2025, 10:00')).toBe(
      'Contrebandes with A, B and C, 3 moves, saved 1 Jan 2025, 10:00',
    );
    expect(saveName(t, save('m', 'x', { moves: 1, players: [] }), 'Smugglers (2016)', null)).toBe(
      'Smugglers (2016) with unknown players, 1 move, saved unknown date',
    );
    expect(saveName(t, save('m', 'x', { problem: { key: 'shell:saveProblem.notJson' } }), 'Contrebandes', null)).toBe(
      'Contrebandes with A, B and C, damaged, saved unknown date',
    );
    expect(saveName(t, save('m', 'x', { problem: { key: 'shell:saveProblem.notJson' } }), 'Contrebandes', '1 Jan 2025, 10:00')).toBe(
      'Contrebandes with A, B and C, damaged, saved 1 Jan 2025, 10:00',
    );
  });
  it('lists the players the way the language does', async () => {
    expect(saveName(await wordsIn('fr', 'shell'), save('m', 'x'), 'Contrebandes', '1 janv. 2025')).toBe(
      'Contrebandes avec A, B et C, 3 coups, sauvegardée le 1 janv. 2025',
    );
    expect(saveName(await wordsIn('de', 'shell'), save('m', 'x', { moves: 1 }), 'Contrebandes', '01.01.2025')).toBe(
      'Contrebandes mit A, B und C, 1 Zug, gespeichert am 01.01.2025',
    );
  });
  it('says an unreadable date the language’s way', async () => {
    expect(saveName(await wordsIn('de', 'shell'), save('m', 'x', { players: [] }), 'Contrebandes', null)).toBe(
      'Contrebandes mit unbekannten Mitspielern, 3 Züge, Speicherdatum unbekannt',
    );
    expect(saveName(await wordsIn('fr', 'shell'), save('m', 'x', { problem: { key: 'shell:saveProblem.notJson' } }), 'Contrebandes', null)).toBe(
      'Contrebandes avec A, B et C, endommagée, date de sauvegarde inconnue',
    );
  });
});

describe('savedAtOf', () => {
  it('formats a readable date and gives null for an unreadable one', () => {
    expect(savedAtOf(save('m', '2025-01-01T10:00:00Z'), (time) => String(time))).toBe(String(Date.parse('2025-01-01T10:00:00Z')));
    expect(savedAtOf(save('m', 'garbage'), String)).toBeNull();
  });
});

/** The buttons of a saved game's row say which save they act on, for a screen reader (not only "Load"). */
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { SaveSummary } from '../../../shared/protocol/messages';
import { i18n } from '../i18n/i18n';
import { SaveRow } from './LoadScreen';

const save: SaveSummary = {
  matchId: 'contrebandes-20250101-100000-aaaaaa',
  game: 'contrebandes',
  players: ['Ann', 'Ben', 'Cat'],
  moves: 12,
  finished: false,
  updatedAt: '2025-01-01T10:00:00Z',
  problem: null,
};

const noop = () => {};

function labels(summary: SaveSummary): string[] {
  const html = renderToString(<SaveRow save={summary} busy={false} onLoad={noop} onReplay={noop} onExport={noop} onDelete={noop} />);
  return [...html.matchAll(/<button[^>]*aria-label="([^"]*)"/g)].map((match) => (match[1] ?? '').replace(/&amp;/g, '&'));
}

describe('a saved game’s row', () => {
  it('names the save on its Load, Replay, Export and Delete buttons', () => {
    const [load, replay, exported, remove, ...rest] = labels(save);
    expect(rest).toEqual([]);
    expect(load).toMatch(/^Load Contrebandes with Ann, Ben and Cat, 12 moves, saved .+$/);
    expect(replay).toBe(load?.replace(/^Load/, 'Replay'));
    expect(exported).toBe(load?.replace(/^Load/, 'Export'));
    expect(remove).toBe(load?.replace(/^Load/, 'Delete'));
  });

  it('tells two saves of the same game apart by their players', () => {
    const [first] = labels(save);
    const [second] = labels({ ...save, matchId: 'contrebandes-20250101-100000-bbbbbb', players: ['Dan', 'Eve', 'Fay'] });
    expect(first).not.toBe(second);
    expect(labels({ ...save, game: 'smugglers-2016' })[0]).toMatch(/^Load Smugglers \(2016\) with Ann, Ben and Cat,/);
  });

  it('speaks the player’s language, dates included', async () => {
    try {
      await i18n.changeLanguage('de');
      const [load, replay, , remove] = labels(save);
      expect(replay).toBe(load?.replace(/^Laden:/, 'Wiederholung:'));
      expect(load).toMatch(/^Laden: Contrebandes mit Ann, Ben und Cat, 12 Züge, gespeichert am 01\.01\.2025, \d\d:\d\d$/);
      expect(remove).toBe(load?.replace(/^Laden/, 'Löschen'));
      await i18n.changeLanguage('fr');
      expect(labels({ ...save, updatedAt: 'garbage', moves: 1 })[0]).toBe('Charger Contrebandes avec Ann, Ben et Cat, 1 coup, date de sauvegarde inconnue');
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('tells why a damaged save cannot be loaded in the player’s language, the refusal it quotes included', async () => {
    const damaged: SaveSummary = {
      ...save,
      // Words only: each window says them in its player's language.
      problem: { key: 'shell:saveProblem.moveRefused', params: { move: 4, refusal: { key: 'contrebandes:refusal.muleTooSmall', params: { count: 2 } } } },
    };
    const problem = (summary: SaveSummary) =>
      /data-testid="save-problem"[^>]*>([^<]*)</.exec(renderToString(<SaveRow save={summary} busy={false} onLoad={noop} onReplay={noop} onExport={noop} onDelete={noop} />))?.[1];
    try {
      expect(problem(damaged)).toBe('Move 4 of the log cannot be replayed: A mule carries at least 2 cards.');
      await i18n.changeLanguage('de');
      expect(problem(damaged)).toBe('Zug 4 im Spielverlauf lässt sich nicht nachspielen: Ein Maultier trägt mindestens 2 Karten.');
      await i18n.changeLanguage('fr');
      expect(problem(damaged)).toBe('Le coup 4 du journal ne peut pas être rejoué\u00a0: Une mule porte au moins 2 cartes.');
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});

/** The buttons of a saved game's row say which save they act on, for a screen reader (not only "Load"). */
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { SaveSummary } from '../../../shared/protocol/messages';
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
  const html = renderToString(<SaveRow save={summary} busy={false} onLoad={noop} onExport={noop} onDelete={noop} />);
  return [...html.matchAll(/<button[^>]*aria-label="([^"]*)"/g)].map((match) => (match[1] ?? '').replace(/&amp;/g, '&'));
}

describe('a saved game’s row', () => {
  it('names the save on its Load, Export and Delete buttons', () => {
    const [load, exported, remove, ...rest] = labels(save);
    expect(rest).toEqual([]);
    expect(load).toMatch(/^Load Contrebandes with Ann, Ben and Cat, 12 moves, saved .+$/);
    expect(exported).toBe(load?.replace(/^Load/, 'Export'));
    expect(remove).toBe(load?.replace(/^Load/, 'Delete'));
  });

  it('tells two saves of the same game apart by their players', () => {
    const [first] = labels(save);
    const [second] = labels({ ...save, matchId: 'contrebandes-20250101-100000-bbbbbb', players: ['Dan', 'Eve', 'Fay'] });
    expect(first).not.toBe(second);
    expect(labels({ ...save, game: 'smugglers-2016' })[0]).toMatch(/^Load Smugglers \(2016\) with Ann, Ben and Cat,/);
  });
});

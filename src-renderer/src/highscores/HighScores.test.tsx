/** The high-score panel as the menu and the end of a solo game show it (rendered on the server, as a string). */
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { HighScoreTable } from '../../../shared/protocol/high-scores';
import { i18n } from '../i18n/i18n';
import { wordsIn } from '../i18n/testing';
import { HighScoresPanel, MatchHighScores } from './HighScores';
import { compareModes, hasHighScores, modeLabel } from './modes';

const id = (n: number) => `smugglers-2025-20270301-120000-00000${n}`;

const standard: HighScoreTable = {
  game: 'smugglers-2025',
  mode: 'standard-robots-2',
  modeOptions: { longGame: false, coins: false, robots: 2 },
  entries: [
    { name: 'Ann', score: 1234, date: '2027-03-01T12:00:00.000Z', matchId: id(1) },
    { name: 'Ben', score: 87, date: '2027-03-02T12:00:00.000Z', matchId: id(2) },
    { name: 'Ann', score: 61, date: '2027-03-03T12:00:00.000Z', matchId: id(3) },
  ],
};
const longCoins: HighScoreTable = {
  game: 'smugglers-2025',
  mode: 'long-coins-robots-3',
  modeOptions: { longGame: true, coins: true, robots: 3 },
  entries: [{ name: 'Cat', score: 140, date: '2027-03-04T12:00:00.000Z', matchId: id(4) }],
};

/** Each table's caption and its rows: [rank, name, score, new?]. */
function read(html: string): { caption: string; rows: [string, string, string, string][] }[] {
  return [...html.matchAll(/<table[^>]*>(.*?)<\/table>/g)].map(([, table = '']) => ({
    caption: /<caption>(.*?)<\/caption>/.exec(table)?.[1] ?? '',
    rows: [...table.matchAll(/<tr[^>]*data-new="(true|false)"[^>]*><td[^>]*>(.*?)<\/td><th[^>]*>(.*?)(?:<span[^>]*>.*?<\/span>)?<\/th><td[^>]*>(.*?)<\/td>/g)].map(
      ([, isNew = '', rank = '', name = '', score = '']) => [rank, name, score, isNew],
    ),
  }));
}

describe('the high-score panel', () => {
  it('lists each mode’s table, the standard game first, the best score first', () => {
    const html = renderToString(<HighScoresPanel tables={[longCoins, standard]} />);
    expect(html).toContain('data-testid="high-scores"');
    expect(read(html)).toEqual([
      {
        caption: 'Best solo scores: Standard game · 2 robots',
        rows: [
          ['1', 'Ann', '1,234', 'false'],
          ['2', 'Ben', '87', 'false'],
          ['3', 'Ann', '61', 'false'],
        ],
      },
      { caption: 'Best solo scores: Long game · Coins variant · 3 robots', rows: [['1', 'Cat', '140', 'false']] },
    ]);
    expect(html).toContain('>1 Mar 2027<');
  });

  it('marks the new score of the game just ended, and only that row', () => {
    const html = renderToString(<HighScoresPanel tables={[standard]} newMatch={id(2)} />);
    expect(read(html)[0]?.rows.map((row) => row[3])).toEqual(['false', 'true', 'false']);
    expect(html.match(/data-new="true"/g)).toHaveLength(1);
    expect(html).toMatch(/Ben<span class="high-scores-badge">New<\/span>/);
  });

  it('says when there is no score yet, what did not make the table, and what the host set aside', () => {
    expect(renderToString(<HighScoresPanel tables={[]} />)).toContain('No solo game has been finished yet');
    const empty = renderToString(<HighScoresPanel tables={[{ ...standard, entries: [] }]} note="Your score of 12 did not make the best 10 of this mode." problem="The file was set aside." />);
    expect(empty).toContain('No score in this mode yet.');
    expect(empty).toContain('Your score of 12 did not make the best 10 of this mode.');
    expect(empty).toContain('role="status">The file was set aside.</p>');
  });

  it('speaks the player’s language, numbers and dates included', async () => {
    try {
      await i18n.changeLanguage('de');
      const german = read(renderToString(<HighScoresPanel tables={[standard, longCoins]} />));
      expect(german.map((table) => table.caption)).toEqual(['Beste Soloergebnisse: Normale Partie · 2 Roboter', 'Beste Soloergebnisse: Lange Partie · Münzvariante · 3 Roboter']);
      expect(german[0]?.rows[0]?.[2]).toBe('1.234');
      await i18n.changeLanguage('fr');
      const french = renderToString(<HighScoresPanel tables={[longCoins]} newMatch={id(4)} />);
      expect(read(french)[0]?.caption).toBe('Meilleurs scores en solo\u00a0: Partie longue · Variante des pièces · 3 robots');
      expect(french).toContain('>Nouveau</span>');
      expect(french).toContain('4 mars 2027');
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});

describe('the modes', () => {
  it('read as their options, in every language, and a mode of an unknown game as its key', async () => {
    const cases: [HighScoreTable['modeOptions'], string, string][] = [
      [{ longGame: false, coins: false, robots: 2 }, 'Standard game · 2 robots', 'Partie standard · 2 robots'],
      [{ longGame: false, coins: true, robots: 4 }, 'Standard game · Coins variant · 4 robots', 'Partie standard · Variante des pièces · 4 robots'],
      [{ longGame: true, coins: false, robots: 1 }, 'Long game · 1 robot', 'Partie longue · 1 robot'],
    ];
    const english = await wordsIn('en', 'shell');
    const french = await wordsIn('fr', 'shell');
    for (const [modeOptions, inEnglish, inFrench] of cases) {
      const mode = { game: 'smugglers-2025', mode: 'any', modeOptions };
      expect(modeLabel(english, mode)).toBe(inEnglish);
      expect(modeLabel(french, mode)).toBe(inFrench);
    }
    expect(modeLabel(english, { game: 'another', mode: 'hard-mode', modeOptions: { robots: 2 } })).toBe('hard-mode');
    expect(modeLabel(english, { game: 'smugglers-2025', mode: 'odd', modeOptions: { robots: 2 } })).toBe('odd');
  });

  it('come standard before long, without coins before with, fewer robots first', () => {
    const modes = [
      [true, false, 2],
      [false, true, 2],
      [false, false, 4],
      [true, true, 3],
      [false, false, 2],
    ].map(([longGame, coins, robots]) => ({ game: 'smugglers-2025', mode: `${String(longGame)}-${String(coins)}-${String(robots)}`, modeOptions: { longGame: Boolean(longGame), coins: Boolean(coins), robots: Number(robots) } }));
    expect(modes.sort(compareModes).map((mode) => mode.mode)).toEqual(['false-false-2', 'false-false-4', 'false-true-2', 'true-false-2', 'true-true-3']);
  });

  it('are kept for Smugglers (2025) only, and the end of any other game shows none', () => {
    expect(['smugglers-2025', 'contrebandes', 'smugglers-2016'].map(hasHighScores)).toEqual([true, false, false]);
    expect(renderToString(<MatchHighScores matchId="contrebandes-20270301-120000-aaaaaa" game="contrebandes" score={12} />)).toBe('');
  });
});

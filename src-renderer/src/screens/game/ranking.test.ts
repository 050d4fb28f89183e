import { describe, expect, it } from 'vitest';
import { setUp } from '../../../../shared/engine/set-up';
import { HOST } from '../../../../shared/engine/contract';
import { Rng } from '../../../../shared/engine/rng';
import { smugglers2016 } from '../../../../shared/games/smugglers-2016/index';
import type { SmugglersMove, SmugglersState } from '../../../../shared/games/smugglers-2016/types';
import { loadGameUi } from '../../games/loadGameUi';
import { wordsIn } from '../../i18n/testing';
import { isSolo, rankRows, resultHeadline, scoreCells } from './ranking';

const names = ['Zoé', 'Ada', 'Bruno', 'Clara'];
const t = await wordsIn('en', 'match');

describe('rankRows', () => {
  it('orders by rank then seat and marks the winners', () => {
    const rows = rankRows(t, { scores: [10, 25, 25, 3], winners: [1, 2], ranks: [3, 1, 1, 4] }, names);
    expect(rows.map((row) => [row.rank, row.name, row.score, row.winner])).toEqual([
      [1, 'Ada', 25, true],
      [1, 'Bruno', 25, true],
      [3, 'Zoé', 10, false],
      [4, 'Clara', 3, false],
    ]);
  });

  it('names a seat nobody named by its number', () => {
    const rows = rankRows(t, { scores: [1, 2, 3], winners: [2], ranks: [3, 2, 1] }, ['Ada']);
    expect(rows.map((row) => row.name)).toEqual(['Seat 3', 'Seat 2', 'Ada']);
  });
});

describe('resultHeadline', () => {
  it('names one winner, or a shared win', () => {
    expect(resultHeadline(t, { scores: [1, 2], winners: [1], ranks: [2, 1] }, names)).toBe('Ada wins!');
    expect(resultHeadline(t, { scores: [2, 2], winners: [0, 1], ranks: [1, 1] }, names)).toBe('Shared win: Zoé and Ada');
    expect(resultHeadline(t, { scores: [2, 2, 2], winners: [2, 0, 1], ranks: [1, 1, 1] }, names)).toBe(
      'Shared win: Zoé, Ada and Bruno',
    );
    expect(resultHeadline(t, { scores: [], winners: [], ranks: [] }, names)).toBe('Nobody wins');
  });

  it('gives a solo game its score, not a win over nobody', async () => {
    const solo = { scores: [57], winners: [0], ranks: [1] };
    expect(isSolo(solo)).toBe(true);
    expect(isSolo({ scores: [1, 2], winners: [1], ranks: [2, 1] })).toBe(false);
    expect(resultHeadline(t, solo, names)).toBe('Zoé: 57 points');
    expect(resultHeadline(await wordsIn('de', 'match'), solo, names)).toBe('Zoé: 57 Punkte');
    expect(resultHeadline(await wordsIn('fr', 'match'), solo, names)).toBe('Zoé\u00a0: 57 points');
    expect(resultHeadline(t, { scores: [1], winners: [0], ranks: [1] }, names)).toBe('Zoé: 1 point');
  });

  it('speaks German and French', async () => {
    const de = await wordsIn('de', 'match');
    const fr = await wordsIn('fr', 'match');
    const one = { scores: [1, 2], winners: [1], ranks: [2, 1] };
    const shared = { scores: [2, 2, 2], winners: [2, 0, 1], ranks: [1, 1, 1] };
    const none = { scores: [], winners: [], ranks: [] };
    expect(resultHeadline(de, one, names)).toBe('Ada gewinnt!');
    expect(resultHeadline(de, shared, names)).toBe('Geteilter Sieg: Zoé, Ada und Bruno');
    expect(resultHeadline(de, none, names)).toBe('Niemand gewinnt');
    expect(resultHeadline(fr, one, names)).toBe('Ada gagne\u00a0!');
    expect(resultHeadline(fr, shared, names)).toBe('Victoire partagée\u00a0: Zoé, Ada et Bruno');
    expect(resultHeadline(fr, none, names)).toBe('Personne ne gagne');
    expect(resultHeadline(de, { scores: [1, 2], winners: [1], ranks: [2, 1] }, ['Ada'])).toBe('Platz 2 gewinnt!');
  });
});

describe('scoreCells', () => {
  const result = { scores: [9, 8], winners: [0], ranks: [1, 2] };

  it('shows the scores under "Score" for a game that does not word them', async () => {
    const cells = scoreCells(t, result, (await loadGameUi('contrebandes'))?.scoreColumn, {});
    expect(cells.label).toBe('Score');
    expect(rankRows(t, result, names, cells).map((row) => row.scoreText)).toEqual(['9', '8']);
  });

  it('heads the column in German and French', async () => {
    expect(scoreCells(await wordsIn('de', 'match'), result).label).toBe('Punkte');
    expect(scoreCells(await wordsIn('fr', 'match'), result).label).toBe('Points');
  });

  it('falls back to the score when the game’s words fail', () => {
    const column = { label: () => 'Tokens', describe: (seat: number) => (seat === 0 ? 'all of them' : (null as unknown as { x: string }).x) };
    const cells = scoreCells(t, result, column, {});
    expect(cells.label).toBe('Tokens');
    expect([cells.text(0), cells.text(1)]).toEqual(['all of them', '8']);
  });

  it('shows a finished Smugglers (2016) game’s tokens and the set that won, not a token total', async () => {
    const rng = Rng.fromSeed(11);
    let state: SmugglersState = setUp(smugglers2016, 11, 2, { hourglassSeconds: 60, shortGame: true, firstPlayer: 0 });
    for (let step = 0; step < 5000 && smugglers2016.result(state) === null; step++) {
      const seat = smugglers2016.activeSeats(state)[0];
      const move: SmugglersMove =
        seat === undefined ? { type: 'roll-outcome', outcome: 'passed' } : (smugglers2016.randomMove(state, seat, rng) as SmugglersMove);
      const applied = smugglers2016.applyMove(state, seat ?? HOST, move);
      if (!applied.ok) throw new Error(JSON.stringify(applied.rejection));
      state = applied.state;
    }
    const final = smugglers2016.result(state);
    if (final === null) throw new Error('the game did not end');
    const cells = scoreCells(t, final, (await loadGameUi('smugglers-2016'))?.scoreColumn, smugglers2016.viewFor(state, 'spectator'));
    expect(cells.label).toBe('Tokens');
    const rows = rankRows(t, final, ['Ann', 'Bob'], cells);
    expect(rows[0]?.winner).toBe(true);
    expect(rows[0]?.scoreText).toMatch(/^\d+ sweet, \d+ sour · won with (5 sweet|5 sour|at least 4 of each)$/);
    expect(rows[1]?.scoreText).toMatch(/^\d+ sweet, \d+ sour$/);
  });
});

import { describe, expect, it } from 'vitest';
import { HOST } from '../../../../shared/engine/contract';
import { Rng } from '../../../../shared/engine/rng';
import { smugglers2016 } from '../../../../shared/games/smugglers-2016/index';
import type { SmugglersMove, SmugglersState } from '../../../../shared/games/smugglers-2016/types';
import { loadGameUi } from '../../games/loadGameUi';
import { rankRows, resultHeadline, scoreCells } from './ranking';

const names = ['Zoé', 'Ada', 'Bruno', 'Clara'];

describe('rankRows', () => {
  it('orders by rank then seat and marks the winners', () => {
    const rows = rankRows({ scores: [10, 25, 25, 3], winners: [1, 2], ranks: [3, 1, 1, 4] }, names);
    expect(rows.map((row) => [row.rank, row.name, row.score, row.winner])).toEqual([
      [1, 'Ada', 25, true],
      [1, 'Bruno', 25, true],
      [3, 'Zoé', 10, false],
      [4, 'Clara', 3, false],
    ]);
  });
});

describe('resultHeadline', () => {
  it('names one winner, or a shared win', () => {
    expect(resultHeadline({ scores: [1, 2], winners: [1], ranks: [2, 1] }, names)).toBe('Ada wins!');
    expect(resultHeadline({ scores: [2, 2, 2], winners: [2, 0, 1], ranks: [1, 1, 1] }, names)).toBe(
      'Shared win: Zoé, Ada and Bruno',
    );
    expect(resultHeadline({ scores: [], winners: [], ranks: [] }, names)).toBe('Nobody wins');
  });
});

describe('scoreCells', () => {
  const result = { scores: [9, 8], winners: [0], ranks: [1, 2] };

  it('shows the scores under "Score" for a game that does not word them', async () => {
    const cells = scoreCells(result, (await loadGameUi('contrebandes'))?.scoreColumn, {});
    expect(cells.label).toBe('Score');
    expect(rankRows(result, names, cells).map((row) => row.scoreText)).toEqual(['9', '8']);
  });

  it('falls back to the score when the game’s words fail', () => {
    const column = { label: () => 'Tokens', describe: (seat: number) => (seat === 0 ? 'all of them' : (null as unknown as { x: string }).x) };
    const cells = scoreCells(result, column, {});
    expect(cells.label).toBe('Tokens');
    expect([cells.text(0), cells.text(1)]).toEqual(['all of them', '8']);
  });

  it('shows a finished Smugglers (2016) game’s tokens and the set that won, not a token total', async () => {
    const rng = Rng.fromSeed(11);
    let state: SmugglersState = smugglers2016.setup(11, 2, { hourglassSeconds: 60, shortGame: true, firstPlayer: 0 });
    for (let step = 0; step < 5000 && smugglers2016.result(state) === null; step++) {
      const seat = smugglers2016.activeSeats(state)[0];
      const move: SmugglersMove =
        seat === undefined ? { type: 'roll-outcome', outcome: 'passed' } : (smugglers2016.randomMove(state, seat, rng) as SmugglersMove);
      const applied = smugglers2016.applyMove(state, seat ?? HOST, move);
      if (!applied.ok) throw new Error(applied.rejection.reason);
      state = applied.state;
    }
    const final = smugglers2016.result(state);
    if (final === null) throw new Error('the game did not end');
    const cells = scoreCells(final, (await loadGameUi('smugglers-2016'))?.scoreColumn, smugglers2016.viewFor(state, 'spectator'));
    expect(cells.label).toBe('Tokens');
    const rows = rankRows(final, ['Ann', 'Bob'], cells);
    expect(rows[0]?.winner).toBe(true);
    expect(rows[0]?.scoreText).toMatch(/^\d+ sweet, \d+ sour · won with (5 sweet|5 sour|at least 4 of each)$/);
    expect(rows[1]?.scoreText).toMatch(/^\d+ sweet, \d+ sour$/);
  });
});

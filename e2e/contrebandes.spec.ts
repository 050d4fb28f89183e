/**
 * Contrebandes end to end: the built renderer against the headless host, in Chromium.
 */
import fs from 'node:fs';
import path from 'node:path';
import { contrebandes } from '../shared/games/contrebandes/index';
import { cardOwner } from '../shared/games/contrebandes/cards';
import type { ContrebandesState } from '../shared/games/contrebandes/types';
import { actOnce, handCards, onlySave, playUntil, saveIfAny, startGame } from './contrebandes';
import { expect, test } from './fixtures';

test.describe('Contrebandes', () => {
  test.use({ hostSettings: { botDelayMs: 20, playerName: 'Rosa' } });

  test('a new player plays a whole 4-player game against bots; the ranking shown is the engine’s', async ({ page, host }) => {
    await startGame(page, host.url, [
      { name: 'Rosa', human: true },
      { name: 'Ada', human: false, level: 'easy' },
      { name: 'Bruno', human: false, level: 'normal' },
      { name: 'Chloé', human: false, level: 'normal' },
    ]);
    await expect(page.getByTestId('contrebandes-table')).toBeVisible();
    await expect(page.getByTestId('turn-banner')).toBeVisible();
    const ranking = page.getByTestId('final-ranking');
    await playUntil(page, () => ranking.isVisible());
    await page.screenshot({ path: test.info().outputPath('final-ranking.png') });

    const save = onlySave(host.dataDir);
    expect(save.finished).toBe(true);
    const result = contrebandes.result(save.snapshot as ContrebandesState);
    expect(result).not.toBeNull();
    const rows = ranking.getByTestId('final-rank-row');
    await expect(rows).toHaveCount(4);
    for (const [seat, config] of save.seats.entries()) {
      const row = rows.filter({ hasText: config.name });
      await expect(row).toHaveCount(1);
      await expect(row).toContainText(String(result?.scores[seat]));
      await expect(row).toHaveAttribute('data-winner', result?.winners.includes(seat) ? 'true' : 'false');
    }
  });

  test('hot-seat: a curtain comes between players and no one sees another player’s hand', async ({ page, host }) => {
    const names = ['Ann', 'Ben', 'Cat'];
    await startGame(page, host.url, names.map((name) => ({ name, human: true })));
    let curtains = 0;
    let shownSeat = -1;
    await playUntil(
      page,
      async () => (await page.getByTestId('night-scoring').count()) > 0,
      {
        async onCurtain(title) {
          curtains++;
          // Behind the curtain nothing of any seat's table is on the page.
          await expect(page.getByTestId('hand-card')).toHaveCount(0);
          await expect(page.getByTestId('contrebandes-table')).toHaveCount(0);
          shownSeat = names.findIndex((name) => title.includes(name));
          expect(shownSeat).toBeGreaterThanOrEqual(0);
        },
        async onHandShown() {
          await expect(page.getByTestId('contrebandes-table')).toBeVisible();
          const cards = await handCards(page);
          for (const card of cards) expect(cardOwner(card)).toBe(shownSeat);
        },
      },
    );
    // A night of 3 players: every quarter passes the screen at least to each loader.
    expect(curtains).toBeGreaterThanOrEqual(12);
  });

  test('quitting mid-night and restarting the host, Continue resumes exactly where the game was', async ({ page, host }) => {
    await startGame(page, host.url, [
      { name: 'Rosa', human: true },
      { name: 'Ada', human: false, level: 'normal' },
      { name: 'Bruno', human: false, level: 'normal' },
      { name: 'Chloé', human: false, level: 'normal' },
    ]);
    // Play into the second quarter of the first night, to a moment where it is Rosa's turn to load. The
    // autosave runs in the background and a click may still be on its way: the moment counts only once
    // the save has stopped changing and still shows Rosa (seat 0) with her mule to load.
    const rosaToLoad = (state: ContrebandesState | undefined): boolean =>
      state !== undefined && state.quarter >= 1 && state.phase === 'loading' && state.loaded[0] === false;
    await playUntil(page, async () => {
      const first = saveIfAny(host.dataDir);
      if (!rosaToLoad(first?.snapshot as ContrebandesState | undefined)) return false;
      if ((await page.getByRole('button', { name: 'Load mule' }).count()) === 0) return false;
      await page.waitForTimeout(700);
      const settled = saveIfAny(host.dataDir);
      return settled !== null && settled.log.length === first?.log.length && rosaToLoad(settled.snapshot as ContrebandesState);
    });
    const before = onlySave(host.dataDir);
    const hand = await handCards(page);
    expect(hand.length).toBeGreaterThan(0);

    await page.close();
    await host.restart();
    const again = await page.context().newPage();
    await again.goto(host.url);
    await again.getByRole('button', { name: 'Continue' }).click();
    await expect(again.getByTestId('contrebandes-table')).toBeVisible();
    await expect(again.getByRole('button', { name: 'Load mule' })).toBeVisible();
    expect(await handCards(again)).toEqual(hand);
    const after = onlySave(host.dataDir);
    expect(after.log).toEqual(before.log);
    expect(after.snapshot).toEqual(before.snapshot);
    // And the game goes on from there.
    expect(await actOnce(again)).toBe(true);
    await expect.poll(() => onlySave(host.dataDir).log.length).toBeGreaterThan(before.log.length);
  });

  test('a damaged save is listed in Load with its reason and does not stop the app', async ({ page, host }) => {
    const saves = path.join(host.dataDir, 'saves');
    fs.mkdirSync(saves, { recursive: true });
    fs.writeFileSync(path.join(saves, 'contrebandes-20261129-120000-abcdef.json'), '{"format":"smugglers-table-save","formatVersion":1,"log":[');
    await page.goto(host.url);
    await page.getByRole('button', { name: 'Load', exact: true }).click();
    const row = page.getByTestId('save-row');
    await expect(row).toHaveCount(1);
    await expect(row.getByTestId('save-problem')).toContainText('not valid JSON');
    await expect(row.getByRole('button', { name: 'Load' })).toBeDisabled();

    // The app goes on: a new game starts, and the damaged file is left as it was.
    await page.getByRole('button', { name: 'Back' }).click();
    await startGame(page, host.url, [
      { name: 'Rosa', human: true },
      { name: 'Ada', human: false, level: 'easy' },
      { name: 'Bruno', human: false, level: 'easy' },
    ]);
    await expect(page.getByTestId('contrebandes-table')).toBeVisible();
    expect(fs.readFileSync(path.join(saves, 'contrebandes-20261129-120000-abcdef.json'), 'utf8')).toContain('"log":[');
  });
});

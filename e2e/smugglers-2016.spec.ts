/**
 * Smugglers (2016) end to end: a 2-player short game against a bot, played
 * through the UI the way a player would, now with the mouse (a quick pull off
 * the lump, circles on the ball, the ball dragged back and let go), now with
 * the station's buttons and the push pad's keys, and the inspection and steal
 * buttons, until the final ranking, which must be the engine's.
 */
import { smugglers2016 } from '../shared/games/smugglers-2016/index';
import type { SmugglersState } from '../shared/games/smugglers-2016/types';
import { onlySave } from './contrebandes';
import { expect, test } from './fixtures';
import { askHint } from './hint';
import { checkFit } from './fit';
import { actOnce, phaseText, playStep, ready, startGame } from './smugglers-2016';

test.describe('Smugglers (2016)', () => {
  test.use({ hostSettings: { botDelayMs: 20, playerName: 'Rosa' } });

  test('a player plays a whole short 2-player game against a bot; the ranking shown is the engine’s', async ({ page, host }) => {
    test.setTimeout(420_000);
    // Which scene comes first at the start: the order the page adds the two canvases and the station draws.
    await page.addInitScript(() => {
      const order: string[] = [];
      (window as unknown as { sceneOrder: string[] }).sceneOrder = order;
      const seen = new WeakSet<HTMLCanvasElement>();
      const observer = new MutationObserver(() => {
        for (const canvas of document.querySelectorAll<HTMLCanvasElement>('[data-testid="smugglers-table"] canvas')) {
          const station = canvas.closest('[data-testid="sm-sculpt"]') !== null;
          if (!seen.has(canvas)) {
            seen.add(canvas);
            order.push(station ? 'station canvas' : 'table canvas');
          }
          if (station && canvas.dataset.frames !== undefined && !order.includes('station drawn')) order.push('station drawn');
        }
        // Both scenes are up: the rest of the game is not watched.
        if (order.includes('table canvas') && order.includes('station drawn')) observer.disconnect();
      });
      observer.observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-frames'] });
    });
    await startGame(page, host.url, [
      { name: 'Rosa', human: true },
      { name: 'Boris', human: false },
    ]);

    await expect(page.getByTestId('smugglers-table')).toBeVisible();
    // The 3D table loads (its own chunk, then the physics) and draws a canvas.
    await expect(page.getByRole('img', { name: 'The smuggling table in 3D' }).locator('canvas')).toBeVisible({ timeout: 60_000 });
    await expect(page.getByRole('status').filter({ hasText: /Loading the (3D table|physics)/ })).toHaveCount(0, { timeout: 60_000 });
    await page.screenshot({ path: test.info().outputPath('first-round.png') });
    // The table's scene lies under the station: it sets up its picture only once the station has drawn, never
    // both at once (on a throttled phone that held the station off the screen for seconds: issue #29).
    expect(await page.evaluate(() => (window as unknown as { sceneOrder: string[] }).sceneOrder)).toEqual(['station canvas', 'station drawn', 'table canvas']);
    // At the sculpting station the player asks for a hint (said in words: how much putty, which treat).
    await askHint(page, 'Smugglers (2016)');

    const ranking = page.getByTestId('final-ranking');
    let turns = 0;
    while (!(await ranking.isVisible())) {
      let acted = false;
      try {
        // Pointer and keyboard take turns: both must work all through the game.
        acted = await actOnce(page, { hands: turns % 2 === 0 ? 'pointer' : 'buttons' });
        if (acted) turns++;
      } catch (error) {
        // A control that vanished as the bot played on is not a failure: look again.
        if ((error as Error).name !== 'TimeoutError') throw error;
      }
      if (!acted) await page.waitForTimeout(150);
    }
    await page.screenshot({ path: test.info().outputPath('final-ranking.png') });
    await checkFit(page, 'Smugglers (2016): final ranking');

    const save = onlySave(host.dataDir);
    expect(save.finished).toBe(true);
    const result = smugglers2016.result(save.snapshot as SmugglersState);
    expect(result).not.toBeNull();
    const rows = ranking.getByTestId('final-rank-row');
    await expect(rows).toHaveCount(2);
    for (const [seat, config] of save.seats.entries()) {
      const row = rows.filter({ hasText: config.name });
      await expect(row).toHaveCount(1);
      await expect(row).toHaveAttribute('data-winner', result?.winners.includes(seat) ? 'true' : 'false');
    }
  });

  test('hot-seat: a curtain comes between the players, and nobody sees the other’s hidden treat', async ({ page, host }) => {
    test.setTimeout(300_000);
    await startGame(page, host.url, [
      { name: 'Ann', human: true },
      { name: 'Ben', human: true },
    ]);
    let curtains = 0;
    // Play until both have sculpted and tested once: the second round's banner.
    while (!(await phaseText(page)).startsWith('Round 2')) {
      const curtain = page.getByTestId('curtain-confirm');
      if (await ready(curtain)) {
        curtains++;
        // Behind the curtain nothing of either seat's table is on the page.
        await expect(page.getByTestId('smugglers-table')).toHaveCount(0);
        await curtain.click({ timeout: 2000 });
        continue;
      }
      // Before any ball is opened, the seat on screen sees its own treat only, never the other's.
      const phase = await phaseText(page);
      if (/sculpting|pushes/.test(phase) && (await page.locator('.sm-seat.is-own').count()) === 1) {
        expect(await page.locator('.sm-seat:not(.is-own) .sm-seat-secret').count()).toBe(0);
      }
      await playStep(page);
    }
    expect(curtains).toBeGreaterThanOrEqual(2);
  });
});

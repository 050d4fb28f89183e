/**
 * Smugglers (2016) end to end: a 2-player short game against a bot, played
 * through the UI the way a player would (the sculpting station's buttons, the
 * push pad's keyboard, the inspection and steal buttons), until the final
 * ranking, which must be the engine's.
 */
import type { Page } from '@playwright/test';
import { smugglers2016 } from '../shared/games/smugglers-2016/index';
import type { SmugglersState } from '../shared/games/smugglers-2016/types';
import { onlySave } from './contrebandes';
import { expect, test } from './fixtures';

/** Whether a control is there to be used now (the table changes under us as the bot plays). */
async function ready(locator: ReturnType<Page['locator']>): Promise<boolean> {
  try {
    return (await locator.count()) > 0 && (await locator.first().isVisible()) && (await locator.first().isEnabled({ timeout: 300 }));
  } catch {
    return false;
  }
}

/** Does one thing the human seat can do now; false when there is nothing to do. */
async function actOnce(page: Page): Promise<boolean> {
  const click = { timeout: 2000 };
  const curtain = page.getByTestId('curtain-confirm');
  if (await ready(curtain)) {
    await curtain.click(click);
    return true;
  }
  const start = page.getByRole('button', { name: 'Start sculpting' });
  if (await ready(start)) {
    await start.click(click);
    return true;
  }
  const station = page.getByTestId('sm-sculpt');
  const pinch = station.getByRole('button', { name: 'Add a pinch' });
  if (await ready(pinch)) {
    // A small ball (4 pinches, a tenth of the bag) fits every hole once it is round.
    for (let i = 0; i < 4; i++) await pinch.click(click);
    for (let i = 0; i < 8; i++) await station.getByRole('button', { name: 'Roll a stroke' }).click(click);
    await station.getByRole('button', { name: 'Done', exact: true }).click(click);
    await expect(station).toHaveCount(0, { timeout: 10_000 });
    return true;
  }
  const pad = page.getByTestId('push-pad');
  if (await ready(pad)) {
    await pad.focus();
    await page.keyboard.press('Home');
    for (let i = 0; i < 14; i++) await page.keyboard.press('ArrowUp');
    // The pad may have gone (a replay began) while we set it: look again.
    if ((await pad.count()) === 0 || (await pad.getAttribute('aria-valuenow')) !== '70') return true;
    await page.keyboard.press('Space');
    return true;
  }
  const guess = page.getByRole('button', { name: /^Guess a / });
  if (await ready(guess)) {
    await guess.first().click(click);
    return true;
  }
  const steal = page.getByRole('button', { name: /^A (sweet|sour) token from / });
  if (await ready(steal)) {
    await steal.first().click(click);
    return true;
  }
  return false;
}

/** The phase line of the table on screen now, or '' when none is (behind a curtain): never waits. */
async function phaseText(page: Page): Promise<string> {
  const line = page.getByTestId('sm-phase');
  if ((await line.count()) === 0) return '';
  return (await line.textContent({ timeout: 500 }).catch(() => '')) ?? '';
}

/** Opens a new Smugglers game from the main menu: short game, the given seats. */
async function startGame(page: Page, url: string, seats: { name: string; human: boolean }[]): Promise<void> {
  await page.goto(url);
  await page.getByRole('button', { name: 'New game: Smugglers', exact: true }).click();
  await page.getByRole('radio', { name: `${seats.length} players` }).check();
  for (const [index, seat] of seats.entries()) {
    await page.getByLabel(`Seat ${index + 1} player`).selectOption(seat.human ? 'human' : 'bot');
    await page.getByLabel(`Seat ${index + 1} name`).fill(seat.name);
    if (!seat.human) await page.getByLabel(`Seat ${index + 1} difficulty`).selectOption('normal');
  }
  await page.getByLabel('Short game').check();
  await page.getByLabel('Seed').fill('4242');
  await page.getByRole('button', { name: 'Start' }).click();
}

test.describe('Smugglers (2016)', () => {
  test.use({ hostSettings: { botDelayMs: 20, playerName: 'Rosa' } });

  test('a player plays a whole short 2-player game against a bot; the ranking shown is the engine’s', async ({ page, host }) => {
    test.setTimeout(420_000);
    await startGame(page, host.url, [
      { name: 'Rosa', human: true },
      { name: 'Boris', human: false },
    ]);

    await expect(page.getByTestId('smugglers-table')).toBeVisible();
    // The 3D table loads (its own chunk, then the physics) and draws a canvas.
    await expect(page.getByRole('img', { name: 'The smuggling table in 3D' }).locator('canvas')).toBeVisible({ timeout: 60_000 });
    await expect(page.getByRole('status').filter({ hasText: /Loading the (3D table|physics)/ })).toHaveCount(0, { timeout: 60_000 });
    await page.screenshot({ path: test.info().outputPath('first-round.png') });

    const ranking = page.getByTestId('final-ranking');
    const start = Date.now();
    while (!(await ranking.isVisible())) {
      expect(Date.now() - start, 'the game should end in time').toBeLessThan(380_000);
      let acted = false;
      try {
        acted = await actOnce(page);
      } catch (error) {
        // A control that vanished as the bot played on is not a failure: look again.
        if ((error as Error).name !== 'TimeoutError') throw error;
      }
      if (!acted) await page.waitForTimeout(150);
    }
    await page.screenshot({ path: test.info().outputPath('final-ranking.png') });

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
    const start = Date.now();
    // Play until both have sculpted and tested once: the second round's banner.
    while (!(await phaseText(page)).startsWith('Round 2')) {
      expect(Date.now() - start, 'the first round should end in time').toBeLessThan(240_000);
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
      let acted = false;
      try {
        acted = await actOnce(page);
      } catch (error) {
        if ((error as Error).name !== 'TimeoutError') throw error;
      }
      if (!acted) await page.waitForTimeout(150);
    }
    expect(curtains).toBeGreaterThanOrEqual(2);
  });
});

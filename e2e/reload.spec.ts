/**
 * A reload (F5) comes back to the screen it left: the same match of a game
 * against bots, the physics sandbox, the new-game screen of the same game. A
 * new window still starts at the menu, and a reload whose match is gone lands
 * on the menu with a line saying so.
 */
import { handCards, onlySave, startGame } from './contrebandes';
import { expect, test } from './fixtures';

const SEATS = [
  { name: 'Rosa', human: true },
  { name: 'Ada', human: false, level: 'easy' },
  { name: 'Bruno', human: false, level: 'easy' },
];

/** The match id the page keeps for its reload (sessionStorage), or null. */
async function rememberedMatch(page: import('@playwright/test').Page): Promise<string | null> {
  return page.evaluate(() => {
    const raw = sessionStorage.getItem('smugglers.screen');
    const screen = raw ? (JSON.parse(raw) as { name?: string; matchId?: string }) : null;
    return screen?.name === 'game' ? (screen.matchId ?? null) : null;
  });
}

test.describe('Reload', () => {
  test('a reload during a game against bots returns to the same match; a new window starts at the menu', async ({ page, host }) => {
    await startGame(page, host.url, SEATS);
    await expect(page.getByTestId('contrebandes-table')).toBeVisible();
    await expect(page.getByTestId('hand-card').first()).toBeVisible();
    const hand = await handCards(page);
    await expect.poll(() => rememberedMatch(page)).not.toBeNull();
    const matchId = await rememberedMatch(page);
    await expect.poll(() => onlySave(host.dataDir).matchId).toBe(matchId);

    await page.reload();
    await expect(page.getByTestId('contrebandes-table')).toBeVisible();
    await expect(page.getByTestId('hand-card').first()).toBeVisible();
    expect(await handCards(page)).toEqual(hand);
    expect(await rememberedMatch(page)).toBe(matchId);
    // The same match, opened again: no second one was set up.
    expect(onlySave(host.dataDir).matchId).toBe(matchId);
    await expect(page.getByRole('heading', { name: 'Smugglers’ Table' })).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath('game-after-reload.png') });

    // Another window (a new tab: its own session) starts at the menu.
    const other = await page.context().newPage();
    await other.goto(host.url);
    await expect(other.getByRole('heading', { name: 'Smugglers’ Table' })).toBeVisible();
    await other.close();
  });

  test('a reload whose match was deleted meanwhile shows the menu with a notice', async ({ page, host }) => {
    await startGame(page, host.url, SEATS);
    await expect(page.getByTestId('contrebandes-table')).toBeVisible();
    await expect.poll(() => rememberedMatch(page)).not.toBeNull();

    // Deleted from another window's Load screen.
    const other = await page.context().newPage();
    await other.goto(host.url);
    await other.getByRole('button', { name: 'Load', exact: true }).click();
    await other.getByRole('button', { name: /^Delete Contrebandes/ }).click();
    await other.getByRole('alertdialog').getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(other.getByTestId('save-row')).toHaveCount(0);
    await other.close();

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Smugglers’ Table' })).toBeVisible();
    await expect(page.getByTestId('menu-notice')).toHaveText(/^Could not reopen the game you were in: /);
    await page.screenshot({ path: test.info().outputPath('menu-notice.png') });
  });

  test('a reload returns to the physics sandbox, and to the new-game screen of the same game', async ({ page, host }) => {
    await page.goto(host.url);
    await page.getByRole('button', { name: 'Physics sandbox' }).click();
    await expect(page.getByRole('heading', { name: 'Physics sandbox' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Physics sandbox' })).toBeVisible();
    await expect(page.getByTestId('bench')).toBeVisible();

    await page.getByRole('button', { name: 'Back to the menu' }).click();
    await page.getByRole('button', { name: 'New game: Smugglers (2016)' }).click();
    await expect(page.getByRole('heading', { name: 'New game: Smugglers (2016)' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'New game: Smugglers (2016)' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Start', exact: true })).toBeEnabled();

    // Back at the menu, a reload stays there.
    await page.getByRole('button', { name: 'Back' }).click();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Smugglers’ Table' })).toBeVisible();
  });
});

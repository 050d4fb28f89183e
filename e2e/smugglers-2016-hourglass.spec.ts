/**
 * The sculpting hourglass is the host's: a reload of the page during the
 * sculpting finds the sand that is left, not a fresh hourglass. (Numbers shown
 * are compared with a margin; no wall-clock budget is asserted.)
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const HOURGLASS_S = 120;

/** A 2-player game against a bot, with the longest hourglass (as e2e/smugglers-2016.ts starts one, plus the slider). */
async function startGame(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.getByRole('button', { name: 'New game: Smugglers (2016)', exact: true }).click();
  await page.getByRole('radio', { name: '2 players' }).check();
  await page.getByLabel('Seat 1 player').selectOption('human');
  await page.getByLabel('Seat 1 name').fill('Rosa');
  await page.getByLabel('Seat 2 player').selectOption('bot');
  await page.getByLabel('Seat 2 name').fill('Boris');
  const slider = page.getByLabel(/^Hourglass: \d+ s$/);
  await slider.fill(String(HOURGLASS_S));
  await expect(page.getByText(`Hourglass: ${HOURGLASS_S} s`)).toBeVisible();
  await page.getByLabel('Seed').fill('4242');
  await page.getByRole('button', { name: 'Start' }).click();
}

/** The seconds of sand the station shows, or null while it shows none (turning the hourglass, not on screen). */
async function secondsShown(page: Page): Promise<number | null> {
  const sand = page.getByTestId('sc-sand-left');
  if ((await sand.count()) === 0) return null;
  const text = (await sand.textContent({ timeout: 1000 }).catch(() => '')) ?? '';
  if (text === 'The sand has run out') return 0;
  const found = /^(\d+) seconds of sand left$/.exec(text);
  return found ? Number(found[1]) : null;
}

test.describe('Smugglers (2016): the host’s hourglass', () => {
  test.use({ hostSettings: { botDelayMs: 20, playerName: 'Rosa' } });

  test('a reload during the sculpting keeps the sand that was left', async ({ page, host }) => {
    test.setTimeout(300_000);
    await startGame(page, host.url);
    // The station waits for the host's hourglass, then counts it down.
    await expect.poll(() => secondsShown(page), { timeout: 120_000 }).not.toBeNull();
    const first = (await secondsShown(page)) as number;
    expect(first).toBeLessThanOrEqual(HOURGLASS_S);
    // Some sand runs (shown, not timed): at least 5 seconds' worth.
    await expect.poll(async () => (await secondsShown(page)) ?? HOURGLASS_S, { timeout: 60_000, intervals: [500] }).toBeLessThanOrEqual(first - 5);
    const beforeReload = (await secondsShown(page)) as number;

    await page.reload();
    // Back at the table: the reload reopens it, or Continue does.
    const table = page.getByTestId('smugglers-table');
    const continueButton = page.getByRole('button', { name: /^Continue/ });
    await expect(table.or(continueButton).first()).toBeVisible({ timeout: 60_000 });
    if (!(await table.isVisible())) await continueButton.click();
    await expect.poll(() => secondsShown(page), { timeout: 120_000 }).not.toBeNull();
    const afterReload = (await secondsShown(page)) as number;
    // Not a fresh hourglass: at most what was left before (a second's margin for the rounding up of what is shown).
    expect(afterReload).toBeLessThanOrEqual(beforeReload + 1);
    expect(afterReload).toBeLessThan(HOURGLASS_S - 4);
  });
});

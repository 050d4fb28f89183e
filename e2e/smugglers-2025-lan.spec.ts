/**
 * Smugglers (2025) over the LAN: the host opens a 2-player table (with its
 * robot), a guest joins from a browser, both play the first two rounds from
 * their own pages; both tables agree on what lies in front of every seat, and
 * each page shows its own hand only.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { LAN_TABLE_USE, joinLanTable, openLanTable, takeSeat } from './lan';
import { actOnce, shown, table } from './smugglers-2025';
test.use(LAN_TABLE_USE);

test('a browser guest plays two rounds of Smugglers (2025) with the host; both tables agree on every seat’s goods', async ({ page, browser, host }) => {
  test.setTimeout(300_000);
  const { code, address } = await openLanTable(page, host.url, [{ kind: 'local', name: 'Rosa' }, { kind: 'open' }], { seed: 31, game: 'smugglers-2025' });

  const context = await browser.newContext();
  const guest: Page = await context.newPage();
  await joinLanTable(guest, { code, address }, 'Zoé');
  await takeSeat(guest, 2);
  await page.getByRole('button', { name: 'Start', exact: true }).click();

  const round = async (viewer: Page) => (await shown(viewer))?.round ?? 0;
  while ((await round(page)) < 3 || (await round(guest)) < 3) {
    // Each page holds one hand: its own seat's.
    for (const viewer of [page, guest]) expect(await table(viewer).locator('button[data-hand-kind]').count()).toBeLessThanOrEqual(5);
    const acted = (await actOnce(page)) !== null || (await actOnce(guest)) !== null;
    if (!acted) await page.waitForTimeout(100);
  }
  const fronts = (viewer: Page) =>
    table(viewer)
      .locator('[data-seat-area]')
      .evaluateAll((areas) => areas.map((area) => [...area.querySelectorAll('[data-front-kind]')].map((card) => card.getAttribute('data-front-kind')).join(',')).join(' | '));
  await expect.poll(async () => (await fronts(page)) === (await fronts(guest)), { timeout: 30_000 }).toBe(true);
  await guest.screenshot({ path: test.info().outputPath('guest.png') });
  await context.close();
});

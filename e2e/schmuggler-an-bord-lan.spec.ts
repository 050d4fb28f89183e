/**
 * Schmuggler an Bord over the LAN: the host opens a table, a guest joins from
 * a browser and takes part in a guessing round with the host; both tables draw
 * the chain of suspicions and agree on every seat's chips and cards after the
 * settlement, and neither sees a face of the other's cards.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { LAN_TABLE_USE, joinLanTable, openLanTable, takeSeat } from './lan';
import { type Policy, actOnce, seatCounts, shown, table } from './schmuggler-an-bord';
test.use(LAN_TABLE_USE);

test('a browser guest takes part in a guessing round; both tables show the chain and agree on the chips', async ({ page, browser, host }) => {
  test.setTimeout(400_000);
  const { code, address } = await openLanTable(page, host.url, [{ kind: 'local', name: 'Rosa' }, { kind: 'open' }, { kind: 'bot', name: 'Boris', level: 'normal' }], {
    seed: 77,
    game: 'schmuggler-an-bord',
  });

  const context = await browser.newContext();
  const guest: Page = await context.newPage();
  await joinLanTable(guest, { code, address }, 'Zoé');
  await takeSeat(guest, 2);
  await page.getByRole('button', { name: 'Start', exact: true }).click();

  // Rosa names the guest; the guest names Rosa back, so the round ends with Rosa searching, then the guest.
  const rosa: Policy = { suspect: () => 1, object: () => false };
  const zoe: Policy = { suspect: () => 0, object: () => false };
  let chainSeen = false;
  const pages: [Page, Policy][] = [
    [page, rosa],
    [guest, zoe],
  ];
  const both = (viewer: Page) => Promise.all(['0-1', '1-0'].map((arrow) => viewer.locator(`[data-suspicion="${arrow}"]`).count())).then((n) => n.every((c) => c > 0));
  while (!chainSeen) {
    let acted = false;
    for (const [viewer, policy] of pages) if ((await actOnce(viewer, 3, policy)) !== null) acted = true;
    if (await both(page)) {
      // Rosa named the guest and the guest named Rosa (or the other way round): both tables draw the chain.
      await expect.poll(() => both(guest), { timeout: 30_000 }).toBe(true);
      await guest.screenshot({ path: test.info().outputPath('guest-chain.png') });
      chainSeen = true;
    }
    if (!acted) await page.waitForTimeout(100);
  }
  // The searches run out (Rosa, then the guest) and the round is settled; the guest's page never shows a face of Rosa's cards.
  const settled = async (viewer: Page) => ['roll', 'over'].includes((await shown(viewer))?.phase ?? '');
  while (!(await settled(page)) || !(await settled(guest))) {
    // A page shows a card's face only to its own searcher (the one with places to turn).
    for (const viewer of [page, guest]) {
      const [faces, places] = await Promise.all([table(viewer).locator('[data-seen]').count(), table(viewer).locator('button[data-place]').count()]);
      if (places === 0) expect(faces).toBe(0);
    }
    const acted = (await actOnce(page, 3, rosa)) !== null || (await actOnce(guest, 3, zoe)) !== null;
    if (!acted) await page.waitForTimeout(100);
  }
  const counts = (viewer: Page) => Promise.all([0, 1, 2].map((seat) => seatCounts(viewer, seat))).then((all) => JSON.stringify(all));
  await expect.poll(async () => (await counts(page)) === (await counts(guest)), { timeout: 30_000 }).toBe(true);
  await context.close();
});

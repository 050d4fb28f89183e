/**
 * Insel der Schmuggler over the LAN: the host opens a table for the game, a
 * guest joins from a browser at the LAN address, and both play their moves
 * from their own pages until the guest has sailed his boat; both bays show
 * the rules' positions, and the guest never sees the host's tile.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectBayMatches, linkStates, makeMove, plan } from './insel-der-schmuggler';
import { LAN_TABLE_USE, joinLanTable, openLanTable, takeSeat } from './lan';
test.use(LAN_TABLE_USE);

test('a browser guest joins an Insel der Schmuggler table and sails his boat; both bays agree with the rules', async ({ page, browser, host }) => {
  test.setTimeout(300_000);
  const planned = plan(11, 2);
  linkStates(planned);
  const hook = () => {
    (window as unknown as { __inselBayTest: boolean }).__inselBayTest = true;
  };
  await page.addInitScript(hook);
  const { code, address } = await openLanTable(page, host.url, [{ kind: 'local', name: 'Rosa' }, { kind: 'open' }], { seed: planned.seed, game: 'insel-der-schmuggler' });

  const context = await browser.newContext();
  const guest: Page = await context.newPage();
  await guest.addInitScript(hook);
  await joinLanTable(guest, { code, address }, 'Zoé');
  await takeSeat(guest, 2);
  await page.getByRole('button', { name: 'Start', exact: true }).click();

  const pages = [page, guest];
  let guestSails = 0;
  for (const step of planned.moves) {
    const mover = pages[step.seat] as Page;
    await makeMove(mover, step);
    if (step.seat === 1 && (step.move.type === 'sail' || step.move.type === 'push' || step.move.type === 'swap' || step.move.type === 'load')) {
      guestSails++;
      // Both screens end on the positions the rules give, whatever each has drawn on the way.
      for (const viewer of pages) {
        await expect.poll(async () => Number(await viewer.getByTestId('insel-stage').getAttribute('data-version')), { timeout: 60_000 }).toBeGreaterThan(step.version);
        await expectBayMatches(viewer, planned);
      }
      // The guest sees no tile but his own.
      await expect(guest.getByTestId('insel-seat-0').getByTestId('insel-peek')).toHaveCount(0);
      if (guestSails === 2) break;
    }
  }
  expect(guestSails).toBe(2);
  await guest.screenshot({ path: test.info().outputPath('guest.png') });
  await context.close();
});

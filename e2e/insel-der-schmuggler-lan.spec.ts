/**
 * Insel der Schmuggler over the LAN: the host opens a table for the game, a
 * guest joins from a browser at the LAN address, and both play their moves
 * from their own pages until the guest has sailed his boat; both bays show
 * the rules' positions, and the guest never sees the host's tile.
 */
import type { Page } from '@playwright/test';
import { CHROMIUM_ARGS } from '../src-main/cli/chromium';
import { expect, test } from './fixtures';
import { expectBayMatches, linkStates, makeMove, plan } from './insel-der-schmuggler';
import { joinLanTable, takeSeat } from './lan';
import { words } from './words';

const lan = words('en', 'lan');

test.use({
  hostSettings: { botDelayMs: 20, playerName: 'Rosa' },
  hostLan: true,
  // Two pages play at once: neither may be throttled as a window in the background.
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, '--disable-background-timer-throttling', '--disable-backgrounding-occluded-windows', '--disable-renderer-backgrounding'],
  },
});

test('a browser guest joins an Insel der Schmuggler table and sails his boat; both bays agree with the rules', async ({ page, browser, host }) => {
  test.setTimeout(300_000);
  const planned = plan(11, 2);
  linkStates(planned);
  const hook = () => {
    (window as unknown as { __inselBayTest: boolean }).__inselBayTest = true;
  };
  await page.addInitScript(hook);
  await page.goto(host.url);
  await page.getByRole('button', { name: 'Host a LAN game' }).click();
  await page.getByLabel(lan('host.table.game'), { exact: true }).selectOption('insel-der-schmuggler');
  await page.getByRole('radio', { name: '2 players' }).check();
  await page.getByLabel('Seat 1 player').selectOption('local');
  await page.getByLabel('Seat 1 name').fill('Rosa');
  await page.getByLabel('Seat 2 player').selectOption('open');
  await page.getByLabel('Seed').fill(String(planned.seed));
  await page.getByRole('button', { name: 'Open the table' }).click();
  const code = (await page.getByTestId('join-code').textContent()) as string;
  const address = (await page.getByTestId('lan-address').first().textContent()) as string;

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

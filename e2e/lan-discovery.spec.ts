/**
 * Finding tables (docs/lan.md, "Finding tables"): *Join a LAN game* lists the
 * tables the app's host found on the network, and Join fills in the table's
 * address and asks for its code. The host's discovery is faked at the host
 * API's boundary in the page (its `findTables` answers, nothing else):
 * multicast DNS itself is tested in a network namespace
 * (src-main/server/lan-discovery-namespace.test.ts), and nothing here leaves
 * 127.0.0.1. A LAN guest's page lists nothing: it has no host of its own.
 */
import type { Page } from '@playwright/test';
import type { FoundTable } from '../shared/protocol/discovery';
import { checkFit } from './fit';
import { expect, test } from './fixtures';
import { LAN_TABLE_USE, openLanTable } from './lan';

test.use(LAN_TABLE_USE);

const FOUND: FoundTable[] = [
  { name: 'Bea', game: 'smugglers-2025', free: 1, seats: 2, state: 'lobby', address: 'http://10.0.0.9:47800/' },
  { name: 'Carl', game: 'contrebandes', free: 0, seats: 4, state: 'game', address: 'http://10.0.0.7:47800/' },
  { name: '<img src=x onerror="window.__injected=1">', game: 'contrebandes', free: 2, seats: 3, state: 'lobby', address: 'http://10.0.0.6:47800/' },
];

/** Answers the page's `findTables` requests with `tables` (counting them in window.__asked); every other message goes to the real host. */
async function fakeDiscovery(page: Page, tables: FoundTable[]): Promise<void> {
  await page.addInitScript((found) => {
    const Native = window.WebSocket;
    const counter = window as unknown as { __asked: number };
    counter.__asked = 0;
    window.WebSocket = class extends Native {
      override send(data: Parameters<WebSocket['send']>[0]): void {
        const message = typeof data === 'string' ? (JSON.parse(data) as { id?: number; type?: string }) : null;
        if (message?.type !== 'findTables') {
          super.send(data);
          return;
        }
        counter.__asked++;
        const answer = JSON.stringify({ id: message.id, ok: true, result: { tables: found } });
        setTimeout(() => this.dispatchEvent(new MessageEvent('message', { data: answer })), 0);
      }
    };
  }, tables);
}

test('Join a LAN game lists the tables found, and Join fills in the address and asks for the code', async ({ page, host }) => {
  await fakeDiscovery(page, FOUND);
  await page.goto(host.url);
  await page.getByRole('button', { name: 'Join a LAN game' }).click();
  const list = page.getByTestId('found-tables');
  await expect(list.getByRole('heading', { name: 'Tables on your network' })).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(3);
  await expect(list.getByRole('listitem').nth(0)).toContainText('Bea');
  await expect(list.getByRole('listitem').nth(0)).toContainText('Smugglers (2025) · 1 of 2 seats free');
  await expect(list.getByRole('listitem').nth(1)).toContainText('Contrebandes · Playing now');
  // A name from the network is text: no element, no script.
  await expect(list.getByRole('listitem').nth(2)).toContainText('<img src=x onerror="window.__injected=1">');
  await expect(list.locator('img')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __injected?: number }).__injected)).toBeUndefined();
  await checkFit(page, 'LAN: join, tables found');
  await page.screenshot({ path: test.info().outputPath('join-tables-found.png') });

  // The screen keeps asking while it shows.
  const asked = await page.evaluate(() => (window as unknown as { __asked: number }).__asked);
  await expect.poll(() => page.evaluate(() => (window as unknown as { __asked: number }).__asked), { timeout: 15_000 }).toBeGreaterThan(asked);

  await list.getByRole('button', { name: 'Join Bea’s table' }).click();
  await expect(page.getByLabel('Host address')).toHaveValue('http://10.0.0.9:47800/');
  await expect(page.getByLabel('Join code')).toBeFocused();
  await expect(page.getByLabel('Join code')).toHaveValue('');
  await expect(page.getByTestId('chosen-table')).toHaveText('The address of Bea’s table is filled in: ask for the join code.');
  await checkFit(page, 'LAN: join, a table chosen');

  // Typing another address leaves the table chosen behind: the fallback is as it was.
  await page.getByLabel('Host address').fill('192.168.1.20:47800');
  await expect(page.getByTestId('chosen-table')).toHaveCount(0);
});

test('a LAN guest’s page lists no tables: its host is not his own', async ({ page, browser, host }) => {
  const table = await openLanTable(page, host.url, [{ kind: 'local', name: 'Rosa' }, { kind: 'open' }], { game: 'smugglers-2025' });
  const context = await browser.newContext();
  const guest = await context.newPage();
  await guest.goto(table.address);
  await expect(guest.getByRole('heading', { name: /join the game/ })).toBeVisible();
  await expect(guest.getByLabel('Join code')).toBeVisible();
  await expect(guest.getByTestId('found-tables')).toHaveCount(0);
  // And the host refuses him the list, whatever his page asks.
  const refused = await guest.evaluate(
    (address) =>
      new Promise<string>((resolve) => {
        const socket = new WebSocket(address.replace(/^http/, 'ws') + 'api');
        socket.onopen = () => socket.send(JSON.stringify({ id: 1, type: 'findTables' }));
        socket.onmessage = (event) => resolve(String(event.data));
      }),
    table.address,
  );
  expect(JSON.parse(refused)).toMatchObject({ id: 1, ok: false, error: { code: 'host-only' } });
  await context.close();
});

/**
 * Drives LAN play through the UI: the host opens a table from the main menu,
 * guests join it from the LAN address with the code, take seats or watch.
 */
import { type Page, expect } from '@playwright/test';
import { CHROMIUM_ARGS } from '../src-main/cli/chromium';
import { checkFit } from './fit';
import { words } from './words';

const lan = words('en', 'lan');

/**
 * The options of a spec whose pages share a LAN table: a host with the LAN on, Rosa at its window,
 * quick bots, and pages that play at once, so none may be throttled as a window in the background.
 */
export const LAN_TABLE_USE = {
  hostSettings: { botDelayMs: 20, playerName: 'Rosa' },
  hostLan: true,
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, '--disable-background-timer-throttling', '--disable-backgrounding-occluded-windows', '--disable-renderer-backgrounding'],
  },
};

export type LanSeat = { kind: 'local'; name: string } | { kind: 'open' } | { kind: 'bot'; name: string; level: 'easy' | 'normal' | 'hard' };

export interface OpenTable {
  code: string;
  /** The first address the host shows (http://127.0.0.1:PORT/ in the tests). */
  address: string;
}

/** From the host's main menu: chooses the game (Contrebandes unless told), sets the seats up, opens the table, reads the code and address. */
export async function openLanTable(
  page: Page,
  url: string,
  seats: LanSeat[],
  { seed = 4242, spectators = true, game }: { seed?: number; spectators?: boolean; game?: string } = {},
): Promise<OpenTable> {
  await page.goto(url);
  await page.getByRole('button', { name: 'Host a LAN game' }).click();
  if (game !== undefined) await page.getByLabel(lan('host.table.game'), { exact: true }).selectOption(game);
  await page.getByRole('radio', { name: `${seats.length} players` }).check();
  for (const [index, seat] of seats.entries()) {
    const n = index + 1;
    await page.getByLabel(`Seat ${n} player`).selectOption(seat.kind);
    if (seat.kind !== 'open') await page.getByLabel(`Seat ${n} name`).fill(seat.name);
    if (seat.kind === 'bot') await page.getByLabel(`Seat ${n} difficulty`).selectOption(seat.level);
  }
  await page.getByLabel('Seed').fill(String(seed));
  await page.getByLabel('Let guests watch').setChecked(spectators);
  await checkFit(page, `LAN: a table to open${game === undefined ? '' : ` (${game})`}`);
  await page.getByRole('button', { name: 'Open the table' }).click();
  const code = page.getByTestId('join-code');
  await expect(code).toHaveText(/^[A-Z2-9]{8}$/);
  const address = page.getByTestId('lan-address').first();
  await expect(address).toHaveText(/^http:\/\/127\.0\.0\.1:\d+\/$/);
  await checkFit(page, 'LAN: the host’s lobby');
  return { code: (await code.textContent()) as string, address: (await address.textContent()) as string };
}

/** A browser on the LAN address: the join screen, then the lobby. */
export async function joinLanTable(page: Page, table: OpenTable, name: string): Promise<void> {
  await page.goto(table.address);
  await expect(page.getByRole('heading', { name: /join the game/ })).toBeVisible();
  // A guest never sees the host's menu.
  await expect(page.getByRole('button', { name: /New game/ })).toHaveCount(0);
  await checkFit(page, 'LAN: join');
  await page.getByLabel('Join code').fill(table.code);
  await page.getByLabel('Your name').fill(name);
  await page.getByRole('button', { name: 'Join', exact: true }).click();
  await expect(page.getByTestId('guest-lobby')).toBeVisible();
  await checkFit(page, 'LAN: a guest’s lobby');
}

/** Takes seat `n` (1-based) in the guest lobby. */
export async function takeSeat(page: Page, n: number): Promise<void> {
  await page.getByRole('button', { name: `Take seat ${n}` }).click();
  await expect(page.getByTestId(`lobby-seat-${n}`)).toContainText('(you)');
  await checkFit(page, 'LAN: a guest seated in the lobby');
}

/** Sends a chat line from whatever chat panel is on screen. */
export async function say(page: Page, text: string): Promise<void> {
  const chat = page.getByTestId('chat');
  await chat.getByRole('textbox', { name: 'Message' }).fill(text);
  await chat.getByRole('button', { name: 'Send' }).click();
  await expect(chat.getByTestId('chat-lines')).toContainText(text);
}

/** The final ranking as text rows, for comparing pages. */
export async function rankingRows(page: Page): Promise<string[]> {
  return page.getByTestId('final-rank-row').evaluateAll((rows) => rows.map((row) => (row.textContent ?? '').replace(/\s+/g, ' ').trim()));
}

/**
 * Scan to join (issue #29): the host's lobby shows a QR code of the join
 * address with the table's code in its fragment; a phone (Playwright's
 * iPhone 13, in the project's Chromium) that opens it gets the join page
 * with the code already in, at its own width, types only a name and taps
 * Join, and is in the lobby.
 */
import { type Browser, type Page, devices } from '@playwright/test';
import { expect, test } from './fixtures';
import { LAN_TABLE_USE, openLanTable } from './lan';

test.use(LAN_TABLE_USE);

/** The phone's size, touch and user agent; the browser stays the project's Chromium (LAN_TABLE_USE). */
const { defaultBrowserType: _webkit, ...iPhone } = devices['iPhone 13'];

/** How wide the page is laid out: more than the phone's width means it scrolls sideways. */
const laidOutWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** Rosa's 2-player LAN table of `game`, its QR link, and a phone's context (not yet a page) that lists the paths it asks for. */
async function scanningPhone(page: Page, browser: Browser, hostUrl: string, game: string) {
  const table = await openLanTable(page, hostUrl, [{ kind: 'local', name: 'Rosa' }, { kind: 'open' }], { game });
  const link = (await page.getByTestId('join-qr').getAttribute('data-join-address')) as string;
  const context = await browser.newContext(iPhone);
  const asked: string[] = [];
  context.on('request', (request) => asked.push(new URL(request.url()).pathname));
  return { table, link, context, asked, wasAsked: (file: RegExp) => asked.some((path) => file.test(path)) };
}

test('a phone that scans the host’s QR code asks only for a name and joins the lobby', async ({ page, browser, host }) => {
  test.setTimeout(120_000);
  const table = await openLanTable(page, host.url, [{ kind: 'local', name: 'Rosa' }, { kind: 'open' }], { game: 'smugglers-2025' });
  const qr = page.getByTestId('join-qr');
  const link = await qr.getAttribute('data-join-address');
  expect(link).toBe(`${table.address}#join=${table.code}&game=smugglers-2025`);
  await expect(qr.getByRole('img', { name: `QR code to join this table: ${table.address}` })).toBeVisible();
  await expect(qr).toContainText(`Or open ${table.address} and type the join code.`);

  const context = await browser.newContext(iPhone);
  const asked: string[] = [];
  context.on('request', (request) => asked.push(new URL(request.url()).pathname));
  const phone = await context.newPage();
  await phone.goto(link as string);
  await expect(phone.getByRole('heading', { name: /join the game/ })).toBeVisible();
  // The QR code named the table's game: its table is fetched while the guest types his name.
  await expect.poll(() => asked.some((file) => /\/assets\/smugglers-2025-[\w-]+\.js$/.test(file))).toBe(true);
  await expect(phone.getByTestId('scanned-code')).toHaveText(`Join code ${table.code}`);
  await expect(phone.getByLabel('Join code')).toHaveCount(0);
  // The code left the address bar as soon as the page read it.
  expect(phone.url()).toBe(table.address);
  expect(await laidOutWidth(phone)).toBeLessThanOrEqual(390);
  const join = phone.getByRole('button', { name: 'Join', exact: true });
  await expect(join).toBeInViewport();
  await phone.screenshot({ path: test.info().outputPath('phone-join.png') });

  await phone.getByLabel('Your name').fill('Zoé');
  await join.tap();
  await expect(phone.getByTestId('guest-lobby')).toBeVisible();
  expect(await laidOutWidth(phone)).toBeLessThanOrEqual(390);
  await phone.getByRole('button', { name: 'Take seat 2' }).tap();
  await expect(page.getByTestId('seat-guest-2')).toContainText('Zoé');
  await phone.screenshot({ path: test.info().outputPath('phone-lobby.png') });
  await context.close();
});

/**
 * Per game, the most files (scripts and styles) a phone asks for from the QR link to its table fetched ahead:
 * the join page's, the lobby's, the table's with its words and, for a 3D table, its first scene's. In the
 * comments, the counts when every set of modules the screens share had its own file, and when only the match
 * screen's came in one (the tables' kit and each game's modules still in a file for each handful).
 */
const FEW_FILES = [
  // 49, then 30; 27 now.
  { game: 'smugglers-2025', most: 28 },
  // 59 with the match screen in one file; 46 now.
  { game: 'smugglers-2016', most: 48 },
  // 50 with the match screen in one file; 39 now.
  { game: 'insel-der-schmuggler', most: 41 },
] as const;

for (const { game, most } of FEW_FILES) {
  test(`a phone that scans the host’s QR code fetches its table in few files: ${game}`, async ({ page, browser, host }) => {
    test.setTimeout(120_000);
    // Over a phone's link every file is a round trip, and a browser asks for at most six at a time from one host:
    // the screens a table shares with every game come in one file with the tables' kit, and a game's own modules
    // in its own file (electron.vite.config.ts, tableChunks), not in a file for each handful of modules.
    const { table, link, context, asked, wasAsked } = await scanningPhone(page, browser, host.url, game);
    const phone = await context.newPage();
    await phone.goto(link);
    await expect(phone.getByTestId('scanned-code')).toHaveText(`Join code ${table.code}`);
    await expect.poll(() => wasAsked(new RegExp(`/assets/${game}-[\\w-]{8}\\.js$`))).toBe(true);
    await phone.waitForLoadState('networkidle');
    const files = [...new Set(asked)].filter((file) => /^\/assets\/.+\.(?:js|css)$/.test(file));
    expect(files.length, files.join(' ')).toBeLessThanOrEqual(most);
    await context.close();
  });
}

test('a phone that scans the host’s QR code asks for its table before the join screen is up', async ({ page, browser, host }) => {
  test.setTimeout(120_000);
  // The join screen's chunk is held, as a slow link would: the table is asked for as soon as the host has said
  // who the page is (main.tsx), not once the join screen has come and drawn (half a second of an idle link).
  const { table, link, context, wasAsked } = await scanningPhone(page, browser, host.url, 'smugglers-2025');
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await context.route(/\/assets\/JoinScreen-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  const phone = await context.newPage();
  await phone.goto(link);
  await expect.poll(() => wasAsked(/\/assets\/smugglers-2025-[\w-]+\.js$/)).toBe(true);
  await expect(phone.getByTestId('scanned-code')).toHaveCount(0);
  release();
  await expect(phone.getByTestId('scanned-code')).toHaveText(`Join code ${table.code}`);
  await context.close();
});

test('a phone’s join page comes up before the host has answered, with the scanned code in', async ({ page, browser, host }) => {
  test.setTimeout(120_000);
  const table = await openLanTable(page, host.url, [{ kind: 'local', name: 'Rosa' }, { kind: 'open' }], { game: 'smugglers-2025' });
  const link = (await page.getByTestId('join-qr').getAttribute('data-join-address')) as string;

  // The phone's socket passes through the test, which holds every answer of the host's until it lets them go:
  // a slow link, made certain. The join page may not wait for the host's first answer (who this page is).
  const context = await browser.newContext(iPhone);
  const held: { send(): void }[] = [];
  let holding = true;
  await context.routeWebSocket(/\/api$/, (route) => {
    const server = route.connectToServer();
    server.onMessage((message) => {
      if (holding) held.push({ send: () => route.send(message) });
      else route.send(message);
    });
  });
  const phone = await context.newPage();
  await phone.goto(link);
  await expect(phone.getByRole('heading', { name: /join the game/ })).toBeVisible();
  await expect(phone.getByTestId('scanned-code')).toHaveText(`Join code ${table.code}`);
  await expect(phone.getByLabel('Join code')).toHaveCount(0);
  // On a loaded machine the page may be up before the host has said anything; once it has, the answer stays
  // held and the join page with it.
  await expect.poll(() => held.length).toBeGreaterThan(0);
  expect(holding).toBe(true);
  await expect(phone.getByTestId('scanned-code')).toHaveText(`Join code ${table.code}`);
  expect(await laidOutWidth(phone)).toBeLessThanOrEqual(390);

  // Join tapped while the host's answers are still held: it goes out once the link lets them through.
  await phone.getByLabel('Your name').fill('Zoé');
  await phone.getByRole('button', { name: 'Join', exact: true }).tap();
  holding = false;
  for (const message of held.splice(0)) message.send();
  await expect(phone.getByTestId('guest-lobby')).toBeVisible();
  await phone.getByRole('button', { name: 'Take seat 2' }).tap();
  await expect(page.getByTestId('seat-guest-2')).toContainText('Zoé');
  await context.close();
});

test('a guest’s page asks for a 3D table’s scene beside the game’s own chunk, and both beside the lobby’s', async ({ page, browser, host }) => {
  test.setTimeout(120_000);
  await openLanTable(page, host.url, [{ kind: 'local', name: 'Rosa' }, { kind: 'open' }], { game: 'smugglers-2016' });
  const link = (await page.getByTestId('join-qr').getAttribute('data-join-address')) as string;

  // The game's own chunk (its table) is held, as a slow link would: the sculpting station's chunk (three with
  // it), which the table draws first, is asked for all the same. Waiting for the game's chunk to come and run
  // first left the link idle for round trips on a phone.
  const context = await browser.newContext(iPhone);
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = 0;
  await context.route(/\/assets\/smugglers-2016-[\w-]+\.js$/, async (route) => {
    held += 1;
    await released;
    await route.continue();
  });
  // The lobby's chunk is held too, at first: the table's chunks are asked for beside it, not after it.
  let releaseLobby = () => {};
  const lobbyReleased = new Promise<void>((resolve) => (releaseLobby = resolve));
  await context.route(/\/assets\/GuestLobby-[\w-]+\.js$/, async (route) => {
    await lobbyReleased;
    await route.continue();
  });
  const asked: string[] = [];
  context.on('request', (request) => asked.push(new URL(request.url()).pathname));
  const phone = await context.newPage();
  await phone.goto(link);
  await phone.getByLabel('Your name').fill('Zoé');
  await expect.poll(() => held).toBeGreaterThan(0);
  releaseLobby();
  await phone.getByRole('button', { name: 'Join', exact: true }).tap();
  await expect(phone.getByTestId('guest-lobby')).toBeVisible();
  await expect.poll(() => asked.some((file) => /\/assets\/SculptStation-[\w-]+\.js$/.test(file))).toBe(true);

  release();
  await phone.getByRole('button', { name: 'Take seat 2' }).tap();
  await expect(page.getByTestId('seat-guest-2')).toContainText('Zoé');
  await context.close();
});

/**
 * A LAN guest on a phone (issue #29): Playwright's iPhone and Pixel profiles (size, touch, mobile
 * viewport, user agent) in the project's Chromium, joined by the address the host's QR code holds, and
 * the checks every phone state passes: nothing scrolls sideways, every target a thumb taps is at least
 * 44×44 CSS px, and the text fits in every language upright and sideways (fit.ts, PHONE_SIZES).
 */
import { type Browser, type BrowserContext, type Page, type WebSocketRoute, devices, expect, test } from '@playwright/test';
import { PHONE_SIZES, atRest, checkFit } from './fit';
import { type LanSeat, type OpenTable, openLanTable } from './lan';

/** The phones the e2e plays on: their size, touch and user agent; the browser stays the project's Chromium. */
export const PHONES = {
  iPhone: withoutBrowser(devices['iPhone 13']),
  Pixel: withoutBrowser(devices['Pixel 7']),
} as const;
export type PhoneName = keyof typeof PHONES;

function withoutBrowser(device: (typeof devices)[string]): Omit<(typeof devices)[string], 'defaultBrowserType'> {
  const { defaultBrowserType: _browser, ...rest } = device;
  return rest;
}

/** The smallest target a finger hits reliably (Apple's and Google's guidelines: 44 pt, 48 dp). */
export const MIN_TARGET_PX = 44;

/** A phone's page at `address` (a table's QR link), upright or sideways. */
export async function openPhone(
  browser: Browser,
  phone: PhoneName,
  { landscape = false }: { landscape?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const profile = PHONES[phone];
  const viewport = landscape ? { width: profile.viewport.height, height: profile.viewport.width } : profile.viewport;
  const context = await browser.newContext({ ...profile, viewport, screen: viewport });
  return { context, page: await context.newPage() };
}

/**
 * The host opens a LAN table of `game` with `seats` (one of them open), a phone scans its QR code, joins as
 * `name` and takes the open seat; the host starts. Returns with the phone on the table.
 */
export async function seatPhoneAtTable(
  host: Page,
  hostUrl: string,
  browser: Browser,
  {
    game,
    seats,
    seed,
    name = 'Zoé',
    phone = 'iPhone',
    landscape = false,
    beforeJoin,
  }: {
    game: string;
    seats: LanSeat[];
    seed?: number;
    name?: string;
    phone?: PhoneName;
    landscape?: boolean;
    /** Runs on the phone's context before it opens the link (e.g. lockablePhone, which must see the first socket). */
    beforeJoin?: (context: BrowserContext) => Promise<void>;
  },
): Promise<{ table: OpenTable; context: BrowserContext; page: Page }> {
  const table = await openLanTable(host, hostUrl, seats, { game, ...(seed === undefined ? {} : { seed }) });
  const link = await host.getByTestId('join-qr').getAttribute('data-join-address');
  const opened = await openPhone(browser, phone, { landscape });
  await beforeJoin?.(opened.context);
  const page = opened.page;
  await page.goto(link as string);
  await page.getByLabel('Your name').fill(name);
  await page.getByRole('button', { name: 'Join', exact: true }).tap();
  await expect(page.getByTestId('guest-lobby')).toBeVisible();
  const open = seats.findIndex((seat) => seat.kind === 'open') + 1;
  await page.getByRole('button', { name: `Take seat ${open}` }).tap();
  await expect(page.getByTestId(`lobby-seat-${open}`)).toContainText('(you)');
  await host.getByRole('button', { name: 'Start', exact: true }).click();
  return { table, ...opened };
}

/**
 * How much wider than the phone's screen the page is laid out (0: it does not scroll sideways). Measured
 * against the phone's width, not the window's: a mobile browser zooms a page laid out wider than the
 * screen out to fit it (innerWidth then says 1024 on a 390 px phone, everything drawn at 38 %).
 */
export async function sidewaysOverflow(page: Page): Promise<number> {
  const screenWidth = page.viewportSize()?.width ?? 0;
  return page.evaluate((width) => Math.max(0, document.documentElement.scrollWidth - width), screenWidth);
}

/**
 * The targets on screen smaller than MIN_TARGET_PX either way, as "button “Close”: 22×22". A target is
 * what a finger presses: a button, a link, a form control, anything with a button-like role or a click
 * handler the app marks with [data-tap-target]. Its own box counts, or a larger hit area it declares
 * with [data-hit-area] (an element inside it, e.g. a ::before stretched around a small face-down card,
 * cannot be measured from here).
 */
export function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const selector = 'button, a[href], input:not([type=hidden]), select, textarea, [role=button], [role=radio], [role=checkbox], [role=tab], [role=option], [data-tap-target]';
    const found: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      if (element.closest('[inert], [aria-hidden=true]')) continue;
      if ((element as HTMLButtonElement).disabled) continue;
      const box = (element.closest('[data-hit-area]') ?? element).getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.pointerEvents === 'none') continue;
      // Off screen (scrolled away in a list) still counts: it will be tapped when scrolled to.
      if (box.width + 0.5 >= min && box.height + 0.5 >= min) continue;
      const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
      found.push(`${element.tagName.toLowerCase()}${element.getAttribute('role') ? `[role=${element.getAttribute('role')}]` : ''} “${name}”: ${Math.round(box.width)}×${Math.round(box.height)}`);
    }
    return found;
  }, MIN_TARGET_PX);
}

/**
 * Checks a phone's state (named by `label`): no sideways scroll and no target under 44 px at its own size,
 * then the text in every language upright and sideways (checkFit at PHONE_SIZES), with a screenshot.
 * Failures are soft, as checkFit's: the test plays on and reports them all.
 */
export async function checkPhone(page: Page, label: string): Promise<void> {
  // The picture at rest, as the checks read the page (a card landing on a mule drops in over its words for a moment).
  await atRest(page);
  await page.screenshot({ path: test.info().outputPath(`phone-${label.replace(/[^\w()-]+/g, '-')}.png`) });
  expect.soft(await sidewaysOverflow(page), `“${label}” scrolls sideways by (px)`).toBe(0);
  expect.soft(await smallTargets(page), `targets under ${MIN_TARGET_PX} px at “${label}”`).toEqual([]);
  await checkFit(page, `phone: ${label}`, PHONE_SIZES);
}

/** A phone whose screen a test can lock and wake (lockablePhone). */
export interface PhoneLock {
  /**
   * The screen locks: the page is frozen (no script runs, as a phone's browser suspends a hidden page) and its
   * connections to the host are cut, as they are once the host has missed its pings or the phone's radio sleeps.
   */
  lock(page: Page): Promise<void>;
  /** The screen wakes: the page runs again and finds its connection gone. */
  wake(page: Page): Promise<void>;
}

/**
 * Passes the phone's sockets to the host through the test (call it before the phone opens the host's address,
 * e.g. in seatPhoneAtTable's beforeJoin), so that lock() can cut them.
 */
export async function lockablePhone(context: BrowserContext): Promise<PhoneLock> {
  const open: { route: WebSocketRoute; server: WebSocketRoute }[] = [];
  await context.routeWebSocket(/\/api$/, (route) => {
    open.push({ route, server: route.connectToServer() });
  });
  const lifecycle = async (page: Page, state: 'frozen' | 'active') => {
    const session = await context.newCDPSession(page);
    await session.send('Page.setWebLifecycleState', { state });
    await session.detach();
  };
  return {
    async lock(page) {
      await lifecycle(page, 'frozen');
      for (const { route, server } of open.splice(0)) {
        await server.close();
        await route.close();
      }
    },
    async wake(page) {
      await lifecycle(page, 'active');
    },
  };
}

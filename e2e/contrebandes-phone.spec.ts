/**
 * Contrebandes on a phone (issue #29): a LAN guest plays a night by touch, an iPhone upright and a Pixel
 * sideways, at one table with the host's player Rosa and a bot; each distinct state passes the phone's
 * checks (e2e/phone.ts: no sideways scroll, 44 px targets, the text fits in every language at both
 * phone sizes). The phone's screen locking and waking keeps its seat.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { LAN_TABLE_USE, type LanSeat } from './lan';
import { type PhoneLock, checkPhone, lockablePhone, seatPhoneAtTable } from './phone';
import { tableWords } from './contrebandes';

test.use(LAN_TABLE_USE);

const SEATS: LanSeat[] = [{ kind: 'local', name: 'Rosa' }, { kind: 'open' }, { kind: 'bot', name: 'Ada', level: 'easy' }];
const say = tableWords('en');

/** Whether a control is there to be tapped now (the table changes under us as the others play). */
async function ready(locator: Locator): Promise<boolean> {
  try {
    return (await locator.count()) > 0 && (await locator.first().isVisible()) && (await locator.first().isEnabled({ timeout: 500 }));
  } catch {
    return false;
  }
}

/** The count's column headings of one word that the phone's width broke inside it ("Playe/r"), with their lines. */
function brokenHeadings(page: Page): Promise<string[]> {
  return page.locator('.cb-scoring-table thead th').evaluateAll((cells) =>
    cells.flatMap((cell) => {
      const text = (cell.textContent ?? '').trim();
      if (text === '' || /\s/.test(text)) return [];
      const range = document.createRange();
      range.selectNodeContents(cell);
      const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      return lines > 1 ? [`${text}: ${lines} lines`] : [];
    }),
  );
}

/** A searched mule's tag ("All legal") lying over its seat's counts (two seats to a phone's row leave the mule a card wide). */
async function tagsOverCounts(page: Page): Promise<string[]> {
  return page.locator('.cb-seat').evaluateAll((seats) =>
    seats.flatMap((seat) => {
      const tag = seat.querySelector('.cb-seat-mule .cb-tag');
      const counts = seat.querySelector('.cb-seat-stats');
      if (!tag || !counts) return [];
      const a = tag.getBoundingClientRect();
      const b = counts.getBoundingClientRect();
      const over = Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1;
      return over ? [`${(tag.textContent ?? '').trim()} over ${(counts.textContent ?? '').trim()}`] : [];
    }),
  );
}

/**
 * Does by touch one thing the seat may do now, checking the state the first time it comes (`seen`);
 * false when there is nothing to do.
 */
async function tapOnce(page: Page, seen: Set<string>): Promise<boolean> {
  const tap = { timeout: 3000 };
  const check = async (state: string) => {
    if (seen.has(state)) return;
    seen.add(state);
    await checkPhone(page, `Contrebandes: ${state}`);
    expect.soft(await tagsOverCounts(page), `a mule's tag over its seat's counts at “${state}”`).toEqual([]);
  };
  const close = page.getByRole('button', { name: say.closeScoring });
  if (await ready(close)) {
    if (!seen.has('the night’s scoring')) expect(await brokenHeadings(page)).toEqual([]);
    await check('the night’s scoring');
    await close.tap(tap);
    return true;
  }
  const cards = page.locator('button[data-testid="hand-card"]');
  const load = page.getByRole('button', { name: say.loadMule });
  if ((await ready(load.or(cards))) && (await cards.count()) >= 2) {
    await check('load the mule');
    for (const pressed of await page.locator('button[data-testid="hand-card"][aria-pressed="true"]').all()) await pressed.tap(tap);
    await cards.nth(0).tap(tap);
    await cards.nth(1).tap(tap);
    await expect(load).toBeEnabled();
    await load.tap(tap);
    return true;
  }
  const declare = page.getByRole('button', { name: say.declare, exact: true });
  if (await ready(declare)) {
    await check('declare');
    await declare.tap(tap);
    return true;
  }
  const stop = page.getByRole('button', { name: say.stopInspecting });
  if (await ready(stop)) {
    await check('inspect');
    await stop.tap(tap);
    return true;
  }
  const inspect = page.locator(`button[aria-label^="${say.inspect}"]`);
  if (await ready(inspect)) {
    await check('choose a mule to inspect');
    await inspect.first().tap(tap);
    return true;
  }
  const designate = page.locator(`button[aria-label^="${say.designate}"]`);
  if (await ready(designate)) {
    await check('designate');
    await designate.first().tap(tap);
    return true;
  }
  const take = page.locator(`button[aria-label^="${say.take}"]`);
  if (await ready(take)) {
    await check('take from the Caisse');
    await take.first().tap(tap);
    return true;
  }
  return false;
}

/** Rosa, at the host's window, does what her seat may (the phone's checks are not hers). */
async function hostActs(host: Page): Promise<boolean> {
  const { actOnce } = await import('./contrebandes');
  try {
    return await actOnce(host, {}, { force: true });
  } catch (error) {
    if ((error as Error).name !== 'TimeoutError') throw error;
    return false;
  }
}

/** Both players act until the night's scoring is closed on the phone. */
async function playNight(host: Page, phone: Page, seen: Set<string>): Promise<void> {
  for (;;) {
    let acted = false;
    try {
      acted = await tapOnce(phone, seen);
    } catch (error) {
      if ((error as Error).name !== 'TimeoutError') throw error;
    }
    if (seen.has('the night’s scoring') && (await phone.getByTestId('night-scoring').count()) === 0) return;
    acted = (await hostActs(host)) || acted;
    if (!acted) await phone.waitForTimeout(100);
  }
}

/** A finger held still on `target` for most of a second (Input.dispatchTouchEvent: Playwright's touchscreen only taps). */
async function longPress(page: Page, target: Locator): Promise<void> {
  const box = await target.boundingBox();
  if (box === null) throw new Error('nothing to press');
  const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const session = await page.context().newCDPSession(page);
  await session.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
  await page.waitForTimeout(800);
  await session.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await session.detach();
}

test('an iPhone upright plays a night of Contrebandes by touch as a LAN guest, and keeps its seat through a locked screen', async ({
  page,
  host,
  browser,
}) => {
  test.setTimeout(300_000);
  let screen: PhoneLock | null = null;
  const { context, page: phone } = await seatPhoneAtTable(page, host.url, browser, {
    game: 'contrebandes',
    seats: SEATS,
    phone: 'iPhone',
    beforeJoin: async (phoneContext) => {
      screen = await lockablePhone(phoneContext);
    },
  });
  await expect(phone.getByTestId('contrebandes-table')).toBeVisible();
  const seen = new Set<string>();
  await checkPhone(phone, 'Contrebandes: the table');

  // A tip opens by a long press (a finger has no hover), and the next touch elsewhere closes it.
  await longPress(phone, phone.locator('.cb-clock'));
  await expect(phone.getByRole('tooltip')).toContainText('quarters');
  await phone.getByTestId('phase-line').tap();
  await expect(phone.getByRole('tooltip')).toHaveCount(0);

  // The log, the chat and the table speed are in the drawer the top bar opens.
  const side = phone.getByTestId('game-side');
  await expect(side).toBeHidden();
  await phone.getByTestId('side-toggle').tap();
  await expect(side).toBeVisible();
  await expect(side.getByRole('radiogroup')).toBeVisible();
  await side.getByRole('textbox').fill('Bonsoir !');
  await side.getByRole('button', { name: 'Send' }).tap();
  await expect(page.getByTestId('chat-line').last()).toContainText('Bonsoir !');
  await checkPhone(phone, 'Contrebandes: the log and the chat');
  await side.getByRole('button', { name: 'Close the log and chat' }).tap();
  await expect(side).toBeHidden();

  // A line from the host while the drawer is shut: the ☰ counts it until the drawer opens.
  const toggle = phone.getByTestId('side-toggle');
  await expect(phone.getByTestId('side-unread')).toHaveCount(0);
  await page.getByTestId('game-side').getByRole('textbox').fill('À toi !');
  await page.getByTestId('game-side').getByRole('button', { name: 'Send' }).click();
  await expect(phone.getByTestId('side-unread')).toHaveText('1');
  await expect(toggle).toHaveAccessibleName('Show the log, the chat (1 new message) and the table speed');
  await phone.screenshot({ path: test.info().outputPath('phone-unread-chat.png') });
  await toggle.tap();
  await expect(side.getByTestId('chat-line').last()).toContainText('À toi !');
  await expect(phone.getByTestId('side-unread')).toHaveCount(0);
  await side.getByRole('button', { name: 'Close the log and chat' }).tap();
  await expect(toggle).toHaveAccessibleName('Show the log, the chat and the table speed');

  // The rules open over the whole screen and close by touch.
  await phone.getByRole('button', { name: 'Rules' }).tap();
  const rules = phone.getByTestId('rules-dialog');
  await expect(rules).toBeVisible();
  await checkPhone(phone, 'Contrebandes: the rules');
  await rules.getByRole('button', { name: 'Close' }).tap();
  await expect(rules).toBeHidden();

  // The screen locks: the host sees the seat away; it wakes: the phone is back in its seat and plays on.
  const lock = screen as PhoneLock | null;
  if (lock === null) throw new Error('the phone was not made lockable');
  await lock.lock(phone);
  await expect(page.getByTestId('presence-1')).toHaveText('away');
  await lock.wake(phone);
  await expect(page.getByTestId('presence-1')).toHaveText('connected');
  await expect(phone.getByTestId('player-zone')).toContainText('Zoé');
  await expect(phone.getByTestId('presence-1')).toHaveText('connected');
  // The chat's history, sent again to the woken phone, is not new to it.
  await expect(phone.getByTestId('chat-line')).toHaveCount(2);
  await expect(phone.getByTestId('side-unread')).toHaveCount(0);
  await playNight(page, phone, seen);
  await context.close();
});

test('a Pixel sideways plays a night of Contrebandes by touch as a LAN guest', async ({ page, host, browser }) => {
  test.setTimeout(240_000);
  const { context, page: phone } = await seatPhoneAtTable(page, host.url, browser, { game: 'contrebandes', seats: SEATS, phone: 'Pixel', landscape: true });
  await expect(phone.getByTestId('contrebandes-table')).toBeVisible();
  const seen = new Set<string>();
  await checkPhone(phone, 'Contrebandes: the table');
  await playNight(page, phone, seen);
  await context.close();
});

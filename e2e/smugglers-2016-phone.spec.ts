/**
 * Smugglers (2016) on a phone (issue #29): a LAN guest plays by touch. An iPhone held upright plays a
 * round with the host's player Rosa: it sculpts with a finger (a quick swipe off the lump, circles on the
 * ball, a tap on the treat), opens the waiting ball's tip by a long press, turns the 3D table with one
 * finger, zooms it with two (the camera comes nearer), gives the view back with Reset view and pushes by
 * dragging the ball back. A Pixel held sideways reaches the station and pushes once. Every state the phone
 * acts in passes the phone's checks (checkPhone: no sideways scroll, 44 px targets, the text fits in every
 * language upright and sideways).
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { LAN_TABLE_USE } from './lan';
import { type PhoneName, checkPhone, seatPhoneAtTable } from './phone';
import { actOnce, phaseText, tableLoaded } from './smugglers-2016';
import { line, pinch, touchDrag } from './touch';

test.use(LAN_TABLE_USE);

const SEATS = [{ kind: 'local', name: 'Rosa' }, { kind: 'open' }] as const;

/** One thing done, or false; a control that went as the table moved on (a TimeoutError) is no failure: look again. */
async function acts(act: Promise<boolean>): Promise<boolean> {
  try {
    return await act;
  } catch (error) {
    if ((error as Error).name !== 'TimeoutError') throw error;
    return false;
  }
}

/** The host's player acts with the buttons; her desktop's fit is other specs' business. */
const hostActs = (page: Page) => acts(actOnce(page, { check: async () => undefined }));

/** The phone's check at each state it acts in, once a state. */
function phoneChecks(phone: PhoneName, sideways: boolean) {
  const seen = new Set<string>();
  return async (page: Page, label: string) => {
    const named = `${phone}${sideways ? ' sideways' : ''}: ${label}`;
    if (seen.has(named)) return;
    seen.add(named);
    await checkPhone(page, named);
  };
}

/** The camera's distance to what it looks at (mm), as the table writes it on its canvas. */
async function cameraDistance(page: Page): Promise<number> {
  return Number(await page.locator('canvas[data-camera-distance]').getAttribute('data-camera-distance'));
}

/**
 * At the push (the table waits for this player: no shot changes under the fingers): two fingers spread
 * bring the camera nearer, one finger turns the view, Reset view gives it back, a tap moves nothing.
 */
async function turnAndZoomByTouch(page: Page, check: (page: Page, label: string) => Promise<void>): Promise<void> {
  const canvas = page.getByRole('img', { name: 'The smuggling table in 3D' }).locator('canvas');
  await canvas.scrollIntoViewIfNeeded();
  const box = await canvas.boundingBox();
  if (box === null) throw new Error('The table is not on screen.');
  const centre = { x: box.x + box.width / 2, y: box.y + box.height * 0.6 };
  const reset = page.getByRole('button', { name: 'Reset view' });
  await expect(reset).toHaveCount(0);
  await expect.poll(() => cameraDistance(page)).toBeGreaterThan(0);
  const before = await cameraDistance(page);
  await pinch(page, centre, 40, Math.min(box.width - 20, 220));
  await expect(reset, 'a pinch takes the view').toBeVisible();
  await expect.poll(() => cameraDistance(page), { message: 'spread fingers bring the camera nearer' }).toBeLessThan(before * 0.9);
  // Within the table's limits (kit3d TABLE_LIMITS: 0.12 m at the nearest).
  expect(await cameraDistance(page)).toBeGreaterThanOrEqual(120);
  const frames = Number(await canvas.getAttribute('data-frames'));
  await touchDrag(page, line(centre, { x: centre.x + 90, y: centre.y - 30 }, 8));
  await expect.poll(async () => Number(await canvas.getAttribute('data-frames')), { message: 'a finger turns the view: the table draws' }).toBeGreaterThan(frames);
  await check(page, 'Smugglers (2016): the table, turned by the fingers');
  await reset.tap();
  await expect(reset).toHaveCount(0);
  // A tap moves nothing: the view stays the game's.
  await canvas.tap({ position: { x: box.width / 2, y: box.height / 2 } });
  await expect(reset).toHaveCount(0);
}

test('an iPhone upright plays a round as a LAN guest by touch: sculpts, turns and zooms the table, pushes', async ({ page, browser, host }) => {
  test.setTimeout(420_000);
  const { page: phone, context } = await seatPhoneAtTable(page, host.url, browser, { game: 'smugglers-2016', seats: [...SEATS], phone: 'iPhone' });
  await tableLoaded(phone);
  const check = phoneChecks('iPhone', false);
  let turned = false;
  // At the phone's first push, before it pushes: the fingers turn and zoom the table.
  const beforePush = async (page: Page) => {
    if (turned) return;
    turned = true;
    await turnAndZoomByTouch(page, check);
  };
  while (!(await phaseText(phone)).startsWith('Round 2')) {
    const hostActed = await hostActs(page);
    const acted = !hostActed && (await acts(actOnce(phone, { hands: 'touch', check, beforePush })));
    if (!acted && !hostActed) await phone.waitForTimeout(150);
  }
  // The phone's ball was sculpted and pushed: the log says so, on the phone as at the host.
  const log = phone.getByTestId('game-log');
  await expect(log).toContainText('Zoé has sculpted.');
  await expect(log).toContainText(/Zoé gives an? [\w ]+ push/);
  expect(turned, 'the phone turned and zoomed the table').toBe(true);
  await check(phone, 'Smugglers (2016): round 2');
  await context.close();
});

test('a Pixel held sideways reaches the sculpting station by touch and pushes once', async ({ page, browser, host }) => {
  test.setTimeout(300_000);
  const { page: phone, context } = await seatPhoneAtTable(page, host.url, browser, { game: 'smugglers-2016', seats: [...SEATS], phone: 'Pixel', landscape: true });
  await tableLoaded(phone);
  const check = phoneChecks('Pixel', true);
  const log = phone.getByTestId('game-log');
  const pushed = /Zoé gives an? [\w ]+ push/;
  while (!((await log.textContent()) ?? '').match(pushed)) {
    const hostActed = await hostActs(page);
    const acted = !hostActed && (await acts(actOnce(phone, { hands: 'touch', check })));
    if (!acted && !hostActed) await phone.waitForTimeout(150);
  }
  // The pushed ball rolls on the phone's table.
  await expect(phone.getByTestId('replay-check').first()).toBeAttached({ timeout: 60_000 });
  await context.close();
});

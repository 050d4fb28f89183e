/**
 * Hot-seat on a tablet (issue #29): Playwright's iPad Mini held sideways (1024×768, touch, a mobile
 * viewport; its size and touch only, the browser stays the project's Chromium). Two people start a
 * Smugglers (2025) game by tapping through the menu and the new-game screen, and play two rounds by
 * taps, passing the tablet behind the curtain each time the other's hand is about to show. At every
 * curtain nothing of either hand is on the page; once it is lifted, the hand on screen is the hand the
 * host's save holds for the seat the curtain named, and no other. Every state fits at the tablet's
 * size in every language (checkFit at 1024×768).
 */
import { type Page, devices } from '@playwright/test';
import { kindOf } from '../shared/games/smugglers-2025/goods';
import type { S25State } from '../shared/games/smugglers-2025/types';
import { onlySave } from './contrebandes';
import { expect, test } from './fixtures';
import { checkFit } from './fit';
import { actOnce, shown, table } from './smugglers-2025';
import { words } from './words';

const { defaultBrowserType: _webkit, ...iPadMini } = devices['iPad Mini landscape'];
const TABLET = [{ width: iPadMini.viewport.width, height: iPadMini.viewport.height }] as const;
const shell = words('en', 'shell');
const NAMES = ['Ann', 'Ben'] as const;

test.use({ ...iPadMini, hostSettings: { botDelayMs: 20, playerName: 'Ann' } });

async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`) });
}

/** The kinds of the hand on screen, in a canonical order. */
async function handOnScreen(page: Page): Promise<string> {
  const kinds = await table(page)
    .locator('button[data-hand-kind]')
    .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-hand-kind') ?? ''));
  return kinds.sort().join(',');
}

/** The kinds of `seat`'s hand in the host's latest save, in the same order. */
function handSaved(dataDir: string, seat: number): string {
  const state = onlySave(dataDir).snapshot as S25State;
  return (state.hands[seat] ?? []).map((card) => kindOf(card)).sort().join(',');
}

/** Whether a control is there to be tapped now (without waiting: the table changes as the robots' cards come). */
async function usable(page: Page, selector: ReturnType<Page['locator']>): Promise<boolean> {
  try {
    return (await selector.count()) > 0 && (await selector.first().isVisible()) && (await selector.first().isEnabled({ timeout: 300 }));
  } catch {
    return false;
  }
}


test('two people play Smugglers (2025) hot-seat on a tablet by taps, each hand behind the curtain', async ({ page, host }) => {
  test.setTimeout(480_000);
  await page.goto(host.url);
  const newGame = page.getByRole('button', { name: shell('menu.newGameOf', { title: 'Smugglers (2025)' }) });
  await newGame.waitFor();
  await checkFit(page, 'tablet: menu', TABLET);
  await shot(page, 'tablet-menu');
  await newGame.tap();
  await page.getByRole('radio', { name: shell('players.exactly', { count: 2 }) }).tap();
  for (const [index, name] of NAMES.entries()) {
    await page.getByLabel(shell('newGame.seatPlayer', { seat: index + 1 })).selectOption('human');
    const field = page.getByLabel(shell('seats.nameOf', { seat: index + 1 }));
    await field.tap();
    await field.fill(name);
  }
  await page.getByLabel(shell('newGame.seed'), { exact: true }).fill('12');
  // A yes/no option's title stands over its hint, not run into it ("Long game16 rounds"), on a page that never opened Settings.
  const option = page.locator('.new-game label.check').first();
  const titleBox = await option.locator('.check-title').boundingBox();
  const hintBox = await option.locator('.check-hint').boundingBox();
  if (titleBox === null || hintBox === null) throw new Error('the new-game screen shows no yes/no option with a hint');
  expect(hintBox.y).toBeGreaterThanOrEqual(titleBox.y + titleBox.height - 1);
  await checkFit(page, 'tablet: new game: Smugglers (2025)', TABLET);
  await shot(page, 'tablet-new-game');
  await page.getByRole('button', { name: shell('newGame.start') }).tap();

  const curtain = page.getByTestId('curtain-confirm');
  let curtains = 0;
  const seatsShown = new Set<string>();
  // Two rounds: each a smuggling step (both pick behind the curtain) and a draw (each in turn).
  while (((await shown(page))?.round ?? 1) < 3) {
    if (await usable(page, curtain)) {
      curtains++;
      const title = (await page.locator('#curtain-title').textContent()) ?? '';
      const seat = NAMES.findIndex((name) => title.includes(name));
      expect(seat, `the curtain names a player: “${title}”`).toBeGreaterThanOrEqual(0);
      // Behind the curtain neither hand, nor any of the table, is on the page.
      await expect(table(page)).toHaveCount(0);
      await expect(page.locator('[data-hand-kind]')).toHaveCount(0);
      await expect(page.getByTestId('hotseat-curtain')).toBeInViewport();
      await checkFit(page, 'tablet: hot-seat curtain', TABLET);
      if (curtains === 1) await shot(page, 'tablet-curtain');
      await curtain.tap();
      // Lifted: the seat it named is on screen, with the hand the host holds for that seat.
      await expect.poll(async () => (await shown(page))?.seat, { timeout: 30_000 }).toBe(String(seat));
      await expect.poll(async () => (await handOnScreen(page)) === handSaved(host.dataDir, seat), { timeout: 15_000 }).toBe(true);
      if (curtains === 1) await shot(page, 'tablet-table');
      seatsShown.add(String(seat));
      continue;
    }
    const acted = await actOnce(page, {
      by: 'tap',
      look: async (state) => {
        if (state !== 'smuggle: chosen') await checkFit(page, `tablet: Smugglers (2025): ${state}`, TABLET);
      },
    });
    if (acted === null) await page.waitForTimeout(100);
  }
  // At least: each pick of each round and each draw passed the tablet on.
  test.info().annotations.push({ type: 'curtains', description: String(curtains) });
  expect(curtains).toBeGreaterThanOrEqual(6);
  expect([...seatsShown].sort()).toEqual(['0', '1']);
  await expect(table(page)).toBeInViewport();
  await checkFit(page, 'tablet: Smugglers (2025): the table in round 3', TABLET);
  await shot(page, 'tablet-round-3');
});

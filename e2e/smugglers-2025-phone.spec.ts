/**
 * Smugglers (2025) on a phone (issue #29): an iPhone held upright and a Pixel held sideways each join
 * Rosa's 2-player LAN table by its QR link and play by touch, the iPhone a round, the Pixel the whole
 * game to the final scores by kind. At each state the phone's player meets (his choice of cards, the
 * cards chosen, his draw, the reveal, waiting for Rosa, the ranking, the final table) the page passes
 * the phone checks (e2e/phone.ts: no sideways scroll, 44 px targets, the words fit upright and sideways
 * in every language), and his hand and the button he presses next are on screen, in thumb reach.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { LAN_TABLE_USE } from './lan';
import { type PhoneName, checkPhone, seatPhoneAtTable } from './phone';
import { actOnce, shown, table } from './smugglers-2025';

test.use(LAN_TABLE_USE);

const PLAYS: { phone: PhoneName; landscape: boolean; seed: number; toEnd: boolean }[] = [
  { phone: 'iPhone', landscape: false, seed: 31, toEnd: false },
  // One phone plays on to the end: the final table, one column per kind, must fit a phone too (checkPhone checks it upright and sideways).
  { phone: 'Pixel', landscape: true, seed: 47, toEnd: true },
];

/** Whether the box of `selector` on the table lies wholly on the phone's screen (no scrolling to reach it). */
async function onScreen(phone: Page, selector: string): Promise<boolean> {
  const box = await table(phone).locator(selector).first().boundingBox();
  const size = phone.viewportSize();
  if (box === null || size === null) return false;
  return box.x >= 0 && box.y >= 0 && box.x + box.width <= size.width + 0.5 && box.y + box.height <= size.height + 0.5;
}

for (const { phone: model, landscape, seed, toEnd } of PLAYS) {
  const held = landscape ? 'sideways' : 'upright';
  test(`a guest's ${model} held ${held} plays ${toEnd ? 'a whole game' : 'a round'} of Smugglers (2025) with Rosa by touch`, async ({ page, browser, host }) => {
    test.setTimeout(toEnd ? 600_000 : 300_000);
    const seats = [{ kind: 'local' as const, name: 'Rosa' }, { kind: 'open' as const }];
    const { context, page: phone } = await seatPhoneAtTable(page, host.url, browser, { game: 'smugglers-2025', seats, seed, phone: model, landscape });
    await expect(table(phone)).toBeVisible();
    await expect(table(phone)).toHaveAttribute('data-seat', '1');

    const seen = new Set<string>();
    const look = async (state: string) => {
      if (seen.has(state)) return;
      seen.add(state);
      if (state.startsWith('smuggle')) {
        // The hand and Smuggle at the bottom of the screen, in thumb reach, without scrolling.
        expect.soft(await onScreen(phone, '.s25-hand-cards'), `${state}: the hand is on screen`).toBe(true);
        expect.soft(await onScreen(phone, 'button[data-action="smuggle"]'), `${state}: Smuggle is on screen`).toBe(true);
      }
      if (state === 'draw') expect.soft(await onScreen(phone, 'button[data-action="draw-deck"]'), 'draw: the deck is on screen').toBe(true);
      await checkPhone(phone, `${model} ${held}: ${state}`);
    };

    const did = new Set<string>();
    const round = async (viewer: Page) => (await shown(viewer))?.round ?? 0;
    const ranking = phone.getByTestId('final-ranking');
    // Round 1 and the start of round 2 (the phone smuggles, sees the reveal, draws, and smuggles again), or the whole game.
    const playing = async () => (toEnd ? !(await ranking.isVisible()) : (await round(phone)) < 2 || (await round(page)) < 2 || !did.has('smuggle-2'));
    while (await playing()) {
      const tapped = await actOnce(phone, { by: 'tap', look });
      if (tapped !== null) did.add(tapped === 'smuggle' && (await round(phone)) >= 2 ? 'smuggle-2' : tapped);
      if ((await table(phone).locator('[data-revealed]').count()) > 0) await look('reveal');
      else if ((await shown(phone))?.phase === 'smuggle' && (await table(phone).locator('[data-pick-seat="1"][data-picked="yes"]').count()) > 0) await look('waiting for Rosa');
      const acted = (await actOnce(page)) !== null;
      if (tapped === null && !acted) await page.waitForTimeout(100);
    }
    expect([...did]).toEqual(expect.arrayContaining(['smuggle', 'smuggle-2']));
    expect(did.has('market') || did.has('deck')).toBe(true);
    if (toEnd) {
      await look('final ranking');
      // Behind the ranking, the final table: a row per seat, a named column per kind, which scrolls inside itself if it must.
      await phone.getByRole('button', { name: 'Look at the table' }).tap();
      const breakdown = table(phone).getByTestId('s25-breakdown');
      await expect(breakdown).toBeVisible();
      for (const name of ['Rosa', 'Zoé']) await expect(breakdown).toContainText(name);
      expect(await breakdown.locator('thead th[data-kind] .s25-breakdown-name').count()).toBeGreaterThan(0);
      await look('final table');
    }
    await context.close();
  });
}

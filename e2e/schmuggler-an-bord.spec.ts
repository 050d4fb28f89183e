/**
 * Schmuggler an Bord end to end: a whole 3-player game against two bots to the
 * final ranking; a hot-seat search whose cards only the searcher sees, behind
 * the curtain. Over the LAN: schmuggler-an-bord-lan.spec.ts.
 */
import { schmugglerAnBord } from '../shared/games/schmuggler-an-bord/index';
import type { SabState } from '../shared/games/schmuggler-an-bord/types';
import { onlySave } from './contrebandes';
import { clippedText } from './overflow';
import { expect, test } from './fixtures';
import { askHint } from './hint';
import { checkFit } from './fit';
import { type Policy, actOnce, shown, startGame, table } from './schmuggler-an-bord';

test.describe('Schmuggler an Bord', () => {
  test.use({ hostSettings: { botDelayMs: 20, playerName: 'Rosa' } });

  test('a player plays a whole 3-player game against two bots, to the final ranking', async ({ page, host }) => {
    test.setTimeout(600_000);
    await startGame(page, host.url, [{ name: 'Rosa' }, { name: 'Boris', bot: 'normal' }, { name: 'Cleo', bot: 'easy' }], 31);
    await expect(table(page)).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('setup.png') });
    // At her first decision the player asks for a hint: the hard bot's choice from her own view, and why.
    await askHint(page, 'Schmuggler an Bord');
    const ranking = page.getByTestId('final-ranking');
    const did = new Set<string>();
    let pictured = false;
    while (!(await ranking.isVisible())) {
      const what = await actOnce(page, 3);
      if (what === null) await page.waitForTimeout(100);
      else did.add(what);
      if (!pictured && (await shown(page))?.phase === 'suspect') {
        await page.screenshot({ path: test.info().outputPath('suspect.png') });
        pictured = true;
      }
    }
    // The player drew, rolled, named suspects and (for a "myself" that was challenged) searched.
    expect([...did]).toEqual(expect.arrayContaining(['draw', 'roll', 'suspect']));
    await page.screenshot({ path: test.info().outputPath('final-ranking.png') });
    await checkFit(page, 'Schmuggler an Bord: final ranking');
    const save = onlySave(host.dataDir);
    expect(save.finished).toBe(true);
    const result = schmugglerAnBord.result(save.snapshot as SabState);
    expect(result).not.toBeNull();
    const rows = ranking.getByTestId('final-rank-row');
    await expect(rows).toHaveCount(3);
    const names = ['Rosa', 'Boris', 'Cleo'];
    for (const winner of result?.winners ?? []) await expect(rows.filter({ hasText: names[winner] as string })).toHaveAttribute('data-winner', 'true');
  });

  test('hot-seat: a search shows the turned cards to the searcher alone, and the curtain hides them from the next player', async ({ page, host }) => {
    test.setTimeout(400_000);
    await startGame(page, host.url, [{ name: 'Ann' }, { name: 'Ben' }, { name: 'Cleo', bot: 'normal' }], 12);
    // Everyone at this screen says "myself" and objects to every "myself": searches come often. All by the table's keys.
    const policy: Policy = { suspect: (me) => me, object: () => true, keys: true };
    let curtains = 0;
    let seenBySearcher = 0;
    let hiddenAfterCurtain = 0;
    let lastSearcher: string | null = null;
    const onCurtain = async () => {
      curtains++;
    };
    while (seenBySearcher < 1 || hiddenAfterCurtain < 1) {
      const before = await shown(page);
      const what = await actOnce(page, 3, policy, { onCurtain });
      if (what === null) {
        await page.waitForTimeout(100);
        continue;
      }
      const now = await shown(page);
      if (what === 'turn' && now !== null && now.phase === 'search' && now.seat === before?.seat) {
        // Still his search: he sees what he turned, face up, on his own table.
        const seen = await table(page).locator('[data-seen]').count();
        if (seen > 0) {
          seenBySearcher++;
          lastSearcher = now.seat;
          await page.screenshot({ path: test.info().outputPath('search.png') });
        }
      }
      if (what === 'curtain' && lastSearcher !== null && now !== null && now.seat !== lastSearcher) {
        // The next player's table shows none of the searcher's cards.
        await expect(table(page).locator('[data-seen]')).toHaveCount(0);
        hiddenAfterCurtain++;
      }
    }
    expect(curtains).toBeGreaterThan(0);
  });

  test('six seats fit the smallest window, 1024×700: the ring, every seat and the actions, with no text cut and no scrolling', async ({ page, host }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1024, height: 700 });
    const seats = [{ name: 'Rosa' }, ...['Bartholomew', 'Cleopatra', 'Dimitrios', 'Evangeline', 'Fitzgerald'].map((name) => ({ name, bot: 'normal' as const }))];
    await startGame(page, host.url, seats, 5);
    await expect(table(page)).toBeVisible();
    await expect(table(page).locator('[data-field][data-card]')).toHaveCount(30);
    await expect(table(page).locator('[data-seat-panel]')).toHaveCount(6);
    // The ring is one tab stop; an arrow goes to the next field, whose tip shows over it, whole, inside the window
    // (not held and cut off by the board that clips it).
    const ring = table(page).locator('.sab-field[tabindex="0"]');
    await expect(ring).toHaveCount(1);
    const from = Number(await ring.getAttribute('data-field'));
    await ring.focus();
    await page.keyboard.press('ArrowRight');
    const next = table(page).locator(`.sab-field[data-field="${(from + 1) % 30}"]`);
    await expect(next).toBeFocused();
    const tip = page.getByRole('tooltip');
    await expect(tip).toHaveText((await next.getAttribute('aria-label')) ?? '');
    await expect(tip).toBeInViewport({ ratio: 1 });
    const [field, shown] = [await next.boundingBox(), await tip.boundingBox()];
    expect(shown !== null && field !== null && Math.abs(shown.x + shown.width / 2 - (field.x + field.width / 2)) < field.width).toBe(true);
    await page.keyboard.press('Escape');
    await expect(tip).toHaveCount(0);
    // Until the player's first roll or suspicion: the setup draw and a turn's controls both on screen.
    for (let step = 0; step < 2; step++) {
      const acted = await actOnce(page, 6);
      if (acted === null) await page.waitForTimeout(200);
      expect(await clippedText(page)).toEqual([]);
      expect(await page.evaluate(() => document.scrollingElement?.scrollHeight ?? 0)).toBeLessThanOrEqual(700);
      for (const panel of await table(page).locator('[data-seat-panel]').all()) await expect(panel).toBeInViewport();
    }
    await page.screenshot({ path: test.info().outputPath('six-seats-1024.png') });
  });
});

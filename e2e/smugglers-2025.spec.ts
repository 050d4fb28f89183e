/**
 * Smugglers (2025) end to end: a whole 2-player game (with its robot) against
 * a bot to the final scores; a solo game that reaches the high-score table;
 * a hot-seat round behind the curtain; a hint at the first decision, counted on
 * the final ranking. Over the LAN: smugglers-2025-lan.spec.ts.
 */
import { setUp } from '../shared/engine/set-up';
import type { S25State } from '../shared/games/smugglers-2025/types';
import { smugglers2025 } from '../shared/games/smugglers-2025/index';
import { onlySave } from './contrebandes';
import { expect, test } from './fixtures';
import { checkFit } from './fit';
import { askHint } from './hint';
import { actOnce, shown, startGame, table } from './smugglers-2025';

test.describe('Smugglers (2025)', () => {
  test.use({ hostSettings: { botDelayMs: 20, playerName: 'Rosa' } });

  test('a player plays a whole 2-player game, with its robot, against a bot, to the final scores by kind', async ({ page, host }) => {
    test.setTimeout(600_000);
    await startGame(page, host.url, [{ name: 'Rosa' }, { name: 'Boris', bot: 'normal' }], 25);
    await expect(table(page)).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('start.png') });
    // At her first decision Rosa asks "What would you do?": the reason shows under the top bar, and the
    // hinted cards glow on her table (the hard bot's smuggle, from her own view).
    await askHint(page, 'Smugglers (2025)');
    await expect(table(page).locator('.kit-hinted').first()).toBeVisible();
    const ranking = page.getByTestId('final-ranking');
    const did = new Set<string>();
    let pictured = false;
    while (!(await ranking.isVisible())) {
      const what = await actOnce(page);
      if (what === null) await page.waitForTimeout(100);
      else did.add(what);
      if (!pictured && (await table(page).locator('[data-revealed]').count()) > 0) {
        await page.screenshot({ path: test.info().outputPath('reveal.png') });
        pictured = true;
      }
    }
    expect([...did]).toEqual(expect.arrayContaining(['smuggle', 'market', 'deck']));
    await page.screenshot({ path: test.info().outputPath('final-ranking.png') });
    await checkFit(page, 'Smugglers (2025): final ranking');
    const save = onlySave(host.dataDir);
    expect(save.finished).toBe(true);
    const result = smugglers2025.result(save.snapshot as S25State);
    expect(result).not.toBeNull();
    const rows = ranking.getByTestId('final-rank-row');
    await expect(rows).toHaveCount(2);
    const names = ['Rosa', 'Boris'];
    for (const winner of result?.winners ?? []) await expect(rows.filter({ hasText: names[winner] as string })).toHaveAttribute('data-winner', 'true');
    // The ranking counts the hints each seat took: Rosa's one, none for the bot.
    await expect(rows.filter({ hasText: 'Rosa' }).getByTestId('final-hints')).toHaveText('1');
    await expect(rows.filter({ hasText: 'Boris' }).getByTestId('final-hints')).toHaveText('0');
    // The score of each seat, broken down by kind, on the table behind the ranking.
    await page.getByRole('button', { name: 'Look at the table' }).click();
    const breakdown = page.getByTestId('s25-breakdown');
    await expect(breakdown).toBeVisible();
    for (const name of names) await expect(breakdown).toContainText(name);
    await checkFit(page, 'Smugglers (2025): the table behind the ranking');
    await page.screenshot({ path: test.info().outputPath('breakdown.png') });
  });

  test('a solo game against two robots ends on the high-score table, the new score marked, and the menu lists it', async ({ page, host }) => {
    test.setTimeout(400_000);
    await startGame(page, host.url, [{ name: 'Rosa' }], 8);
    await expect(table(page)).toBeVisible();
    const ranking = page.getByTestId('final-ranking');
    while (!(await ranking.isVisible())) {
      if ((await actOnce(page)) === null) await page.waitForTimeout(100);
    }
    const scores = page.getByTestId('high-scores');
    await expect(scores.first()).toBeVisible();
    await expect(scores.first().locator('[data-new="true"]')).toHaveCount(1);
    await expect(scores.first().locator('[data-new="true"]')).toContainText('Rosa');
    await page.screenshot({ path: test.info().outputPath('high-scores.png') });
    await checkFit(page, 'Smugglers (2025): solo ranking and high scores');
    await page.getByRole('button', { name: 'Main menu', exact: true }).click();
    // The menu keeps it, beside the saves, across a restart of the host.
    await host.restart({ samePort: true });
    await page.goto(host.url);
    await page.getByRole('button', { name: 'High scores: Smugglers (2025)' }).click();
    await expect(page.getByTestId('high-scores').first()).toContainText('Rosa', { timeout: 30_000 });
    await page.screenshot({ path: test.info().outputPath('menu-high-scores.png') });
    await checkFit(page, 'high scores in the menu');
  });

  test('hot-seat: two players pick behind the curtain, see only their own hand, the first takes her pick back, and the picks are revealed together', async ({ page, host }) => {
    test.setTimeout(300_000);
    await startGame(page, host.url, [{ name: 'Ann' }, { name: 'Ben' }], 12);
    let curtains = 0;
    const hands = new Map<string, string>();
    // Until the first round's reveal and the drawing that follows are over.
    while (((await shown(page))?.round ?? 1) < 2) {
      const now = await shown(page);
      if (now !== null && now.phase === 'smuggle' && now.seat !== 'spectator' && !hands.has(now.seat)) {
        // Each seat's own hand, and no other seat's cards but those in front.
        const hand = (await table(page).locator('button[data-hand-kind]').evaluateAll((cards) => cards.map((card) => card.getAttribute('data-hand-kind')).join(','))) ?? '';
        hands.set(now.seat, hand);
        await expect(table(page).locator('button[data-hand-kind]')).toHaveCount(5);
      }
      const what = await actOnce(page, {
        onCurtain: async () => {
          curtains++;
          const undo = page.getByTestId('curtain-take-back');
          // Before the first pick nothing can be taken back; the curtain after it offers Ann her pick back
          // (Ben picks at the same time: she would never see her own table again before he has picked).
          if (curtains === 1) await expect(undo).toHaveCount(0);
          if (curtains !== 2) return;
          await expect(undo).toHaveText('Ann: take back my move');
          await undo.click();
          await expect(page.getByTestId('hotseat-curtain')).toHaveCount(0);
          await expect(page.getByTestId('took-back')).toHaveText('You took back your move.');
          await expect(table(page).locator('button[data-hand-kind]')).toHaveCount(5);
          expect((await shown(page))?.seat).toBe('0');
        },
      });
      if (what === null) await page.waitForTimeout(100);
    }
    expect(curtains).toBeGreaterThanOrEqual(2);
    expect([...hands.keys()].sort()).toEqual(['0', '1']);
    // Each saw his own dealt hand: the engine's, from the same seed.
    const dealt = setUp(smugglers2025, 12, 2, smugglers2025.defaultOptions(2));
    for (const seat of [0, 1]) expect(hands.get(String(seat))).toBe(smugglers2025.viewFor(dealt, seat).hand?.join(','));
  });
});

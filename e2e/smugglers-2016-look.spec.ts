/**
 * The Smugglers (2016) table's camera: the player may turn and zoom the view
 * with the mouse (the canvas draws while it moves: it draws on demand), a
 * "Reset view" button then gives it back to the game's own shot. Screenshots
 * of the table's overview at 1280×800 and 1024×700 go to the test's output.
 */
import { expect, test } from './fixtures';
import { startGame, tableLoaded } from './smugglers-2016';

test.describe('Smugglers (2016) table view', () => {
  test.use({ hostSettings: { botDelayMs: 20, playerName: 'Rosa' } });

  test('a drag turns the view, "Reset view" gives it back to the game', async ({ page, host }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 1280, height: 800 });
    await startGame(page, host.url, [
      { name: 'Rosa', human: true },
      { name: 'Boris', human: false },
    ]);
    const canvas = await tableLoaded(page);
    // The sculpting station covers the table: look at the table instead.
    await page.getByRole('button', { name: 'Look at the table' }).click({ timeout: 60_000 });
    await page.screenshot({ path: test.info().outputPath('overview-1280x800.png') });
    await page.setViewportSize({ width: 1024, height: 700 });
    await page.waitForTimeout(500);
    await page.screenshot({ path: test.info().outputPath('overview-1024x700.png') });

    const reset = page.getByRole('button', { name: 'Reset view' });
    // The game's own view: nothing to reset.
    await expect(reset).toHaveCount(0);
    const box = await canvas.boundingBox();
    if (box === null) throw new Error('The table is not on screen.');
    const framesBefore = Number(await canvas.getAttribute('data-frames'));
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 120, box.y + box.height / 2 - 40, { steps: 8 });
    await page.mouse.up();
    await page.mouse.wheel(0, -300);
    // The view is the player's now, and the canvas drew the move.
    await expect(reset).toBeVisible();
    await expect.poll(async () => Number(await canvas.getAttribute('data-frames'))).toBeGreaterThan(framesBefore);
    await page.screenshot({ path: test.info().outputPath('turned.png') });

    await reset.click();
    await expect(reset).toHaveCount(0);
    // A click that does not move the view leaves it to the game.
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect(reset).toHaveCount(0);
  });
});

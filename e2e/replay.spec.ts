/**
 * A replay from the Load screen (issue #28, part 2), from a prepared save of
 * a finished three-player Contrebandes game (e2e/saves): step, seek, and the
 * same move seen by two seats, each with his own hand and nobody else's; the
 * read-only table still opens its tips, and a press on it does nothing.
 * The details (every position, every perspective, all open, bad requests and
 * files) are the unit tests' (src-main/host/replays.test.ts, the conformance
 * suite's replay check, screens/replay/replaySteps.test.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';

const SAVE = 'contrebandes-20261201-120000-e2e001.json';

test('a finished game replays from the Load screen: steps, the slider, and two seats at the same move', async ({ page, host }) => {
  fs.mkdirSync(path.join(host.dataDir, 'saves'), { recursive: true });
  fs.copyFileSync(path.join(import.meta.dirname, 'saves', SAVE), path.join(host.dataDir, 'saves', SAVE));
  await page.goto(host.url);
  await page.getByRole('button', { name: 'Load', exact: true }).click();
  await page.getByRole('button', { name: /^Replay Contrebandes with Ada, Bruno,? and Chloé, 93 moves/ }).click();

  const move = page.getByTestId('replay-move');
  await expect(move).toHaveText('Move 0 of 93');
  await expect(page.getByTestId('contrebandes-table')).toBeVisible();
  // The spectator sees no hand; the game has ended, so all cards open is offered too.
  await expect(page.getByTestId('hand-card')).toHaveCount(0);
  await expect(page.getByTestId('replay-perspective').locator('option')).toHaveText(['Ada', 'Bruno', 'Chloé', 'A spectator', 'All cards open']);

  await page.getByRole('button', { name: 'Next move' }).click();
  await expect(move).toHaveText('Move 1 of 93');
  await page.getByTestId('replay-screen').press('ArrowLeft');
  await expect(move).toHaveText('Move 0 of 93');

  await page.getByTestId('replay-slider').fill('20');
  await expect(move).toHaveText('Move 20 of 93');
  // The log as the table held it at move 20: every announcement so far, not only the last move's.
  await expect.poll(() => page.getByTestId('game-log').locator('li').count()).toBeGreaterThan(5);
  await page.getByTestId('replay-perspective').selectOption({ label: 'Ada' });
  // Move 20: Bruno, the officer, chooses whom to inspect; Ada holds 3 cards, Bruno 4.
  await expect(page.getByTestId('seat-0').getByText('Ada (you)')).toBeVisible();
  await expect(page.getByTestId('hand-card')).toHaveCount(3);
  await page.getByTestId('replay-perspective').selectOption({ label: 'Bruno' });
  await expect(page.getByTestId('seat-1').getByText('Bruno (you)')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Whom do you inspect?' })).toBeVisible();
  await expect(move).toHaveText('Move 20 of 93');
  await page.screenshot({ path: test.info().outputPath('replay-bruno-move-20.png') });
  // The table is read-only, yet explains itself: a tip opens on hover, and pressing Bruno's choice does nothing.
  const table = page.getByTestId('contrebandes-table');
  await table.locator('.kit-tip').first().hover();
  await expect(page.getByRole('tooltip')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('replay-tip.png') });
  await table.getByRole('button', { name: 'Inspect Ada' }).click();
  await expect(move).toHaveText('Move 20 of 93');
  await expect(page.getByRole('heading', { name: 'Whom do you inspect?' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);

  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('heading', { name: 'Saved games' })).toBeVisible();
});

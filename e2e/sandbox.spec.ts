/**
 * The physics sandbox end to end: on the bench a sphere clearly smaller than
 * the smallest hole passes it and one clearly larger than the largest hole
 * sticks; a small batch study runs on the host's workers, draws its chart and
 * limits, and its CSV export holds exactly the rows the study asked for; a
 * profile made in the sandbox starts a game whose table rolls and replays with
 * that profile.
 */
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import type { SmugglersState } from '../shared/games/smugglers-2016/types';
import { onlySave } from './contrebandes';
import { expect, test } from './fixtures';
import { playStep } from './smugglers-2016';

async function openSandbox(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.getByRole('button', { name: 'Physics sandbox' }).click();
  await expect(page.getByRole('heading', { name: 'Physics sandbox' })).toBeVisible();
}

async function rollOnBench(page: Page, hole: string, diameterMm: string): Promise<string> {
  await page.getByLabel('Hole', { exact: true }).selectOption(hole);
  await page.getByLabel('Diameter (mm)').fill(diameterMm);
  await page.getByLabel('Diameter (mm)').press('Tab');
  await page.getByRole('button', { name: 'Roll', exact: true }).click();
  const outcome = page.locator(`[data-testid="bench-outcome"][data-hole="${hole}"]`);
  await expect(outcome).toHaveCount(1);
  await expect(outcome).not.toHaveAttribute('data-outcome', 'rolling', { timeout: 30_000 });
  return (await outcome.getAttribute('data-outcome')) ?? '';
}

test.describe('Physics sandbox', () => {
  test('on the bench a small sphere passes the smallest hole and a large one sticks in the largest', async ({ page, host }) => {
    test.setTimeout(120_000);
    await openSandbox(page, host.url);
    await expect(page.locator('.sb-stage[data-ready="true"]')).toBeVisible({ timeout: 60_000 });
    // Hole 3 is the smallest (20 mm), hole 6 the largest (38 mm): numbers are shown here, unlike in the game.
    expect(await rollOnBench(page, '3', '15')).toBe('passed');
    await expect(page.getByText('Hole 3: 20 mm')).toBeVisible();
    await expect(page.getByTestId('bench-hole-diameter').first()).toHaveText('20.0 mm');
    expect(await rollOnBench(page, '6', '40')).toBe('stuck');
    await expect(page.getByTestId('bench-clearance').first()).toHaveText(/^[-−]2\.0/);
    await page.screenshot({ path: test.info().outputPath('bench.png') });
  });

  test('a small sweep runs on the host, draws its chart and limits, and exports its rows as CSV', async ({ page, host }) => {
    test.setTimeout(180_000);
    await openSandbox(page, host.url);
    await page.getByRole('tab', { name: 'Batch study' }).click();
    // Holes 1 (26 mm) and 3 (20 mm); round balls only; 16 sizes from 15 to 30 mm; 4 trials each.
    const holes = page.getByRole('group', { name: 'Holes' }).getByRole('checkbox');
    await expect(holes).toHaveCount(7);
    for (let i = 0; i < 7; i++) await holes.nth(i).setChecked(i === 0 || i === 2);
    const levels = page.getByRole('group', { name: 'Roundness levels' }).getByRole('checkbox');
    const levelCount = await levels.count();
    for (let i = 0; i < levelCount; i++) await levels.nth(i).setChecked(i === 0);
    await page.getByLabel('From', { exact: true }).fill('15');
    await page.getByLabel('To', { exact: true }).fill('30');
    await page.getByLabel('Step', { exact: true }).fill('1');
    await page.getByLabel('Trials per size').fill('4');
    await page.getByLabel('Seed', { exact: true }).fill('7');
    await expect(page.getByText('128 rolls')).toBeVisible();
    await page.getByRole('button', { name: 'Run sweep' }).click();
    await expect(page.getByRole('progressbar', { name: 'Sweep progress' })).toBeVisible();
    await expect(page.getByText(/^Done: /)).toBeVisible({ timeout: 120_000 });
    await expect(page.getByRole('progressbar', { name: 'Sweep progress' })).toHaveAttribute('aria-valuenow', '100');

    await expect(page.getByTestId('sweep-chart').locator('canvas')).toBeVisible();
    const limits = page.getByTestId('sweep-limits');
    await expect(limits).toContainText('26');
    await expect(limits).toContainText('20');
    await page.screenshot({ path: test.info().outputPath('sweep.png') });

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await (await download).path();
    const lines = fs.readFileSync(file, 'utf8').trim().split(/\r?\n/);
    expect(lines[0]).toBe('hole,holeDiameterMm,sphereDiameterMm,roundness,trials,passed,passRate');
    const rows = lines.slice(1).map((line) => line.split(',').map(Number));
    expect(rows).toHaveLength(2 * 16);
    for (const [hole, holeMm, sphereMm, roundness, trials, passed, rate] of rows as number[][]) {
      expect([1, 3]).toContain(hole);
      expect(holeMm).toBe(hole === 1 ? 26 : 20);
      expect(sphereMm).toBeGreaterThanOrEqual(15);
      expect(sphereMm).toBeLessThanOrEqual(30);
      expect(roundness).toBe(1);
      expect(trials).toBe(4);
      expect(rate).toBeCloseTo((passed as number) / 4, 6);
      // Round balls: well below the hole they pass, well above it they stick.
      if ((sphereMm as number) <= (holeMm as number) - 3) expect(passed).toBe(4);
      if ((sphereMm as number) >= (holeMm as number) + 1) expect(passed).toBe(0);
    }

    const png = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export PNG' }).click();
    const image = fs.readFileSync(await (await png).path());
    expect(image.subarray(1, 4).toString('ascii')).toBe('PNG');
  });

  test('a profile with wider holes, saved in the sandbox, rolls on the bench and starts a game that rolls and replays with it', async ({ page, host }) => {
    test.setTimeout(240_000);
    await openSandbox(page, host.url);
    await page.getByRole('tab', { name: 'Profiles' }).click();
    await page.getByRole('button', { name: 'New profile from Standard' }).click();
    await page.getByLabel('Name', { exact: true }).fill('Wide holes');
    const wide = [36, 45, 30, 42, 33, 48, 39];
    for (const [i, mm] of wide.entries()) await page.getByLabel(`Hole ${i + 1} (mm)`).fill(String(mm));
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByRole('button', { name: 'Start a game with this profile' })).toBeEnabled();

    // On the bench with that profile, a 25 mm ball passes hole 3 (30 mm there; 20 mm on the Standard table).
    await page.getByRole('tab', { name: 'Bench' }).click();
    await page.getByLabel('Profile', { exact: true }).selectOption('Wide holes');
    await expect(page.locator('.sb-stage[data-ready="true"]')).toBeVisible({ timeout: 60_000 });
    expect(await rollOnBench(page, '3', '25')).toBe('passed');
    await expect(page.getByText('Hole 3: 30 mm')).toBeVisible();

    await page.getByRole('tab', { name: 'Profiles' }).click();
    await page.getByRole('button', { name: 'Wide holes', exact: true }).click();
    await page.getByRole('button', { name: 'Start a game with this profile' }).click();

    // The new-game screen of Smugglers (2016), with the profile chosen.
    await expect(page.getByLabel('Physical profile')).toHaveValue('Wide holes');
    await page.getByRole('radio', { name: '2 players' }).check();
    await page.getByLabel('Seat 1 player').selectOption('human');
    await page.getByLabel('Seat 1 name').fill('Rosa');
    await page.getByLabel('Seat 2 player').selectOption('bot');
    await page.getByLabel('Seat 2 name').fill('Boris');
    await page.getByLabel('Seed').fill('99');
    await page.getByRole('button', { name: 'Start' }).click();
    await expect(page.getByRole('img', { name: 'The smuggling table in 3D' }).locator('canvas')).toBeVisible({ timeout: 60_000 });

    // Rosa's balls (10 pinches, about 25 mm) would stick in the Standard table's small holes and pass every wide one.
    const checks = page.getByTestId('replay-check');
    while ((await checks.count()) < 3 && !(await page.getByTestId('final-ranking').isVisible())) {
      await playStep(page, { pinches: 10, strokes: 8 });
    }
    await expect.poll(async () => (await checks.evaluateAll((items) => items.filter((item) => item.getAttribute('data-host') === 'pending').length)), { timeout: 30_000 }).toBe(0);
    const found = await checks.evaluateAll((items) => items.map((item) => ({ host: item.getAttribute('data-host'), replay: item.getAttribute('data-replay') })));
    expect(found.length).toBeGreaterThanOrEqual(3);
    for (const check of found) expect(check.replay, 'every replay on this table ends as the host rolled it').toBe(check.host);
    // The game keeps its own copy of the profile.
    const state = onlySave(host.dataDir).snapshot as SmugglersState;
    expect(state.options.physics?.name).toBe('Wide holes');
    expect(state.options.physics?.profile.holesMm).toEqual(wide);
  });
});

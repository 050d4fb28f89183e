/**
 * A replay from the Load screen (issue #28, part 2), from a prepared save of
 * a finished three-player Contrebandes game (e2e/saves): step, seek, and the
 * same move seen by two seats, each with his own hand and nobody else's; the
 * read-only table still opens its tips, and a press on it does nothing. A
 * step onto a push replays the roll on the Smugglers (2016) 3D table, to the
 * outcome the host rolled; a step onto a push in Insel der Schmuggler moves
 * the boats in the bay, to where the rules put them.
 * The details (every position, every perspective, all open, bad requests and
 * files) are the unit tests' (src-main/host/replays.test.ts, the conformance
 * suite's replay check, screens/replay/replaySteps.test.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { smugglers2016 } from '../shared/games/smugglers-2016/index';
import type { SmugglersEvent } from '../shared/games/smugglers-2016/types';
import { onlySave } from './contrebandes';
import { expect, test } from './fixtures';
import { expectBayMatches, plannedGameWithEverything, stage } from './insel-der-schmuggler';
import { inselDerSchmuggler } from '../shared/games/insel-der-schmuggler/index';
import { writePreparedSave, writeSave } from './saves';

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

test.describe('a replay of a 3D table', () => {
  test.use({ hostSettings: { botDelayMs: 20, playerName: 'Rosa', reducedMotion: false } });

  test('a step onto a push replays the roll on the Smugglers (2016) table, to the outcome the host rolled', async ({ page, host }) => {
    // A save that ends with the first roll's outcome (the host's physics, as in play), made in this process:
    // it stops just before the move after it.
    let rolledBefore = false;
    await writePreparedSave(host.dataDir, {
      game: smugglers2016,
      seed: 2016,
      seats: [
        { name: 'Rosa', kind: 'human' },
        { name: 'Boris', kind: 'bot' },
      ],
      moment: (events) => {
        const after = rolledBefore;
        rolledBefore ||= events.some((event) => (event as SmugglersEvent).type === 'rolled');
        return after;
      },
      movesBefore: 0,
    });
    const log = onlySave(host.dataDir).log;
    const rolled = log.at(-1)?.move as { type: string; outcome: string };
    expect(rolled.type).toBe('roll-outcome');
    await page.goto(host.url);
    await page.getByRole('button', { name: 'Load', exact: true }).click();
    await page.getByRole('button', { name: /^Replay Smugglers \(2016\)/ }).click();
    const move = page.getByTestId('replay-move');
    await expect(move).toHaveText(`Move 0 of ${log.length}`);
    // Before the push, then one step onto it: the host rolled it then.
    await page.getByTestId('replay-slider').fill(String(log.length - 2));
    await expect(move).toHaveText(`Move ${log.length - 2} of ${log.length}`);
    const stage = page.locator('.sm-stage');
    await expect(page.getByRole('img', { name: 'The smuggling table in 3D' }).locator('canvas')).toBeVisible({ timeout: 60_000 });
    await expect(stage).toHaveAttribute('data-replaying', 'false', { timeout: 60_000 });
    await page.getByRole('button', { name: 'Next move' }).click();
    await expect(move).toHaveText(`Move ${log.length - 1} of ${log.length}`);
    // The ball rolls (its tip follows it), then stops where the host's roll did.
    await expect(stage).toHaveAttribute('data-replaying', 'true', { timeout: 30_000 });
    await expect(page.locator('[data-scene-tip="track-ball"]')).toHaveAttribute('aria-label', /rolling towards hole/);
    await page.screenshot({ path: test.info().outputPath('s2016-replay-rolling.png') });
    // Skip replay works on the read-only table (it changes what is shown, not the game): the roll ends at once.
    await page.getByRole('button', { name: 'Skip replay' }).click();
    await expect(stage).toHaveAttribute('data-replaying', 'false', { timeout: 60_000 });
    await expect(stage).toHaveAttribute('data-replayed', new RegExp(`=${rolled.outcome}$`));
  });
});

test.describe('a replay of the bay', () => {
  test.use({ hostSettings: { botDelayMs: 20, playerName: 'Rosa', reducedMotion: false } });

  test('a step onto a push in Insel der Schmuggler moves the boats, and the bay ends where the rules put them', async ({ page, host }) => {
    // A whole game the engine played (the Insel specs' planned game), saved as the host saves it.
    const planned = plannedGameWithEverything();
    const last = planned.moves.at(-1);
    if (!last) throw new Error('the planned game has no moves');
    writeSave(host.dataDir, {
      game: inselDerSchmuggler,
      seed: planned.seed,
      seats: [
        { name: 'Rosa', kind: 'human' },
        { name: 'Boris', kind: 'bot' },
      ],
      options: planned.options,
      log: planned.moves.map(({ seat, move }) => ({ actor: seat, move })),
      state: last.after,
    });
    const push = planned.moves.find((step) => step.move.type === 'push');
    if (!push) throw new Error('the planned game has no push');
    // The bay's test hook (where it draws each boat, whether it has settled).
    await page.addInitScript(() => {
      (window as unknown as { __inselBayTest: boolean }).__inselBayTest = true;
    });
    await page.goto(host.url);
    await page.getByRole('button', { name: 'Load', exact: true }).click();
    await page.getByRole('button', { name: /^Replay Insel der Schmuggler/ }).click();
    const move = page.getByTestId('replay-move');
    const count = planned.moves.length;
    await expect(move).toHaveText(`Move 0 of ${count}`);
    await page.getByTestId('replay-slider').fill(String(push.version));
    await expect(move).toHaveText(`Move ${push.version} of ${count}`);
    await expect(stage(page)).toHaveAttribute('data-version', String(push.version), { timeout: 60_000 });
    await expectBayMatches(page, planned);
    // The push is animated once the physics is in (before, the bay shows a step at its end, still): on a loaded
    // machine Rapier's chunk may come after the bay's first picture.
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __inselBay?: () => { physics: boolean } }).__inselBay?.().physics), { timeout: 60_000 })
      .toBe(true);
    await page.getByRole('button', { name: 'Next move' }).click();
    await expect(move).toHaveText(`Move ${push.version + 1} of ${count}`);
    // The boats move (the bay is not settled for a while), then stand where the rules put them after the push.
    await expect.poll(() => page.evaluate(() => (window as unknown as { __inselBay?: () => { settled: boolean } }).__inselBay?.().settled), { timeout: 10_000, intervals: [20] }).toBe(false);
    await page.screenshot({ path: test.info().outputPath('insel-replay-push.png') });
    expect(await expectBayMatches(page, planned)).toBe(push.version + 1);
  });
});

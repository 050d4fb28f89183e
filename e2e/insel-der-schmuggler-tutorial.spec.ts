/**
 * The guided first game of Insel der Schmuggler, played to its end in English
 * with the table's real controls: from the menu's Learn to play, a refused
 * harbour and the step's words, then every step in turn, the fields picked on
 * the 3D bay where the bay's test hook says it draws them. The bots' pace is
 * 0 and others' turns go by at the fastest table speed, so nothing waits
 * (docs/tutorials.md).
 */
import type { Page } from '@playwright/test';
import { harbourId, seaFieldId } from '../shared/games/insel-der-schmuggler/board';
import { expect, test } from './fixtures';
import { clickField, stage } from './insel-der-schmuggler';
import { atStep, expectFinished, next, openTutorial } from './tutorial';

const roll = (page: Page) => page.getByTestId('insel-roll').click();

/** Picks a field on the bay once the bay has shown what happened and lights the fields the player may pick. */
async function pick(page: Page, field: number): Promise<void> {
  await expect(stage(page)).toHaveAttribute('data-watching', 'false');
  await expect(stage(page)).not.toHaveAttribute('data-targets', '0');
  await clickField(page, field);
}

/** Picks the player's boat (Move my boat), then a field: a sail; or a boat, then where it goes: a push. */
async function sail(page: Page, ...fields: number[]): Promise<void> {
  await expect(stage(page)).toHaveAttribute('data-watching', 'false');
  await page.getByTestId('insel-move-boat').click();
  for (const field of fields) await pick(page, field);
}

test.describe('Insel der Schmuggler: the guided first game', () => {
  test.use({ hostSettings: { botDelayMs: 0, playerName: 'Rosa', language: 'en', tableSpeed: 'skip' } });

  test('plays to its end in English with the real controls', async ({ page, host }) => {
    await page.addInitScript(() => {
      (window as unknown as { __inselBayTest: boolean }).__inselBayTest = true;
    });
    await openTutorial(page, host.url, 'insel-der-schmuggler', 'Step 1 of 16', /^Welcome to Insel der Schmuggler!/);
    // The step points at the bay: a ring round it, an arrow at it.
    await expect(page.getByTestId('tutorial-ring')).toHaveCount(1);
    await expect(page.getByTestId('tutorial-arrow')).toBeVisible();
    await expect(page.locator('.insel-bay canvas')).toBeVisible();
    await next(page);

    // A harbour the step does not take is refused with the step's words; the one it asks for goes through.
    await atStep(page, 'harbour');
    const harbours = page.locator('.insel-harbours');
    await harbours.getByRole('button', { name: 'Parrot Island' }).click();
    await expect(page.locator('.insel-error')).toHaveText('Press the Palm Island button (or click Palm Island’s harbour on the bay).');
    await harbours.getByRole('button', { name: 'Palm Island' }).click();

    await atStep(page, 'roll');
    await roll(page);
    await atStep(page, 'tile');
    await expect(page.getByTestId('insel-seat-0').getByTestId('insel-peek')).toBeVisible();
    await next(page);
    await atStep(page, 'beam');
    // 4 for the boat, and 2 green arrows: the beam turned counter-clockwise.
    await expect(page.getByTestId('insel-dice').locator('[data-pips="4"]')).toBeVisible();
    await expect(page.getByTestId('insel-dice').locator('[data-face="green2"]')).toBeVisible();
    await next(page);

    // Four fields toward Pineapple Island, picked on the bay.
    await atStep(page, 'sail');
    await sail(page, seaFieldId(2, 17));

    // Jonas takes his goods and stops in the mouth of Pineapple Island's harbour: you push him aside.
    await atStep(page, 'blocked');
    await roll(page);
    await atStep(page, 'push');
    await sail(page, seaFieldId(2, 16), seaFieldId(2, 15));

    await atStep(page, 'rollAgain');
    await roll(page);
    await atStep(page, 'turnBeam');
    await page.getByRole('button', { name: 'Clockwise', exact: true }).click();
    await atStep(page, 'throw');
    await pick(page, seaFieldId(1, 13));
    await atStep(page, 'deliver');
    await sail(page, harbourId(4));

    await atStep(page, 'delivered');
    await expect(page.getByTestId('insel-seat-0').locator('.insel-total')).toHaveAttribute('data-total', '2');
    await next(page);
    await atStep(page, 'end');
    await expect(page.getByTestId('insel-goods')).toContainText('1 tile in the sea');
    await next(page);
    // A lesson leaves no save (expectFinished checks).
    await expectFinished(page, 'Well done!', host.dataDir);
  });
});

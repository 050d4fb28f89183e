/**
 * The guided first game of Schmuggler an Bord, played to its end in English
 * with the table's real controls: from the menu's Learn to play, a refused
 * draw and the step's words, every step in turn (the ringed cards, the gold
 * taken, an objection, the guessing round, "myself" and the search). The
 * bots' pace is 0 and the table at its fastest, so nothing waits
 * (docs/tutorials.md). CI is at its time limit: no fitting check here (run
 * by hand at five of its steps, every language and size fits).
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { atStep, expectFinished, next, openTutorial, readSteps } from './tutorial';

const table = (page: Page) => page.getByTestId('sab-table');
const slot = (page: Page, slot: number) => table(page).locator(`button[data-slot="${slot}"]`);
const roll = (page: Page) => table(page).locator('button[data-action="roll"]').click();

test.describe('Schmuggler an Bord: the guided first game', () => {
  test.use({ hostSettings: { botDelayMs: 0, tableSpeed: 'x4', playerName: 'Ada', language: 'en' } });

  test('plays to its end with the real controls', async ({ page, host }) => {
    await openTutorial(page, host.url, 'schmuggler-an-bord', 'Step 1 of 21', /^Welcome aboard!/);
    // The step points at the face-down spread: a ring round it, an arrow at it.
    await expect(page.getByTestId('tutorial-ring')).toHaveCount(1);
    await expect(page.getByTestId('tutorial-arrow')).toBeVisible();
    await next(page);

    // A card the step does not ring is refused with the step's words; the ringed one is taken.
    await atStep(page, 'draw');
    await slot(page, 0).click();
    await expect(table(page).locator('.sab-error')).toHaveText('Take the ringed card in the middle of the ship when it is your turn to draw.');
    await slot(page, 18).click();
    await atStep(page, 'draw2');
    await slot(page, 8).click();
    await atStep(page, 'draw3');
    await slot(page, 26).click();
    await readSteps(page, 'laidOut');

    // Turn 1: the gold lies on the field the die brings the pawn to.
    await atStep(page, 'roll');
    await roll(page);
    await readSteps(page, 'took');

    // Turn 2: Greta claims the amphorae, which Jonas took; she lacks them and pays for both objections.
    await atStep(page, 'object');
    await table(page).locator('button[data-object="yes"]').click();
    await atStep(page, 'paid');
    await expect(table(page).locator('[data-kitty]')).toHaveText('2');
    await next(page);

    // Turn 3: Jonas names Ada for the old coins; she names Greta, who has them and gives them to her.
    await atStep(page, 'named');
    await table(page).locator('button[data-suspect="1"]').click();
    await atStep(page, 'given');
    await expect(table(page).locator('[data-seat-panel="0"] [data-cards]')).toHaveText('5');
    await expect(table(page).locator('[data-kitty]')).toHaveText('4');
    await next(page);

    // Turn 4: her own jewellery: "myself", Greta objects, and the first card of her row is it.
    await atStep(page, 'roll2');
    await roll(page);
    await atStep(page, 'myself');
    await table(page).locator('button[data-suspect="0"]').click();
    await atStep(page, 'search');
    await table(page).locator('button[data-place="0"]').click();
    await readSteps(page, 'found', 'end');

    // A lesson leaves no save until it goes on as a normal game (expectFinished checks).
    await expectFinished(page, 'Well done!', host.dataDir);
  });
});

/**
 * The guided first game of Smugglers (2025), played to its end in English
 * with the table's real controls: from the menu's Learn to play, a refused
 * smuggle and the step's hint, every step in turn, to the well done. The
 * bots' pace is 0 and the table at its fastest, so nothing waits
 * (docs/tutorials.md).
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { table } from './smugglers-2025';
import { atStep, expectFinished, next, openTutorial, readSteps } from './tutorial';

const handCard = (page: Page, kind: string) => table(page).locator(`button[data-hand-kind="${kind}"]`).first();
const smuggle = (page: Page) => table(page).locator('button[data-action="smuggle"]');
const revealed = (page: Page, kind: string, player: string) => table(page).locator(`[data-revealed][data-kind="${kind}"][data-player="${player}"]`);

test.describe('Smugglers (2025): the guided first game', () => {
  test.use({ hostSettings: { botDelayMs: 0, playerName: 'Rosa', language: 'en', tableSpeed: 'skip' } });

  test('plays to its end with the real controls', async ({ page, host }) => {
    await openTutorial(page, host.url, 'smugglers-2025', 'Step 1 of 18', /^Welcome to Smugglers!/);
    await expect(page.getByTestId('tutorial-ring')).not.toHaveCount(0);
    await next(page);
    await atStep(page, 'customs');
    await expect(table(page).locator('[data-customs="silkSeal"]')).toBeVisible();
    await next(page);
    await readSteps(page, 'hand');

    // A smuggle the step does not take is refused with the step's words; the one it asks for goes through.
    await atStep(page, 'smuggle');
    await handCard(page, 'tea').click();
    await smuggle(page).click();
    await expect(table(page).locator('.s25-error')).toHaveText('Click the crossbow in your hand, then press “Smuggle”.');
    await handCard(page, 'crossbow').click();
    await smuggle(page).click();

    // Everything revealed together and judged: the crossbow stays, the lone venom and the silk go.
    await atStep(page, 'judge');
    await expect(revealed(page, 'crossbow', 'seat-0')).toHaveAttribute('data-reason', 'kept');
    await expect(revealed(page, 'snakeVenom', 'seat-1')).toHaveAttribute('data-reason', 'onlyPoison');
    await expect(revealed(page, 'silk', 'seat-2')).toHaveAttribute('data-reason', 'customs');
    await next(page);
    await readSteps(page, 'kept');

    // Bruno and Chloé have drawn: Rosa throws the rat poison away, takes the tea and draws one.
    await atStep(page, 'discard');
    await handCard(page, 'ratPoison').click();
    await table(page).locator('button[data-action="discard"]').click();
    await atStep(page, 'market');
    await table(page).locator('button[data-market="tea"]').click();
    await atStep(page, 'deck');
    await table(page).locator('button[data-action="draw-deck"]').click();

    await atStep(page, 'round2');
    await expect(table(page).locator('[data-customs="teaBan"]')).toBeVisible();
    await next(page);
    await atStep(page, 'smuggle2');
    await handCard(page, 'purpleGem').click();
    await smuggle(page).click();

    await atStep(page, 'judge2');
    await expect(revealed(page, 'greatSword', 'seat-1')).toHaveAttribute('data-reason', 'secondWeapon');
    await expect(revealed(page, 'crossbow', 'seat-2')).toHaveAttribute('data-reason', 'secondWeapon');
    await next(page);
    await atStep(page, 'sets');
    await expect(table(page).locator('[data-seat-area="0"] [data-front-score]')).toHaveAttribute('data-front-score', '15');
    await next(page);
    await readSteps(page, 'gems', 'end');

    // A lesson leaves no save (expectFinished checks).
    await expectFinished(page, 'Well done!', host.dataDir);
  });
});

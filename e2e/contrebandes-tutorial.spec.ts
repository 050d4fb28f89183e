/**
 * The guided first game of Contrebandes, played to its end in German with the
 * table's real controls: from the menu's Learn to play, a refused load and the
 * step's hint, every step in turn, then on as a normal game (which is saved).
 * The bots' pace is 0, so nothing waits (docs/tutorials.md).
 */
import type { Page } from '@playwright/test';
import { onlySave, saveIfAny } from './contrebandes';
import { expect, test } from './fixtures';
import { checkFit } from './fit';
import { atStep, expectFinished, next, openTutorial, readSteps } from './tutorial';

const card = (page: Page, card: number) => page.locator(`button[data-testid="hand-card"][data-card="${card}"]`);
const loadButton = (page: Page) => page.locator('[data-tutorial~="hand"] .cb-load-actions .cb-button--primary');

test.describe('Contrebandes: the guided first game', () => {
  test.use({ hostSettings: { botDelayMs: 0, playerName: 'Rosa', language: 'de' } });

  test('plays to its end in German with the real controls, then goes on as a normal game', async ({ page, host }) => {
    await openTutorial(page, host.url, 'contrebandes', 'Schritt 1 von 13', /^Willkommen bei Contrebandes!/);
    // The step points at the table: a ring round it, an arrow at it.
    await expect(page.getByTestId('tutorial-ring')).toHaveCount(1);
    await expect(page.getByTestId('tutorial-arrow')).toBeVisible();
    await checkFit(page, 'Contrebandes tutorial: the first step');
    await next(page);
    await readSteps(page, 'hand');

    // A load the step does not take is refused with the step's words; the one it asks for goes through.
    await atStep(page, 'load');
    await card(page, 3).click();
    await card(page, 4).click();
    await loadButton(page).click();
    await expect(page.locator('.cb-error')).toHaveText('Wähle genau eine Goldkarte und eine Kleidungskarte und drücke dann „Maultier beladen“.');
    await page.locator('[data-tutorial~="hand"] .cb-load-actions .cb-button--quiet').click();
    await card(page, 9).click();
    await card(page, 1).click();
    await loadButton(page).click();

    await atStep(page, 'declare');
    const form = page.locator('form[data-tutorial~="declare"]');
    for (const select of await form.locator('select').all()) await select.selectOption('clothes');
    await form.getByRole('button', { name: 'Anmelden', exact: true }).click();

    // Bruno searches Rosa's mule: her clothes go to the Caisse.
    await atStep(page, 'caught');
    await expect(page.getByTestId('caisse')).toContainText('Rentenkasse (1)');
    await next(page);

    await atStep(page, 'officerLoad');
    await card(page, 4).click();
    await card(page, 5).click();
    await loadButton(page).click();

    await atStep(page, 'inspect');
    await page.getByRole('button', { name: 'Chloé kontrollieren' }).click();
    await atStep(page, 'stop');
    await page.getByRole('button', { name: 'Kontrolle beenden' }).click();
    await atStep(page, 'designate');
    await page.getByRole('button', { name: 'Chloé ernennen' }).click();

    await atStep(page, 'caisse');
    await expect(page.getByTestId('caisse')).toContainText('Rentenkasse (2)');
    await next(page);
    await readSteps(page, 'end');

    // A lesson leaves no save until it goes on as a normal game (expectFinished checks).
    const coach = await expectFinished(page, 'Gut gemacht!', host.dataDir);
    await checkFit(page, 'Contrebandes tutorial: finished');
    await page.getByTestId('tutorial-continue').click();
    await expect(coach).toHaveCount(0);
    await expect.poll(() => saveIfAny(host.dataDir) !== null).toBe(true);
    expect(onlySave(host.dataDir).seats.map((seat) => seat.name)).toEqual(['Rosa', 'Bruno', 'Chloé']);
  });
});

/**
 * A game's guided first game (its tutorial), as a player meets it: Learn to
 * play from the menu, the coach at each step the host sends in turn, Next on
 * the steps that only explain, and the coach's finished words at the end. The
 * first and the last step are pictured (tutorial-first-step.png,
 * tutorial-last-step.png), so that a change to the coach shows in the report.
 */
import type { Locator, Page } from '@playwright/test';
import { saveIfAny } from './contrebandes';
import { expect, test } from './fixtures';

/** The coach at a step (its id), once the host has sent it. */
export async function atStep(page: Page, step: string): Promise<void> {
  await expect(page.locator(`[data-testid="tutorial-coach"][data-step="${step}"]`)).toBeVisible();
}

/** The coach's Next, on a step that only explains. */
export const next = (page: Page) => page.getByTestId('tutorial-next').click();

/** Steps that only explain, each in turn: the coach at it, then Next. */
export async function readSteps(page: Page, ...steps: string[]): Promise<void> {
  for (const step of steps) {
    await atStep(page, step);
    await next(page);
  }
}

/**
 * Opens the game's Learn to play from the menu (`learn-<game>`, the game's id) and waits for the coach at its
 * first step, 'welcome': `stepOne` ("Step 1 of 16", in the table's language, so the step count too), pictured,
 * and its `welcome` words.
 */
export async function openTutorial(page: Page, url: string, game: string, stepOne: string, welcome: string | RegExp): Promise<void> {
  await page.goto(url);
  await page.getByTestId(`learn-${game}`).click();
  await atStep(page, 'welcome');
  await expect(page.getByTestId('tutorial-coach')).toContainText(stepOne);
  await page.screenshot({ path: test.info().outputPath('tutorial-first-step.png') });
  await expect(page.getByTestId('tutorial-text')).toHaveText(welcome);
}

/**
 * The coach finished (after the last step's Next), pictured, with its `words`; and no save in the host's data
 * folder, since a lesson leaves none until it goes on as a normal game. The coach, for what the test does next.
 */
export async function expectFinished(page: Page, words: string, dataDir: string): Promise<Locator> {
  const coach = page.getByTestId('tutorial-coach');
  await expect(coach).toHaveAttribute('data-finished', 'true');
  await page.screenshot({ path: test.info().outputPath('tutorial-last-step.png') });
  await expect(coach).toContainText(words);
  expect(saveIfAny(dataDir)).toBeNull();
  return coach;
}

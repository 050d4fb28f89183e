/**
 * "What would you do?" at the seat's own decision (issue #28, part 3), as a
 * player asks it: the button, then the reason under the top bar, in the
 * game's own words (never the kit's plain "the hard bot would make this
 * move": every game explains its moves). The state is checked for fit and
 * pictured (hint-<label>.png), as every state an e2e reaches.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { checkFit } from './fit';
import { type Language, words } from './words';

const LANGUAGES: readonly Language[] = ['en', 'de', 'fr'];

/** Asks for a hint once the seat has a decision of its own (up to 30 s), and returns its reason as shown. */
export async function askHint(page: Page, label: string): Promise<string> {
  const button = page.getByTestId('hint-button');
  await expect(button).toBeEnabled({ timeout: 30_000 });
  await button.click();
  const reason = page.getByTestId('hint-reason');
  await expect(reason).not.toBeEmpty({ timeout: 30_000 });
  const text = ((await reason.textContent()) ?? '').trim();
  expect(LANGUAGES.map((language) => words(language, 'match')('hint.plainReason'))).not.toContain(text);
  await page.screenshot({ path: test.info().outputPath(`hint-${label.replace(/[^\w()-]+/g, '-')}.png`) });
  await checkFit(page, `${label}: a hint`);
  return text;
}

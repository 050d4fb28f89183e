/** Starts a game from the main menu's new-game screen, as a player would. */
import type { Page } from '@playwright/test';
import { checkFit } from './fit';
import { type Language, words } from './words';

export interface NewSeat {
  name: string;
  /** A bot of this level; absent: a person at this screen. */
  bot?: 'easy' | 'normal' | 'hard';
}

/** New game of `title` with these seats and seed, then Start (the menu in `language`, English unless told). */
export async function startNewGame(page: Page, url: string, title: string, seats: readonly NewSeat[], seed: number, language: Language = 'en'): Promise<void> {
  const shell = words(language, 'shell');
  await page.goto(url);
  const newGame = page.getByRole('button', { name: shell('menu.newGameOf', { title }) });
  await newGame.waitFor();
  await checkFit(page, 'menu');
  await newGame.click();
  await page.getByRole('radio', { name: shell('players.exactly', { count: seats.length }) }).check();
  for (const [index, seat] of seats.entries()) {
    await page.getByLabel(shell('newGame.seatPlayer', { seat: index + 1 })).selectOption(seat.bot ? 'bot' : 'human');
    await page.getByLabel(shell('seats.nameOf', { seat: index + 1 })).fill(seat.name);
    if (seat.bot) await page.getByLabel(shell('seats.difficultyOf', { seat: index + 1 })).selectOption(seat.bot);
  }
  await page.getByLabel(shell('newGame.seed'), { exact: true }).fill(String(seed));
  await checkFit(page, `new game: ${title}`);
  await page.getByRole('button', { name: shell('newGame.start') }).click();
}

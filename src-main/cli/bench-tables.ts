/**
 * Time from *Start* on the new-game screen to a table the player can play,
 * per game, in headless Chromium: cold (a new browser: nothing cached, no
 * chunk loaded, no shader compiled) and warm (the same browser, the app
 * opened again: its chunks in the browser's cache). One person, bots in the
 * other seats (as few as the game takes, at least one), seed 4242, the
 * host's bench settings (bench-browser.ts).
 *
 * A table is playable when the game's own mark is on screen (below) and no
 * loading note is left: for the 3D tables, its canvas has drawn a frame and
 * its physics has loaded.
 */
import type { Browser, Page } from '@playwright/test';
import { games } from '../../shared/games/index.js';
import { openBrowserBench } from './bench-browser.js';

export interface TableStart {
  game: string;
  /** ms from Start to playable; null when not measured (see `reason`). */
  coldMs: number | null;
  warmMs: number | null;
  reason?: string;
}

/** What shows that each game's table is up and playable (the tables' own test ids; the 3D ones: a frame drawn). */
export const PLAYABLE: Record<string, string> = {
  contrebandes: '[data-testid="contrebandes-table"]',
  'schmuggler-an-bord': '[data-testid="sab-table"]',
  'smugglers-2025': '[data-testid="s25-table"]',
  // The sculpting station (three, the putty) comes first, drawn: the player's first move is made there.
  'smugglers-2016': '[data-testid="sm-sculpt"] canvas[data-frames]',
  'insel-der-schmuggler': '.insel-bay canvas[data-frames]',
};

/** A status line still loading: the app's, a game's, a 3D scene's (with its progress bar). */
export const LOADING = '[role="status"]:has(progress), [role="status"]:text-matches("^(Loading|Fetching)")';

async function startAndTime(page: Page, url: string, title: string, players: number, playable: string): Promise<number> {
  // A reload returns to the screen the tab was on: forget it, as a new window would.
  await page.evaluate('sessionStorage.clear()').catch(() => undefined);
  await page.goto(url);
  await page.getByRole('button', { name: `New game: ${title}`, exact: true }).click();
  await page.getByRole('radio', { name: `${players} players` }).check();
  await page.getByLabel('Seat 1 player').selectOption('human');
  for (let seat = 2; seat <= players; seat++) await page.getByLabel(`Seat ${seat} player`).selectOption('bot');
  await page.getByLabel('Seed', { exact: true }).fill('4242');
  const start = page.getByRole('button', { name: 'Start' });
  await start.waitFor({ state: 'visible' });
  const began = performance.now();
  await start.click();
  await page.locator(playable).first().waitFor({ state: 'visible', timeout: 120_000 });
  await page.locator(LOADING).first().waitFor({ state: 'detached', timeout: 120_000 });
  return Math.round(performance.now() - began);
}

/** Every game's Start → playable table, cold and warm. */
export async function measureTableStarts(rendererDir: string): Promise<TableStart[] | { reason: string }> {
  const bench = await openBrowserBench(rendererDir, 'smugglers-tables-');
  if ('reason' in bench) return { reason: bench.reason };
  const results: TableStart[] = [];
  try {
    const url = await bench.url;
    for (const game of Object.values(games)) {
      const { id, title } = game.meta;
      // The fewest seats the game takes, at least two: one person, the others bots.
      const players = Math.max(2, game.meta.minPlayers);
      const playable = PLAYABLE[id];
      if (playable === undefined) {
        results.push({ game: id, coldMs: null, warmMs: null, reason: 'the bench does not know what its playable table shows (bench-tables.ts)' });
        continue;
      }
      let browser: Browser | null = null;
      try {
        browser = await bench.launch();
        const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
        const coldMs = await startAndTime(page, url, title, players, playable);
        const warmMs = await startAndTime(page, url, title, players, playable);
        results.push({ game: id, coldMs, warmMs });
      } catch (error) {
        results.push({ game: id, coldMs: null, warmMs: null, reason: `the table did not come up: ${(error as Error).message.split('\n')[0] ?? ''}` });
      } finally {
        await browser?.close();
      }
    }
  } finally {
    await bench.close();
  }
  return results;
}

/**
 * The app in German and French: a Contrebandes quarter played in French, a
 * Smugglers (2016) round in German, a few turns of Insel der Schmuggler in
 * German at 1024×700 and in French, and the main screens in German at
 * 1024×700 (German runs about a third longer than English; every game's rules
 * and new-game screen among them) with no English left over, and (checkFit)
 * no text cut off, spilling out or lying over other text in any language at
 * 1024×700 and 1920×1080. Screenshots of each screen are kept with the
 * test's results.
 */
import type { Page } from '@playwright/test';
import type { ContrebandesState } from '../shared/games/contrebandes/types';
import * as contrebandes from './contrebandes';
import * as insel from './insel-der-schmuggler';
import { expect, test } from './fixtures';
import { checkFit } from './fit';
import * as smugglers from './smugglers-2016';
import { englishLeftovers, words, wordsPattern } from './words';

/** Every game in the menu, by its title and its words' namespace. */
const GAMES = [
  ['Contrebandes', 'contrebandes'],
  ['Smugglers (2016)', 'smugglers-2016'],
  ['Schmuggler an Bord', 'schmuggler-an-bord'],
  ['Insel der Schmuggler', 'insel-der-schmuggler'],
  ['Smugglers (2025)', 'smugglers-2025'],
] as const;

/**
 * Checks the screen on the page: no English, and nothing clipped or overlapping in any language at any
 * size (checkFit); keeps a screenshot.
 */
async function checkScreen(page: Page, name: string, namespaces: readonly string[], language: 'de' | 'fr' = 'de'): Promise<void> {
  await page.screenshot({ path: test.info().outputPath(`${language}-${name.replace(/[^\w()-]+/g, '-')}.png`) });
  expect(await englishLeftovers(page, language, namespaces), `English left on ${name}`).toEqual([]);
  await checkFit(page, name);
}

test.describe('In French', () => {
  test.use({ hostSettings: { botDelayMs: 20, playerName: 'Rosa', language: 'fr' } });

  test('a quarter of Contrebandes plays in French, its table, log and news in French', async ({ page, host }) => {
    // Each new screen on the way is read in three languages at two sizes (checkFit).
    test.setTimeout(420_000);
    await contrebandes.startGame(
      page,
      host.url,
      [
        { name: 'Rosa', human: true },
        { name: 'Ada', human: false, level: 'easy' },
        { name: 'Bruno', human: false, level: 'normal' },
      ],
      4242,
      'fr',
    );
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByTestId('contrebandes-table')).toBeVisible();
    // Play until the second quarter has begun (the host's save says so).
    const quarter = () => (contrebandes.saveIfAny(host.dataDir)?.snapshot as ContrebandesState | undefined)?.quarter ?? 0;
    await contrebandes.playUntil(page, async () => quarter() >= 1, {}, 'fr');
    // The phase line and the log speak French.
    await expect(page.getByTestId('phase-line')).toBeVisible();
    await expect(page.getByTestId('game-log')).toContainText(wordsPattern('fr', 'contrebandes', 'log.quarterBegan', { quarter: 2, night: 1 }));
    await checkScreen(page, 'contrebandes-quarter', ['shell', 'match', 'contrebandes'], 'fr');
    // Her own declaration: each claim reads whole, the longest name ("Fromage qui pue") included.
    const declare = page.getByRole('button', { name: contrebandes.tableWords('fr').declare, exact: true });
    await contrebandes.playUntil(page, async () => declare.isVisible().catch(() => false), { leaveDeclaring: true }, 'fr');
    await page.locator('.cb-claim select').first().selectOption('cheese');
    await checkScreen(page, 'contrebandes-declare', ['shell', 'match', 'contrebandes'], 'fr');
  });
});

test.describe('In German', () => {
  test.use({ hostSettings: { botDelayMs: 20, playerName: 'Rosa', language: 'de' }, viewport: { width: 1024, height: 700 } });

  test('a round of Smugglers (2016) plays in German', async ({ page, host }) => {
    await smugglers.startGame(page, host.url, [{ name: 'Rosa', human: true }, { name: 'Boris', human: false }], { language: 'de' });
    await smugglers.tableLoaded(page, 'de');
    const say = words('de', 'smugglers-2016');
    // Sculpt, push and inspect until round 2 begins: the phase line names it.
    const station = page.getByTestId('sm-sculpt');
    await expect(station.getByRole('button', { name: say('sculpt.addPinch') })).toBeVisible({ timeout: 60_000 });
    await checkScreen(page, 'smugglers-station', ['shell', 'match', 'smugglers-2016']);
    let round2 = false;
    while (!round2) {
      await smugglers.playStep(page, { language: 'de' });
      const save = contrebandes.saveIfAny(host.dataDir);
      round2 = ((save?.snapshot as { round?: number } | undefined)?.round ?? 0) >= 2;
    }
    await checkScreen(page, 'smugglers-round-2', ['shell', 'match', 'smugglers-2016']);
  });
});

for (const [language, viewport] of [
  ['de', { width: 1024, height: 700 }],
  ['fr', { width: 1280, height: 800 }],
] as const) {
  test.describe(`Insel der Schmuggler in ${language === 'de' ? 'German' : 'French'}`, () => {
    test.use({ hostSettings: { botDelayMs: 20, playerName: 'Rosa', language }, viewport });

    test(`the first turns play in ${language} at ${viewport.width}×${viewport.height}`, async ({ page, host }) => {
      test.setTimeout(360_000);
      const planned = insel.plan(7, 2);
      insel.linkStates(planned);
      await insel.startGame(page, host.url, [{ name: 'Rosa' }, { name: 'Boris', bot: 'normal' }], planned.seed, language);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.locator('.insel-bay canvas')).toBeVisible({ timeout: 60_000 });
      const namespaces = ['shell', 'match', 'insel-der-schmuggler'];
      let made = 0;
      for (const step of planned.moves) {
        if (step.seat !== 0) continue;
        // The harbours to choose from, then a turn under way (dice rolled, the boat to move).
        if (made === 0 || step.move.type === 'sail') {
          await expect(insel.stage(page)).toHaveAttribute('data-version', String(step.version), { timeout: 60_000 });
          await expect(insel.stage(page)).toHaveAttribute('data-watching', 'false', { timeout: 60_000 });
          await checkScreen(page, `insel-${made === 0 ? 'harbours' : 'sail'}`, namespaces, language);
        }
        await insel.makeMove(page, step, language);
        if (++made >= 6) break;
      }
      expect(made).toBe(6);
    });
  });
}

test.describe('The main screens in German at 1024×700', () => {
  test.use({ hostSettings: { botDelayMs: 20, playerName: 'Rosa', language: 'system' }, hostLan: true, locale: 'de-DE', viewport: { width: 1024, height: 700 } });

  test('speak German (the system’s language) and fit', async ({ page, host }) => {
    // Some twenty screens, each read in three languages at two sizes (checkFit).
    test.setTimeout(480_000);
    const shell = words('de', 'shell');
    // Back to the menu as a new window opens it (a reload would return to the screen it left).
    const toMenu = async () => {
      await page.evaluate(() => sessionStorage.clear());
      // From a blank page, as contrebandes.ts's startGame: a goto that changes only the fragment races the app's reload for the key.
      await page.goto('about:blank');
      await page.goto(host.url);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    };
    await page.goto(host.url);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await checkScreen(page, 'menu', ['shell', 'gameCards']);

    for (const [game, id] of GAMES) {
      await page.getByRole('button', { name: shell('menu.rulesOf', { title: game }) }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await checkScreen(page, `rules: ${game}`, ['shell', id]);
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: shell('menu.newGameOf', { title: game }), exact: true }).click();
      await expect(page.getByRole('button', { name: shell('newGame.start') })).toBeVisible();
      await checkScreen(page, `new game: ${game}`, ['shell', id]);
      await toMenu();
    }

    await page.getByRole('button', { name: shell('menu.settings') }).click();
    await expect(page.getByRole('heading', { name: shell('settings.title') })).toBeVisible();
    await checkScreen(page, 'settings', ['shell']);
    await toMenu();

    await page.getByRole('button', { name: shell('menu.load') }).click();
    await expect(page.getByRole('heading', { name: shell('load.title') })).toBeVisible();
    await checkScreen(page, 'load', ['shell']);
    await toMenu();

    await page.getByRole('button', { name: shell('menu.hostLan') }).click();
    await page.waitForTimeout(1000);
    await checkScreen(page, 'host-lobby', ['shell', 'lan']);
    await toMenu();

    await page.getByRole('button', { name: shell('menu.joinLan') }).click();
    await page.waitForTimeout(500);
    await checkScreen(page, 'join', ['shell', 'lan']);
    await toMenu();

    await page.getByRole('button', { name: shell('menu.sandbox') }).click();
    await page.waitForTimeout(1500);
    await checkScreen(page, 'sandbox', ['shell', 'sandbox']);

    // A game of Contrebandes against bots: the table with its hand, in German.
    await toMenu();
    await contrebandes.startGame(
      page,
      host.url,
      [
        { name: 'Rosa', human: true },
        { name: 'Ada', human: false, level: 'easy' },
        { name: 'Bruno', human: false, level: 'easy' },
      ],
      4242,
      'de',
    );
    await expect(page.getByTestId('hand-card').first()).toBeVisible({ timeout: 30_000 });
    await checkScreen(page, 'contrebandes-table', ['shell', 'match', 'contrebandes']);
  });
});

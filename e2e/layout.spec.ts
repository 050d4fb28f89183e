/**
 * Layout at the window sizes the app supports: on the new-game screen of
 * every game the menu lets you start, Start shows without scrolling, at the
 * usual 1280×800 and at the smallest window, 1024×700.
 */
import { expect, test } from './fixtures';
import { checkFit } from './fit';

const SIZES = [
  { width: 1280, height: 800 },
  { width: 1024, height: 700 },
];

for (const size of SIZES) {
  test(`every game's Start button is on screen without scrolling at ${size.width}×${size.height}`, async ({ page, host }) => {
    await page.setViewportSize(size);
    await page.goto(host.url);
    const newGameButtons = page.getByRole('button', { name: /^New game: / });
    await expect(newGameButtons.first()).toBeVisible();
    const games: string[] = [];
    for (const button of await newGameButtons.all()) {
      if (await button.isEnabled()) games.push((await button.getAttribute('aria-label')) ?? '');
    }
    // Contrebandes and Smugglers (2016) at least; a game added later is checked too.
    expect(games.length).toBeGreaterThanOrEqual(2);

    for (const game of games) {
      await page.getByRole('button', { name: game, exact: true }).click();
      const start = page.getByRole('button', { name: 'Start', exact: true });
      // Enabled once the game's options (and its options form) are loaded: the form is at its full height.
      await expect(start).toBeEnabled();
      await expect(page.locator('.options-form')).toBeVisible();
      expect(await page.evaluate(() => window.scrollY), `${game}: the screen opens at its top`).toBe(0);
      const box = await start.boundingBox();
      expect(box, `${game}: Start is laid out`).not.toBeNull();
      if (!box) return;
      expect(box.y, `${game}: Start's top`).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height, `${game}: Start's bottom edge within the ${size.height} px window`).toBeLessThanOrEqual(size.height);
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(size.width);
      // Nothing lies over it: a click at its middle reaches it.
      const onTop = await page.evaluate(
        ({ x, y }) => document.elementFromPoint(x, y)?.closest('button')?.textContent?.trim() ?? null,
        { x: box.x + box.width / 2, y: box.y + box.height / 2 },
      );
      expect(onTop, `${game}: Start is not covered`).toBe('Start');
      await page.screenshot({ path: test.info().outputPath(`${game.replace(/\W+/g, '-')}-${size.width}.png`) });
      // Its words fit too, in every language and size (once a run: the game helpers reach this screen as well).
      await checkFit(page, `new game: ${game.replace(/^New game: /, '')}`);
      await page.getByRole('button', { name: 'Back' }).click();
      await expect(newGameButtons.first()).toBeVisible();
    }
  });
}

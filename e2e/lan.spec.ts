/**
 * LAN play end to end: the host's window opens a table, two guests join it
 * from their own browsers at the LAN address and take seats, a third watches;
 * the three players (a 3-player game: three nights) play a whole game through
 * the UI, with four pages drawing at once. Everything binds to and
 * connects to 127.0.0.1 only.
 */
import type { Page } from '@playwright/test';
import { contrebandes } from '../shared/games/contrebandes/index';
import { cardOwner } from '../shared/games/contrebandes/cards';
import type { ContrebandesState } from '../shared/games/contrebandes/types';
import { actOnce, handCards, onlySave, saveIfAny } from './contrebandes';
import { expect, test } from './fixtures';
import { LAN_TABLE_USE, joinLanTable, openLanTable, rankingRows, say, takeSeat } from './lan';

test.use(LAN_TABLE_USE);

test.describe('LAN play', () => {

  test('two guests and a spectator join the host’s table; everyone sees only what is theirs, to the same final ranking', async ({
    page,
    browser,
    host,
  }) => {
    test.setTimeout(420_000);
    const table = await openLanTable(page, host.url, [
      { kind: 'local', name: 'Rosa' },
      { kind: 'open' },
      { kind: 'open' },
    ]);
    const start = page.getByRole('button', { name: 'Start', exact: true });
    await expect(start).toBeDisabled();
    await expect(page.locator('#lan-start-why')).toHaveText('Waiting for guests at seats 2 and 3.');
    await page.screenshot({ path: test.info().outputPath('host-lobby.png') });

    const contexts = await Promise.all([browser.newContext(), browser.newContext(), browser.newContext()]);
    const [zoe, yann, sam] = (await Promise.all(contexts.map((context) => context.newPage()))) as [Page, Page, Page];

    await joinLanTable(zoe, table, 'Zoé');
    await takeSeat(zoe, 2);
    await joinLanTable(yann, table, 'Yann');
    // Seat 2 is Zoé's: Yann can only take seat 3.
    await expect(yann.getByRole('button', { name: 'Take seat 2' })).toHaveCount(0);
    await takeSeat(yann, 3);
    await joinLanTable(sam, table, 'Sam');
    await expect(sam.getByTestId('lobby-status')).toContainText('stay to watch');

    // The host sees who took the seats, and the lobby chat goes both ways.
    await expect(page.getByTestId('seat-guest-2')).toContainText('Zoé');
    await expect(page.getByTestId('seat-guest-3')).toContainText('Yann');
    await say(zoe, 'Evening, smugglers');
    await expect(page.getByTestId('chat-lines')).toContainText('Evening, smugglers');
    await zoe.screenshot({ path: test.info().outputPath('guest-lobby.png') });

    await expect(start).toBeEnabled();
    await start.click();

    for (const [who, label] of [
      [page, 'Playing as Rosa'],
      [zoe, 'Playing as Zoé'],
      [yann, 'Playing as Yann'],
      [sam, 'Watching: public view'],
    ] as const) {
      await expect(who.getByTestId('contrebandes-table')).toBeVisible();
      await expect(who.getByTestId('viewer-label')).toHaveText(label);
    }
    await expect(page.getByTestId('presence-1')).toHaveText('connected');
    await say(yann, 'Good luck');
    await expect(page.getByTestId('chat-lines')).toContainText('Good luck');

    // Each page plays (or watches) in its own loop, as people at their own machines would.
    const everyone = [page, zoe, yann, sam];
    const finished = async (who: Page): Promise<boolean> => {
      if (await who.getByTestId('final-ranking').isVisible()) return true;
      // A click meant for the night's scoring, just as the final reckoning opened over it, can land on
      // the dialog's backdrop and close it: the game is over all the same, and Results opens it again.
      const results = who.getByRole('button', { name: 'Results', exact: true });
      if (await results.isVisible()) await results.click().catch(() => undefined);
      return false;
    };
    // No time budget (a loaded machine is slower, not wrong): the test's own timeout bounds it, and each
    // hiccup is logged so a stalled game can be read from the output.
    const hiccup = (text: string): void => console.log(`LAN game hiccup: ${text}`);
    let reloaded = false;
    let handsSeen = 0;
    /** Moves in the autosave so far (0 while the host is between writing and renaming it). */
    const movesSaved = () => {
      try {
        return saveIfAny(host.dataDir)?.log.length ?? 0;
      } catch {
        return 0;
      }
    };

    async function play(who: Page, seat: number): Promise<void> {
      while (!(await finished(who))) {
        let acted = false;
        try {
          acted = await actOnce(who, {}, { force: true });
        } catch (error) {
          // A control that vanished or moved as the others played on is not a failure: look again.
          hiccup(`${seat}: ${(error as Error).message.split('\n')[0]}`);
        }
        // A player's hand on screen is his own, never another seat's.
        const cards = await handCards(who);
        for (const card of cards) expect(cardOwner(card)).toBe(seat);
        if (cards.length > 0) handsSeen++;

        // Mid-game, Zoé reloads her page: she is back in her seat, with her hand.
        if (seat === 1 && !reloaded && movesSaved() >= 30) {
          reloaded = true;
          await zoe.screenshot({ path: test.info().outputPath('guest-game.png') });
          await page.screenshot({ path: test.info().outputPath('host-game.png') });
          await zoe.reload();
          await expect(zoe.getByTestId('contrebandes-table')).toBeVisible();
          await expect(zoe.getByTestId('viewer-label')).toHaveText('Playing as Zoé');
          await expect(page.getByTestId('presence-1')).toHaveText('connected');
          continue;
        }
        if (!acted) await who.waitForTimeout(100);
      }
    }

    async function watch(): Promise<void> {
      while (!(await finished(sam))) {
        // The spectator never sees a hand.
        expect(await sam.getByTestId('hand-card').count()).toBe(0);
        await sam.waitForTimeout(200);
      }
    }

    await Promise.all([play(page, 0), play(zoe, 1), play(yann, 2), watch()]);
    for (const who of everyone) await expect(who.getByTestId('final-ranking')).toBeVisible();
    expect(reloaded).toBe(true);
    expect(handsSeen).toBeGreaterThan(0);
    await sam.screenshot({ path: test.info().outputPath('spectator-final.png') });

    // The same ranking on every page, and it is the engine's.
    const save = onlySave(host.dataDir);
    expect(save.finished).toBe(true);
    const result = contrebandes.result(save.snapshot as ContrebandesState);
    expect(result).not.toBeNull();
    const rows = await rankingRows(page);
    expect(rows).toHaveLength(3);
    for (const who of [zoe, yann, sam]) expect(await rankingRows(who)).toEqual(rows);
    for (const [seat, config] of save.seats.entries()) {
      const row = rows.find((text) => text.includes(config.name));
      expect(row).toBeDefined();
      expect(row).toContain(String(result?.scores[seat]));
    }
    await Promise.all(contexts.map((context) => context.close()));
  });
});

test.describe('LAN play: away guests and closing', () => {
  test('a guest from the app drops, a bot stands in, he comes back to his seat, and the host leaving closes the table', async ({
    page,
    browser,
    host,
  }) => {
    const table = await openLanTable(page, host.url, [{ kind: 'local', name: 'Rosa' }, { kind: 'open' }, { kind: 'bot', name: 'Ada', level: 'easy' }], {
      spectators: false,
    });
    await page.setViewportSize({ width: 1024, height: 700 });
    await page.screenshot({ path: test.info().outputPath('host-lobby-1024.png') });

    // Zoé uses "Join a LAN game" of her own app window: she types the host's address.
    const context = await browser.newContext({ viewport: { width: 1024, height: 700 } });
    let zoe = await context.newPage();
    await zoe.goto(host.url);
    await zoe.getByRole('button', { name: 'Join a LAN game' }).click();
    await zoe.getByLabel('Host address').fill(table.address.replace(/^http:\/\//, ''));
    await zoe.getByLabel('Join code').fill(table.code.toLowerCase());
    await zoe.getByLabel('Your name').fill('Zoé');
    await zoe.screenshot({ path: test.info().outputPath('app-join-1024.png') });
    await zoe.getByRole('button', { name: 'Join', exact: true }).click();
    await expect(zoe.getByTestId('guest-lobby')).toBeVisible();
    await expect(zoe.getByTestId('lobby-status')).toContainText('no spectators');
    await takeSeat(zoe, 2);
    await zoe.screenshot({ path: test.info().outputPath('guest-lobby-1024.png') });
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    await expect(zoe.getByTestId('viewer-label')).toHaveText('Playing as Zoé');
    await expect(page.getByTestId('presence-1')).toHaveText('connected');

    // She drops: the host sees her away and lets a bot play for her.
    await zoe.close();
    await expect(page.getByTestId('presence-1')).toHaveText('away');
    await expect(page.getByTestId('away-1')).toContainText('Zoé is away');
    await page.screenshot({ path: test.info().outputPath('host-away-1024.png') });
    await page.getByRole('button', { name: 'Let a bot play for Zoé' }).click();
    await expect(page.getByTestId('stand-in-1')).toBeVisible();
    await expect(page.getByTestId('away-1')).toContainText('bot plays for Zoé');

    // Her app starts again on its own menu; "Back to my seat" takes her back.
    zoe = await context.newPage();
    await zoe.goto(host.url);
    await zoe.getByRole('button', { name: 'Join a LAN game' }).click();
    await zoe.getByRole('button', { name: 'Back to my seat' }).click();
    await expect(zoe.getByTestId('viewer-label')).toHaveText('Playing as Zoé');
    await expect(page.getByTestId('presence-1')).toHaveText('connected');
    await page.getByRole('button', { name: 'Give the seat back to Zoé' }).click();
    await expect(page.getByTestId('stand-in-1')).toHaveCount(0);

    // The host's LAN table dialog tells the code again.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByTestId('lan-table-button').click();
    await expect(page.getByTestId('lan-table-dialog')).toContainText(table.code);
    await page.screenshot({ path: test.info().outputPath('host-lan-dialog.png') });
    await page.keyboard.press('Escape');

    // Leaving warns the host, then closes the table for Zoé.
    await page.getByRole('button', { name: 'Back to main menu' }).click();
    await expect(page.getByRole('alertdialog')).toContainText('ends the game for the guests');
    await page.getByRole('button', { name: 'Leave and close' }).click();
    await expect(page.getByRole('button', { name: 'Host a LAN game' })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('menu-1280.png') });
    await expect(zoe.getByTestId('table-closed')).toBeVisible();
    await zoe.screenshot({ path: test.info().outputPath('guest-closed-1024.png') });
    await zoe.getByRole('button', { name: 'Main menu' }).click();
    await expect(zoe.getByRole('button', { name: 'Host a LAN game' })).toBeVisible();
    await context.close();
  });
});

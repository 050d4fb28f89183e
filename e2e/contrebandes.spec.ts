/**
 * Contrebandes end to end: the built renderer against the headless host, in Chromium.
 */
import fs from 'node:fs';
import path from 'node:path';
import { contrebandes } from '../shared/games/contrebandes/index';
import { cardOwner } from '../shared/games/contrebandes/cards';
import type { ContrebandesEvent, ContrebandesState } from '../shared/games/contrebandes/types';
import {
  actOnce,
  endlessAnimations,
  handBoxes,
  handCards,
  inside,
  onlySave,
  playUntil,
  runningAnimations,
  saveIfAny,
  startGame,
  textUnderNews,
} from './contrebandes';
import { expect, test } from './fixtures';
import { askHint } from './hint';
import { checkFit } from './fit';
import { writePreparedSave } from './saves';

test.describe('Contrebandes', () => {
  test.use({ hostSettings: { botDelayMs: 20, playerName: 'Rosa' } });

  test('a new player plays a whole 4-player game against bots; the ranking shown is the engine’s', async ({ page, host }) => {
    await startGame(page, host.url, [
      { name: 'Rosa', human: true },
      { name: 'Ada', human: false, level: 'easy' },
      { name: 'Bruno', human: false, level: 'normal' },
      { name: 'Chloé', human: false, level: 'normal' },
    ]);
    await expect(page.getByTestId('contrebandes-table')).toBeVisible();
    await expect(page.getByTestId('turn-banner')).toBeVisible();
    // At her first decision the player asks for a hint: the hard bot's choice from her own view, and why.
    await askHint(page, 'Contrebandes');
    const ranking = page.getByTestId('final-ranking');
    await playUntil(page, () => ranking.isVisible());
    await page.screenshot({ path: test.info().outputPath('final-ranking.png') });
    await checkFit(page, 'Contrebandes: final ranking');

    const save = onlySave(host.dataDir);
    expect(save.finished).toBe(true);
    const result = contrebandes.result(save.snapshot as ContrebandesState);
    expect(result).not.toBeNull();
    const rows = ranking.getByTestId('final-rank-row');
    await expect(rows).toHaveCount(4);
    for (const [seat, config] of save.seats.entries()) {
      const row = rows.filter({ hasText: config.name });
      await expect(row).toHaveCount(1);
      await expect(row).toContainText(String(result?.scores[seat]));
      await expect(row).toHaveAttribute('data-winner', result?.winners.includes(seat) ? 'true' : 'false');
    }
  });

  test('hot-seat: a curtain comes between players and no one sees another player’s hand', async ({ page, host }) => {
    const names = ['Ann', 'Ben', 'Cat'];
    await startGame(page, host.url, names.map((name) => ({ name, human: true })));
    let curtains = 0;
    let shownSeat = -1;
    await playUntil(
      page,
      async () => (await page.getByTestId('night-scoring').count()) > 0,
      {
        async onCurtain(title) {
          curtains++;
          // Behind the curtain nothing of any seat's table is on the page.
          await expect(page.getByTestId('hand-card')).toHaveCount(0);
          await expect(page.getByTestId('contrebandes-table')).toHaveCount(0);
          shownSeat = names.findIndex((name) => title.includes(name));
          expect(shownSeat).toBeGreaterThanOrEqual(0);
        },
        async onHandShown() {
          await expect(page.getByTestId('contrebandes-table')).toBeVisible();
          const cards = await handCards(page);
          for (const card of cards) expect(cardOwner(card)).toBe(shownSeat);
        },
      },
    );
    // A night of 3 players: every quarter passes the screen at least to each loader.
    expect(curtains).toBeGreaterThanOrEqual(12);
  });

  test('quitting mid-night and restarting the host, Continue resumes exactly where the game was', async ({ page, host }) => {
    await startGame(page, host.url, [
      { name: 'Rosa', human: true },
      { name: 'Ada', human: false, level: 'normal' },
      { name: 'Bruno', human: false, level: 'normal' },
      { name: 'Chloé', human: false, level: 'normal' },
    ]);
    // Play into the second quarter of the first night, to a moment where it is Rosa's turn to load. The
    // autosave runs in the background and a click may still be on its way: the moment counts only once
    // the save has stopped changing and still shows Rosa (seat 0) with her mule to load.
    const rosaToLoad = (state: ContrebandesState | undefined): boolean =>
      state !== undefined && state.quarter >= 1 && state.phase === 'loading' && state.loaded[0] === false;
    // The quarter the page is in (its log's newest "Quarter N of night M"; 1 for a night's first): from the
    // second on, Rosa leaves her mule for the save to catch up with the page.
    const quarterOnPage = async (): Promise<number> => {
      const lines = await page.getByTestId('game-log').getByText(/Quarter \d+ of night \d+/).allTextContents();
      return Number(lines.at(-1)?.match(/Quarter (\d+)/)?.[1] ?? 0);
    };
    await playUntil(
      page,
      async () => {
        const first = saveIfAny(host.dataDir);
        if (!rosaToLoad(first?.snapshot as ContrebandesState | undefined)) return false;
        if ((await page.getByRole('button', { name: 'Load mule' }).count()) === 0) return false;
        await page.waitForTimeout(700);
        const settled = saveIfAny(host.dataDir);
        return settled !== null && settled.log.length === first?.log.length && rosaToLoad(settled.snapshot as ContrebandesState);
      },
      { leaveLoading: async () => (await quarterOnPage()) >= 2 },
    );
    const before = onlySave(host.dataDir);
    const hand = await handCards(page);
    expect(hand.length).toBeGreaterThan(0);

    await page.close();
    await host.restart();
    const again = await page.context().newPage();
    await again.goto(host.url);
    await again.getByRole('button', { name: 'Continue' }).click();
    await expect(again.getByTestId('contrebandes-table')).toBeVisible();
    await expect(again.getByRole('button', { name: 'Load mule' })).toBeVisible();
    expect(await handCards(again)).toEqual(hand);
    const after = onlySave(host.dataDir);
    expect(after.log).toEqual(before.log);
    expect(after.snapshot).toEqual(before.snapshot);
    // And the game goes on from there.
    expect(await actOnce(again)).toBe(true);
    await expect.poll(() => onlySave(host.dataDir).log.length).toBeGreaterThan(before.log.length);
  });

  test('a damaged save is listed in Load with its reason and does not stop the app', async ({ page, host }) => {
    const saves = path.join(host.dataDir, 'saves');
    fs.mkdirSync(saves, { recursive: true });
    fs.writeFileSync(path.join(saves, 'contrebandes-20261129-120000-abcdef.json'), '{"format":"smugglers-table-save","formatVersion":1,"log":[');
    await page.goto(host.url);
    await page.getByRole('button', { name: 'Load', exact: true }).click();
    const row = page.getByTestId('save-row');
    await expect(row).toHaveCount(1);
    await expect(row.getByTestId('save-problem')).toContainText('not valid JSON');
    await expect(row.getByRole('button', { name: 'Load' })).toBeDisabled();

    // The app goes on: a new game starts, and the damaged file is left as it was.
    await page.getByRole('button', { name: 'Back' }).click();
    await startGame(page, host.url, [
      { name: 'Rosa', human: true },
      { name: 'Ada', human: false, level: 'easy' },
      { name: 'Bruno', human: false, level: 'easy' },
    ]);
    await expect(page.getByTestId('contrebandes-table')).toBeVisible();
    expect(fs.readFileSync(path.join(saves, 'contrebandes-20261129-120000-abcdef.json'), 'utf8')).toContain('"log":[');
  });

  test('a full hand fits at 1024×640 and 1280×800; the searched mule and its caption lie over no text', async ({ page, host }) => {
    await page.setViewportSize({ width: 1024, height: 640 });
    await startGame(page, host.url, [
      { name: 'Rosa', human: true },
      { name: 'Ada', human: false, level: 'normal' },
      { name: 'Bruno', human: false, level: 'normal' },
      { name: 'Chloé', human: false, level: 'normal' },
    ]);
    const load = page.getByRole('button', { name: 'Load mule' });
    await expect(load).toBeVisible();
    for (const size of [
      { width: 1024, height: 640 },
      { width: 1280, height: 800 },
    ]) {
      await page.setViewportSize(size);
      await expect(page.getByTestId('hand-card')).toHaveCount(11);
      const { cards, row, viewport } = await handBoxes(page);
      expect(cards).toHaveLength(11);
      for (const card of cards) {
        expect(inside(card, viewport), `a card at ${JSON.stringify(card)} is cut off at ${size.width}×${size.height}`).toBe(true);
        expect(inside(card, row), `a card at ${JSON.stringify(card)} leaves its row at ${size.width}×${size.height}`).toBe(true);
      }
      expect(await textUnderNews(page)).toEqual([]);
      await page.screenshot({ path: test.info().outputPath(`hand-${size.width}.png`) });
    }

    // Play on until a searched mule lies open on the table while Rosa loads her next mule: it stays
    // there (no timer takes it away), over no other text, until she closes it.
    const searched = page.getByTestId('searched-mule');
    // (Cards still pressed mean her last load is on its way: that moment is not a rest.)
    const pressed = page.locator('button[data-testid="hand-card"][aria-pressed="true"]');
    await playUntil(page, async () => (await searched.isVisible()) && (await load.isVisible()) && (await pressed.count()) === 0);
    for (const size of [
      { width: 1280, height: 800 },
      { width: 1024, height: 640 },
    ]) {
      await page.setViewportSize(size);
      await expect(searched).toBeVisible();
      await expect(searched.getByRole('status')).toBeVisible();
      expect(await textUnderNews(page)).toEqual([]);
      // The open mule takes its room from the felt, never from the hand.
      const { cards, row, viewport } = await handBoxes(page);
      expect(cards.length).toBeGreaterThan(0);
      for (const card of cards) expect(inside(card, viewport) && inside(card, row)).toBe(true);
      await page.screenshot({ path: test.info().outputPath(`searched-${size.width}.png`) });
    }
    await searched.getByRole('button', { name: 'Close the searched mule' }).click();
    await expect(searched).toHaveCount(0);
    await expect(page.getByTestId('news-line')).toHaveText(/^(Night \d, quarter|Quarter) \d: .+\.$/);
    expect(await textUnderNews(page)).toEqual([]);
  });

  test.describe('with animations on', () => {
    test.use({ hostSettings: { botDelayMs: 20, playerName: 'Rosa', reducedMotion: false } });

    test('an idle table runs no endless animation, and its decoration comes to rest', async ({ page, host }) => {
      await startGame(page, host.url, [
        { name: 'Rosa', human: true },
        { name: 'Ada', human: false, level: 'easy' },
        { name: 'Bruno', human: false, level: 'easy' },
      ]);
      // The bots have loaded; the table waits for Rosa: nothing new happens until she moves.
      await expect(page.getByRole('button', { name: 'Load mule' })).toBeVisible();
      expect(await endlessAnimations(page)).toEqual([]);
      // Her turn's dot pulses a few times and stops: then nothing on the page animates.
      await expect.poll(() => runningAnimations(page)).toBe(0);
    });
  });

  test('hot-seat: the night’s count shows once on this screen, Escape closes it, and each curtain hands the focus to the new seat', async ({
    page,
    host,
  }) => {
    const names = ['Ann', 'Ben', 'Cat'];
    // From a save a few moves before the first night ends (the night itself is the other hot-seat test's).
    await writePreparedSave(host.dataDir, {
      game: contrebandes,
      seed: 4242,
      seats: names.map((name) => ({ name, kind: 'human' as const })),
      moment: (events) => events.some((event) => (event as ContrebandesEvent).type === 'night-scored'),
      movesBefore: 5,
    });
    await page.goto(host.url);
    await page.getByRole('button', { name: 'Continue' }).click();
    const count = page.getByTestId('night-scoring');
    // Where the focus is: in the seat's place (on the place itself or on which control of it), or elsewhere.
    const focusedIn = () =>
      page.evaluate(() => {
        const focused = document.activeElement;
        const place = focused?.closest('[data-testid="player-zone"]');
        if (!focused || !place) return `elsewhere: ${focused?.getAttribute('data-testid') ?? focused?.tagName ?? 'nothing'}`;
        return focused === place ? 'the place' : `the place's ${focused.tagName}`;
      });
    const inPlace = async () => (await focusedIn()).startsWith('the place');

    // After a curtain the focus is in the seat's place, not on the frame: on the first control of his move
    // (Ann declares her mule: its first card's claim).
    await page.getByTestId('curtain-confirm').click();
    await expect.poll(focusedIn).toBe("the place's SELECT");
    // It stays there once the frame has settled (the frame's heading takes only a focus nobody holds).
    await page.waitForTimeout(300);
    expect(await focusedIn()).toBe("the place's SELECT");

    await playUntil(page, async () => (await count.count()) > 0);
    // The count takes the focus when it opens, so Escape closes it without a click first.
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('[data-testid="night-scoring"]') !== null)).toBe(true);
    await page.keyboard.press('Escape');
    await expect(count).toHaveCount(0);

    // Menu and Continue: the count this screen has shown does not open again.
    await page.getByRole('button', { name: 'Back to main menu' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    const curtain = page.getByTestId('curtain-confirm');
    await expect(curtain).toBeVisible();
    await curtain.click();
    await expect(page.getByTestId('contrebandes-table')).toBeVisible();
    await expect.poll(inPlace).toBe(true);
    await expect(count).toHaveCount(0);

    // Nor for the next player at this screen.
    const viewer = page.getByTestId('viewer-label');
    const first = await viewer.textContent();
    // Read at one moment: behind a curtain the frame (and its label) is not on the page.
    const handedOn = () =>
      page.evaluate(
        (was) =>
          document.querySelector('[data-testid="hotseat-curtain"]') !== null ||
          (document.querySelector('[data-testid="viewer-label"]')?.textContent ?? was) !== was,
        first,
      );
    await playUntil(page, handedOn);
    if ((await curtain.count()) > 0) await curtain.click();
    await expect(page.getByTestId('contrebandes-table')).toBeVisible();
    expect(await viewer.textContent()).not.toBe(first);
    await expect.poll(inPlace).toBe(true);
    await expect(count).toHaveCount(0);
    // It can still be opened on purpose.
    await page.getByRole('button', { name: /^Show the count of night 1$/ }).click();
    await expect(count).toBeVisible();
  });
});

/**
 * Insel der Schmuggler end to end: a whole 2-player game against a bot, the
 * player's moves made through the UI (buttons beside the bay, clicks on the
 * bay's fields); the game is one the engine plans from the seed with two
 * normal bots, chosen to hold a push, a catch by the beam and a delivery.
 * The bay is read back through its test hook and must show every boat and
 * every pile of goods where the rules put them.
 */
import type { InselState } from '../shared/games/insel-der-schmuggler/types';
import { inselDerSchmuggler } from '../shared/games/insel-der-schmuggler/index';
import { onlySave } from './contrebandes';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { askHint } from './hint';
import { checkFit } from './fit';
import { TILES } from '../shared/games/insel-der-schmuggler/goods';
import { ISLAND_KEYS } from '../shared/games/insel-der-schmuggler/board';
import { expectBayMatches, linkStates, makeMove, plan, plannedGameWithEverything, reachSeat, stage, startGame } from './insel-der-schmuggler';
import { words } from './words';

test.describe('Insel der Schmuggler', () => {
  test.use({ hostSettings: { botDelayMs: 20, playerName: 'Rosa' } });

  test('a player plays a whole 2-player game against a bot, with a push, a catch by the beam and a delivery; the bay shows the rules’ positions', async ({ page, host }) => {
    test.setTimeout(600_000);
    const planned = plannedGameWithEverything();
    linkStates(planned);
    await startGame(page, host.url, [{ name: 'Rosa' }, { name: 'Boris', bot: 'normal' }], planned.seed);

    await expect(stage(page)).toBeVisible();
    await expect(page.locator('.insel-bay canvas')).toBeVisible({ timeout: 60_000 });
    await page.screenshot({ path: test.info().outputPath('setup.png') });
    // At her first decision the player asks for a hint (said in words: the bay marks nothing): it changes nothing.
    await askHint(page, 'Insel der Schmuggler');

    let checked = 0;
    for (const step of planned.moves) {
      if (step.seat !== 0) continue;
      await makeMove(page, step);
      // After the player's own sailing (pushes and swaps included), and now and then, the bay must match the rules.
      if (['sail', 'push', 'swap', 'load', 'throw'].includes(step.move.type)) {
        await expect.poll(async () => Number(await stage(page).getAttribute('data-version')), { timeout: 60_000 }).toBeGreaterThan(step.version);
        await expectBayMatches(page, planned);
        checked++;
      }
      if (step.move.type === 'push') await page.screenshot({ path: test.info().outputPath('push.png') });
    }
    expect(checked).toBeGreaterThan(5);

    const ranking = page.getByTestId('final-ranking');
    await expect(ranking).toBeVisible({ timeout: 60_000 });
    await page.screenshot({ path: test.info().outputPath('final-ranking.png') });
    await checkFit(page, 'Insel der Schmuggler: final ranking');
    const save = onlySave(host.dataDir);
    expect(save.finished).toBe(true);
    const result = inselDerSchmuggler.result(save.snapshot as InselState);
    expect(result).toEqual(inselDerSchmuggler.result(planned.final));
    const rows = ranking.getByTestId('final-rank-row');
    await expect(rows).toHaveCount(2);
    const winner = planned.final.winner === 0 ? 'Rosa' : 'Boris';
    await expect(rows.filter({ hasText: winner })).toHaveAttribute('data-winner', 'true');
  });

  test('the bay draws at rest while Rapier still loads, plays on, and the physics takes over where it is', async ({ page, host }) => {
    test.setTimeout(300_000);
    const planned = plannedGameWithEverything();
    linkStates(planned);
    // Rapier's chunk held, as a phone's slow link would (it is the largest the table loads).
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    let held = 0;
    await page.route(/\/assets\/rapierPhysics-[\w-]+\.js$/, async (route) => {
      held++;
      await released;
      await route.continue();
    });
    await startGame(page, host.url, [{ name: 'Rosa' }, { name: 'Boris', bot: 'normal' }], planned.seed);
    await expect(page.locator('.insel-bay canvas[data-frames]')).toBeVisible({ timeout: 60_000 });
    expect(held).toBeGreaterThan(0);
    // The bay is up, without its physics: it reads back (its test hook), and nothing in it waits.
    const physics = () => page.evaluate(() => (window as unknown as { __inselBay?: () => { settled: boolean; physics: boolean } }).__inselBay?.() ?? null);
    await expect.poll(physics).toMatchObject({ settled: true, physics: false });
    // The bay drew its still land's first, coarse pass at once; the fine one follows in idle time, and the bay at
    // rest draws it.
    await expect(page.locator('.insel-bay canvas')).toHaveAttribute('data-land', 'fine', { timeout: 60_000 });
    await page.screenshot({ path: test.info().outputPath('bay-before-rapier.png') });

    // Her moves before and after Rapier comes: the bay shows the rules' positions all along.
    let sailed = 0;
    let framesHeld = false;
    const version = async () => Number(await stage(page).getAttribute('data-version'));
    for (const step of planned.moves) {
      if (step.seat !== 0) continue;
      if (framesHeld) expect(BAY_CLICKS, 'the move made with the frames held is a click on the bay').toContain(step.move.type);
      await makeMove(page, step, 'en', { fit: false });
      if (framesHeld) {
        await expect.poll(version, { timeout: 20_000 }).toBeGreaterThan(step.version);
        await letFramesGo(page);
        framesHeld = false;
      }
      if (!['sail', 'push', 'swap', 'load'].includes(step.move.type)) continue;
      await expect.poll(version, { timeout: 60_000 }).toBeGreaterThan(step.version);
      await expectBayMatches(page, planned);
      sailed++;
      if (sailed === 2) {
        expect(await physics()).toMatchObject({ physics: false });
        // The physics takes over while the page draws no frame (as on a loaded machine, where the next frame is
        // long in coming): her next click, on a field lit by then, must still pick it (it was lost: the fields
        // built again were lit at their first frame).
        await holdFrames(page);
        framesHeld = true;
        release();
        await expect.poll(physics, { timeout: 60_000 }).toMatchObject({ physics: true });
      }
      if (sailed === 4) break;
    }
    expect(sailed).toBe(4);
    expect(await physics()).toMatchObject({ physics: true });
  });

  test('hot-seat: three players take their first turns behind the curtain and each peeks at his own tile only', async ({ page, host }) => {
    test.setTimeout(300_000);
    const planned = plan(7, 3);
    linkStates(planned);
    await startGame(page, host.url, [{ name: 'Ann' }, { name: 'Ben' }, { name: 'Cleo' }], planned.seed);

    const table = words('en', 'insel-der-schmuggler');
    let curtains = 0;
    let turns = 0;
    const reach = async (version: number, seat: number) => {
      curtains += await reachSeat(page, version, seat);
    };
    for (const step of planned.moves) {
      await reach(step.version, step.seat);
      if (step.move.type === 'roll' || step.move.type === 'sail') {
        // The seat on screen may look at its own tile, and sees none of the others'.
        const before = step.version === 0 ? null : planned.moves[step.version - 1]?.after;
        const cargo = before?.boats[step.seat]?.cargo ?? null;
        for (let seat = 0; seat < 3; seat++) {
          const peek = page.getByTestId(`insel-seat-${seat}`).getByTestId('insel-peek');
          await expect(peek).toHaveCount(seat === step.seat && cargo !== null ? 1 : 0);
        }
        if (step.move.type === 'sail' && cargo !== null) {
          const tile = TILES[cargo];
          if (!tile) throw new Error('no such tile');
          const peek = page.getByTestId(`insel-seat-${step.seat}`).getByTestId('insel-peek');
          const shown = page.getByTestId(`insel-seat-${step.seat}`).getByTestId('insel-peek-shown');
          await expect(shown).toHaveText('');
          await peek.hover();
          await page.mouse.down();
          await expect(shown).toContainText(table('tile', { island: table(`islands.${ISLAND_KEYS[tile.destination]}.in`), value: tile.value }));
          await page.mouse.up();
          await expect(shown).toHaveText('');
        }
      }
      await makeMove(page, step);
      if (step.move.type === 'sail' || step.move.type === 'push' || step.move.type === 'swap' || step.move.type === 'load') {
        turns++;
        // The next seat's table opens on the bay as the rules left it.
        const next = planned.moves[step.version + 1];
        if (!next) throw new Error('the planned game ends too soon');
        await reach(step.version + 1, next.seat);
        await expectBayMatches(page, planned);
        if (turns === 3) break;
      }
    }
    expect(turns).toBe(3);
    expect(curtains).toBeGreaterThanOrEqual(5);
  });

  test.describe('with animations', () => {
    // The bot's turns at the table speed ×4 (a quarter of the time), the player's own at ×1, as always: the bay
    // must end on the rules' positions at both.
    test.use({ hostSettings: { botDelayMs: 20, playerName: 'Rosa', reducedMotion: false, tableSpeed: 'x4' } });

    test('boats sail, push and get caught in an animated bay that ends each time on the rules’ positions', async ({ page, host }) => {
      test.setTimeout(300_000);
      const planned = plannedGameWithEverything();
      linkStates(planned);
      await startGame(page, host.url, [{ name: 'Rosa' }, { name: 'Boris', bot: 'normal' }], planned.seed);
      let sails = 0;
      for (const step of planned.moves) {
        if (step.seat !== 0) continue;
        await makeMove(page, step);
        if (step.move.type === 'sail' || step.move.type === 'push' || step.move.type === 'swap' || step.move.type === 'load') {
          await expect.poll(async () => Number(await stage(page).getAttribute('data-version')), { timeout: 60_000 }).toBeGreaterThan(step.version);
          await expectBayMatches(page, planned);
          if (++sails === 6) break;
        }
      }
      expect(sails).toBe(6);
    });

    test('hot-seat: the mover sees his boat sail before the curtain passes the screen on', async ({ page, host }) => {
      test.setTimeout(300_000);
      const planned = plan(11, 2);
      linkStates(planned);
      await startGame(page, host.url, [{ name: 'Ann' }, { name: 'Ben' }], planned.seed);
      const curtain = page.getByTestId('curtain-confirm');
      // A sail that moves the boat (not a stay): one the bay animates.
      const sail = planned.moves.find((step, i) => step.move.type === 'sail' && i > 0 && planned.moves[i - 1]?.after.boats[step.seat]?.at !== step.move.to);
      if (!sail) throw new Error('the planned game has no sail');
      for (const step of planned.moves) {
        await reachSeat(page, step.version, step.seat);
        await makeMove(page, step);
        if (step !== sail) continue;
        // No curtain yet: the mover's table plays his sail on the bay, then the curtain comes up.
        await expect(stage(page)).toHaveAttribute('data-watching', 'true', { timeout: 10_000 });
        await expect(stage(page)).toHaveAttribute('data-version', String(step.version + 1));
        await expect(stage(page)).toHaveAttribute('data-seat', String(step.seat));
        await expect(curtain).toBeVisible({ timeout: 60_000 });
        await curtain.click();
        // The next player's table opens on the bay as the rules left it, without playing the sail again.
        await expect(stage(page)).toHaveAttribute('data-version', String(step.version + 1), { timeout: 30_000 });
        await expect(stage(page)).toHaveAttribute('data-watching', 'false');
        await expectBayMatches(page, planned);
        break;
      }
    });
  });
});

/** The moves a player makes by clicking the bay's fields. */
const BAY_CLICKS: readonly string[] = ['placeRock', 'throw', 'sail', 'load', 'push', 'swap'];

/** Holds the page's animation frames: the callbacks asked for wait until `letFramesGo`. */
async function holdFrames(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { requestAnimationFrame: typeof requestAnimationFrame; __letFramesGo?: () => void };
    const asked: FrameRequestCallback[] = [];
    const own = w.requestAnimationFrame;
    w.requestAnimationFrame = (callback) => asked.push(callback);
    w.__letFramesGo = () => {
      w.requestAnimationFrame = own;
      for (const callback of asked.splice(0)) own.call(window, callback);
    };
  });
}

async function letFramesGo(page: Page): Promise<void> {
  await page.evaluate(() => (window as unknown as { __letFramesGo: () => void }).__letFramesGo());
}

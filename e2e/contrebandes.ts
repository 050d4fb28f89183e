/**
 * Plays the human side of a Contrebandes game through the UI, the way a player
 * would: load two cards, accept the proposed declaration, inspect and stop,
 * designate, take bonus cards, close the night's scoring.
 */
import fs from 'node:fs';
import path from 'node:path';
import { type Page, expect } from '@playwright/test';
import type { SaveFile } from '../src-main/saves/save-file';
import { checkFit } from './fit';
import { type Language, words, wordsPrefix } from './words';

/** The names of the controls a Contrebandes player uses, in a language. */
export function tableWords(language: Language = 'en') {
  const say = words(language, 'contrebandes');
  return {
    closeScoring: say('night.close'),
    loadMule: say('hand.load'),
    declare: say('composer.declare'),
    stopInspecting: say('inspect.stop'),
    inspect: wordsPrefix(language, 'contrebandes', 'inspect.inspectName'),
    designate: wordsPrefix(language, 'contrebandes', 'designate.name'),
    take: wordsPrefix(language, 'contrebandes', 'caisse.take'),
  };
}

export interface TurnHooks {
  /** Called when a hot-seat curtain is up, before it is lifted. */
  onCurtain?(name: string): Promise<void>;
  /** Called after the curtain was lifted (or whenever a seat's hand is on screen and it must act). */
  onHandShown?(): Promise<void>;
  /**
   * The test makes the declaration itself: the composer is left open. Without it a playUntil that stops at
   * the composer can race it: the composer comes up between its check and this helper's, which declares.
   */
  leaveDeclaring?: boolean;
  /**
   * Asked before the player loads his mule: true leaves it to the test for now. A playUntil that waits for a
   * loading moment in the save (written a little after the page shows it) would otherwise see the mule loaded
   * before the save catches up, at every quarter of a loaded machine, to the end of the game.
   */
  leaveLoading?(): Promise<boolean>;
}

/** Whether a control is there to be used now (without waiting: the table changes under us as bots play). */
async function visible(_page: Page, locator: ReturnType<Page['locator']>): Promise<boolean> {
  try {
    const first = locator.first();
    return (await locator.count()) > 0 && (await first.isVisible()) && (await first.isEnabled({ timeout: 500 }));
  } catch {
    return false;
  }
}

export interface ActOptions {
  /**
   * Click without waiting for the control to hold still over two frames: with
   * several pages playing at once on a busy machine a page may draw only a
   * frame or two a second, and the table does not move under the click anyway.
   */
  force?: boolean;
  /** The language the table speaks (English unless a test says otherwise). */
  language?: Language;
}

/** Does one thing a player would do now; returns false when there was nothing to do. */
export async function actOnce(page: Page, hooks: TurnHooks = {}, { force = false, language = 'en' }: ActOptions = {}): Promise<boolean> {
  const click = { timeout: 2000, force };
  const say = tableWords(language);
  const curtain = page.getByTestId('curtain-confirm');
  if (await visible(page, curtain)) {
    const title = (await page.locator('#curtain-title').textContent()) ?? '';
    await checkFit(page, 'Contrebandes: hot-seat curtain');
    await hooks.onCurtain?.(title);
    await curtain.click(click);
    await hooks.onHandShown?.();
    return true;
  }
  const closeScoring = page.getByRole('button', { name: say.closeScoring });
  if (await visible(page, closeScoring)) {
    await checkFit(page, 'Contrebandes: the night’s scoring');
    await closeScoring.click(click);
    return true;
  }
  const loadButton = page.getByRole('button', { name: say.loadMule });
  if (await visible(page, loadButton.or(page.locator('button[data-testid="hand-card"]')))) {
    const cards = page.locator('button[data-testid="hand-card"]');
    if ((await cards.count()) >= 2) {
      if (hooks.leaveLoading !== undefined && (await hooks.leaveLoading())) return false;
      await checkFit(page, 'Contrebandes: load the mule');
      // Start from no selection (an earlier try may have been cut short), then pick the first two.
      for (const pressed of await page.locator('button[data-testid="hand-card"][aria-pressed="true"]').all()) {
        await pressed.click(click);
      }
      await cards.nth(0).click(click);
      await cards.nth(1).click(click);
      const load = page.getByRole('button', { name: say.loadMule });
      // The choice shows once the page has drawn it; if it did not take, the next try starts over.
      const deadline = Date.now() + 5000;
      while (!(await load.isEnabled()) && Date.now() < deadline) await page.waitForTimeout(100);
      if (!(await load.isEnabled())) return true;
      await load.click(click);
      return true;
    }
  }
  const declare = page.getByRole('button', { name: say.declare, exact: true });
  if (await visible(page, declare)) {
    if (hooks.leaveDeclaring) return false;
    await checkFit(page, 'Contrebandes: declare');
    await declare.click(click);
    return true;
  }
  const stop = page.getByRole('button', { name: say.stopInspecting });
  if (await visible(page, stop)) {
    await checkFit(page, 'Contrebandes: inspect');
    await stop.click(click);
    return true;
  }
  const inspect = page.locator(`button[aria-label^="${say.inspect}"]`);
  if (await visible(page, inspect)) {
    await inspect.first().click(click);
    return true;
  }
  const designate = page.locator(`button[aria-label^="${say.designate}"]`);
  if (await visible(page, designate)) {
    await checkFit(page, 'Contrebandes: designate');
    await designate.first().click(click);
    return true;
  }
  const take = page.locator(`button[aria-label^="${say.take}"]`);
  if (await visible(page, take)) {
    await checkFit(page, 'Contrebandes: take from the Caisse');
    await take.first().click(click);
    return true;
  }
  return false;
}

/** Acts whenever there is something to do, until `done` says so. */
/** Plays until `done`; no time budget of its own (a loaded machine is slower, not wrong): the test's timeout bounds it. */
export async function playUntil(page: Page, done: () => Promise<boolean>, hooks: TurnHooks = {}, language: Language = 'en'): Promise<void> {
  while (!(await done())) {
    let acted = false;
    try {
      acted = await actOnce(page, hooks, { language });
    } catch (error) {
      // A control that vanished as the bots played on is not a failure: look again.
      if ((error as Error).name !== 'TimeoutError') throw error;
    }
    if (!acted) await page.waitForTimeout(100);
  }
}

/** The only save file in a data folder, or null before the first one is written. */
export function saveIfAny(dataDir: string): SaveFile | null {
  const dir = path.join(dataDir, 'saves');
  if (!fs.existsSync(dir) || !fs.readdirSync(dir).some((name) => name.endsWith('.json'))) return null;
  return onlySave(dataDir);
}

/** The only save file in a data folder. */
export function onlySave(dataDir: string): SaveFile {
  const dir = path.join(dataDir, 'saves');
  const files = fs.readdirSync(dir).filter((name) => name.endsWith('.json'));
  expect(files).toHaveLength(1);
  return JSON.parse(fs.readFileSync(path.join(dir, files[0] as string), 'utf8')) as SaveFile;
}

/** The cards of the hand on screen. */
export async function handCards(page: Page): Promise<number[]> {
  const values = await page.getByTestId('hand-card').evaluateAll((elements) => elements.map((element) => Number(element.getAttribute('data-card'))));
  return values.sort((a, b) => a - b);
}

/** Starts a new Contrebandes game from the main menu with the given seats. */
export async function startGame(
  page: Page,
  url: string,
  seats: { name: string; human: boolean; level?: string }[],
  seed = 4242,
  language: Language = 'en',
): Promise<void> {
  const say = words(language, 'shell');
  // From a blank page: on the app's own page a goto changes only the fragment, and the app reloads for the new
  // key meanwhile (host/index.ts), which Playwright may report as an interrupted navigation.
  await page.goto('about:blank');
  await page.goto(url);
  const newGame = page.getByRole('button', { name: say('menu.newGameOf', { title: 'Contrebandes' }) });
  await newGame.waitFor();
  await checkFit(page, 'menu');
  await newGame.click();
  await page.getByRole('radio', { name: say('players.exactly', { count: seats.length }) }).check();
  for (const [index, seat] of seats.entries()) {
    const n = index + 1;
    await page.getByLabel(say('newGame.seatPlayer', { seat: n })).selectOption(seat.human ? 'human' : 'bot');
    await page.getByLabel(say('seats.nameOf', { seat: n })).fill(seat.name);
    if (!seat.human && seat.level) await page.getByLabel(say('seats.difficultyOf', { seat: n })).selectOption(seat.level);
  }
  await page.getByLabel(say('newGame.seed'), { exact: true }).fill(String(seed));
  await checkFit(page, 'new game: Contrebandes');
  await page.getByRole('button', { name: say('newGame.start') }).click();
}

export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** Every card of the hand on screen, with the box of the viewport and of the hand's row (clipped by the table's scroll area). */
export async function handBoxes(page: Page): Promise<{ cards: Box[]; row: Box; viewport: Box }> {
  return page.evaluate(() => {
    const box = (rect: DOMRect) => ({ left: rect.left, top: rect.top, right: rect.right, bottom: rect.bottom });
    const cards = [...document.querySelectorAll('[data-testid="hand-card"]')].map((card) => box(card.getBoundingClientRect()));
    const row = document.querySelector('.cb-hand-cards');
    const area = document.querySelector('.game-table');
    if (!row || !area) throw new Error('no hand on screen');
    const r = row.getBoundingClientRect();
    const a = area.getBoundingClientRect();
    // What of the row the table's scroll area lets through.
    const clipped = { left: Math.max(r.left, a.left), top: Math.max(r.top, a.top), right: Math.min(r.right, a.right), bottom: Math.min(r.bottom, a.bottom) };
    return { cards, row: clipped, viewport: { left: 0, top: 0, right: window.innerWidth, bottom: window.innerHeight } };
  });
}

export function inside(inner: Box, outer: Box): boolean {
  const slack = 0.5;
  return inner.left >= outer.left - slack && inner.top >= outer.top - slack && inner.right <= outer.right + slack && inner.bottom <= outer.bottom + slack;
}

/**
 * The text of the table that the news strip (the searched mule, its caption,
 * the quarter's line) lies over: every heading and line of text outside the
 * strip whose box meets the strip's box. Empty when nothing is covered.
 */
export async function textUnderNews(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const news = document.querySelector('[data-testid="table-news"]');
    if (!news) throw new Error('no news strip on the table');
    const n = news.getBoundingClientRect();
    const texts = document.querySelectorAll('.cb-root :is(h1, h2, h3, p, dt, dd, .cb-felt-head, .cb-seat-name, .cb-empty-pile, .cb-pile-item)');
    const covered: string[] = [];
    for (const element of texts) {
      if (news.contains(element) || element.contains(news)) continue;
      const r = element.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      const overlap = Math.min(r.right, n.right) - Math.max(r.left, n.left) > 0.5 && Math.min(r.bottom, n.bottom) - Math.max(r.top, n.top) > 0.5;
      if (overlap) covered.push((element.textContent ?? '').trim().slice(0, 60));
    }
    return covered;
  });
}

/** Animations that never end, still running: decoration that keeps an idle table drawing. */
export async function endlessAnimations(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    document
      .getAnimations()
      .filter((animation) => animation.playState === 'running' && animation.effect?.getComputedTiming().iterations === Infinity)
      .map((animation) => (animation as CSSAnimation).animationName ?? 'an animation'),
  );
}

/** Animations still running, whatever their length. */
export async function runningAnimations(page: Page): Promise<number> {
  return page.evaluate(() => document.getAnimations().filter((animation) => animation.playState === 'running').length);
}

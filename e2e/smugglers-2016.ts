/**
 * Plays the human seats of a Smugglers (2016) game through the UI, the way a
 * player would: the sculpting station's buttons or the hands' gestures with the
 * mouse or a finger, the push pad's keyboard or a drag, the inspection and steal buttons.
 */
import { type Locator, type Page, expect, test } from '@playwright/test';
import { checkFit } from './fit';
import { type Point, line, longPress, touchDrag } from './touch';
import { type Language, escapeRegExp, words, wordsPrefix } from './words';

/** The names of the controls a Smugglers (2016) player uses, in a language. */
export function tableWords(language: Language = 'en') {
  const say = words(language, 'smugglers-2016');
  return {
    startSculpting: say('table.startSculpting'),
    addPinch: say('sculpt.addPinch'),
    returnPinch: say('sculpt.returnPinch'),
    stroke: say('sculpt.stroke'),
    lastStroke: new RegExp(`^${escapeRegExp(wordsPrefix(language, 'smugglers-2016', 'sculpt.lastStroke'))}`),
    done: say('sculpt.done'),
    guess: new RegExp(`^${escapeRegExp(wordsPrefix(language, 'smugglers-2016', 'inspect.guess'))}`),
    steal: new RegExp(
      `^(${escapeRegExp(wordsPrefix(language, 'smugglers-2016', 'steal.sweet'))}|${escapeRegExp(wordsPrefix(language, 'smugglers-2016', 'steal.sour'))})`,
    ),
    shortGame: say('options.shortGame'),
    table3d: say('scene.label'),
    loading: new RegExp(`^(${escapeRegExp(say('table.loadingScene'))}|${escapeRegExp(say('table.loadingPhysics'))})`),
  };
}

/** Whether a control is there to be used now (the table changes under us as the bot plays). */
export async function ready(locator: ReturnType<Page['locator']>): Promise<boolean> {
  try {
    return (await locator.count()) > 0 && (await locator.first().isVisible()) && (await locator.first().isEnabled({ timeout: 300 }));
  } catch {
    return false;
  }
}

export interface PlayOptions {
  /** The push pad's strength in percent, a multiple of 5 (default 70: a small round ball passes every hole). */
  push?(): number;
  /** Pinches of putty in each new ball (default 4: a small ball that fits every hole once it is round). */
  pinches?: number;
  /** Strokes rolled on each new ball (default 8: a round ball). */
  strokes?: number;
  /**
   * How the hands work: 'buttons' (the station's buttons, the pad's keys),
   * 'pointer' (a quick pull off the lump and circles on the ball, the ball
   * dragged back and let go, with the mouse), or 'touch' (the same gestures
   * with a finger on a touch screen, every button tapped, the waiting ball's
   * tip opened by a long press). Default 'buttons'.
   */
  hands?: 'buttons' | 'pointer' | 'touch';
  /** The language the table speaks (English unless a test says otherwise). */
  language?: Language;
  /** The check at each state the seat acts in (default checkFit at the desktop sizes; a phone's is checkPhone). */
  check?(page: Page, label: string): Promise<void>;
  /** Done at the push pad before the push (the table waits for this seat then: nothing moves under a test of its view). */
  beforePush?(page: Page): Promise<void>;
}

/** A quick pull off the lump (the stage's left part), then circles on the ball in the right hand, with the mouse. */
async function sculptByHand(page: Page, station: ReturnType<Page['locator']>, circles: number, say = tableWords()): Promise<void> {
  const stage = station.getByRole('application');
  const box = await stage.boundingBox();
  if (box === null) throw new Error('The sculpting stage is not on screen.');
  // A pull of 40 % of a full reach (the reach is 45 % of the stage's width), in one quick move: quick enough to
  // take putty. A pull that took too long all the same (a busy machine) turns stringy, as in the game: pull again.
  const fromX = box.x + box.width * 0.22;
  const y = box.y + box.height * 0.5;
  const returnPinch = station.getByRole('button', { name: say.returnPinch });
  for (let pull = 0; pull < 4 && !(await returnPinch.isEnabled()); pull++) {
    await page.mouse.move(fromX, y);
    await page.mouse.down();
    await page.mouse.move(fromX, y - box.width * 0.45 * 0.4);
    await page.mouse.up();
  }
  await expect(returnPinch, 'a quick pull puts putty in the hand').toBeEnabled();
  // Circles around a point of the right hand, 20 moves a circle.
  const cx = box.x + box.width * 0.72;
  const r = Math.min(box.width, box.height) / 6;
  await page.mouse.move(cx + r, y);
  await page.mouse.down();
  for (let i = 1; i <= circles * 20; i++) {
    const angle = (i / 20) * 2 * Math.PI;
    await page.mouse.move(cx + r * Math.cos(angle), y + r * Math.sin(angle));
  }
  await page.mouse.up();
  // The circles rolled strokes: the station shows how firm the last one was.
  await expect(station.getByText(say.lastStroke)).toBeVisible();
}

/** The sculpting by a finger: a quick swipe off the lump, then circles on the ball in the right hand, as sculptByHand with the mouse. */
async function sculptByTouch(page: Page, station: Locator, circles: number, say = tableWords()): Promise<void> {
  const stage = station.getByRole('application');
  await stage.scrollIntoViewIfNeeded();
  const box = await stage.boundingBox();
  if (box === null) throw new Error('The sculpting stage is not on screen.');
  const from = { x: box.x + box.width * 0.22, y: box.y + box.height * 0.7 };
  const returnPinch = station.getByRole('button', { name: say.returnPinch });
  // A swipe of 40 % of a full reach in three moves: quick enough to take putty (a busy machine's slow swipe goes stringy: again).
  for (let pull = 0; pull < 4 && !(await returnPinch.isEnabled()); pull++) {
    await touchDrag(page, line(from, { x: from.x, y: from.y - box.width * 0.45 * 0.4 }, 3));
  }
  await expect(returnPinch, 'a quick swipe puts putty in the hand').toBeEnabled();
  const cx = box.x + box.width * 0.72;
  const cy = box.y + box.height * 0.5;
  const r = Math.min(box.width, box.height) / 6;
  const circle: Point[] = [];
  for (let i = 0; i <= circles * 20; i++) {
    const angle = (i / 20) * 2 * Math.PI;
    circle.push({ x: cx + r * Math.cos(angle), y: cy + r * Math.sin(angle) });
  }
  await touchDrag(page, circle);
  await expect(station.getByText(say.lastStroke)).toBeVisible();
}

/** Drags the ball on the push pad back with a finger by this share of a full pull, and lifts it. */
async function pushByTouch(page: Page, pad: Locator, percent: number): Promise<void> {
  await pad.scrollIntoViewIfNeeded();
  const box = await pad.boundingBox();
  if (box === null) throw new Error('The push pad is not on screen.');
  const from = { x: box.x + box.width / 2, y: box.y + box.height / 3 };
  // FULL_PULL_PX (180 px) back is a full push.
  await touchDrag(page, line(from, { x: from.x, y: from.y + (180 * percent) / 100 }, 8));
}

/** Drags the ball on the push pad back by this share of a full pull and lets it go, with the mouse. */
async function pushByHand(page: Page, pad: ReturnType<Page['locator']>, percent: number): Promise<void> {
  const box = await pad.boundingBox();
  if (box === null) throw new Error('The push pad is not on screen.');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 3;
  await page.mouse.move(x, y);
  await page.mouse.down();
  // FULL_PULL_PX (180 px) back is a full push.
  await page.mouse.move(x, y + (180 * percent) / 100, { steps: 8 });
  await page.mouse.up();
}

/** Does one thing the human seat can do now; false when there is nothing to do. */
/** The pages whose waiting ball's tip was pictured (once each). */
const ballPictured = new WeakSet<Page>();

export async function actOnce(
  page: Page,
  { push = () => 70, pinches = 4, strokes = 8, hands = 'buttons', language = 'en', check = checkFit, beforePush }: PlayOptions = {},
): Promise<boolean> {
  const click = { timeout: 2000 };
  // A finger taps what a mouse clicks.
  const press = (target: Locator) => (hands === 'touch' ? target.tap(click) : target.click(click));
  const say = tableWords(language);
  const curtain = page.getByTestId('curtain-confirm');
  if (await ready(curtain)) {
    await check(page, 'Smugglers (2016): hot-seat curtain');
    await press(curtain);
    return true;
  }
  const start = page.getByRole('button', { name: say.startSculpting });
  if (await ready(start)) {
    await check(page, 'Smugglers (2016): start sculpting');
    await press(start);
    return true;
  }
  const station = page.getByTestId('sm-sculpt');
  const pinch = station.getByRole('button', { name: say.addPinch });
  if (hands !== 'touch' && (await ready(pinch))) await check(page, 'Smugglers (2016): the sculpting station');
  if (await ready(pinch) && hands !== 'buttons') {
    if (hands === 'touch') {
      await sculptByTouch(page, station, strokes, say);
      // The treat to hide, chosen by a tap on its label (the whole label is the target).
      // (A tap that landed as the station's words re-flowed, on a busy machine, is tapped again.)
      const kind = station.locator('.sc-kind').last();
      await expect(async () => {
        await press(kind);
        await expect(kind.getByRole('radio')).toBeChecked({ timeout: 1000 });
      }).toPass({ timeout: 10_000 });
      // Checked with the ball made (a phone's checks take a while: the sand runs meanwhile).
      await check(page, 'Smugglers (2016): the sculpting station, a ball made');
    } else await sculptByHand(page, station, strokes, say);
    // The pull must have made a ball big enough to hide a treat (Done says so by being enabled).
    const done = station.getByRole('button', { name: say.done, exact: true });
    await expect(done).toBeEnabled({ timeout: 2000 });
    await press(done);
    await expect(station).toHaveCount(0, { timeout: 10_000 });
    return true;
  }
  if (await ready(pinch)) {
    // A small ball (4 pinches, a tenth of the bag) fits every hole once it is round.
    for (let i = 0; i < pinches; i++) await pinch.click(click);
    for (let i = 0; i < strokes; i++) await station.getByRole('button', { name: say.stroke }).click(click);
    await station.getByRole('button', { name: say.done, exact: true }).click(click);
    await expect(station).toHaveCount(0, { timeout: 10_000 });
    return true;
  }
  const pad = page.getByTestId('push-pad');
  if (await ready(pad)) {
    await check(page, 'Smugglers (2016): the push pad');
    // The ball waiting for the push is explained on the 3D table, as everything drawn there is (pictured once a page).
    const ball = page.locator('[data-scene-tip="track-ball"]');
    await expect(ball).toHaveCount(1);
    if (!ballPictured.has(page)) {
      ballPictured.add(page);
      const tip = page.getByRole('tooltip');
      if (hands === 'touch') {
        // No hover on a touch screen: a long press opens the tip, a touch elsewhere closes it.
        await ball.scrollIntoViewIfNeeded();
        const box = await ball.boundingBox();
        if (box === null) throw new Error('The waiting ball’s tip is not on screen.');
        await longPress(page, { x: box.x + box.width / 2, y: box.y + box.height / 2 });
      } else await ball.hover();
      await expect(tip).toHaveText((await ball.getAttribute('aria-label')) ?? 'a named trigger');
      await page.screenshot({ path: test.info().outputPath('track-ball-tip.png') });
    }
    await beforePush?.(page);
    const percent = push();
    if (hands === 'pointer') {
      await pushByHand(page, pad, percent);
      return true;
    }
    if (hands === 'touch') {
      await pushByTouch(page, pad, percent);
      return true;
    }
    await pad.focus();
    await page.keyboard.press('Home');
    for (let i = 0; i < percent / 5; i++) await page.keyboard.press('ArrowUp');
    // The pad may have gone (a replay began) while we set it: look again.
    if ((await pad.count()) === 0 || (await pad.getAttribute('aria-valuenow')) !== String(percent)) return true;
    await page.keyboard.press('Space');
    return true;
  }
  const guess = page.getByRole('button', { name: say.guess });
  if (await ready(guess)) {
    await check(page, 'Smugglers (2016): inspect');
    await press(guess.first());
    return true;
  }
  const steal = page.getByRole('button', { name: say.steal });
  if (await ready(steal)) {
    await check(page, 'Smugglers (2016): steal');
    await press(steal.first());
    return true;
  }
  return false;
}

/** The phase line of the table on screen now, or '' when none is (behind a curtain): never waits. */
export async function phaseText(page: Page): Promise<string> {
  const line = page.getByTestId('sm-phase');
  if ((await line.count()) === 0) return '';
  return (await line.textContent({ timeout: 500 }).catch(() => '')) ?? '';
}

/** Opens a new Smugglers game from the main menu: the given seats, a short game unless told otherwise. */
export async function startGame(
  page: Page,
  url: string,
  seats: { name: string; human: boolean }[],
  { seed = 4242, short = true, language = 'en' as Language } = {},
): Promise<void> {
  const shell = words(language, 'shell');
  await page.goto(url);
  const newGame = page.getByRole('button', { name: shell('menu.newGameOf', { title: 'Smugglers (2016)' }), exact: true });
  await newGame.waitFor();
  await checkFit(page, 'menu');
  await newGame.click();
  await page.getByRole('radio', { name: shell('players.exactly', { count: seats.length }) }).check();
  for (const [index, seat] of seats.entries()) {
    await page.getByLabel(shell('newGame.seatPlayer', { seat: index + 1 })).selectOption(seat.human ? 'human' : 'bot');
    await page.getByLabel(shell('seats.nameOf', { seat: index + 1 })).fill(seat.name);
    if (!seat.human) await page.getByLabel(shell('seats.difficultyOf', { seat: index + 1 })).selectOption('normal');
  }
  await page.getByLabel(tableWords(language).shortGame).setChecked(short);
  await page.getByLabel(shell('newGame.seed'), { exact: true }).fill(String(seed));
  await checkFit(page, 'new game: Smugglers (2016)');
  await page.getByRole('button', { name: shell('newGame.start') }).click();
}

/** Waits for the 3D table and its physics to load; returns the table's canvas. */
export async function tableLoaded(page: Page, language: Language = 'en') {
  const say = tableWords(language);
  const canvas = page.getByRole('img', { name: say.table3d }).locator('canvas');
  await expect(canvas).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('status').filter({ hasText: say.loading })).toHaveCount(0, { timeout: 60_000 });
  return canvas;
}

/**
 * One step of play that tolerates the table moving on: a control that
 * vanished as a bot played on (a TimeoutError) is not a failure; with nothing
 * to do, waits a moment. Returns whether it acted.
 */
export async function playStep(page: Page, options: PlayOptions = {}): Promise<boolean> {
  let acted = false;
  try {
    acted = await actOnce(page, options);
  } catch (error) {
    if ((error as Error).name !== 'TimeoutError') throw error;
  }
  if (!acted) await page.waitForTimeout(150);
  return acted;
}

/** What the page saw of results against replays (watchResultOrder). */
export interface ResultOrder {
  /** Times a roll's outcome was in the log before that roll's replay had ended on the table. */
  early: string[];
  /** Whether the final ranking showed, and what the table was doing then. */
  ranking: { replaying: string; outcomes: number; replayed: number } | null;
  /** Each time an outcome showed with no replay running and none ended for it (the last changes seen then). */
  unreplayed: string[];
}

/**
 * Page-side: after every change of the page, no roll's outcome may reach the
 * log while a replay runs and more outcomes are told than replays ended (the
 * hidden list of replays), and when the final ranking first shows, the table
 * must be done replaying. A string, so that no bundler's helpers end up in the page.
 */
const WATCH_RESULT_ORDER = `() => {
  const outcome = /'s ball (stops short|rolls through|sticks)/;
  const seen = { early: [], ranking: null, unreplayed: [] };
  window.__resultOrder = seen;
  // A roll the table never saw rolling (its round ended in the update that told it) has no replay: the
  // difference grows then, with no replay running, and that much is allowed from then on. While a replay
  // runs it must never pass what was allowed. (The log may lag a replay's line for a moment: a difference
  // below what is allowed is no fault, and allows nothing more.)
  let allowed = 0;
  // The last changes seen (what the page showed), for the failure message.
  const trace = [];
  let last = '';
  const look = () => {
    const outcomes = [...document.querySelectorAll('[data-testid="game-log"] li')].filter((li) => outcome.test(li.textContent || '')).length;
    const replayed = document.querySelectorAll('[data-testid="replay-check"]').length;
    const stage = document.querySelector('.sm-stage');
    const gap = outcomes - replayed;
    const replaying = stage !== null && stage.getAttribute('data-replaying') === 'true';
    const now = outcomes + '/' + replayed + (replaying ? ' replaying' : ' still');
    if (now !== last) {
      last = now;
      trace.push(now);
      if (trace.length > 12) trace.shift();
    }
    if (!replaying && gap > allowed) {
      allowed = gap;
      seen.unreplayed.push(trace.join(', '));
    }
    else if (gap > allowed && seen.early.length < 20)
      seen.early.push(outcomes + ' outcomes in the log, ' + replayed + ' replays ended, one replaying (' + allowed + ' rolls never replayed); last seen (outcomes/replays): ' + trace.join(', '));
    if (seen.ranking === null && document.querySelector('[data-testid="final-ranking"]')) {
      seen.ranking = { replaying: stage ? stage.getAttribute('data-replaying') : 'gone', outcomes, replayed };
    }
  };
  new MutationObserver(look).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-replaying'] });
}`;

/** Starts watching the order of results and replays on the page (read it with resultOrder). */
export async function watchResultOrder(page: Page): Promise<void> {
  await page.evaluate(`(${WATCH_RESULT_ORDER})()`);
}

export async function resultOrder(page: Page): Promise<ResultOrder> {
  return page.evaluate<ResultOrder>('window.__resultOrder');
}

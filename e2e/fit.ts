/**
 * The fitting check at a state an e2e reaches: the text on the page (see
 * clippedText) read in every language the app speaks, at the smallest window
 * the app supports (1024×700) and at a large one (1920×1080), and at the
 * test's own size in its own language (unless that is narrower than the
 * smallest window the app supports: there the page scrolls sideways by
 * design, body's min-width). The words switch in place (the page's
 * automation switch, src-renderer/src/i18n/automation.ts) and the window is
 * resized, so the state stays as it was; then the test's language and size
 * come back and the test goes on.
 *
 * The game helpers call it at each state they act in (the seat's choices, a
 * curtain, the new-game screen), so a state a new test reaches is checked
 * without anyone remembering to; a state is checked the first time the run
 * reaches it (its label), so a game played to its end costs a few checks, not
 * one per turn. A failure is soft: the test plays on and reports every state
 * that does not fit, by label, language and size, with a screenshot of the
 * first language and size that fails.
 */
import { type Page, expect, test } from '@playwright/test';
import { clippedText } from './overflow';
import type { Language } from './words';

export const FIT_LANGUAGES: readonly Language[] = ['en', 'de', 'fr'];
export const FIT_SIZES = [
  { width: 1024, height: 700 },
  { width: 1920, height: 1080 },
] as const;
/** A phone held upright and sideways (issue #29): a LAN guest's table at these sizes (e2e/phone.ts). */
export const PHONE_SIZES = [
  { width: 390, height: 844 },
  { width: 844, height: 390 },
] as const;

type Size = { width: number; height: number };

/** The labels this worker has checked: a state the helpers reach again (every turn) is checked once a run. */
const checked = new Set<string>();

/**
 * The new words or size laid out, or `atMostMs` on a machine that draws a frame every few seconds. A
 * new size: two frames (what a resize observer changes, and what React renders from that). New words:
 * one frame and a task after it, the window's size unchanged: React renders the words in a task of
 * its own before that frame, and a component that measures itself does so as it renders (a layout
 * effect); on a loaded machine each frame spared is most of a second. A page resized back to its size
 * redraws all of itself: the test goes on once it has (a click waits for two quiet frames, within its
 * timeout).
 */
async function settle(page: Page, after: 'resize' | 'words', atMostMs: number): Promise<void> {
  await page.evaluate(
    ([frames, ms]) =>
      new Promise<void>((resolve) => {
        setTimeout(resolve, ms);
        if (frames === 2) requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
        else requestAnimationFrame(() => setTimeout(resolve, 0));
      }),
    [after === 'resize' ? 2 : 1, atMostMs] as const,
  );
}

/**
 * Waits (up to 20 s) until the page draws two frames within a quarter of a second again: a page resized
 * back redraws all of itself, and on a busy machine a frame may take seconds for a while after; the
 * helpers' clicks (which wait for two quiet frames, within 2 s) go on once it draws at its usual pace.
 */
async function drawingAgain(page: Page): Promise<void> {
  const until = Date.now() + 20_000;
  while (Date.now() < until) {
    const ms = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const from = performance.now();
          setTimeout(() => resolve(Number.POSITIVE_INFINITY), 5000);
          requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now() - from)));
        }),
    );
    if (ms < 250) return;
  }
}

/**
 * Until the page's animations that move or size something, and end, have ended (at most `atMostMs`): the
 * check reads the page at rest. A card turned over grows by a third for half a second over the words beside
 * it (Contrebandes' searched mule), and on a loaded machine the check came in the middle of it. Not waited
 * for: endless animations, and those that only fade or colour (a pulse three times over lays nothing out).
 */
export async function atRest(page: Page, atMostMs = 3000): Promise<void> {
  await page.evaluate(
    (ms) =>
      new Promise<void>((resolve) => {
        setTimeout(resolve, ms);
        const moving = /^(transform|translate|scale|rotate|zoom|width|height|inset|left|right|top|bottom|margin.*|padding.*|font.*|letterSpacing)$/;
        const ending = document.getAnimations().filter((animation) => {
          const effect = animation.effect;
          if (!(effect instanceof KeyframeEffect) || effect.getComputedTiming().endTime === Number.POSITIVE_INFINITY) return false;
          return effect.getKeyframes().some((frame) => Object.keys(frame).some((property) => moving.test(property)));
        });
        void Promise.all(ending.map((animation) => animation.finished.catch(() => undefined))).then(() => resolve());
      }),
    atMostMs,
  );
}

async function speak(page: Page, language: Language): Promise<void> {
  const switched = await page.evaluate(async (to) => {
    const change = (window as unknown as { __switchLanguage?: (language: string) => Promise<boolean> }).__switchLanguage;
    return change ? change(to) : null;
  }, language);
  if (switched === null) throw new Error('The page has no language switch: is it driven by Playwright (navigator.webdriver)?');
  if (!switched) throw new Error(`The page does not speak ${language}.`);
}

const sizeName = (size: Size) => `${size.width}×${size.height}`;

/**
 * What does not fit at the state on the page, in every language and size, as
 * "de 1024×700: <problem>"; the page is left in its language and size.
 */
export async function fitProblems(page: Page, label = 'fit', sizes: readonly Size[] = FIT_SIZES): Promise<string[]> {
  const own = (await page.evaluate(() => document.documentElement.lang)) as Language;
  const ownSize = page.viewportSize();
  const problems: string[] = [];
  let speaking = own;
  const look = async (language: Language, size: Size) => {
    await atRest(page);
    const found = await clippedText(page);
    if (found.length === 0) return;
    // A picture of the first language and size that fails (a screenshot costs more than the check).
    if (problems.length === 0) {
      const file = `fit-${label}-${language}-${sizeName(size)}`.replace(/[^\w×-]+/g, '-');
      await page.screenshot({ path: test.info().outputPath(`${file}.png`) }).catch(() => undefined);
    }
    problems.push(...found.map((problem) => `${language} ${sizeName(size)}: ${problem}`));
  };
  try {
    const supported = ownSize !== null && (sizes !== FIT_SIZES || ownSize.width >= FIT_SIZES[0].width);
    if (ownSize && supported && !sizes.some((size) => size.width === ownSize.width && size.height === ownSize.height)) await look(own, ownSize);
    // The test's language first; each size then starts in the language the last one ended in (fewer switches).
    let languages = [own, ...FIT_LANGUAGES.filter((language) => language !== own)];
    for (const size of sizes) {
      await page.setViewportSize(size);
      let resized = true;
      for (const language of languages) {
        if (language !== speaking) await speak(page, language);
        speaking = language;
        await settle(page, resized ? 'resize' : 'words', 1000);
        resized = false;
        await look(language, size);
      }
      languages = [...languages].reverse();
    }
  } finally {
    // Each size starts in the language the last one ended in, so the last ends in the test's own: no switch back.
    if (speaking !== own) await speak(page, own);
    if (ownSize) await page.setViewportSize(ownSize);
    await drawingAgain(page);
  }
  return problems;
}

/**
 * Checks the state on the page (named by `label`, e.g. "Contrebandes: declare")
 * the first time this run reaches it; a failure names the state, language,
 * size and problem, and the test goes on.
 */
export async function checkFit(page: Page, label: string, sizes: readonly Size[] = FIT_SIZES): Promise<void> {
  if (checked.has(label)) return;
  checked.add(label);
  const started = Date.now();
  const problems = await fitProblems(page, label, sizes);
  // What the check costs the suite, in the test's results (the JSON reporter lists it).
  test.info().annotations.push({ type: 'fit', description: `${label}: ${Date.now() - started} ms, ${problems.length} problems` });
  expect.soft(problems, `text that does not fit at “${label}” (language, window size: problem)`).toEqual([]);
}

/**
 * When a page reached a state, by the page's own clock. The check runs in the
 * page at every animation frame and hands back `performance.now()` (ms since
 * the page's navigation began) on the first frame it holds.
 *
 * Why not Playwright's `locator.waitFor`: it polls ever more slowly, up to
 * 500 ms apart once a wait has lasted a while, so a figure taken when it
 * returns may be late by that much (on a 4× throttled phone, where the page
 * is slow, it always was), and its checks run on the page's throttled thread.
 *
 * A check is data (CSS selectors) for one function that runs in the page: the
 * app's content security policy forbids evaluating strings there, and the
 * function refers to nothing outside itself.
 */
import type { Page } from '@playwright/test';

export interface PageCheck {
  /** What it waits for, in the bench's words (for the reason when it never comes). */
  what: string;
  /** Each of these selectors has a match on screen (a box, not hidden: as Playwright's "visible"). */
  shown: readonly string[];
  /** And no status line is still loading: one with a progress bar, or one that says "Loading…" or "Fetching…" (bench-tables.ts's LOADING). */
  loaded?: boolean;
}

/** The join page usable: the name field and the Join button on screen and enabled (JoinScreen.tsx). */
export const JOIN_USABLE: PageCheck = { what: 'the join page usable', shown: ['input[autocomplete="nickname"]:not([disabled])', 'form button[type="submit"]:not([disabled])'] };

/** In the guest lobby (LobbySeats.tsx): seat `n` (1-based) offers its button to take it. */
export function seatOffered(n: number): PageCheck {
  return { what: `seat ${n} offered in the lobby`, shown: [`[data-testid="lobby-seat-${n}"] .lan-seat-action button:not([disabled])`] };
}

/** In the guest lobby: seat `n` is this guest's ("(you)"). */
export function seatTaken(n: number): PageCheck {
  return { what: `seat ${n} taken`, shown: [`[data-testid="lobby-seat-${n}"] .lan-seat-you`] };
}

/** A table playable: `selector` (bench-tables.ts's PLAYABLE: the table's own mark, a 3D table's canvas that has drawn) on screen, nothing loading. */
export function tablePlayable(selector: string): PageCheck {
  return { what: 'the table playable', shown: [selector], loaded: true };
}

/** What the page's functions below use of a page (the host's code is typed without the DOM's library). */
interface PageElement {
  getClientRects(): { length: number };
  querySelector(selector: string): PageElement | null;
  textContent: string | null;
}
interface PageGlobals {
  document: {
    querySelectorAll(selector: string): Iterable<PageElement>;
    addEventListener(type: string, listener: () => void, options: { capture: boolean; once: boolean }): void;
  };
  getComputedStyle(element: PageElement): { visibility: string };
  benchTap?: number | null;
}

/** Runs in the page: the time now if `check` holds, else false. Self-contained (Playwright sends its source). */
function holdsNow(check: PageCheck): number | false {
  const page = globalThis as unknown as PageGlobals;
  const visible = (element: PageElement) => element.getClientRects().length > 0 && page.getComputedStyle(element).visibility !== 'hidden';
  for (const selector of check.shown) if (![...page.document.querySelectorAll(selector)].some(visible)) return false;
  if (check.loaded) {
    for (const status of page.document.querySelectorAll('[role="status"]')) {
      if (status.querySelector('progress') !== null || /^(Loading|Fetching)/.test((status.textContent ?? '').trim())) return false;
    }
  }
  return performance.now();
}

/** The page's time (ms since its navigation began) at the first animation frame where `check` holds. */
export async function pageTimeWhen(page: Page, check: PageCheck, timeout: number): Promise<number> {
  try {
    const handle = await page.waitForFunction(holdsNow, check, { polling: 'raf', timeout });
    return (await handle.jsonValue()) as number;
  } catch (error) {
    throw new Error(`${check.what}: ${(error as Error).message.split('\n')[0] ?? ''}`, { cause: error });
  }
}

/** Runs in the page: notes the time of its next touch or click (self-contained, as holdsNow). */
function noteNextTap(): void {
  const page = globalThis as unknown as PageGlobals;
  page.benchTap = null;
  const note = () => {
    if (page.benchTap === null) page.benchTap = performance.now();
  };
  for (const type of ['touchstart', 'pointerdown', 'click']) page.document.addEventListener(type, note, { capture: true, once: true });
}

/** Notes the page's time of the next touch or click on it (read with tappedAt): the moment a person's tap lands. */
export async function watchNextTap(page: Page): Promise<void> {
  await page.evaluate(noteNextTap);
}

/** The page's time of the tap watchNextTap watched for. */
export async function tappedAt(page: Page): Promise<number> {
  const at = await page.evaluate(() => (globalThis as unknown as PageGlobals).benchTap ?? null);
  if (at === null) throw new Error('the page saw no tap');
  return at;
}

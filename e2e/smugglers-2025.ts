/**
 * Plays the people's side of a Smugglers (2025) game through its table, the
 * way a player would: pick a card (two under Double Smuggling) and smuggle it,
 * then refill the hand from the market or the deck. The table says what it
 * shows in data attributes (the DOM contract in
 * src-renderer/src/games/smugglers-2025/Table.tsx).
 */
import { type Locator, type Page, expect } from '@playwright/test';
import { checkFit } from './fit';
import { type NewSeat, startNewGame } from './new-game';

/** Starts a new game of Smugglers (2025) from the main menu (robots as the setup proposes them). */
export function startGame(page: Page, url: string, seats: readonly NewSeat[], seed: number): Promise<void> {
  return startNewGame(page, url, 'Smugglers (2025)', seats, seed);
}

export function table(page: Page): Locator {
  return page.getByTestId('s25-table');
}

/** What the table on screen shows (null while no table is on the page). */
export async function shown(page: Page): Promise<{ phase: string; version: number; seat: string; round: number } | null> {
  const root = table(page);
  if ((await root.count()) === 0) return null;
  const read = (name: string) => root.getAttribute(name, { timeout: 200 });
  return Promise.all([read('data-phase'), read('data-version'), read('data-seat'), read('data-round')]).then(
    ([phase, version, seat, round]) => (phase === null || version === null || seat === null ? null : { phase, version: Number(version), seat, round: Number(round) }),
    () => null,
  );
}

/** A control found usable is clicked within this long: a loaded machine may take seconds to draw it still (no animation left). */
const CLICK_MS = 10_000;

async function usable(locator: Locator): Promise<boolean> {
  try {
    return (await locator.count()) > 0 && (await locator.first().isVisible()) && (await locator.first().isEnabled({ timeout: 300 }));
  } catch {
    return false;
  }
}

export interface ActHooks {
  /** A hot-seat curtain is up: nothing of any table may be on the page. */
  onCurtain?(): Promise<void>;
  /** How the player presses: a mouse's click (the default) or a finger's tap (a phone, a tablet: Locator.tap). */
  by?: 'click' | 'tap';
  /**
   * Sees each state as the player does before he acts ("smuggle", "smuggle: chosen", "draw"). Default: the
   * fit check (e2e/fit.ts) at "smuggle" and "draw"; a phone checks checkPhone at each (e2e/phone.ts).
   */
  look?(state: 'smuggle' | 'smuggle: chosen' | 'draw'): Promise<void>;
}

const lookAtDesktop = async (page: Page, state: 'smuggle' | 'smuggle: chosen' | 'draw'): Promise<void> => {
  if (state !== 'smuggle: chosen') await checkFit(page, `Smugglers (2025): ${state}`);
};

/**
 * Does one thing the seat on screen would do now (a curtain, a pick and Smuggle, or a draw: cards from the
 * left, the market and the deck in turn), by click or by tap, and waits until the table has moved on;
 * returns what it did, or null when there was nothing to do.
 */
export async function actOnce(page: Page, hooks: ActHooks = {}): Promise<string | null> {
  const press = (locator: Locator) => (hooks.by === 'tap' ? locator.tap({ timeout: CLICK_MS }) : locator.click({ timeout: CLICK_MS }));
  const look = hooks.look ?? ((state: 'smuggle' | 'smuggle: chosen' | 'draw') => lookAtDesktop(page, state));
  const curtain = page.getByTestId('curtain-confirm');
  if (await usable(curtain)) {
    expect(await table(page).count()).toBe(0);
    await checkFit(page, 'Smugglers (2025): hot-seat curtain');
    await hooks.onCurtain?.();
    await press(curtain).catch(() => undefined);
    return 'curtain';
  }
  const now = await shown(page);
  if (now === null || now.seat === 'spectator') return null;
  const root = table(page);
  let what: string | null = null;
  const smuggle = root.locator('button[data-action="smuggle"]');
  const deck = root.locator('button[data-action="draw-deck"]:enabled');
  const market = root.locator('button[data-market]:enabled');
  if (now.phase === 'smuggle' && (await smuggle.count()) > 0) {
    const hand = root.locator('button[data-hand-kind]:enabled');
    if ((await hand.count()) === 0) return null;
    await look('smuggle');
    // Select cards from the left until Smuggle may be pressed (one, or two under Double Smuggling).
    for (let index = 0; index < Math.min(2, await hand.count()) && !(await usable(smuggle)); index++) {
      if ((await hand.nth(index).getAttribute('aria-pressed')) !== 'true') {
        await press(hand.nth(index));
        await expect(hand.nth(index)).toHaveAttribute('aria-pressed', 'true');
      }
    }
    if (!(await usable(smuggle))) return null;
    await look('smuggle: chosen');
    await press(smuggle);
    what = 'smuggle';
  } else if (await usable(market)) {
    await look('draw');
    // Every other draw from the market, the rest from the deck.
    if (now.version % 2 === 0 || !(await usable(deck))) {
      await press(market.first());
      what = 'market';
    } else {
      await press(deck);
      what = 'deck';
    }
  } else if (await usable(deck)) {
    await look('draw');
    await press(deck);
    what = 'deck';
  }
  if (what === null) return null;
  // The host answers with a newer version (or a curtain, or the end).
  await expect
    .poll(async () => (await shown(page))?.version ?? Number.POSITIVE_INFINITY, { timeout: 30_000, intervals: [50, 100, 200] })
    .toBeGreaterThan(now.version);
  return what;
}

/**
 * Plays the people's side of a Schmuggler an Bord game through its table, the
 * way a player would: draw a card in the setup, roll, name a suspect, object
 * or let a "myself" pass, turn his own cards over in a search. The table says
 * what it shows in data attributes (the DOM contract in
 * src-renderer/src/games/schmuggler-an-bord/Table.tsx).
 */
import { type Locator, type Page, expect } from '@playwright/test';
import { checkFit } from './fit';
import { type NewSeat, startNewGame } from './new-game';

/** Starts a new game of Schmuggler an Bord from the main menu. */
export function startGame(page: Page, url: string, seats: readonly NewSeat[], seed: number): Promise<void> {
  return startNewGame(page, url, 'Schmuggler an Bord', seats, seed);
}

export function table(page: Page): Locator {
  return page.getByTestId('sab-table');
}

/** What the table on screen shows: its phase, version and whose view it is (null while no table is on the page). */
export async function shown(page: Page): Promise<{ phase: string; version: number; seat: string } | null> {
  const root = table(page);
  if ((await root.count()) === 0) return null;
  return Promise.all([root.getAttribute('data-phase', { timeout: 200 }), root.getAttribute('data-version', { timeout: 200 }), root.getAttribute('data-seat', { timeout: 200 })]).then(
    ([phase, version, seat]) => (phase === null || version === null || seat === null ? null : { phase, version: Number(version), seat }),
    () => null,
  );
}

async function usable(locator: Locator): Promise<boolean> {
  try {
    return (await locator.count()) > 0 && (await locator.first().isVisible()) && (await locator.first().isEnabled({ timeout: 300 }));
  } catch {
    return false;
  }
}

/** How a player answers the table's questions. */
export interface Policy {
  /** The seat to name as suspect (the seat on screen, the seat count, the version shown). */
  suspect(me: number, seats: number, version: number): number;
  /** Whether to object to a "myself". */
  object(me: number, version: number): boolean;
  /** Play by the table's keys (R, M, digits, O, P) where there is one, rather than by clicks. */
  keys?: boolean;
  /** Play by touch (a phone): tap the buttons rather than click them. */
  tap?: boolean;
}

/** Names himself on even versions, else the next seat; lets every "myself" pass. */
export const plainPolicy: Policy = {
  suspect: (me, seats, version) => (version % 2 === 0 ? me : (me + 1) % seats),
  object: () => false,
};

export interface ActHooks {
  /** A hot-seat curtain is up: nothing of any table may be on the page. */
  onCurtain?(): Promise<void>;
  /** Checks the state the player acts in, named by `label` (a phone's checks, e2e/phone.ts); the desktop's checkFit unless given. */
  check?(label: string): Promise<void>;
}

/**
 * Does one thing the player on screen would do now and waits until the table
 * has moved on; returns what it did, or null when there was nothing to do.
 */
export async function actOnce(page: Page, seats: number, policy: Policy = plainPolicy, hooks: ActHooks = {}): Promise<string | null> {
  const curtain = page.getByTestId('curtain-confirm');
  if (await usable(curtain)) {
    expect(await table(page).count()).toBe(0);
    await checkFit(page, 'Schmuggler an Bord: hot-seat curtain');
    await hooks.onCurtain?.();
    await curtain.click({ timeout: 2000 }).catch(() => undefined);
    return 'curtain';
  }
  const now = await shown(page);
  if (now === null || now.seat === 'spectator') return null;
  const me = Number(now.seat);
  const root = table(page);
  const objects = policy.object(me, now.version);
  const suspect = policy.suspect(me, seats, now.version);
  const choices: [string, Locator, string | null][] = [
    ['draw', root.locator('button[data-slot]:enabled'), null],
    ['roll', root.locator('button[data-action="roll"]:enabled'), 'r'],
    ['object', root.locator(`button[data-object="${objects ? 'yes' : 'no'}"]:enabled`), objects ? 'o' : 'p'],
    ['suspect', root.locator(`button[data-suspect="${suspect}"]:enabled`), suspect === me ? 'm' : String(suspect + 1)],
    ['turn', root.locator('button[data-place]:enabled'), null],
  ];
  for (const [what, locator, choiceKey] of choices) {
    if (!(await usable(locator))) continue;
    const label = `Schmuggler an Bord: ${what} (${now.phase}, ${seats} seats)`;
    await (hooks.check ? hooks.check(label) : checkFit(page, label));
    const place = what === 'turn' ? Number(await locator.first().getAttribute('data-place')) : null;
    const key = place !== null && place < 9 ? String(place + 1) : choiceKey;
    const target = locator.first();
    const done = policy.keys && key !== null ? page.keyboard.press(key) : policy.tap ? target.tap({ timeout: 2000 }) : target.click({ timeout: 2000 });
    const clicked = await done.then(
      () => true,
      () => false,
    );
    if (!clicked) return null;
    // The host answers with a newer version (or a curtain, or the end).
    await expect
      .poll(async () => (await shown(page))?.version ?? Number.POSITIVE_INFINITY, { timeout: 30_000, intervals: [50, 100, 200] })
      .toBeGreaterThan(now.version);
    return what;
  }
  return null;
}

/** The chips and cards a seat panel shows. */
export async function seatCounts(page: Page, seat: number): Promise<{ chips: number; cards: number }> {
  const panel = table(page).locator(`[data-seat-panel="${seat}"]`);
  const [chips, cards] = await Promise.all([panel.locator('[data-chips]').textContent(), panel.locator('[data-cards]').textContent()]);
  return { chips: Number(chips), cards: Number(cards) };
}

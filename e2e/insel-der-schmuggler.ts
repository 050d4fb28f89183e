/**
 * Helpers for the Insel der Schmuggler specs: a whole game planned in Node by
 * the engine itself (two normal bots, as the host's bot and the player), the
 * player's part of it then made through the UI: buttons beside the bay, and
 * clicks on the bay's fields where the bay's test hook says they are drawn.
 */
import { type Locator, type Page, expect } from '@playwright/test';
import { setUp } from '../shared/engine/set-up';
import type { Seat } from '../shared/engine/contract';
import { playGame } from '../shared/engine/play';
import { hostBotSeed } from './bot-secret';
import { type FieldId, ISLAND_KEYS } from '../shared/games/insel-der-schmuggler/board';
import { inselDerSchmuggler as game } from '../shared/games/insel-der-schmuggler/index';
import type { InselEvent, InselMove, InselOptions, InselState } from '../shared/games/insel-der-schmuggler/types';
import { checkFit } from './fit';
import { type NewSeat, startNewGame } from './new-game';
import { type Language, words } from './words';

export interface PlannedMove {
  seat: Seat;
  move: InselMove;
  /** The match version the move is made at (moves before it). */
  version: number;
  /** The state it leads to. */
  after: InselState;
}

export interface PlannedGame {
  seed: number;
  options: InselOptions;
  moves: PlannedMove[];
  events: InselEvent[];
  final: InselState;
}

/** The game two normal bots play from this seed, each decision seeded as the e2e host seeds its bots'. */
export function plan(seed: number, seats = 2): PlannedGame {
  const options = game.defaultOptions(seats);
  const moves: PlannedMove[] = [];
  const events: InselEvent[] = [];
  let state = setUp(game, seed, seats, options);
  const played = playGame(game, seed, Array.from({ length: seats }, () => game.bots.normal), options, {
    decisionSeed: hostBotSeed,
    onMove: ({ seat, move, state: after }) => {
      const applied = game.applyMove(state, seat, move as InselMove);
      if (!applied.ok) throw new Error('the planned game does not replay');
      events.push(...applied.events);
      moves.push({ seat, move: move as InselMove, version: moves.length, after: after as InselState });
      state = after as InselState;
    },
  });
  return { seed, options, moves, events, final: played.state as InselState };
}

/** The first seed from `from` whose game has a push, a catch of goods by the beam and a delivery, and is not too long. */
export function plannedGameWithEverything(from = 1, maxMoves = 400): PlannedGame {
  for (let seed = from; seed < from + 500; seed++) {
    const planned = plan(seed);
    const has = (type: InselEvent['type']) => planned.events.some((event) => event.type === type);
    const caught = planned.events.some((event) => event.type === 'caught' && event.seats.length > 0);
    if (has('pushed') && caught && has('delivered') && planned.moves.length <= maxMoves) return planned;
  }
  throw new Error('no seed gives a game with a push, a catch and a delivery: the bots changed, widen the search');
}

/** Starts a new game from the main menu (in `language`): seats human or bot (normal unless told), the bay's test hook on. */
export async function startGame(page: Page, url: string, seats: readonly NewSeat[], seed: number, language: Language = 'en'): Promise<void> {
  await page.addInitScript(() => {
    (window as unknown as { __inselBayTest: boolean }).__inselBayTest = true;
  });
  await startNewGame(page, url, 'Insel der Schmuggler', seats, seed, language);
}

export function stage(page: Page): Locator {
  return page.getByTestId('insel-stage');
}

/**
 * Hot-seat: waits until `seat`'s own table shows `version`, passing the
 * curtains on the way (while one is up nothing of the table may be on the
 * page); returns how many it passed. The mover's table may still show the
 * version first while it plays his move: the seat is checked too.
 */
export async function reachSeat(page: Page, version: number, seat: number): Promise<number> {
  const curtain = page.getByTestId('curtain-confirm');
  let passed = 0;
  await expect
    .poll(
      async () => {
        if (await curtain.isVisible()) {
          expect(await page.getByTestId('insel-table').count()).toBe(0);
          await curtain.click({ timeout: 2000 }).then(
            () => passed++,
            () => undefined,
          );
          return null;
        }
        const shown = stage(page);
        return Promise.all([shown.getAttribute('data-version', { timeout: 200 }), shown.getAttribute('data-seat', { timeout: 200 })]).then(
          ([v, s]) => `${v}:${s}`,
          () => null,
        );
      },
      { timeout: 60_000, intervals: [100, 200, 300] },
    )
    .toBe(`${version}:${seat}`);
  return passed;
}

/** Clicks a field of the bay where the bay draws it. */
export async function clickField(page: Page, field: FieldId): Promise<void> {
  // Aim once the bay stands still: while a news plays (a boat sailing, goods thrown by the beam) what the click
  // aims at still moves, and on a loaded machine a news can outlast the version the turn waited for.
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __inselBay?: () => { settled: boolean } }).__inselBay?.().settled ?? true), { timeout: 60_000 })
    .toBe(true);
  const point = await page.evaluate<{ x: number; y: number } | null, number>(
    (f) => (window as unknown as { __inselBayScreen?: (f: number) => { x: number; y: number } | null }).__inselBayScreen?.(f) ?? null,
    field,
  );
  if (point === null) throw new Error(`the bay does not say where field ${field} is`);
  await page.locator('.insel-bay canvas').click({ position: point });
}

/**
 * On a phone: taps the bay `off` px away from `field`'s centre, on the side where the other lit fields
 * are farthest (a finger that lands beside a field a few pixels across still picks it).
 */
export async function tapNearField(page: Page, field: FieldId, lit: readonly FieldId[], off: number): Promise<void> {
  const points = await page.evaluate(
    (fields) => fields.map((f) => (window as unknown as { __inselBayScreen?: (f: number) => { x: number; y: number } | null }).__inselBayScreen?.(f) ?? null),
    [field, ...lit.filter((other) => other !== field)],
  );
  const [centre, ...others] = points;
  if (!centre) throw new Error(`the bay does not say where field ${field} is`);
  const taps = Array.from({ length: 8 }, (_, i) => ({ x: centre.x + off * Math.cos((i * Math.PI) / 4), y: centre.y + off * Math.sin((i * Math.PI) / 4) }));
  const margin = (tap: { x: number; y: number }) => Math.min(...others.map((other) => (other ? Math.hypot(other.x - tap.x, other.y - tap.y) : Infinity)));
  const best = taps.reduce((a, b) => (margin(b) > margin(a) ? b : a));
  expect(margin(best), 'the tap is nearer the field than any other lit field').toBeGreaterThan(off);
  await page.locator('.insel-bay canvas').tap({ position: best });
}

/** After a pick on the bay, a field where two moves end asks which: answer with the move's own. */
async function answerChoice(page: Page, move: InselMove, fit = true): Promise<void> {
  const choice = page.getByTestId(`insel-choice-${move.type}`);
  if (!(await choice.isVisible().catch(() => false))) return;
  if (fit) await checkFit(page, 'Insel der Schmuggler: which move ends here');
  await choice.click();
}

/** Waits until `page`'s table shows the match at the move's version, as the mover's own table, with the bay still. */
async function awaitTurn(page: Page, planned: PlannedMove): Promise<void> {
  await expect(stage(page)).toHaveAttribute('data-version', String(planned.version), { timeout: 60_000 });
  // The mover's own table (in hot-seat the last mover's stays while it plays his move, then the curtain comes).
  await expect(stage(page)).toHaveAttribute('data-seat', String(planned.seat), { timeout: 60_000 });
  await expect(stage(page)).toHaveAttribute('data-watching', 'false', { timeout: 60_000 });
}

/**
 * Waits until the table shows the match at `version` with the player's controls, then makes `move` through the UI (worded in `language`).
 * `fit: false` leaves the fitting checks out (a spec about another page, whose host only plays along).
 */
export async function makeMove(page: Page, planned: PlannedMove, language: Language = 'en', { fit = true }: { fit?: boolean } = {}): Promise<void> {
  const { move } = planned;
  const tableWords = words(language, 'insel-der-schmuggler');
  await awaitTurn(page, planned);
  const check = fit ? checkFit : async () => undefined;
  await check(page, `Insel der Schmuggler: ${move.type}`);
  const boatAt = (planned.after.boats[planned.seat]?.at ?? null) as FieldId | null;
  switch (move.type) {
    case 'chooseHarbour':
      await page.locator('.insel-harbours').getByRole('button', { name: tableWords(`islands.${ISLAND_KEYS[move.island]}.name`) }).click();
      return;
    case 'placeRock':
    case 'throw':
      await clickField(page, move.field);
      return;
    case 'roll':
      await page.getByTestId('insel-roll').click();
      return;
    case 'turnBeam':
      await page.getByRole('button', { name: tableWords(move.direction === 'clockwise' ? 'controls.clockwise' : 'controls.counterclockwise'), exact: true }).click();
      return;
    case 'sail':
      if (move.to === boatAt && planned.after.boats[planned.seat] !== undefined && moveStays(planned)) {
        await page.getByTestId('insel-stay').click();
        return;
      }
      await page.getByTestId('insel-move-boat').click();
      await check(page, 'Insel der Schmuggler: where the boat may go');
      await clickField(page, move.to);
      await answerChoice(page, move, fit);
      return;
    case 'load':
      await page.getByTestId('insel-move-boat').click();
      await clickField(page, move.at);
      await answerChoice(page, move, fit);
      return;
    case 'push':
      await page.getByTestId('insel-move-boat').click();
      await clickField(page, move.at);
      await check(page, 'Insel der Schmuggler: push or swap');
      await clickField(page, move.to);
      await answerChoice(page, move, fit);
      return;
    case 'swap':
      await page.getByTestId('insel-move-boat').click();
      await clickField(page, move.at);
      await check(page, 'Insel der Schmuggler: push or swap');
      await clickField(page, move.from);
      await answerChoice(page, move, fit);
      return;
  }
}

/** The places a phone's player picks from (the list beside the bay, Places.tsx): each does what tapping its field on the bay does. */
export function place(page: Page, field: FieldId): Locator {
  return page.getByTestId('insel-places').getByTestId(`insel-place-${field}`);
}

/**
 * On a phone: waits for the player's turn as makeMove does, then makes `move` by touch only, from
 * the buttons and the list of places beside the bay (never a tap on a field of the 3D picture).
 * `check(label)` runs at each state the move passes through (the phone's fitting checks).
 */
export async function tapMove(page: Page, planned: PlannedMove, check: (label: string) => Promise<void>, language: Language = 'en'): Promise<void> {
  const { move } = planned;
  const tableWords = words(language, 'insel-der-schmuggler');
  await awaitTurn(page, planned);
  await check(move.type);
  const boatAt = (planned.after.boats[planned.seat]?.at ?? null) as FieldId | null;
  const answer = async () => {
    const choice = page.getByTestId(`insel-choice-${move.type}`);
    if (!(await choice.isVisible().catch(() => false))) return;
    await check('which move ends here');
    await choice.tap();
  };
  switch (move.type) {
    case 'chooseHarbour':
      await page.locator('.insel-harbours').getByRole('button', { name: tableWords(`islands.${ISLAND_KEYS[move.island]}.name`) }).tap();
      return;
    case 'placeRock':
    case 'throw':
      await place(page, move.field).tap();
      return;
    case 'roll':
      await page.getByTestId('insel-roll').tap();
      return;
    case 'turnBeam':
      await page.getByRole('button', { name: tableWords(move.direction === 'clockwise' ? 'controls.clockwise' : 'controls.counterclockwise'), exact: true }).tap();
      return;
    case 'sail':
      if (move.to === boatAt && planned.after.boats[planned.seat] !== undefined && moveStays(planned)) {
        await page.getByTestId('insel-stay').tap();
        return;
      }
      await page.getByTestId('insel-move-boat').tap();
      await check('where the boat may go');
      await place(page, move.to).tap();
      await answer();
      return;
    case 'load':
      await page.getByTestId('insel-move-boat').tap();
      await check('where the boat may go');
      await place(page, move.at).tap();
      await answer();
      return;
    case 'push':
    case 'swap':
      await page.getByTestId('insel-move-boat').tap();
      await check('where the boat may go');
      await place(page, move.at).tap();
      await check('push or swap');
      await place(page, move.type === 'push' ? move.to : move.from).tap();
      await answer();
      return;
  }
}

/** A sail that ends where the boat began: the "stay" button. */
function moveStays(planned: PlannedMove): boolean {
  return planned.move.type === 'sail' && stateBefore(planned)?.boats[planned.seat]?.at === planned.move.to;
}

const befores = new WeakMap<PlannedMove, InselState>();

/** Remembers each move's state before it (the plan keeps the state after). */
export function linkStates(planned: PlannedGame): void {
  let before = setUp(game, planned.seed, planned.final.seats, planned.options);
  for (const step of planned.moves) {
    befores.set(step, before);
    before = step.after;
  }
}

function stateBefore(planned: PlannedMove): InselState | undefined {
  return befores.get(planned);
}

export interface BayReadBack {
  boats: { seat: Seat; field: FieldId | null }[];
  seaCrates: { field: FieldId; count: number }[];
  settled: boolean;
}

/** The bay read back with the version of the match the table shows, in one go. */
async function readBayAt(page: Page): Promise<{ version: number; watching: boolean; bay: BayReadBack | null }> {
  return page.evaluate(() => {
    const table = document.querySelector('[data-testid="insel-stage"]');
    // No hook yet while the bay's chunk loads (a new seat's table after the curtain).
    const hook = (window as unknown as { __inselBay?: () => BayReadBack }).__inselBay;
    return {
      version: Number(table?.getAttribute('data-version')),
      watching: table?.getAttribute('data-watching') === 'true',
      bay: hook ? hook() : null,
    };
  });
}

/**
 * Once the bay has settled on the update the table shows, every boat and
 * every pile of goods in the sea must lie where the rules put them at that
 * version (the bot may have moved on since the player's move).
 */
export async function expectBayMatches(page: Page, planned: PlannedGame): Promise<number> {
  let shown: { version: number; bay: BayReadBack } | null = null;
  await expect
    .poll(
      async () => {
        const read = await readBayAt(page);
        shown = read.bay !== null && read.bay.settled && !read.watching ? { version: read.version, bay: read.bay } : null;
        return shown !== null;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  const { version, bay } = shown as unknown as { version: number; bay: BayReadBack };
  const state = version === 0 ? null : planned.moves[version - 1]?.after;
  if (!state) throw new Error(`no planned state at version ${version}`);
  const boats = [...bay.boats].sort((a, b) => a.seat - b.seat).map((boat) => boat.field);
  expect(boats, `boats at version ${version}`).toEqual(state.boats.map((boat) => boat.at));
  const sea = bay.seaCrates.filter((pile) => pile.count > 0).sort((a, b) => a.field - b.field);
  expect(sea, `goods in the sea at version ${version}`).toEqual(state.overboard.map((pile) => ({ field: pile.field, count: pile.tiles.length })));
  return version;
}

/**
 * Insel der Schmuggler on a phone (issue #29): a LAN guest plays by touch.
 * Upright, an iPhone takes the open seat at Rosa's table and plays his part of
 * a planned round (his harbour, the dice, the beam's way, a sail, a swap) with
 * taps on the buttons and on the list of places beside the bay, never on the
 * 3D picture; the host's bay ends where the rules put the boats. Sideways, a
 * Pixel plays up to its first sail and makes it with a tap beside the field on
 * the bay (a finger's tap picks the lit field nearest it). Each state the
 * phone reaches is checked at both phone sizes (checkPhone).
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { type PlannedGame, expectBayMatches, linkStates, makeMove, place, plan, tapMove, tapNearField } from './insel-der-schmuggler';
import { LAN_TABLE_USE } from './lan';
import { type PhoneName, checkPhone, seatPhoneAtTable } from './phone';

test.use(LAN_TABLE_USE);
// A tap that cannot land (a button covered or off screen) fails in a minute, not at the test's end.
test.use({ actionTimeout: 60_000 });

const GAME = 'insel-der-schmuggler';
/** Seed 11's round: the guest (seat 2) chooses a harbour, rolls, turns the beam, sails, then swaps places with Rosa's boat (moves 1 to 11). */
const planned: PlannedGame = plan(11, 2);
linkStates(planned);

/** The host's page with the bay's read-back hook (expectBayMatches). */
async function hostWithHook(page: Page): Promise<void> {
  await page.addInitScript(() => {
    (window as unknown as { __inselBayTest: boolean }).__inselBayTest = true;
  });
}

/** Plays the planned moves up to version `last`: Rosa's from the host's window, the guest's by touch on the phone. */
async function playUntil(host: Page, phone: Page, phoneName: PhoneName, last: number, seen: Set<string>): Promise<void> {
  const check = async (label: string) => {
    // A state is checked the first time the phone reaches it (the fitting check resizes the page six times).
    if (seen.has(label)) return;
    seen.add(label);
    await checkPhone(phone, `${phoneName}: Insel der Schmuggler: ${label}`);
  };
  for (const step of planned.moves) {
    if (step.version > last) break;
    if (step.seat === 0) await makeMove(host, step, 'en', { fit: false });
    else await tapMove(phone, step, check);
  }
}

test('an iPhone upright plays a round of Insel der Schmuggler as a LAN guest, by touch', async ({ page, browser, host }) => {
  test.setTimeout(600_000);
  await hostWithHook(page);
  const { context, page: phone } = await seatPhoneAtTable(page, host.url, browser, { game: GAME, seats: [{ kind: 'local', name: 'Rosa' }, { kind: 'open' }], seed: planned.seed, phone: 'iPhone' });
  const swap = planned.moves.findIndex((step) => step.seat === 1 && step.move.type === 'swap');
  expect(swap, 'the planned round has the guest swap places').toBeGreaterThan(0);
  const seen = new Set<string>();
  // Waiting for Rosa's harbour: the phone's table while another plays.
  await expect(phone.getByTestId('insel-stage')).toHaveAttribute('data-seat', '1', { timeout: 60_000 });
  await checkPhone(phone, 'iPhone: Insel der Schmuggler: waiting');
  await playUntil(page, phone, 'iPhone', swap, seen);
  // The swap reached the host: its bay shows both boats where the rules put them.
  await expect.poll(async () => Number(await page.getByTestId('insel-stage').getAttribute('data-version')), { timeout: 60_000 }).toBeGreaterThan(swap);
  expect(await expectBayMatches(page, planned)).toBeGreaterThan(swap);
  expect(seen).toEqual(new Set(['chooseHarbour', 'roll', 'turnBeam', 'sail', 'where the boat may go', 'swap', 'push or swap']));
  await context.close();
});

test('a Pixel sideways reaches its first sail and makes it with a tap beside the field on the bay', async ({ page, browser, host }) => {
  test.setTimeout(600_000);
  await hostWithHook(page);
  const { context, page: phone } = await seatPhoneAtTable(page, host.url, browser, { game: GAME, seats: [{ kind: 'local', name: 'Rosa' }, { kind: 'open' }], seed: planned.seed, phone: 'Pixel', landscape: true });
  // The bay's test hook (where a field is drawn): the guest reloads, and is back at his seat.
  await context.addInitScript(() => {
    (window as unknown as { __inselBayTest: boolean }).__inselBayTest = true;
  });
  await phone.reload();
  const sail = planned.moves.find((step) => step.seat === 1 && step.move.type === 'sail');
  if (sail === undefined || sail.move.type !== 'sail') throw new Error('the planned round has no sail for the guest');
  // Up to the guest's sail, every state already checked upright: only the decision is looked at sideways.
  const seen = new Set(['chooseHarbour', 'roll', 'turnBeam', 'sail', 'which move ends here']);
  await playUntil(page, phone, 'Pixel', sail.version - 1, seen);
  await expect(phone.getByTestId('insel-stage')).toHaveAttribute('data-version', String(sail.version), { timeout: 60_000 });
  await expect(phone.getByTestId('insel-stage')).toHaveAttribute('data-watching', 'false', { timeout: 60_000 });
  await phone.getByTestId('insel-move-boat').tap();
  // The place is in reach in the list too: the column beside the bay brings it into sight.
  const listed = place(phone, sail.move.to);
  await listed.scrollIntoViewIfNeeded();
  await expect(listed).toBeInViewport();
  await checkPhone(phone, 'Pixel sideways: Insel der Schmuggler: where the boat may go');
  const lit = await phone.getByTestId('insel-places').getByRole('button').evaluateAll((buttons) => buttons.map((button) => Number(button.getAttribute('data-testid')?.replace('insel-place-', ''))));
  // A finger lands 20 px beside the field's centre: the bay still takes it for that field.
  await tapNearField(phone, sail.move.to, lit, 20);
  await expect.poll(async () => Number(await page.getByTestId('insel-stage').getAttribute('data-version')), { timeout: 60_000 }).toBeGreaterThan(sail.version);
  expect(await expectBayMatches(page, planned)).toBeGreaterThan(sail.version);
  await context.close();
});

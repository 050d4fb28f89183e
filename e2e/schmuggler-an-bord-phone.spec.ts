/**
 * Schmuggler an Bord on a phone (issue #29): a LAN guest joins by the host's QR code on an iPhone held
 * upright or a Pixel held sideways and plays a round by touch (draws in the setup, rolls, names suspects,
 * objects, turns his cards in a search) at a table with the host's player Rosa and a bot. At each state
 * it reaches the phone's page is checked (e2e/phone.ts checkPhone: no sideways scroll, every target at
 * least 44 px, the text fits in every language upright and sideways), and the choices lie within a
 * thumb's reach: in the lower part of the screen upright, beside the board sideways.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { LAN_TABLE_USE } from './lan';
import { type PhoneName, checkPhone, seatPhoneAtTable } from './phone';
import { type Policy, actOnce, shown, table } from './schmuggler-an-bord';

test.use(LAN_TABLE_USE);

/** Rosa names the guest; the guest names Rosa back and objects to every "myself": a round ends in a search soon. */
const rosa: Policy = { suspect: () => 1, object: () => false };
const guest: Policy = { suspect: () => 0, object: () => true, tap: true };

/** Where the seat's first choice and the board lie on the phone's screen (null: no choice now). */
async function choiceAndBoard(page: Page): Promise<{ choice: DOMRect; board: DOMRect; screen: { width: number; height: number } } | null> {
  return page.evaluate(() => {
    const choice = document.querySelector('[data-testid="sab-table"] .sab-actions button:enabled');
    const board = document.querySelector('[data-testid="sab-table"] .sab-stage');
    if (choice === null || board === null) return null;
    return { choice: choice.getBoundingClientRect().toJSON(), board: board.getBoundingClientRect().toJSON(), screen: { width: window.innerWidth, height: window.innerHeight } };
  });
}

for (const [phone, landscape] of [
  ['iPhone', false],
  ['Pixel', true],
] as [PhoneName, boolean][]) {
  const held = landscape ? 'sideways' : 'upright';
  test(`a guest on ${phone === 'iPhone' ? 'an iPhone' : 'a Pixel'} held ${held} plays a round by touch`, async ({ page, browser, host }) => {
    test.setTimeout(500_000);
    const seated = await seatPhoneAtTable(page, host.url, browser, {
      game: 'schmuggler-an-bord',
      seats: [{ kind: 'local', name: 'Rosa' }, { kind: 'open' }, { kind: 'bot', name: 'Boris', level: 'normal' }],
      seed: 77,
      phone,
      landscape,
    });
    const zoe = seated.page;
    await expect(table(zoe)).toBeVisible();

    // Each state the guest acts in is checked once, by what he does and in which phase.
    const checked = new Set<string>();
    const check = async (label: string) => {
      const state = `${phone} ${held}: ${label.replace('Schmuggler an Bord: ', '')}`;
      if (checked.has(state)) return;
      checked.add(state);
      await checkPhone(zoe, state);
      // The choices are in a thumb's reach, on screen: at the bottom upright (over the board as it scrolls), beside the board sideways.
      const where = await choiceAndBoard(zoe);
      if (where !== null) {
        const { choice, board, screen } = where;
        expect.soft(choice.bottom, `the choices at “${state}” are on screen`).toBeLessThanOrEqual(screen.height + 0.5);
        if (landscape) expect.soft(choice.left, `the choices at “${state}” lie beside the board`).toBeGreaterThanOrEqual(board.right);
        else expect.soft(choice.top, `the choices at “${state}” lie in the lower part of the screen`).toBeGreaterThan(screen.height * 0.4);
      }
    };

    const did = new Set<string>();
    let searched = false;
    let settled = false;
    // Turns in a row in which the table did not move (a tap that misses its target leaves it waiting forever).
    let still = 0;
    let version = -1;
    while (!settled) {
      const mine = await actOnce(zoe, 3, guest, { check });
      if (mine !== null) did.add(mine);
      const hers = await actOnce(page, 3, rosa);
      const now = await shown(zoe);
      const phase = now?.phase ?? '';
      if (phase === 'search') searched = true;
      // A round is over once a search has run and the table asks for the next roll (or the game ended).
      if (searched && (phase === 'roll' || phase === 'over')) settled = true;
      still = now !== null && now.version !== version ? 0 : still + 1;
      version = now?.version ?? version;
      expect(still, `the table stands still at ${phase} (did the guest's tap miss?)`).toBeLessThan(600);
      if (mine === null && hers === null) await zoe.waitForTimeout(100);
    }
    // The guest drew in the setup, rolled and named a suspect, all by touch.
    expect([...did]).toEqual(expect.arrayContaining(['draw', 'roll', 'suspect']));
    // The settled round: its card on the ship, the announcement at the seats, while others play on.
    await check('a round settled');
    await seated.context.close();
  });
}

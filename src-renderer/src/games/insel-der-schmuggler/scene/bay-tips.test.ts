/** What each of the bay's labels says when asked, from a view, in the player's language. */
import { describe, expect, it } from 'vitest';
import { boatView, inselWords, viewOf } from '../testkit';
import { beamReach } from './beam-reach';
import { bayTips, fieldTip, thrownFrom } from './bay-tips';

const NAMES = ['Ann', 'Ben'];
const LOAD = 'a boat that stops here may load the top one (one that already carries goods leaves its own on top instead).';
const CAUGHT_THERE = 'A boat with goods in this sector would be caught.';

describe("the tips of the bay's labels", () => {
  it('a sector number: which of twenty, counted from where, near which island, and the beam’s light', async () => {
    const tips = bayTips(await inselWords('en'));
    expect(tips.sector(12, false)).toBe('Sector 13 of 20, counted clockwise from the north: facing Shell Island.');
    expect(tips.sector(10, true)).toBe(
      'Sector 11 of 20, counted clockwise from the north: between Parrot Island and Shell Island. The beam lights this sector now: no boat may sail into it or across it.',
    );
  });

  it('a pile’s badge: how many tiles, who may load them, and whose catch threw them there', async () => {
    const tips = bayTips(await inselWords('en'));
    expect(tips.pile(1, null)).toBe('1 tile of goods lies here: a boat that stops here may load it (one that already carries goods leaves its own here instead).');
    expect(tips.pile(3, 'Ben')).toBe(`3 tiles of goods lie here: ${LOAD} Thrown overboard when the beam caught Ben.`);
    expect(thrownFrom([{ seat: 1, thrown: [41] }], 41)).toBe(1);
    expect(thrownFrom([{ seat: 1, thrown: [41] }], 42)).toBeNull();
  });

  it('an island’s name: where its harbour is and the goods left on it', async () => {
    const tips = bayTips(await inselWords('en'));
    expect(tips.island(0, 4)).toBe('Palm Island: its harbour is off the outer ring in sector 1. 4 tiles of goods are left to take here.');
    expect(tips.island(3, 1)).toBe('Shell Island: its harbour is off the outer ring in sector 13. 1 tile of goods is left to take here.');
    expect(tips.island(3, 0)).toBe('Shell Island: its harbour is off the outer ring in sector 13. No goods are left to take here.');
  });

  it('a reach’s pill: its chance and the lighthouse faces that bring the beam there, the black one as the next roller’s choice', async () => {
    const tips = bayTips(await inselWords('en'));
    const reach = beamReach(viewOf().beam);
    const three = reach.find((r) => r.sector === 13);
    const two = reach.find((r) => r.sector === 12);
    expect(three && tips.reach(three)).toBe(`1 in 6: the lighthouse roll that brings the beam here, to sector 14, is 3 red arrows (clockwise). ${CAUGHT_THERE}`);
    expect(two && tips.reach(two)).toBe(
      `1–2 in 6: the lighthouse roll that brings the beam here, to sector 13, is 2 red arrows (clockwise), or 2 black arrows if the next roller turns the beam this way. ${CAUGHT_THERE}`,
    );
  });

  it('a boat’s name tag: whose boat, what it carries, and a catch until its player rolls again', async () => {
    const tips = bayTips(await inselWords('en'));
    expect(tips.boat('Ben', false, false)).toBe("Ben's boat, empty.");
    expect(tips.boat('Ben', true, false)).toBe("Ben's boat, carrying goods.");
    expect(tips.boat('Ben', false, true)).toBe(
      "The beam caught Ben's boat with goods aboard: they were thrown overboard onto a field next to it, framed in red. The mark stays until Ben rolls again.",
    );
  });

  it('the field under the keyboard’s cursor: what lies there, as its labels say it', async () => {
    const t = await inselWords('en');
    const tips = bayTips(t);
    const view = viewOf({ boats: [boatView(0, 60), boatView(1, 52, { known: false })], overboard: [{ field: 52, count: 2 }] });
    const marks = [{ seat: 0, thrown: [52] }];
    expect(fieldTip(tips, view, 52, { names: NAMES, marks, choosing: true })).toBe(
      `outer ring, sector 13, facing Shell Island: Ben's boat, carrying goods. 2 tiles of goods lie here: ${LOAD} Thrown overboard when the beam caught Ann. ` +
        `1–2 in 6: the lighthouse roll that brings the beam here, to sector 13, is 2 red arrows (clockwise), or 2 black arrows if the next roller turns the beam this way. ${CAUGHT_THERE}`,
    );
    // Not choosing where a boat ends: the reach is not drawn, and its chance is not said.
    expect(fieldTip(tips, view, 52, { names: NAMES, marks: [], choosing: false })).toBe(`outer ring, sector 13, facing Shell Island: Ben's boat, carrying goods. 2 tiles of goods lie here: ${LOAD}`);
    expect(fieldTip(tips, view, 60, { names: NAMES, marks: [], choosing: false })).toBe(
      "the harbour of Palm Island: Ann's boat, empty. Palm Island: its harbour is off the outer ring in sector 1. 4 tiles of goods are left to take here.",
    );
    expect(fieldTip(tips, view, 30, { names: NAMES, marks: [], choosing: false })).toBe(
      'middle ring, sector 11, between Parrot Island and Shell Island: The beam lights this sector now: no boat may sail into it or across it.',
    );
    expect(fieldTip(tips, view, 0, { names: NAMES, marks: [], choosing: false })).toBe('inner ring, sector 1, facing Palm Island: nothing lies here.');
  });

  it('says all of it in German and French', async () => {
    const en = bayTips(await inselWords('en'));
    for (const language of ['de', 'fr'] as const) {
      const tips = bayTips(await inselWords(language));
      const reach = beamReach(10);
      const said = [
        tips.sector(12, true),
        tips.pile(1, null),
        tips.pile(3, 'Ben'),
        tips.island(0, 2),
        tips.island(0, 0),
        ...reach.map((r) => tips.reach(r)),
        tips.boat('Ben', false, false),
        tips.boat('Ben', true, false),
        tips.boat('Ben', true, true),
        fieldTip(tips, viewOf(), 0, { names: NAMES, marks: [], choosing: false }),
      ];
      const english = [en.sector(12, true), en.pile(1, null), en.pile(3, 'Ben'), en.island(0, 2), en.island(0, 0), ...reach.map((r) => en.reach(r)), en.boat('Ben', false, false), en.boat('Ben', true, false), en.boat('Ben', true, true), fieldTip(en, viewOf(), 0, { names: NAMES, marks: [], choosing: false })];
      said.forEach((text, i) => {
        expect(text).not.toContain('bay.');
        expect(text).not.toBe(english[i]);
      });
    }
    const de = bayTips(await inselWords('de'));
    expect(de.pile(3, 'Ben')).toContain('Hier liegen 3 Warenplättchen');
    const fr = bayTips(await inselWords('fr'));
    expect(fr.sector(12, false)).toBe('Secteur 13 sur 20, compté dans le sens horaire depuis le nord : face à l’île aux Coquillages.');
  });
});

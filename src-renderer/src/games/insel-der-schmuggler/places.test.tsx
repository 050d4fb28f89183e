/** The places beside the bay (a phone's picks): one button per lit field, named as on the bay, round the bay from the north, with the beam's chance while the boat's end is chosen. */
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { Controls } from './Controls';
import { placesOf } from './places';
import { Places } from './Places';
import { type Step, targetsFor } from './targets';
import { boatView, loadInselWords, viewOf } from './testkit';

const text = (html: string) => html.replace(/<!-- -->/g, '').replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();
const BOAT: Step = { kind: 'boat' };

beforeAll(() => loadInselWords());
afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('placesOf', () => {
  // The boat in Palm Island's harbour (60) with two pips: 20 and 40 in sector 0, 41 in sector 1, 59 in sector 19.
  // The beam in sector 2 may reach 19 (green 3), 0 (green 2 or black), 4 and 5 on the next roll.
  const view = viewOf({ beam: 2 });

  it('lists every lit field once, round the bay from the north, inner ring first', () => {
    const targets = targetsFor(view, 0, BOAT);
    const places = placesOf(view, targets, true);
    expect(places.map((place) => place.field)).toEqual([20, 40, 41, 59]);
    expect(new Set(places.map((place) => place.field))).toEqual(new Set(targets.map((target) => target.field)));
    expect(places.every((place) => place.kind === 'sail')).toBe(true);
  });

  it('tells the beam’s chance on a place’s sector while the boat’s end is chosen, and nothing otherwise', () => {
    const chances = Object.fromEntries(placesOf(view, targetsFor(view, 0, BOAT), true).map((place) => [place.field, place.reach && [place.reach.least, place.reach.most]]));
    expect(chances).toEqual({ 20: [1, 2], 40: [1, 2], 41: null, 59: [1, 1] });
    expect(placesOf(view, targetsFor(view, 0, BOAT), false).every((place) => place.reach === null)).toBe(true);
  });

  it('keeps each target’s kind: a push, then where the pushed boat goes or the swap', () => {
    const blocked = viewOf({ boats: [boatView(0, 60), boatView(1, 41)] });
    expect(placesOf(blocked, targetsFor(blocked, 0, BOAT), true).find((place) => place.field === 41)?.kind).toBe('push');
    const second = placesOf(blocked, targetsFor(blocked, 0, { kind: 'boatAt', at: 41 }), true);
    expect(second.map((place) => [place.field, place.kind])).toEqual([
      [40, 'swap'],
      [21, 'push'],
      [42, 'push'],
    ]);
  });

  it('leaves the starting harbours to their island buttons', () => {
    const harbours = viewOf({ phase: 'harbours', dice: null });
    expect(targetsFor(harbours, 0, { kind: 'idle' })).not.toHaveLength(0);
    expect(placesOf(harbours, targetsFor(harbours, 0, { kind: 'idle' }), false)).toEqual([]);
  });
});

describe('the list of places', () => {
  const view = viewOf({ beam: 2 });
  const places = placesOf(view, targetsFor(view, 0, BOAT), true);

  it('names each place as the bay does, with what picking it does and the beam’s chance', () => {
    const html = renderToString(<Places places={places} busy={false} onPick={() => undefined} />);
    expect(html).toContain('data-testid="insel-place-59"');
    expect(text(html)).toContain('middle ring, sector 1, facing Palm Island sail here · the beam on the next roll: 1–2 in 6');
    expect(text(html)).toContain('outer ring, sector 2, near Palm Island sail here');
    expect(text(html)).toContain('outer ring, sector 20, near Palm Island sail here · the beam on the next roll: 1 in 6');
    expect(html.match(/<button/g)).toHaveLength(4);
  });

  it('speaks German and French', async () => {
    await i18n.changeLanguage('de');
    expect(text(renderToString(<Places places={places} busy={false} onPick={() => undefined} />))).toContain('hierher segeln · Lichtstrahl beim nächsten Wurf: 1–2 von 6');
    await i18n.changeLanguage('fr');
    expect(text(renderToString(<Places places={places} busy={false} onPick={() => undefined} />))).toContain('naviguer jusqu’ici · faisceau au prochain jet : 1 à 2 sur 6');
  });

  it('waits while a move is on its way, and shows nothing with nothing to pick', () => {
    expect(renderToString(<Places places={places} busy onPick={() => undefined} />).match(/disabled=""/g)).toHaveLength(4);
    expect(renderToString(<Places places={[]} busy={false} onPick={() => undefined} />)).toBe('');
  });

  it('sits in the controls of the seat whose turn it is, not another’s', () => {
    const props = { view, step: BOAT, names: ['Ann', 'Bob'], busy: false, watching: false, send: () => undefined, setStep: () => undefined, pickBoat: () => undefined, error: null, places, onPick: () => undefined };
    expect(renderToString(<Controls {...props} viewer={0} />)).toContain('data-testid="insel-places"');
    expect(renderToString(<Controls {...props} viewer={1} />)).not.toContain('data-testid="insel-places"');
    expect(renderToString(<Controls {...props} viewer={0} watching />)).not.toContain('data-testid="insel-places"');
  });
});

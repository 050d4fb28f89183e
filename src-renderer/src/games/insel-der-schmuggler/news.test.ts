import { describe, expect, it } from 'vitest';
import type { MatchUpdate } from '../../../../shared/protocol/messages';
import type { InselEvent } from '../../../../shared/games/insel-der-schmuggler/types';
import { matchUpdateOf } from '../../kit2d/testing/match-update';
import { heldAfter, newShown, newsMover, openFeed, panelUpdate, receive, shownDice, shownNews } from './news';

/** An update of `version` carrying events of these versions (one 'keeper-sleeps' each). */
function update(version: number, eventVersions: number[], fullLog = false): MatchUpdate {
  const update = matchUpdateOf('insel-der-schmuggler', { viewer: 0, activeSeats: [0], result: null }, [], version);
  return { ...update, view: { version }, events: eventVersions.map((v) => ({ version: v, event: { type: 'keeper-sleeps', beam: v } })), fullLog };
}

const beams = (feed: { news: { events: readonly unknown[] } | null }) => feed.news?.events.map((event) => (event as { beam: number }).beam) ?? null;

describe('the bay’s news', () => {
  it('shows no history when a table first opens on this screen', () => {
    const shown = newShown();
    const feed = openFeed(update(5, [3, 4, 5]), shown);
    expect(feed.news).toBeNull();
    expect(shown.through).toBe(5);
    expect(heldAfter(feed)).toBeNull();
  });

  it('plays a new update’s events, and holds the screen back to before them until shown', () => {
    const shown = newShown();
    let feed = openFeed(update(5, [5]), shown);
    feed = receive(feed, update(7, [6, 7]), shown);
    expect(beams(feed)).toEqual([6, 7]);
    expect(feed.update.version).toBe(7);
    expect(heldAfter(feed)).toBe(5);
    // The panels beside the bay still show the match as it was.
    expect(panelUpdate(feed).version).toBe(5);
    feed = shownNews(feed, feed.news?.key ?? '', shown);
    expect(feed.news).toBeNull();
    expect(shown.through).toBe(7);
    expect(panelUpdate(feed).version).toBe(7);
    expect(heldAfter(feed)).toBeNull();
  });

  it('keeps updates that come while the bay is busy, then plays them together on the newest view', () => {
    const shown = newShown();
    let feed = openFeed(update(1, [1]), shown);
    feed = receive(feed, update(2, [2]), shown);
    const first = feed.news?.key ?? '';
    feed = receive(feed, update(3, [3]), shown);
    feed = receive(feed, update(4, [4]), shown);
    expect(feed.update.version).toBe(2);
    expect(beams(feed)).toEqual([2]);
    // A stale key (an older news) changes nothing.
    expect(shownNews(feed, 'old', shown)).toBe(feed);
    feed = shownNews(feed, first, shown);
    expect(feed.update.version).toBe(4);
    expect(panelUpdate(feed).version).toBe(2);
    expect(beams(feed)).toEqual([3, 4]);
    expect(feed.news?.key).not.toBe(first);
    expect(heldAfter(feed)).toBe(2);
    feed = shownNews(feed, feed.news?.key ?? '', shown);
    expect(feed.news).toBeNull();
    expect(shown.through).toBe(4);
  });

  it('does not play again on a table drawn for the next hot-seat player what this screen has shown', () => {
    const shown = newShown();
    let feed = openFeed(update(3, [3]), shown);
    feed = receive(feed, update(4, [4]), shown);
    shownNews(feed, feed.news?.key ?? '', shown);
    // The next player's table: his update carries events since his previous update.
    const next = openFeed(update(5, [2, 3, 4, 5]), shown);
    expect(beams(next)).toEqual([5]);
  });

  it('treats an undo’s whole log as history', () => {
    const shown = newShown();
    let feed = openFeed(update(3, [3]), shown);
    feed = receive(feed, update(6, [4, 5, 6]), shown);
    feed = receive(feed, update(4, [1, 2, 3, 4], true), shown);
    expect(feed.news).toBeNull();
    expect(feed.update.version).toBe(4);
    // After the undo the versions count on from there: the next move is news again.
    feed = receive(feed, update(5, [5]), shown);
    expect(beams(feed)).toEqual([5]);
  });

  it('gives every news a key of its own, and an update without new events none', () => {
    const shown = newShown();
    let feed = openFeed(update(1, [1]), shown);
    feed = receive(feed, update(1, []), shown);
    expect(feed.news).toBeNull();
    feed = receive(feed, update(2, [2]), shown);
    const first = feed.news?.key;
    feed = shownNews(feed, first ?? '', shown);
    feed = receive(feed, update(2, [2]), shown);
    expect(feed.news).toBeNull();
    feed = receive(feed, update(3, [3]), shown);
    expect(feed.news?.key).not.toBe(first);
  });
});

describe('what the news is, for the banner and the dice', () => {
  /** An update of `version` whose news are these events. */
  function news(events: InselEvent[]) {
    const shown = newShown();
    const feed = openFeed(update(1, [1]), shown);
    return receive(feed, { ...update(2, []), events: events.map((event) => ({ version: 2, event })) }, shown);
  }
  const dice = { smuggler: 4, lighthouse: 'red2' } as const;

  it('is the move of the seat its first event names: a roll’s, not the host’s beam', () => {
    expect(newsMover(news([{ type: 'keeper-sleeps', beam: 3 }, { type: 'rolled', seat: 1, dice }, { type: 'turn-began', seat: 0, turnNumber: 4 }]))).toBe(1);
    expect(newsMover(news([{ type: 'thrown', by: 2, boat: 0, field: 5 }]))).toBe(2);
    expect(newsMover(news([{ type: 'keeper-sleeps', beam: 3 }]))).toBeNull();
  });

  it('shows the dice of the roll the bay plays, not “no dice rolled yet” from before it', () => {
    const rolling = news([{ type: 'rolled', seat: 0, dice }, { type: 'beam-turned', from: 0, to: 2, direction: 'clockwise', steps: 2 }]);
    expect(shownDice(rolling, null)).toEqual(dice);
    // Without a roll in the news, or once it has been shown, the panel's own.
    expect(shownDice(news([{ type: 'keeper-sleeps', beam: 3 }]), null)).toBeNull();
    expect(shownDice({ ...rolling, news: null }, { smuggler: 2, lighthouse: 'keeper' })).toEqual({ smuggler: 2, lighthouse: 'keeper' });
  });
});

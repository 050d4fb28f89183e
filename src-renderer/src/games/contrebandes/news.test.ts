/** The "what just happened" line, told from the public events of each quarter. */
import { describe, expect, it } from 'vitest';
import { setUp } from '../../../../shared/engine/set-up';
import { contrebandes } from '../../../../shared/games/contrebandes/index';
import type { ContrebandesEvent, ContrebandesMove, ContrebandesState } from '../../../../shared/games/contrebandes/types';
import type { LoggedEvent } from '../../../../shared/protocol/messages';
import { advanceFeed, openFeed, startsAtSetup } from './logic';
import { latestNewsLine, quarterNews } from './news';
import { wordsIn } from '../../i18n/testing';

const t = await wordsIn('en', 'contrebandes');

const NAMES = ['Anna', 'Bruno', 'Cléo'];
const scoring = { night: 0, lastOfficer: 0, caisse: [], bonusOrder: [], seats: [] };

describe('quarterNews', () => {
  const cases: { name: string; events: ContrebandesEvent[]; line: string | null }[] = [
    {
      name: 'loads and a search that found cheese',
      events: [
        { type: 'quarter-began', night: 0, quarter: 1, officer: 0 },
        { type: 'loaded', seat: 1 },
        { type: 'mules-shown', counts: [2, 3, 0] },
        { type: 'declared', seat: 1, kinds: ['food', 'food', 'food'], message: '' },
        { type: 'inspected', officer: 0, seat: 1, cards: [21, 14, 15], outcome: 'cheese' },
      ],
      line: 'Quarter 2: Anna loaded 2 cards, Bruno 3; officer Anna searched Bruno’s mule: a stinking cheese drove the officer off.',
    },
    {
      name: 'a catch, the cashing and the next officer',
      events: [
        { type: 'quarter-began', night: 0, quarter: 2, officer: 2 },
        { type: 'could-not-load', seat: 0, handCount: 1 },
        { type: 'mules-shown', counts: [0, 2, 2] },
        // Bruno's wine 6 and food 2: the wine is seized, the food goes to the Caisse.
        { type: 'inspected', officer: 2, seat: 1, cards: [18, 14], outcome: 'illegal' },
        { type: 'officer-stopped', officer: 2 },
        { type: 'cashed', counts: [0, 0, 2] },
        { type: 'designated', officer: 2, next: 0 },
      ],
      line:
        'Quarter 3: Anna could not load; Bruno loaded 2 cards, Cléo 2; officer Cléo searched Bruno’s mule: caught, 1 wine seized, 1 card to the Caisse; cashed: Cléo 2; Cléo made Anna the next officer.',
    },
    {
      name: 'an honest mule and cheese everywhere',
      events: [
        { type: 'quarter-began', night: 1, quarter: 0, officer: 1 },
        { type: 'mules-shown', counts: [2, 2, 0] },
        { type: 'inspected', officer: 1, seat: 0, cards: [0, 3], outcome: 'all-legal' },
        { type: 'all-cheese', officer: 1, toCaisse: [11, 12] },
      ],
      line: 'Night 2, quarter 1: Anna loaded 2 cards, Bruno 2; officer Bruno searched Anna’s mule: all legal, so the officer paid up; cheese in every mule: officer Bruno’s goods went to the Caisse.',
    },
    {
      name: 'the end of a night',
      events: [
        { type: 'quarter-began', night: 0, quarter: 3, officer: 1 },
        { type: 'mules-shown', counts: [0, 0, 0] },
        { type: 'cashed', counts: [0, 0, 0] },
        { type: 'night-scored', scoring },
        { type: 'bonus-taken', seat: 2, card: 18 },
      ],
      line: 'Quarter 4: nobody had a mule; nothing was cashed; night 1 was counted; Cléo took Wine 6 as a bonus.',
    },
    { name: 'nothing public yet', events: [{ type: 'quarter-began', night: 0, quarter: 0, officer: 0 }, { type: 'loaded', seat: 0 }], line: null },
    { name: 'no events at all', events: [], line: null },
  ];
  for (const { name, events, line } of cases) {
    it(`tells ${name}`, () => {
      expect(latestNewsLine(t, quarterNews(t, events, NAMES), 0)).toBe(line);
    });
  }

  it('keeps telling the last quarter while the next one is loaded', () => {
    const events: ContrebandesEvent[] = [
      { type: 'quarter-began', night: 0, quarter: 0, officer: 0 },
      { type: 'mules-shown', counts: [2, 2, 2] },
      { type: 'quarter-began', night: 0, quarter: 1, officer: 1 },
      { type: 'loaded', seat: 0 },
    ];
    expect(quarterNews(t, events, NAMES).map((q) => [q.quarter, q.parts.length])).toEqual([
      [0, 1],
      [1, 0],
    ]);
    expect(latestNewsLine(t, quarterNews(t, events, NAMES), 0)).toBe('Quarter 1: Anna loaded 2 cards, Bruno 2, Cléo 2.');
  });

  it('puts the events before any quarter-began in the quarter it is told, and leaves them out otherwise', () => {
    const events: ContrebandesEvent[] = [{ type: 'mules-shown', counts: [2, 3, 2] }];
    expect(latestNewsLine(t, quarterNews(t, events, NAMES, { night: 0, quarter: 0 }), 0)).toBe('Quarter 1: Anna loaded 2 cards, Bruno 3, Cléo 2.');
    expect(latestNewsLine(t, quarterNews(t, events, NAMES), 0)).toBeNull();
  });
});

function play(state: ContrebandesState, seat: number, move: ContrebandesMove, version: number, log: LoggedEvent[]): ContrebandesState {
  const result = contrebandes.applyMove(state, seat, move);
  if (!result.ok) throw new Error(result.rejection.key);
  for (const event of result.events) log.push({ version, event });
  return result.state;
}

describe('the feed’s recent events', () => {
  it('tell the game’s first quarter from the whole log, and keep it while the second is loaded', () => {
    const log: LoggedEvent[] = [];
    let state = setUp(contrebandes, 1, 3, { firstOfficer: 0 });
    state = play(state, 0, { type: 'load', cards: [0, 3] }, 1, log);
    state = play(state, 1, { type: 'load', cards: [11, 14] }, 2, log);
    state = play(state, 2, { type: 'load', cards: [22, 25] }, 3, log);
    let feed = openFeed(log, true);
    const line = () => latestNewsLine(t, quarterNews(t, feed.recent.map((entry) => entry.event), NAMES, feed.recentFrom), 0);
    expect(line()).toBe('Quarter 1: Anna loaded 2 cards, Bruno 2, Cléo 2.');
    // A table opened on a history cut short cannot name the quarter of what came before its first quarter-began.
    expect(latestNewsLine(t, quarterNews(t, openFeed(log).recent.map((entry) => entry.event), NAMES, openFeed(log).recentFrom), 0)).toBeNull();
    // Unless its view says which quarter it is in, and the cut history holds no quarter-began.
    const cut = log.slice(1);
    const told = openFeed(cut, false, { night: 0, quarter: 0 });
    expect(latestNewsLine(t, quarterNews(t, told.recent.map((entry) => entry.event), NAMES, told.recentFrom), 0)).toBe('Quarter 1: Anna loaded 2 cards, Bruno 2, Cléo 2.');

    const more: LoggedEvent[] = [];
    state = play(state, 1, { type: 'declare', kinds: ['clothes', 'food'] }, 4, more);
    state = play(state, 2, { type: 'declare', kinds: ['clothes', 'food'] }, 5, more);
    state = play(state, 0, { type: 'inspect', target: 1 }, 6, more);
    state = play(state, 0, { type: 'designate', officer: 1 }, 7, more);
    feed = advanceFeed(feed, more);
    expect(state.quarter).toBe(1);
    expect(line()).toMatch(/^Quarter 1: .*officer Anna searched Bruno’s mule: all legal.*; Anna made Bruno the next officer\.$/);

    // Two quarters later, only the last two are kept.
    const later: LoggedEvent[] = [
      { version: 8, event: { type: 'mules-shown', counts: [2, 2, 2] } },
      { version: 9, event: { type: 'quarter-began', night: 0, quarter: 2, officer: 2 } },
    ];
    feed = advanceFeed(feed, later);
    expect(feed.recentFrom).toBeNull();
    expect(feed.recent[0]?.event).toEqual({ type: 'quarter-began', night: 0, quarter: 1, officer: 1 });
    expect(line()).toBe('Quarter 2: Anna loaded 2 cards, Bruno 2, Cléo 2.');
  });

  it('forgets events of moves taken back', () => {
    const feed = advanceFeed(openFeed([], true), [{ version: 1, event: { type: 'mules-shown', counts: [2, 2, 2] } }]);
    expect(feed.recent).toHaveLength(1);
    expect(advanceFeed(feed, [], 0).recent).toEqual([]);
  });
});

describe('startsAtSetup', () => {
  it('knows a log that begins at setup', () => {
    expect(startsAtSetup({ version: 0, fullLog: false, events: [] })).toBe(true);
    expect(startsAtSetup({ version: 9, fullLog: true, events: [] })).toBe(true);
    expect(startsAtSetup({ version: 3, fullLog: false, events: [{ version: 1, event: { type: 'loaded', seat: 0 } }] })).toBe(true);
    expect(startsAtSetup({ version: 9, fullLog: false, events: [{ version: 9, event: { type: 'loaded', seat: 0 } }] })).toBe(false);
  });
});

describe('the news line in German and French', () => {
  const events: ContrebandesEvent[] = [
    { type: 'quarter-began', night: 0, quarter: 2, officer: 2 },
    { type: 'could-not-load', seat: 0, handCount: 1 },
    { type: 'mules-shown', counts: [0, 2, 2] },
    { type: 'inspected', officer: 2, seat: 1, cards: [18, 14], outcome: 'illegal' },
    { type: 'cashed', counts: [0, 0, 2] },
    { type: 'designated', officer: 2, next: 0 },
  ];

  it('tells a quarter in German', async () => {
    const de = await wordsIn('de', 'contrebandes');
    expect(latestNewsLine(de, quarterNews(de, events, NAMES), 0)).toBe(
      'Runde 3: Anna konnte nicht beladen; Bruno lud 2 Karten, Cléo 2; Zöllner Cléo durchsuchte das Maultier von Bruno: erwischt, 1 Wein beschlagnahmt, 1 Karte in die Rentenkasse; in Sicherheit: Cléo 2; Cléo machte Anna zum nächsten Zöllner.',
    );
    expect(latestNewsLine(de, quarterNews(de, events, NAMES), 1)?.startsWith('Nacht 1, Runde 3: ')).toBe(true);
  });

  it('tells a quarter in French', async () => {
    const fr = await wordsIn('fr', 'contrebandes');
    expect(latestNewsLine(fr, quarterNews(fr, events, NAMES), 0)).toBe(
      'Quart 3\u00a0: Anna n’a pas pu charger\u00a0; Bruno a chargé 2 cartes, Cléo 2\u00a0; le douanier Cléo a fouillé Bruno\u00a0: pris, le douanier a saisi 1 vin et envoyé 1 carte à la Caisse\u00a0; encaissé\u00a0: Cléo 2\u00a0; Cléo a désigné Anna comme prochain douanier.',
    );
    const cheese: ContrebandesEvent[] = [
      { type: 'quarter-began', night: 0, quarter: 1, officer: 0 },
      { type: 'mules-shown', counts: [2, 3, 0] },
      { type: 'inspected', officer: 0, seat: 1, cards: [21, 14, 15], outcome: 'cheese' },
    ];
    expect(latestNewsLine(fr, quarterNews(fr, cheese, NAMES), 1)).toBe(
      'Nuit 1, quart 2\u00a0: Anna a chargé 2 cartes, Bruno 3\u00a0; le douanier Anna a fouillé Bruno\u00a0: un fromage qui pue a fait fuir le douanier.',
    );
  });
});

/**
 * The bots' memory: the exact story the record tells (rows in arrival order,
 * a given card's gap closed), and what each level keeps of it: a recent take
 * is known to all, easy forgets most of what is ten turns old while hard keeps
 * nearly all, searches without a good rule a seat out, and the same view
 * always gives the same memory.
 */
import { describe, expect, it } from 'vitest';
import type { BotLevel } from '../../../engine/contract.js';
import { GOODS, type Good, fieldOf } from '../goods.js';
import { holderOdds } from './beliefs.js';
import { readLedger, recall, retention } from './memory.js';
import { Logbook } from './testkit.js';

const LEVELS: BotLevel[] = ['easy', 'normal', 'hard'];

/** Four seats dealt two goods each: seat 0 coffee and watches, seat 1 gold and furs, and so on. */
function dealt(): Logbook {
  return new Logbook(4).deal([
    ['coffee', 'watches'],
    ['gold', 'furs'],
    ['stamps', 'microfilms'],
    ['computers', 'amphorae'],
  ]);
}

describe('the ledger', () => {
  it('keeps each row in arrival order, closing the gap of a card given away', () => {
    const record = dealt().take(1, 'gems').take(2, 'tea');
    record.roll(0).give(1, 1, 'furs', 0);
    const rows = readLedger(record.facts, 4).rows.map((row) => row.map((place) => place.good));
    expect(rows).toEqual([
      ['coffee', 'watches', 'furs'],
      ['gold', 'gems'],
      ['stamps', 'microfilms', 'tea'],
      ['computers', 'amphorae'],
    ]);
  });

  it('records every placing of a good and every search without it', () => {
    const record = dealt().take(1, 'gems');
    record.roll(2).lack(2, 'gems');
    record.roll(3).give(1, 2, 'gems', 3);
    const sightings = readLedger(record.facts, 4).sightings[fieldOf('gems')] ?? [];
    expect(sightings.map(({ seat, has, turn }) => ({ seat, has, turn }))).toEqual([
      { seat: 1, has: true, turn: 1 },
      { seat: 2, has: false, turn: 2 },
      { seat: 1, has: true, turn: 3 },
      { seat: 3, has: true, turn: 3 },
    ]);
  });
});

describe('what each level remembers', () => {
  it.each(LEVELS)('%s remembers a take from the last turn', (level) => {
    const record = dealt().take(2, 'gems');
    record.roll(3);
    expect(recall(record.view(0), 0, level).holder[fieldOf('gems')]).toBe(2);
  });

  it('hard remembers a take from two turns ago, and who gave what to whom', () => {
    const record = dealt().take(1, 'gems');
    record.roll(2).give(1, 2, 'gems', 3);
    record.idle(2);
    const memory = recall(record.view(0), 0, 'hard');
    expect(memory.holder[fieldOf('gems')]).toBe(3);
    expect(holderOdds(memory, record.view(0), 'gems')[3]).toBeGreaterThan(0.9);
  });

  /** 24 takes by all four seats, then `later` turns of nothing: the share of the takes each level still places right. */
  function keptAfter(level: BotLevel, later: number): number {
    const record = new Logbook(4).deal([['coffee'], ['watches'], ['gold'], ['furs']]);
    const taken = GOODS.slice(4, 28) as Good[];
    taken.forEach((good, i) => record.take(i % 4, good));
    record.idle(later);
    let right = 0;
    let asked = 0;
    for (let seat = 0; seat < 4; seat++) {
      const memory = recall(record.view(seat), seat, level);
      taken.forEach((good, i) => {
        // Its own takes a seat remembers better: count only the others'.
        if (i % 4 === seat) return;
        asked++;
        if (memory.holder[fieldOf(good)] === i % 4) right++;
      });
    }
    return right / asked;
  }

  it('easy has forgotten most moves of cards ten turns on; hard remembers almost all', () => {
    const easy = keptAfter('easy', 10);
    const normal = keptAfter('normal', 10);
    const hard = keptAfter('hard', 10);
    expect(easy).toBeLessThan(0.25);
    expect(normal).toBeGreaterThan(easy);
    expect(normal).toBeLessThan(hard);
    expect(hard).toBeGreaterThan(0.85);
  });

  it('forgets faster the older a fact, and keeps its own cards longer', () => {
    for (const level of LEVELS) {
      expect(retention(level, 0, false)).toBe(1);
      expect(retention(level, 10, false)).toBeGreaterThanOrEqual(retention(level, 20, false));
      expect(retention(level, 20, true)).toBeGreaterThan(retention(level, 20, false));
    }
    expect(retention('easy', 10, false)).toBeLessThan(retention('normal', 10, false));
    expect(retention('normal', 10, false)).toBeLessThan(retention('hard', 10, false));
  });

  it('gives the same memory for the same view, whatever else happens around it', () => {
    const record = dealt().take(1, 'gems').take(2, 'tea').take(3, 'rum');
    record.idle(12);
    for (const level of LEVELS) {
      const first = recall(record.view(0), 0, level);
      expect(recall(record.view(0), 0, level)).toEqual(first);
      // A fact added later does not change what the bot made of the earlier ones at the same turn.
      const more = record.view(0);
      more.facts = [...more.facts, { type: 'suspected', by: 0, suspect: 1, good: 'coffee' }];
      expect(recall(more, 0, level).holder).toEqual(first.holder);
    }
  });

  it('rules out a seat remembered searching without the good', () => {
    const record = dealt();
    record.roll(0).lack(1, 'pearls').lack(2, 'pearls');
    const view = record.view(0, { good: 'pearls', roller: 0 });
    const memory = recall(view, 0, 'normal');
    expect(memory.ruledOut[fieldOf('pearls')]).toEqual([2, 1]);
    const odds = holderOdds(memory, view, 'pearls');
    expect(odds[1]).toBe(0);
    expect(odds[2]).toBe(0);
    expect((odds[0] as number) + (odds[3] as number)).toBeCloseTo(1);
  });

  it('spreads a forgotten good over the seats whose cards it cannot place', () => {
    // Nothing is forgotten within the sure window, so every card but the lost one is placed.
    const record = dealt();
    const view = record.view(0, { good: 'coffee', roller: 1 });
    const memory = recall(view, 0, 'hard');
    memory.holder[fieldOf('coffee')] = null;
    const odds = holderOdds(memory, view, 'coffee');
    expect(odds).toEqual([1, 0, 0, 0]);
  });

  it('remembers the places of its own row it saw come in', () => {
    const record = dealt().take(0, 'gems');
    record.roll(1).give(0, 0, 'coffee', 1);
    const memory = recall(record.view(0), 0, 'hard');
    expect(memory.ownRow).toEqual(['watches', 'gems']);
  });
});

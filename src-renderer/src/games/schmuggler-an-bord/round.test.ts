import { describe, expect, it } from 'vitest';
import { fieldOf } from '../../../../shared/games/schmuggler-an-bord/goods';
import type { Fact } from '../../../../shared/games/schmuggler-an-bord/types';
import { isClaim, latestRoll } from './round';
import { objectionOf, seatTags } from './seatTags';
import { objectionsState, overState, searchState, setupState, suspectState, tableState, viewOf } from './testkit';

const rolled = (seat: number): Fact => ({ type: 'rolled', seat, turnNumber: 5, pips: 3, from: fieldOf('stamps'), to: fieldOf('tea') });

describe('the latest roll', () => {
  it('is nothing before the first roll, and a card taken when the field had one', () => {
    expect(latestRoll(viewOf(setupState(), 0))).toEqual({ kind: 'none' });
    expect(latestRoll(viewOf(tableState(), 0))).toEqual({ kind: 'took', seat: 0, good: 'stamps' });
  });

  it('is the live round while it lasts, with its chain', () => {
    const latest = latestRoll(viewOf(searchState(), 1));
    expect(latest.kind).toBe('round');
    if (latest.kind !== 'round') return;
    expect(latest.round).toMatchObject({ live: true, roller: 1, good: 'tea', found: null, lacked: [] });
    expect(latest.round.chain).toEqual([
      { by: 1, suspect: 2 },
      { by: 2, suspect: 0 },
      { by: 0, suspect: 0 },
    ]);
    expect(isClaim(latest.round)).toBe(false);
  });

  it('stays on the table once settled, read from the record, until the next roll', () => {
    const facts: Fact[] = [
      ...tableState().facts,
      rolled(1),
      { type: 'suspected', by: 1, suspect: 1, good: 'tea' },
      { type: 'objections', seat: 1, objectors: [2] },
      { type: 'turned', seat: 1, index: 0 },
      { type: 'lacks', seat: 1, good: 'tea' },
      { type: 'paid', seat: 1, chips: 1, owed: 1 },
    ];
    const settled = latestRoll(viewOf(tableState({ turn: 2, facts }), 0));
    expect(settled).toEqual({
      kind: 'round',
      round: { live: false, roller: 1, good: 'tea', chain: [{ by: 1, suspect: 1 }], objectors: [2], lacked: [1], found: null, gave: null, paid: [{ seat: 1, chips: 1 }] },
    });
    if (settled.kind === 'round') expect(isClaim(settled.round)).toBe(true);
    // The next roll clears it.
    expect(latestRoll(viewOf(tableState({ turn: 2, facts: [...facts, rolled(2)] }), 0))).toEqual({ kind: 'none' });
  });

  it('keeps the card found and who got it', () => {
    const facts: Fact[] = [
      rolled(1),
      { type: 'suspected', by: 1, suspect: 0, good: 'tea' },
      { type: 'suspected', by: 0, suspect: 0, good: 'tea' },
      { type: 'found', seat: 0, index: 1, good: 'tea' },
      { type: 'gave', from: 0, to: 1, good: 'tea' },
    ];
    const latest = latestRoll(viewOf(tableState({ turn: 2, facts }), 2));
    expect(latest.kind === 'round' && latest.round.found).toEqual({ seat: 0, index: 1, good: 'tea' });
    expect(latest.kind === 'round' && latest.round.gave).toEqual({ from: 0, to: 1, good: 'tea' });
  });
});

describe('the seats’ tags', () => {
  it('say who draws, rolls or names a suspect', () => {
    const setup = viewOf(setupState(), 0);
    expect(seatTags(setup, latestRoll(setup), 1)).toEqual(['draws']);
    const roll = viewOf(tableState(), 0);
    expect(seatTags(roll, latestRoll(roll), 1)).toEqual(['rolls']);
    expect(seatTags(roll, latestRoll(roll), 0)).toEqual([]);
    const suspect = viewOf(suspectState([{ by: 1, suspect: 2 }]), 0);
    expect(seatTags(suspect, latestRoll(suspect), 2)).toEqual(['names']);
  });

  it('show only who has decided while the objections are secret', () => {
    const view = viewOf(objectionsState([true, null, null]), 2);
    const latest = latestRoll(view);
    expect(seatTags(view, latest, 1)).toEqual(['claims']);
    expect(seatTags(view, latest, 0)).toEqual(['decided']);
    expect(seatTags(view, latest, 2)).toEqual(['deciding']);
    expect(objectionOf(view, latest, 0)).toEqual({ decided: true, objects: null });
    expect(objectionOf(view, latest, 1)).toEqual({ decided: null, objects: null });
  });

  it('reveal the objectors together once all are in', () => {
    const facts: Fact[] = [rolled(1), { type: 'suspected', by: 1, suspect: 1, good: 'tea' }, { type: 'objections', seat: 1, objectors: [2] }];
    const view = viewOf(tableState({ turn: 2, facts }), 0);
    const latest = latestRoll(view);
    // Cleo rolls next; the settled round's tags stay with hers until she rolls.
    expect(seatTags(view, latest, 2)).toEqual(['rolls', 'objects']);
    expect(seatTags(view, latest, 0)).toEqual(['passes']);
    expect(objectionOf(view, latest, 2)).toEqual({ decided: null, objects: true });
  });

  it('mark the searcher, and the winners at the end', () => {
    const search = viewOf(searchState(), 1);
    expect(seatTags(search, latestRoll(search), 0)).toEqual(['searches']);
    const over = viewOf(overState(), 1);
    expect(seatTags(over, latestRoll(over), 2)).toEqual(['winner']);
    expect(seatTags(over, latestRoll(over), 0)).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { fieldOf } from '../../../../shared/games/schmuggler-an-bord/goods';
import type { Fact } from '../../../../shared/games/schmuggler-an-bord/types';
import { isClaim, latestRoll, rollsSoFar } from './round';
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

  const settledFacts: Fact[] = [
    ...tableState().facts,
    rolled(1),
    { type: 'suspected', by: 1, suspect: 1, good: 'tea' },
    { type: 'objections', seat: 1, objectors: [2] },
    { type: 'turned', seat: 1, index: 0 },
    { type: 'lacks', seat: 1, good: 'tea' },
    { type: 'paid', seat: 1, chips: 1, owed: 1 },
  ];
  // Bob's round about the tea is settled (the pawn stays on its field); Cleo rolls next.
  const settledTable = (openHistory: boolean, facts = settledFacts) => tableState({ turn: 2, pawn: fieldOf('tea'), options: { openHistory, firstPlayer: 0 }, facts });

  it('stays on the table once settled, read from the whole record with open history, until the next roll', () => {
    const settled = latestRoll(viewOf(settledTable(true), 0));
    expect(settled).toEqual({
      kind: 'round',
      round: { live: false, roller: 1, good: 'tea', chain: [{ by: 1, suspect: 1 }], objectors: [2], lacked: [1], found: null, gave: null, paid: [{ seat: 1, chips: 1 }] },
    });
    if (settled.kind === 'round') expect(isClaim(settled.round)).toBe(true);
    // The next roll clears it.
    expect(latestRoll(viewOf(settledTable(true, [...settledFacts, rolled(2)]), 0))).toEqual({ kind: 'none' });
  });

  it('stays on the table once settled as the latest announcement tells it, without the chain said before (RULINGS 3)', () => {
    const settled = latestRoll(viewOf(settledTable(false), 0));
    expect(settled).toEqual({
      kind: 'round',
      round: { live: false, roller: 1, good: 'tea', chain: [], objectors: null, lacked: [1], found: null, gave: null, paid: [{ seat: 1, chips: 1 }] },
    });
    expect(latestRoll(viewOf(settledTable(false, [...settledFacts, rolled(2)]), 0))).toEqual({ kind: 'none' });
    // The objections revealed are a claim answered: the claim shows, though it was said before.
    const answered = latestRoll(viewOf(settledTable(false, settledFacts.slice(0, -3)), 0));
    expect(answered.kind === 'round' && answered.round).toMatchObject({ roller: 1, good: 'tea', chain: [{ by: 1, suspect: 1 }], objectors: [2] });
  });

  it('counts the searchers of a live round who lacked the good from the round, not from the record', () => {
    const state = searchState();
    // Cleo named Ann, Ann "myself": Ann searches first; had she lacked it, Cleo would search now.
    const round = state.round;
    if (round === null) throw new Error('no round');
    const latest = latestRoll(viewOf({ ...state, round: { ...round, searchers: [2], turned: [] } }, 1));
    expect(latest.kind === 'round' && latest.round.lacked).toEqual([0]);
  });

  it('counts the rolls from the turns, since the record is not there to count them', () => {
    expect(rollsSoFar(viewOf(setupState(), 0))).toBe(0);
    expect(rollsSoFar(viewOf(tableState(), 0))).toBe(3);
    expect(rollsSoFar(viewOf(suspectState(), 0))).toBe(4);
    expect(rollsSoFar(viewOf(overState(), 0))).toBe(4);
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

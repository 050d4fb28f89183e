import { describe, expect, it } from 'vitest';
import type { Fact } from '../../../../shared/games/schmuggler-an-bord/types';
import { seatNews } from './speech';
import { NAMES, sabWords, searchState, setupState, suspectState, tableState, viewOf } from './testkit';

const t = sabWords();
const news = (facts: readonly Fact[]) => seatNews(t, facts, 3, NAMES);
const silent = { said: null, arriving: null, paid: null };

describe('the latest announcement, said at the seats', () => {
  it('a draw: the drawer says his good, and the card comes to his row', () => {
    expect(news(viewOf(setupState(), 1).facts)).toEqual([{ said: '“I have the gold.”', arriving: 'gold', paid: null }, silent, silent]);
  });

  it('a roll onto a card: the roller takes it', () => {
    expect(news(viewOf(tableState(), 2).facts)[0]).toEqual({ said: '“I take the stamps.”', arriving: 'stamps', paid: null });
  });

  it('a suspicion: said by the seat that named, to the seat named', () => {
    const said = news(viewOf(suspectState([{ by: 1, suspect: 2 }]), 0).facts);
    expect(said.map((seat) => seat.said)).toEqual([null, '“Cleo, you have the tea.”', null]);
    expect(news(viewOf(suspectState([{ by: 1, suspect: 1 }]), 0).facts)[1]?.said).toBe('“I have the tea myself.”');
  });

  it('the objections, once revealed: each objector objects', () => {
    expect(news([{ type: 'objections', seat: 1, objectors: [0, 2] }]).map((seat) => seat.said)).toEqual(['“Objection!”', null, '“Objection!”']);
  });

  it('a settlement: the holder shows the good, it comes to its new owner, the wrong suspicions are paid', () => {
    const facts: Fact[] = [
      { type: 'turned', seat: 2, index: 1 },
      { type: 'found', seat: 2, index: 1, good: 'tea' },
      { type: 'gave', from: 2, to: 1, good: 'tea' },
      { type: 'paid', seat: 0, chips: 2, owed: 2 },
    ];
    expect(news(facts)).toEqual([
      { said: null, arriving: null, paid: 2 },
      { said: null, arriving: 'tea', paid: null },
      { said: '“I have the tea!”', arriving: null, paid: null },
    ]);
  });

  it('nothing older than the latest announcement, even where the view holds the whole record (RULINGS 3)', () => {
    const open = viewOf({ ...searchState(), options: { openHistory: true, firstPlayer: 0 } }, 1);
    // The record holds the stamps taken and every suspicion; the latest announcement is the card turned over.
    expect(open.facts.some((fact) => fact.type === 'took')).toBe(true);
    expect(news(open.facts)).toEqual([silent, silent, silent]);
  });
});

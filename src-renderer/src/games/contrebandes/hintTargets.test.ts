import { describe, expect, it } from 'vitest';
import { contrebandesHintTargets } from './hintTargets';

describe('where a hint is on the Contrebandes table', () => {
  it('marks the cards to load, the seat to inspect or designate, the Caisse card to take; a declaration is in words only', () => {
    expect(contrebandesHintTargets({ type: 'load', cards: [3, 7] })).toEqual(['button[data-testid="hand-card"][data-card="3"]', 'button[data-testid="hand-card"][data-card="7"]']);
    expect(contrebandesHintTargets({ type: 'inspect', target: 2 })).toEqual(['[data-testid="seat-2"]']);
    expect(contrebandesHintTargets({ type: 'designate', officer: 1 })).toEqual(['[data-testid="seat-1"]']);
    expect(contrebandesHintTargets({ type: 'takeBonus', card: 17 })).toEqual(['.cb-caisse [data-card="17"]']);
    expect(contrebandesHintTargets({ type: 'declare', kinds: ['food'] })).toEqual([]);
    expect(contrebandesHintTargets(null)).toEqual([]);
  });
});

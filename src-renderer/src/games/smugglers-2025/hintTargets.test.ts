import { describe, expect, it } from 'vitest';
import { s25HintTargets } from './hintTargets';

describe('where a hint is on the Smugglers (2025) table', () => {
  it('marks the hand cards to smuggle or discard, the market card to take, or the deck', () => {
    expect(s25HintTargets({ type: 'smuggle', kinds: ['tea', 'tea'] })).toEqual(['button[data-hand-kind="tea"]']);
    expect(s25HintTargets({ type: 'smuggle', kinds: ['tea', 'silk'] })).toEqual(['button[data-hand-kind="tea"]', 'button[data-hand-kind="silk"]']);
    expect(s25HintTargets({ type: 'discard', kind: 'ivory' })).toEqual(['button[data-hand-kind="ivory"]']);
    expect(s25HintTargets({ type: 'takeMarket', kind: 'spice' })).toEqual(['[data-market="spice"]']);
    expect(s25HintTargets({ type: 'drawDeck' })).toEqual(['button[data-action="draw-deck"]']);
    expect(s25HintTargets(null)).toEqual([]);
  });
});

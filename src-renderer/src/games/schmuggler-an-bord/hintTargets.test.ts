import { describe, expect, it } from 'vitest';
import { sabHintTargets } from './hintTargets';

describe('where a hint is on the Schmuggler an Bord table', () => {
  it('marks the spread card, the roll, the seat to name, the answer to a "myself", the place to turn', () => {
    expect(sabHintTargets({ type: 'draw', slot: 4 })).toEqual(['button[data-slot="4"]']);
    expect(sabHintTargets({ type: 'roll' })).toEqual(['button[data-action="roll"]']);
    expect(sabHintTargets({ type: 'suspect', seat: 2 })).toEqual(['button[data-suspect="2"]']);
    expect(sabHintTargets({ type: 'object', object: true })).toEqual(['button[data-object="yes"]']);
    expect(sabHintTargets({ type: 'object', object: false })).toEqual(['button[data-object="no"]']);
    expect(sabHintTargets({ type: 'turnCard', index: 0 })).toEqual(['button[data-place="0"]']);
    expect(sabHintTargets(undefined)).toEqual([]);
  });
});

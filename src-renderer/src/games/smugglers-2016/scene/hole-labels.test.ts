import { describe, expect, it } from 'vitest';
import { DEFAULT_PROFILE } from '../../../../../shared/games/smugglers-2016/physics/profile';
import { fenceNumber, holeLabel } from './hole-labels';

describe('the fence’s hole sizes', () => {
  it('names each hole of the Standard fence by its diameter in millimetres', () => {
    expect(DEFAULT_PROFILE.holesMm.map(holeLabel)).toEqual(['26 mm', '35 mm', '20 mm', '32 mm', '23 mm', '38 mm', '29 mm']);
  });
  it('prints the bare number over each hole of the fence', () => {
    expect(DEFAULT_PROFILE.holesMm.map(fenceNumber)).toEqual(['26', '35', '20', '32', '23', '38', '29']);
  });
  it('rounds a profile’s odd size to a whole millimetre', () => {
    expect(holeLabel(30.6)).toBe('31 mm');
  });
});

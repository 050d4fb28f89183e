import { describe, expect, it } from 'vitest';
import { leadOf } from './lead';

describe('where naming a seat leads', () => {
  it('the roller naming himself: a claim the others may object to', () => {
    expect(leadOf([], 1, 1)).toBe('claim');
  });

  it('naming a seat that has not suspected yet: that seat names next', () => {
    expect(leadOf([], 1, 2)).toBe('namesNext');
    expect(leadOf([{ by: 1, suspect: 2 }], 2, 0)).toBe('namesNext');
  });

  it('naming a seat that already suspected (the roller included): it searches at once', () => {
    expect(leadOf([{ by: 1, suspect: 2 }], 2, 1)).toBe('searchesNow');
    expect(leadOf([{ by: 1, suspect: 2 }, { by: 2, suspect: 0 }], 0, 2)).toBe('searchesNow');
  });

  it('a named seat saying “myself”: he searches his own cards', () => {
    expect(leadOf([{ by: 1, suspect: 2 }], 2, 2)).toBe('searchSelf');
  });
});

import { describe, expect, it } from 'vitest';
import { logPlace } from './logPlace';

describe('where the log goes', () => {
  it('into the table for a game that asks, except at a LAN table (its column holds the chat)', () => {
    expect(logPlace({ logPlace: 'table' }, false)).toBe('table');
    expect(logPlace({ logPlace: 'table' }, true)).toBe('column');
  });

  it('nowhere for a table that shows its own news, at a LAN table too (the column keeps only the chat)', () => {
    expect(logPlace({ logPlace: 'none' }, false)).toBe('none');
    expect(logPlace({ logPlace: 'none' }, true)).toBe('none');
  });

  it('into the screen’s column otherwise', () => {
    expect(logPlace({}, false)).toBe('column');
    expect(logPlace(null, false)).toBe('column');
    expect(logPlace({}, true)).toBe('column');
  });
});

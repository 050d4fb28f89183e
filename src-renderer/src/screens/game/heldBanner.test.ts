import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { heldBanner } from './heldBanner';

const t = i18n.getFixedT('en', 'match');

describe('the banner while a table plays what happened', () => {
  it('says the viewer’s own move plays out, not that he watches a replay', () => {
    expect(heldBanner(t, 0, 0, ['Rosa', 'Boris'])).toBe('Your move plays out');
  });

  it('names whose move he watches, or says a replay plays when the table does not say', () => {
    expect(heldBanner(t, 1, 0, ['Rosa', 'Boris'])).toBe('Watching Boris’s move');
    expect(heldBanner(t, 1, null, ['Rosa', 'Boris'])).toBe('Watching Boris’s move');
    expect(heldBanner(t, null, 0, ['Rosa', 'Boris'])).toBe('Watching the replay');
  });
});

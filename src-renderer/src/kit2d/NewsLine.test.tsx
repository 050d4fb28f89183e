import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { NewsLine } from './NewsLine';

describe('the news line', () => {
  it('says the latest news politely to screen readers, in the game’s classes and attributes', () => {
    expect(renderToString(<NewsLine className="sab-news-line" emptyClassName="is-empty" data-news="" line="Ann rolled a 4." empty="Nothing yet." />)).toBe(
      '<p class="sab-news-line" aria-live="polite" data-news="">Ann rolled a 4.</p>',
    );
  });

  it('says “nothing yet” in the empty look until there is news', () => {
    expect(renderToString(<NewsLine className="cb-news-line" emptyClassName="cb-muted" data-testid="news-line" line={null} empty="Nothing yet." />)).toBe(
      '<p class="cb-news-line cb-muted" aria-live="polite" data-testid="news-line">Nothing yet.</p>',
    );
  });
});

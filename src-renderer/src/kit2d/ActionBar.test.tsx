import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ActionBar } from './ActionBar';

describe('the action bar', () => {
  it('frames the instruction, the game’s buttons and the refusal in the game’s classes', () => {
    const html = renderToString(
      <ActionBar look="sab" label="Your move" instruction="Roll the die." error="Not your turn." tabIndex={-1}>
        <button type="button">Roll</button>
      </ActionBar>,
    );
    expect(html).toMatch(/^<section class="sab-actions" aria-label="Your move" tabindex="-1">/);
    expect(html).toContain('<p class="sab-instruction" role="status" data-testid="sab-instruction">Roll the die.</p><button type="button">Roll</button>');
    expect(html).toContain('<p class="sab-error" role="alert">Not your turn.</p></section>');
  });

  it('says the keys once to screen readers, as the bar’s description', () => {
    const html = renderToString(<ActionBar look="s25" label="Your move" instruction="Pick." keys="Digits pick cards." error={null} />);
    const described = /aria-describedby="([^"]+)"/.exec(html)?.[1];
    expect(described).toBeTruthy();
    expect(html).toContain(`<p id="${described}" class="visually-hidden">Digits pick cards.</p>`);
    expect(html).not.toContain('role="alert"');
  });

  it('takes a class of its own and the game’s attributes; without keys it has no description', () => {
    const html = renderToString(<ActionBar look="insel" className="insel-controls" label="Controls" instruction="Wait." error={null} data-testid="insel-controls" />);
    expect(html).toMatch(/^<section class="insel-controls" aria-label="Controls" data-testid="insel-controls">/);
    expect(html).not.toContain('aria-describedby');
    expect(html).toContain('data-testid="insel-instruction"');
  });
});

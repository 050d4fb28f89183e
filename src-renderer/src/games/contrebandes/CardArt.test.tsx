/** A card on the table explains itself; a card inside a control leaves that to the control. */
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CardFace, FlipCard } from './CardArt';

// Seat 1's wine 6 (owner * 11 + place in the set).
const WINE_6 = 18;

describe('a card face', () => {
  it('is a tip’s trigger, in the tab order, named by its label', () => {
    const html = renderToString(<CardFace card={WINE_6} size="sm" />);
    expect(html).toMatch(/^<span class="kit-tip cb-card-tip" tabindex="0"><span class="cb-card cb-face cb-face--wine cb-card--sm" role="img" aria-label="Wine 6"/);
  });

  it('leaves the tip to the control it sits in', () => {
    const html = renderToString(<CardFace card={WINE_6} size="md" decorative />);
    expect(html).not.toContain('kit-tip');
  });

  it('explains a card turning over, too', () => {
    expect(renderToString(<FlipCard card={WINE_6} animate />)).toMatch(/^<span class="kit-tip cb-card-tip" tabindex="0"><span class="cb-flip/);
  });
});

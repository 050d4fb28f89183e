/** Every good has a picture of its own, named when the icon stands alone and hidden when its name is beside it. */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { GOODS } from '../../../../shared/games/schmuggler-an-bord/goods';
import { GoodIcon } from './GoodIcon';
import { ShipArt } from './ShipArt';

/** The markup inside the outer <svg>: the drawing itself, without the class that names the good. */
function drawing(html: string): string {
  return /^<svg[^>]*>(.*)<\/svg>$/s.exec(html)?.[1] ?? '';
}

describe('GoodIcon', () => {
  it.each(GOODS.map((good) => [good]))('draws %s as a 32 × 32 svg with shapes in it', (good) => {
    const html = renderToStaticMarkup(<GoodIcon good={good} />);
    expect(html).toMatch(/^<svg [^>]*viewBox="0 0 32 32"/);
    expect(drawing(html)).toMatch(/<(path|circle|ellipse|rect)\b/);
    expect(html).not.toMatch(/NaN|undefined/);
  });

  it('gives no two goods the same drawing', () => {
    const drawings = new Set(GOODS.map((good) => drawing(renderToStaticMarkup(<GoodIcon good={good} />))));
    expect(drawings.size).toBe(GOODS.length);
  });

  it.each([
    ['with a title', { title: 'Caviar' }, { role: 'img', 'aria-label': 'Caviar', 'aria-hidden': null }],
    ['without one', {}, { role: null, 'aria-label': null, 'aria-hidden': 'true' }],
    ['with an empty one', { title: '' }, { role: null, 'aria-label': null, 'aria-hidden': 'true' }],
  ])('is named for assistive technology only %s', (_, props, expected) => {
    const html = renderToStaticMarkup(<GoodIcon good="caviar" {...props} />);
    const root = /^<svg[^>]*>/.exec(html)?.[0] ?? '';
    for (const [attribute, value] of Object.entries(expected)) {
      const found = new RegExp(` ${attribute}="([^"]*)"`).exec(root)?.[1] ?? null;
      expect([attribute, found]).toEqual([attribute, value]);
    }
  });

  it('takes its size in px, and none without one', () => {
    expect(renderToStaticMarkup(<GoodIcon good="rum" size={28} />)).toMatch(/^<svg[^>]* width="28" height="28"/);
    expect(renderToStaticMarkup(<GoodIcon good="rum" />)).not.toMatch(/^<svg[^>]* width=/);
  });
});

describe('ShipArt', () => {
  it('is decoration: hidden from assistive technology, drawn, and styled by its class', () => {
    const html = renderToStaticMarkup(<ShipArt className="sab-ship" />);
    expect(html).toMatch(/^<svg [^>]*class="sab-ship"/);
    expect(html).toMatch(/^<svg [^>]*aria-hidden="true"/);
    expect(html.match(/<(path|rect|circle)\b/g)?.length ?? 0).toBeGreaterThan(20);
  });
});

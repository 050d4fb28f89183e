import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { switchLanguage } from '../i18n/i18n';
import { TableSpeedChoice, speedAfterKey } from './TableSpeedControl';

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();
const noop = () => {};

afterEach(async () => {
  await switchLanguage('en');
});

describe('the table speed control', () => {
  it('offers ×1, ×2, ×4 and skip to my turn for others’ turns, the chosen one checked and in the tab order', () => {
    const html = renderToString(<TableSpeedChoice speed="x2" onChoose={noop} />);
    expect(html).toContain('role="radiogroup" aria-label="Others’ turns"');
    expect(text(html)).toBe('Others’ turns ×1 ×2 ×4 Skip to me');
    expect(html.match(/role="radio"/g)).toHaveLength(4);
    expect(html).toContain('aria-checked="true" tabindex="0" class="kit-speed-choice is-chosen"');
    expect(html.match(/tabindex="-1"/g)).toHaveLength(3);
  });

  it('speaks German and French', async () => {
    await switchLanguage('de');
    expect(text(renderToString(<TableSpeedChoice speed="x1" onChoose={noop} />))).toBe('Züge der anderen ×1 ×2 ×4 Bis zu mir');
    await switchLanguage('fr');
    expect(text(renderToString(<TableSpeedChoice speed="x1" onChoose={noop} />))).toBe('Tours des autres ×1 ×2 ×4 Jusqu’à moi');
  });

  it('moves the choice round with the arrow keys, as any radio group', () => {
    expect(speedAfterKey('x1', 'ArrowRight')).toBe('x2');
    expect(speedAfterKey('skip', 'ArrowDown')).toBe('x1');
    expect(speedAfterKey('x1', 'ArrowLeft')).toBe('skip');
    expect(speedAfterKey('x4', 'ArrowUp')).toBe('x2');
    expect(speedAfterKey('x4', 'Enter')).toBeNull();
  });
});

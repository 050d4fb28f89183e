import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { switchLanguage } from '../../i18n/i18n';
import { TakeBackButton, TookBackNotice, takeBackAction } from './TakeBack';

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();
const noop = () => {};
const NAMES = ['Ada', 'Bruno', 'Chloé'];

afterEach(async () => {
  await switchLanguage('en');
});

describe('taking back a move', () => {
  it('is a button named in the player\'s words, with its key drawn on it and said to screen readers', () => {
    const html = renderToString(<TakeBackButton possible busy={false} onTakeBack={noop} />);
    expect(text(html)).toBe('⌫ Take back');
    expect(html).toContain('aria-keyshortcuts="Backspace"');
    expect(html).toContain('data-testid="take-back"');
    expect(html).not.toContain('disabled');
    // The button is the tab stop; its focus shows the tip.
    expect(html).toContain('tabindex="-1"');
  });

  it('cannot be pressed while the move may not be taken back, or while one is on its way; its tip still takes the focus then', () => {
    const html = renderToString(<TakeBackButton possible={false} busy={false} onTakeBack={noop} />);
    expect(html).toMatch(/<button[^>]*disabled=""/);
    expect(html).toContain('tabindex="0"');
    expect(renderToString(<TakeBackButton possible busy onTakeBack={noop} />)).toMatch(/<button[^>]*disabled=""/);
  });

  it('answers ⌫ only while the move may be taken back', () => {
    expect(takeBackAction('Backspace', true, noop)).toBe(noop);
    expect(takeBackAction('Backspace', false, noop)).toBeNull();
    expect(takeBackAction('z', true, noop)).toBeNull();
    expect(takeBackAction('Delete', true, noop)).toBeNull();
  });

  it('tells every table who took back a move, the taker himself in his own words', () => {
    expect(text(renderToString(<TookBackNotice seat={0} viewer={1} names={NAMES} />))).toBe('Ada took back a move.');
    expect(text(renderToString(<TookBackNotice seat={0} viewer={null} names={NAMES} />))).toBe('Ada took back a move.');
    expect(text(renderToString(<TookBackNotice seat={0} viewer={0} names={NAMES} />))).toBe('You took back your move.');
    expect(text(renderToString(<TookBackNotice seat={3} viewer={0} names={NAMES} />))).toBe('Seat 4 took back a move.');
    expect(renderToString(<TookBackNotice seat={0} viewer={1} names={NAMES} />)).toContain('role="status"');
  });

  it('speaks German and French', async () => {
    await switchLanguage('de');
    expect(text(renderToString(<TakeBackButton possible busy={false} onTakeBack={noop} />))).toBe('⌫ Zurücknehmen');
    expect(text(renderToString(<TookBackNotice seat={0} viewer={1} names={NAMES} />))).toBe('Ada hat einen Zug zurückgenommen.');
    expect(text(renderToString(<TookBackNotice seat={0} viewer={0} names={NAMES} />))).toBe('Du hast deinen Zug zurückgenommen.');
    await switchLanguage('fr');
    expect(text(renderToString(<TakeBackButton possible busy={false} onTakeBack={noop} />))).toBe('⌫ Reprendre');
    expect(text(renderToString(<TookBackNotice seat={0} viewer={1} names={NAMES} />))).toBe('Ada a repris son coup.');
    expect(text(renderToString(<TookBackNotice seat={0} viewer={0} names={NAMES} />))).toBe('Vous avez repris votre coup.');
  });
});

/** "What would you do?": the button, the reason it shows, and a reason's seat named by its player. */
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { hostSentence } from '../host';
import { switchLanguage } from '../i18n/i18n';
import { HintButton, HintPanel } from './HintButton';
import { hintSentence } from './hintWords';

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();
const noop = () => {};
const never = () => new Promise<never>(noop);

afterEach(async () => {
  await switchLanguage('en');
});

describe('the hint button', () => {
  it('asks "What would you do?", and says so in German and French', async () => {
    // The round "?" is for the eye (aria-hidden): the words are the button's name, and alone show in a narrow window (the mark then).
    const button = () => text(renderToString(<HintButton seat={0} ask={never} onHint={noop} onProblem={noop} describeProblem={String} />)).replace(/^\? /, '');
    expect(renderToString(<HintButton seat={0} ask={never} onHint={noop} onProblem={noop} describeProblem={String} />)).toContain(
      '<span class="hint-button-mark" aria-hidden="true">?</span><span class="hint-button-label">What would you do?</span>',
    );
    expect(button()).toBe('What would you do?');
    expect(renderToString(<HintButton seat={0} ask={never} onHint={noop} onProblem={noop} describeProblem={String} />)).toContain('data-testid="hint-button"');
    await switchLanguage('de');
    expect(button()).toBe('Was würdest du tun?');
    await switchLanguage('fr');
    expect(button()).toBe('Que feriez-vous ?');
  });

  it('shows the reason under its title, with a way to dismiss it', () => {
    expect(text(renderToString(<HintPanel reason="Take the tea." onDismiss={noop} />))).toBe('The hard bot would… Take the tea. Got it');
  });
});

describe("a hint's reason", () => {
  it('names the seat it speaks of by its player', () => {
    expect(hintSentence({ key: 'contrebandes:hint.inspect', params: { seat: 1, percent: 40 } }, ['Ann', 'Ben'])).toEqual({
      key: 'contrebandes:hint.inspect',
      params: { seat: 1, percent: 40, name: 'Ben' },
    });
    expect(hostSentence(hintSentence({ key: 'contrebandes:hint.inspect', params: { seat: 1, percent: 40 } }, ['Ann', 'Ben']))).toBe(
      'Inspect Ben: by the cards still possible and the declaration, the mule hides illegal goods with a chance of 40 %.',
    );
  });

});

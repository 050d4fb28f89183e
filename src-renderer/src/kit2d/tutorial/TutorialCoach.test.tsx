import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import type { TutorialShown } from '../../../../shared/engine/tutorial';
import { switchLanguage } from '../../i18n/i18n';
import { TutorialCoach } from './TutorialCoach';

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();
const noop = () => {};

const step = (over: Partial<TutorialShown> = {}): TutorialShown => ({
  index: 2,
  count: 13,
  id: 'load',
  target: 'hand',
  text: 'game:tutorial.load',
  hint: 'game:tutorial.loadHint',
  reading: false,
  finished: false,
  ...over,
});

const coach = (shown: TutorialShown, hint: string | null = null) =>
  renderToString(
    <TutorialCoach step={shown} text="Load a gold and a clothes card." hint={hint} busy={false} onNext={noop} onRestart={noop} onContinue={noop} onLeave={noop} />,
  );

afterEach(async () => {
  await switchLanguage('en');
});

describe('the tutorial coach', () => {
  it('says the step and its place, and offers to start again, go on as a normal game or leave at every step', () => {
    const html = coach(step());
    expect(text(html)).toBe('Step 3 of 13 Load a gold and a clothes card. Continue as a normal game Start again Leave');
    expect(html).toContain('data-step="load"');
    expect(html).not.toContain('data-testid="tutorial-next"');
  });

  it('offers Next on a step to read', () => {
    expect(text(coach(step({ reading: true, hint: null })))).toBe('Step 3 of 13 Load a gold and a clothes card. Next Continue as a normal game Start again Leave');
  });

  it('says what to try after a refused move', () => {
    const html = coach(step(), 'Pick one gold card.');
    expect(html).toContain('role="alert"');
    expect(text(html)).toContain('Try this: Pick one gold card.');
  });

  it('says well done at the end, with Continue as the way on', () => {
    const html = coach(step({ index: 12, id: 'end', target: null, finished: true }), 'Pick one gold card.');
    expect(text(html)).toBe(
      'Step 13 of 13 Well done! You have seen how the game goes. Play this game on with normal bots, start the lesson again, or leave. Continue as a normal game Start again Leave',
    );
    expect(html).toContain('class="btn btn-small btn-primary" data-testid="tutorial-continue"');
  });

  it('speaks German and French', async () => {
    await switchLanguage('de');
    expect(text(coach(step({ reading: true })))).toContain('Schritt 3 von 13');
    expect(text(coach(step({ reading: true })))).toContain('Weiter Als normales Spiel weiterspielen Neu beginnen Verlassen');
    await switchLanguage('fr');
    expect(text(coach(step({ reading: true })))).toContain('Étape 3 sur 13');
  });
});

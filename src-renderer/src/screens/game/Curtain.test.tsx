import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { switchLanguage } from '../../i18n/i18n';
import { Curtain } from './Curtain';
import { TakeBackButton } from './TakeBack';

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();
const noop = () => {};

afterEach(async () => {
  await switchLanguage('en');
});

describe('the hot-seat curtain', () => {
  it('offers the one who just moved his take-back, in his name, before the device goes on', () => {
    const html = renderToString(<Curtain name="Bruno" onReveal={noop} onMenu={noop} takeBack={{ name: 'Ada', busy: false, onTakeBack: noop }} />);
    expect(html).toContain('data-testid="curtain-take-back"');
    expect(text(html)).toContain('Ada: take back my move');
    expect(text(html)).toContain('Pass to Bruno');
  });

  it('offers no take-back when the host allows none, and says why a try was refused', () => {
    expect(renderToString(<Curtain name="Bruno" onReveal={noop} onMenu={noop} />)).not.toContain('curtain-take-back');
    const refused = renderToString(
      <Curtain name="Bruno" onReveal={noop} onMenu={noop} takeBack={{ name: 'Ada', busy: false, problem: 'Somebody has moved since.', onTakeBack: noop }} />,
    );
    expect(refused).toContain('role="alert"');
    expect(text(refused)).toContain('Somebody has moved since.');
    expect(renderToString(<Curtain name="Bruno" onReveal={noop} onMenu={noop} takeBack={{ name: 'Ada', busy: true, onTakeBack: noop }} />)).toMatch(
      /<button[^>]*disabled=""[^>]*data-testid="curtain-take-back"|data-testid="curtain-take-back"[^>]*disabled=""/,
    );
  });

  it('words it in German and French too', async () => {
    await switchLanguage('de');
    expect(text(renderToString(<Curtain name="Bruno" onReveal={noop} onMenu={noop} takeBack={{ name: 'Ada', busy: false, onTakeBack: noop }} />))).toContain(
      'Ada: meinen Zug zurücknehmen',
    );
    await switchLanguage('fr');
    expect(text(renderToString(<TakeBackButton possible busy={false} onTakeBack={noop} whose="Ada" />))).toContain('Ada : reprendre mon coup');
  });
});

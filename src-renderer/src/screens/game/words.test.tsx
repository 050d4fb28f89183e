/** The game screen's parts speak the current language, and the log words its lines in it each time it is drawn. */
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import type { SeatStatus } from '../../../../shared/protocol/messages';
import type { GameUi } from '../../games/types';
import { i18n, switchLanguage } from '../../i18n/i18n';
import type { Language } from '../../i18n/languages';
import { Curtain } from './Curtain';
import { GameLog } from './GameLog';
import { AwayNotices } from './LanTable';

const noop = () => {};
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();

async function speak(language: Language) {
  await i18n.loadNamespaces('match');
  await switchLanguage(language);
}

afterEach(async () => {
  await switchLanguage('en');
});

describe('the hot-seat curtain', () => {
  it('asks in English, the note in its own span', () => {
    const html = renderToString(<Curtain name="Ada" onReveal={noop} onMenu={noop} />);
    expect(text(html)).toBe('Pass to Ada Everybody else, look away: Ada’s hand is next. I am Ada — show my hand Back to main menu (the match is saved)');
    expect(html).toContain('Back to main menu <span class="curtain-menu-note">(the match is saved)</span>');
  });

  it('says the secret that comes where the game tells it, and asks to show it', () => {
    const html = renderToString(<Curtain name="Ada" secret="Everybody else, look away: Ada searches for the tea." onReveal={noop} onMenu={noop} />);
    expect(text(html)).toBe('Pass to Ada Everybody else, look away: Ada searches for the tea. I am Ada — show me Back to main menu (the match is saved)');
    expect(text(html)).not.toContain('hand');
  });

  it('asks in German and French', async () => {
    await speak('de');
    expect(text(renderToString(<Curtain name="Ada" onReveal={noop} onMenu={noop} />))).toBe(
      'Weitergeben an Ada Alle anderen bitte wegschauen – gleich erscheint die Hand von Ada. Ich bin Ada – zeig meine Hand Zurück zum Hauptmenü (die Partie ist gespeichert)',
    );
    await speak('fr');
    expect(text(renderToString(<Curtain name="Ada" onReveal={noop} onMenu={noop} />))).toBe(
      'Passez la main à Ada Que tous les autres détournent les yeux : ce qui suit est pour Ada seulement. Je suis Ada — afficher ma main Retour au menu principal (la partie est sauvegardée)',
    );
  });
});

describe('the log', () => {
  // A game that words its events at call time, in the language of the moment (as a GameUi does).
  const ui = {
    describeEvent: (event: unknown) => `${i18n.getFixedT(null, 'match')('actions.takeBack')} ${String(event)}`,
  } as unknown as GameUi;
  const entries = [
    { version: 1, event: 'a' },
    { version: 2, event: 'b' },
  ];

  it('words every line in the current language', async () => {
    const draw = () => text(renderToString(<GameLog entries={entries} ui={ui} names={[]} />));
    expect(draw()).toBe('Log Take back a Take back b');
    await speak('de');
    expect(draw()).toBe('Verlauf Zurücknehmen a Zurücknehmen b');
    await speak('fr');
    expect(draw()).toBe('Journal Reprendre a Reprendre b');
  });

  it('keeps to the latest move’s lines for a game of memory', () => {
    const three = [...entries, { version: 2, event: 'c' }, { version: 3, event: 'd' }, { version: 3, event: 'e' }];
    expect(text(renderToString(<GameLog entries={three} ui={ui} names={[]} latestOnly />))).toBe('Log Take back d Take back e');
    expect(text(renderToString(<GameLog entries={three} ui={ui} names={[]} latestOnly={false} />))).toBe('Log Take back a Take back b Take back c Take back d Take back e');
  });

  it('says when nothing has happened', async () => {
    expect(text(renderToString(<GameLog entries={[]} ui={ui} names={[]} />))).toBe('Log Nothing has happened yet.');
    await speak('fr');
    expect(text(renderToString(<GameLog entries={[]} ui={ui} names={[]} />))).toBe('Journal Il ne s’est encore rien passé.');
  });
});

describe('the host’s notices for away guests', () => {
  const seat = (extra: Partial<SeatStatus>): SeatStatus => ({ seat: 1, name: 'Zoé', kind: 'human', level: null, thinking: false, presence: 'away', standIn: null, hints: 0, ...extra });
  const draw = (status: SeatStatus) => text(renderToString(<AwayNotices matchId="m" seats={[status]} />));

  it('say who is away and which bot plays for whom', async () => {
    expect(draw(seat({}))).toMatch(/^Zoé is away: the game waits for them\. Bot level for Zoé Easy Normal Hard Let a bot play$/);
    expect(draw(seat({ standIn: 'easy' }))).toMatch(/^An easy bot plays for Zoé, who is away\. Give the seat back$/);
    expect(draw(seat({ standIn: 'hard', presence: 'connected' }))).toMatch(/^A hard bot plays for Zoé\. Give the seat back$/);
    await speak('de');
    expect(draw(seat({ standIn: 'easy' }))).toBe('Ein leichter Bot spielt für Zoé (gerade weg). Platz zurückgeben');
    expect(draw(seat({}))).toBe('Zoé ist weg: Die Partie wartet. Bot-Stärke für Zoé Leicht Normal Schwer Bot spielen lassen');
    await speak('fr');
    expect(draw(seat({ standIn: 'normal' }))).toBe('Un bot normal joue pour Zoé pendant son absence. Rendre la place');
  });
});

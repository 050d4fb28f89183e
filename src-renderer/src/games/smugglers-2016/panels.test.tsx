/** The table's panels in plain DOM speak the current language. */
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import smugglersOptions from '../../../../shared/games/smugglers-2016/options';
import { smugglers2016 as game } from '../../../../shared/games/smugglers-2016/index';
import { afterTheTest } from '../../../../shared/games/smugglers-2016/testkit';
import type { SmugglersOptions, SmugglersState } from '../../../../shared/games/smugglers-2016/types';
import { i18n } from '../../i18n/i18n';
import { gameOptionsForm } from '../../kit2d/options/testkit';
import { RulesPage } from '../../kit2d/rules/RulesPage';
import { Controls } from './Controls';
import { ProfileOption } from './ProfileOption';
import { smugglersRules } from './rulesOutline';
import { SeatsPanel, roomTip } from './SeatsPanel';

const OPTIONS = { hourglassSeconds: 60, shortGame: false, firstPlayer: 0 };
const NAMES = ['Ann', 'Bob'];

const text = (html: string) => html.replace(/<!-- -->/g, '').replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

function controls(state: SmugglersState, seat: number): string {
  const view = game.viewFor(state, seat);
  return renderToString(
    <Controls view={view} seat={seat} names={NAMES} busy={false} aim={{ current: { strength: null } }} send={() => undefined} sculpt={null} reround={null} />,
  );
}

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('the inspection panel', () => {
  it('names the guesses in English as before', () => {
    const state = afterTheTest();
    const inspector = state.office[0] as number;
    const html = controls(state, inspector);
    const target = NAMES[1 - inspector] as string;
    expect(html).toContain(`aria-label="Guess a stink bomb in ${target}&#x27;s ball"`);
    expect(text(html)).toContain('Inspect: what does the ball hide?');
    expect(text(html)).toContain('(1 stink bomb behind the screen)');
  });

  it('speaks German and French', async () => {
    const state = afterTheTest();
    const inspector = state.office[0] as number;
    const target = NAMES[1 - inspector] as string;
    await i18n.changeLanguage('de');
    let html = controls(state, inspector);
    expect(html).toContain(`aria-label="Bei ${target} auf eine Stinkbombe tippen"`);
    expect(text(html)).toContain('Kontrolle: Was steckt in der Kugel?');
    expect(text(controls(state, 1 - inspector))).toContain('Der Zöllner wählt.');
    await i18n.changeLanguage('fr');
    html = controls(state, inspector);
    expect(html).toContain(`aria-label="Soupçonner une friandise sucrée chez ${target}"`);
    expect(text(html)).toContain('(1 bombe puante derrière le paravent)');
  });
});

describe('the seats panel', () => {
  it('tells each seat’s tokens, bombs and whereabouts in the current language', async () => {
    const state = afterTheTest();
    const view = game.viewFor(state, 0);
    expect(text(renderToString(<SeatsPanel view={view} viewer={0} names={NAMES} />))).toMatch(/\(you\).*(armchair 1|in the junk room)/);
    await i18n.changeLanguage('de');
    const de = renderToString(<SeatsPanel view={view} viewer={0} names={NAMES} />);
    expect(text(de)).toContain('(du)');
    expect(text(de)).toMatch(/Sessel 1/);
    expect(text(de)).toMatch(/in der Rumpelkammer/);
    expect(de).toContain('aria-label="1 Stinkbombe übrig, 0 benutzt"');
  });
});

describe('the seats’ signs', () => {
  it('explain every token, bomb and room on hover, focus and long press', () => {
    const view = game.viewFor(afterTheTest(), 0);
    const html = renderToString(<SeatsPanel view={view} viewer={0} names={NAMES} />);
    for (const sign of ['sm-chip is-sweet', 'sm-chip is-sour', 'sm-seat-bombs', 'sm-seat-room']) {
      expect(html.match(new RegExp(`class="kit-tip ${sign}" tabindex="0"`, 'g'))).toHaveLength(NAMES.length);
    }
  });

  it('say what the rooms and tokens mean, with this game’s winning sets', () => {
    const t = i18n.getFixedT('en', 'smugglers-2016');
    const view = game.viewFor(afterTheTest(), 0);
    const junk = view.players.find((player) => player.room === 'junk');
    if (!junk) throw new Error('nobody in the junk room');
    expect(roomTip(t, junk)).toBe('In the junk room: the ball got stuck twice, or was too light for the office; it may be inspected.');
    expect(t('seats.tip.sweet', { count: 2, one: 7, each: 5 })).toBe('Sweet tokens: 2. The first to hold 7 sweet or 7 sour tokens, or 5 of each, wins.');
  });
});

describe('the rules', () => {
  it('keep their bold terms in every language', async () => {
    expect(renderToString(<RulesPage outline={smugglersRules} />)).toContain('<strong>The boss.</strong> The starting player rolls the die;');
    await i18n.changeLanguage('de');
    expect(renderToString(<RulesPage outline={smugglersRules} />)).toContain('<strong>Der Boss.</strong> Der Startspieler würfelt;');
    await i18n.changeLanguage('fr');
    expect(renderToString(<RulesPage outline={smugglersRules} />)).toContain('<strong>Le chef.</strong> Le premier joueur lance le dé');
  });
});

describe('the options', () => {
  const OptionsForm = gameOptionsForm<SmugglersOptions>('smugglers-2016', smugglersOptions, { className: 'sm-options', own: { physics: ProfileOption } });

  it('offer the hourglass, the short game, the first player and the table’s profile', () => {
    const html = renderToString(<OptionsForm options={{ ...OPTIONS, hourglassSeconds: 90, shortGame: true }} seats={3} onChange={() => undefined} />);
    expect(text(html)).toContain('Hourglass: 90 s');
    expect(html).toMatch(/type="range"[^>]*min="30" max="120" step="10" value="90"/);
    expect(html).toMatch(/type="checkbox"[^>]*checked=""/);
    expect(text(html)).toContain('Short game');
    expect(html).toContain('<option value="0" selected="">Seat 1</option>');
    expect(text(html)).toContain('Physical profile');
    expect(html).toContain('>Standard</option>');
  });
});

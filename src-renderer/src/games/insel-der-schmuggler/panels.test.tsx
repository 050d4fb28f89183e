/** The table's plain-DOM parts speak the current language and show what the viewer may see and do. */
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { MatchUpdate } from '../../../../shared/protocol/messages';
import inselOptions from '../../../../shared/games/insel-der-schmuggler/options';
import { inselTutorial } from '../../../../shared/games/insel-der-schmuggler/tutorial';
import type { InselView } from '../../../../shared/games/insel-der-schmuggler/types';
import { i18n } from '../../i18n/i18n';
import { gameOptionsForm } from '../../kit2d/options/testkit';
import { RulesPage } from '../../kit2d/rules/RulesPage';
import { tagsWith } from '../../kit2d/testing/markup';
import { tableMarkup } from '../../kit2d/testing/table-markup';
import { tutorialNames } from '../../kit2d/testing/tutorial-names';
import { Controls, type ControlsProps } from './Controls';
import { inselUi } from './index';
import { inselRules } from './rulesOutline';
import { SeatsPanel } from './Seats';
import { InselTable } from './Table';
import { loadInselWords, boatView, viewOf } from './testkit';

const NAMES = ['Ann', 'Bob'];
const InselOptionsForm = gameOptionsForm('insel-der-schmuggler', inselOptions);
const text = (html: string) => html.replace(/<!-- -->/g, '').replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

beforeAll(() => loadInselWords());
afterEach(async () => {
  await i18n.changeLanguage('en');
});

function controls(over: Partial<ControlsProps> = {}): string {
  const props: ControlsProps = { view: viewOf(), viewer: 0, step: { kind: 'idle' }, names: NAMES, busy: false, watching: false, send: () => undefined, setStep: () => undefined, pickBoat: () => undefined, error: null, ...over };
  return renderToString(<Controls {...props} />);
}

describe('the controls', () => {
  it('offer the roll, the beam’s two ways, the harbours', () => {
    expect(text(controls({ view: viewOf({ phase: 'roll', dice: null, boats: [boatView(0, 44), boatView(1, 62)] }) }))).toContain('Your turn: roll the dice. Roll the dice');
    const beam = text(controls({ view: viewOf({ phase: 'beam' }) }));
    expect(beam).toContain('Clockwise');
    expect(beam).toContain('Counter-clockwise');
    const harbours = text(controls({ view: viewOf({ phase: 'harbours', dice: null }) }));
    expect(harbours).toContain('Palm Island');
    expect(harbours).toContain('Pineapple Island');
  });

  it('build a move: move my boat or stay; then back; load or just stop', () => {
    expect(text(controls())).toMatch(/Move my boat.*Stay here/);
    expect(text(controls({ step: { kind: 'boat' } }))).toMatch(/Back.*Stay here/);
    const choose = text(controls({ step: { kind: 'choose', field: 41, moves: [{ type: 'sail', to: 41 }, { type: 'load', at: 41 }], back: { kind: 'boat' } } }));
    expect(choose).toContain('Goods lie here: load them, or just stop here?');
    expect(choose).toMatch(/Just stop here.*Load the goods.*Back/);
  });

  it('wait while the bay shows what happened, or while another seat plays; and show a refusal', () => {
    expect(text(controls({ watching: true }))).not.toContain('Move my boat');
    expect(text(controls({ viewer: 1 }))).toContain('Waiting: Ann sails.');
    expect(controls({ error: 'No.' })).toContain('role="alert"');
  });

  it('speak German and French', async () => {
    await i18n.changeLanguage('de');
    expect(text(controls())).toMatch(/Segle bis zu 2 Felder.*Mein Boot bewegen.*Hier bleiben/);
    await i18n.changeLanguage('fr');
    expect(text(controls({ view: viewOf({ phase: 'beam' }) }))).toMatch(/Sens horaire.*Sens antihoraire/);
  });
});

describe('the boats', () => {
  const view: InselView = viewOf({
    boats: [
      boatView(0, 44, { known: true, tile: { origin: 1, destination: 3, value: 3 } }),
      boatView(1, 62, { known: false }),
    ],
    banked: [
      { tiles: [{ origin: 0, destination: 1, value: 1 }], total: 1 },
      { tiles: [], total: 0 },
    ],
  });

  it('show the viewer’s own tile only while he holds “look at my tile”', () => {
    const html = renderToString(<SeatsPanel view={view} viewer={0} names={NAMES} />);
    expect(text(html)).toContain('Look at my tile');
    expect(text(html)).not.toContain('Shell Island');
    expect(html).toContain('aria-pressed="false"');
    expect(text(html)).toMatch(/Bob.*Goods aboard.*In the harbour of Parrot Island/);
    expect(text(html)).toContain('Banked: 1 of 7');
    // The delivered tile is face up for all, and says what it is on hover, focus and long press.
    expect(html).toMatch(/role="img" aria-label="Delivered to Turtle Island: 1 point banked"[^>]*tabindex|tabindex="0"[^>]*role="img" aria-label="Delivered to Turtle Island: 1 point banked"/);
  });

  it('explain their signs: the first player’s star, the banked total, the goods aboard', () => {
    const html = renderToString(<SeatsPanel view={view} viewer={0} names={NAMES} />);
    expect(html).toContain('aria-label="First player (played the first turn)"');
    const total = tagsWith(html, 'data-total')[0];
    expect(total?.attributes).toContain('tabindex="0"');
    expect(total?.text).toBe('Banked: 1 of 7 1/7');
    // Another boat's goods: what only its owner knows, and what the beam does to them.
    expect(tagsWith(html, 'tabindex').some((tag) => tag.text === 'Goods aboard')).toBe(true);
  });

  it('mark a caught boat until its next turn: what it lost for its owner, only that it lost goods for the others', () => {
    const tile = { origin: 1, destination: 0, value: 2 } as const;
    const own = text(renderToString(<SeatsPanel view={view} viewer={0} names={NAMES} caught={[{ lost: tile }, null]} />));
    expect(own).toContain('Caught: lost goods for Palm Island (worth 2)');
    const other = renderToString(<SeatsPanel view={view} viewer={1} names={NAMES} caught={[{ lost: null }, null]} />);
    expect(text(other)).toContain('Caught: goods overboard');
    expect(other).not.toContain('Palm Island');
    expect(tagsWith(other, 'data-testid').filter((tag) => tag.value === 'insel-caught')).toHaveLength(1);
    expect(renderToString(<SeatsPanel view={view} viewer={1} names={NAMES} />)).not.toContain('insel-caught');
  });

  it('mark a catch in German and French', async () => {
    const tile = { origin: 1, destination: 0, value: 2 } as const;
    await i18n.changeLanguage('de');
    expect(text(renderToString(<SeatsPanel view={view} viewer={0} names={NAMES} caught={[{ lost: tile }, { lost: null }]} />))).toMatch(/Erwischt: Ware zur Palmeninsel \(Wert 2\) verloren.*Erwischt: Ware über Bord/);
    await i18n.changeLanguage('fr');
    expect(text(renderToString(<SeatsPanel view={view} viewer={0} names={NAMES} caught={[{ lost: tile }, { lost: null }]} />))).toMatch(/Pris : marchandise pour l’île aux Palmiers \(valeur 2\) perdue.*Pris : marchandise à la mer/);
  });

  it('offer a peek at the viewer’s own boat only', () => {
    const html = renderToString(<SeatsPanel view={view} viewer={1} names={NAMES} />);
    expect(html).not.toContain('insel-peek');
    expect(html).not.toContain('data-cargo="known"');
  });
});

describe('the options', () => {
  const options = { rocks: 0, rockPlacement: 'turns', startHarbours: 'choose', firstPlayer: null } as const;
  it('ask who places the rocks only when there are rocks', () => {
    expect(text(renderToString(<InselOptionsForm options={options} seats={3} onChange={() => undefined} />))).not.toContain('Rocks placed by');
    const withRocks = text(renderToString(<InselOptionsForm options={{ ...options, rocks: 2 }} seats={3} onChange={() => undefined} />));
    expect(withRocks).toContain('Rocks placed by');
    expect(withRocks).toContain('Seat 3');
  });

  it('offer 3 more rocks only to more than 2 players: with 2 the strait\'s rock is one of the box\'s 3', () => {
    // The rocks' choices: the form's first list.
    const offered = (seats: number) => [...(renderToString(<InselOptionsForm options={options} seats={seats} onChange={() => undefined} />).split('</select>')[0] ?? '').matchAll(/<option value="(\d)"/g)].map((found) => found[1]);
    expect(offered(2)).toEqual(['0', '1', '2']);
    expect(offered(3)).toEqual(['0', '1', '2', '3']);
  });
});

describe('the rules', () => {
  it('keep their bold terms in every language', async () => {
    expect(renderToString(<RulesPage outline={inselRules} />)).toContain('<strong>Turn the beam first.</strong>');
    await i18n.changeLanguage('de');
    expect(renderToString(<RulesPage outline={inselRules} />)).toContain('<strong>Erst den Lichtstrahl drehen.</strong>');
    await i18n.changeLanguage('fr');
    expect(renderToString(<RulesPage outline={inselRules} />)).toContain('<strong>Tourner d’abord le faisceau.</strong>');
  });
});

describe('the table', () => {
  it('draws the bay’s loading line and the controls beside it', () => {
    const view = viewOf({ phase: 'roll', dice: null });
    const update = { type: 'match', matchId: 'm', game: 'insel-der-schmuggler', viewer: 0, version: 3, view, activeSeats: [0], seats: [], events: [], fullLog: true, canUndo: false, result: null, saveError: null, hostProblem: null, lan: null, clock: null } satisfies MatchUpdate;
    const html = tableMarkup(InselTable, view, update);
    expect(text(html)).toContain('Loading the bay');
    expect(text(html)).toContain('Your turn: you take goods on Palm Island, then roll.');
    expect(html).toContain('data-testid="insel-roll"');
  });

  it('takes the public log into its side column, under the goods, so that the bay has the width', () => {
    expect(inselUi.logPlace).toBe('table');
    const view = viewOf({ phase: 'roll', dice: null });
    const update = { type: 'match', matchId: 'm', game: 'insel-der-schmuggler', viewer: 0, version: 3, view, activeSeats: [0], seats: [], events: [], fullLog: true, canUndo: false, result: null, saveError: null, hostProblem: null, lan: null, clock: null } satisfies MatchUpdate;
    const html = tableMarkup(InselTable, view, update, { log: <section className="game-log">The log</section> });
    const side = html.slice(html.indexOf('<aside'), html.indexOf('</aside>'));
    expect(side.indexOf('data-testid="insel-goods"')).toBeGreaterThan(0);
    expect(side.indexOf('The log')).toBeGreaterThan(side.indexOf('data-testid="insel-goods"'));
  });

  it('names every part its guided first game points at: the bay, the controls, the dice, the boats and the goods', () => {
    const view = viewOf({ boats: [boatView(0, 57, { known: true, tile: { origin: 0, destination: 4, value: 2 } }), boatView(1, 56, { known: false })] });
    const update = { type: 'match', matchId: 'm', game: 'insel-der-schmuggler', viewer: 0, version: 3, view, activeSeats: [0], seats: [], events: [], fullLog: true, canUndo: false, result: null, saveError: null, hostProblem: null, lan: null, clock: null } satisfies MatchUpdate;
    const html = tableMarkup(InselTable, view, update);
    const named = tutorialNames(html);
    for (const step of inselTutorial.steps) if (step.target !== null) expect(named, step.id).toContain(step.target);
    // The viewer's own boat and the other one apart: a step points at one or the other.
    expect(tagsWith(html, 'data-tutorial').filter((tag) => tag.value === 'own-seat').map((tag) => tag.text)).toEqual([expect.stringContaining('(you)')]);
  });

  it('marks the boat the beam caught on its panel, with the goods its owner knew', () => {
    const tile = { origin: 1, destination: 4, value: 3 } as const;
    const view = viewOf({ phase: 'throw', turn: 1, activeSeats: [1], toThrow: [0], boats: [boatView(0, 45, { known: true, tile }), boatView(1, 62)] });
    const events = [
      { version: 6, event: { type: 'rolled', seat: 1, dice: { smuggler: 2, lighthouse: 'red2' } } },
      { version: 6, event: { type: 'caught', seats: [0], beam: 5 } },
    ];
    const update = { type: 'match', matchId: 'm', game: 'insel-der-schmuggler', viewer: 0, version: 6, view, activeSeats: [1], seats: [], events, fullLog: true, canUndo: false, result: null, saveError: null, hostProblem: null, lan: null, clock: null } satisfies MatchUpdate;
    const html = tableMarkup(InselTable, view, update);
    expect(text(html)).toContain('Caught: lost goods for Pineapple Island (worth 3)');
  });
});

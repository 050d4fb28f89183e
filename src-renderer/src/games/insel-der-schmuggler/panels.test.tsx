/** The table's plain-DOM parts speak the current language and show what the viewer may see and do. */
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { MatchUpdate } from '../../../../shared/protocol/messages';
import inselOptions from '../../../../shared/games/insel-der-schmuggler/options';
import type { InselView } from '../../../../shared/games/insel-der-schmuggler/types';
import { i18n } from '../../i18n/i18n';
import { gameOptionsForm } from '../../kit2d/options/testkit';
import { RulesPage } from '../../kit2d/rules/RulesPage';
import { TableMemories } from '../../stores/tableMemory';
import { Controls, type ControlsProps } from './Controls';
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
    // The delivered tile is face up for all.
    expect(html).toContain('title="to Turtle Island, worth 1"');
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
    const html = renderToString(
      <InselTable
        update={update}
        view={view}
        seat={0}
        seats={[]}
        submit={() => Promise.resolve({ ok: true })}
        reducedMotion={false}
        memory={new TableMemories().of('m')}
        holdAfter={() => undefined}
      />,
    );
    expect(text(html)).toContain('Loading the bay');
    expect(text(html)).toContain('Your turn: you take goods on Palm Island, then roll.');
    expect(html).toContain('data-testid="insel-roll"');
  });
});

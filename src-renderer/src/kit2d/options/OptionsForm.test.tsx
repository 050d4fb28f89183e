import { Children, type ReactElement, type ReactNode, isValidElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { OptionRow } from '../../../../shared/engine/options-form';
import { CheckRow } from './CheckRow';
import { OptionRows, OptionsForm } from './OptionsForm';
import { RangeRow } from './RangeRow';

/** A small game's options (its words missing from the namespace, so shown as their keys): a yes/no, a named choice shown only for the long game, a count, a slider and the first seat. */
const ROWS: readonly OptionRow<unknown>[] = [
  { kind: 'check', option: 'longGame', label: 'Long game', hint: 'Sixteen rounds.' },
  {
    kind: 'choice',
    option: 'harbours',
    label: 'Harbours',
    choices: [
      { value: 'choose', label: 'Chosen' },
      { value: 'random', label: 'Drawn' },
    ],
    shownWhen: (options) => (options as { longGame: boolean }).longGame,
  },
  { kind: 'count', option: 'robots', label: 'Robots', none: 'No robots', counted: 'Some robots', range: (seats) => ({ least: seats === 1 ? 2 : 0, most: 3 }) },
  { kind: 'range', option: 'seconds', label: 'Seconds', min: 30, max: 120, step: 10 },
  { kind: 'firstSeat', option: 'first', label: 'First player', random: 'Drawn at random', seat: 'Seat' },
  { kind: 'own', option: 'profile' },
];
const OPTIONS = { longGame: false, harbours: 'choose', robots: 0, seconds: 60, first: null };
/** The words as their keys, told their values: what the form asks for shows. */
const say = (key: string, values: Readonly<Record<string, unknown>> = {}) => [key, ...Object.entries(values).map(([name, value]) => `${name}=${String(value)}`)].join(' ');
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

function draw(options: object, seats: number): string {
  return renderToString(<OptionsForm namespace="shell" rows={ROWS} look={{ className: 'toy-options' }} options={options} seats={seats} onChange={() => undefined} />);
}

/** The first element of a tree (rendered as plain functions, hook-free components included) of this type. */
function find(node: ReactNode, type: string): ReactElement<Record<string, unknown>> | null {
  if (!isValidElement<{ children?: ReactNode }>(node)) return null;
  if (node.type === type) return node as ReactElement<Record<string, unknown>>;
  if (typeof node.type === 'function') return find((node.type as (props: unknown) => ReactNode)(node.props), type);
  for (const child of Children.toArray(node.props.children)) {
    const found = find(child, type);
    if (found) return found;
  }
  return null;
}

describe('the options form', () => {
  it('draws a row for each option of the schema, in order, in the game’s look', () => {
    const html = draw(OPTIONS, 3);
    expect(html).toMatch(/^<div class="toy-options">/);
    expect(html).toMatch(/type="checkbox"/);
    expect(html).not.toMatch(/type="checkbox"[^>]*checked=""/);
    expect(html).toMatch(/type="range"[^>]*min="30" max="120" step="10" value="60"/);
    const words = text(html);
    expect(words.indexOf('Long game')).toBeLessThan(words.indexOf('Robots'));
    expect(words.indexOf('Robots')).toBeLessThan(words.indexOf('Seconds'));
    expect(words.indexOf('Seconds')).toBeLessThan(words.indexOf('First player'));
    // The first seat lists the seats at the table.
    expect(html.match(/<option value="\d">Seat</g)).toHaveLength(3);
  });

  it('tells the slider’s label its value', () => {
    const row = ROWS[3];
    if (row?.kind !== 'range') throw new Error('the slider is the fourth row');
    const html = renderToString(<RangeRow row={row} values={OPTIONS} seats={3} id="s" hintId="s-hint" say={say} change={() => undefined} />);
    expect(text(html)).toContain('Seconds value=60');
  });

  it('shows a row only when its options call for it', () => {
    expect(text(draw(OPTIONS, 3))).not.toContain('Harbours');
    expect(text(draw({ ...OPTIONS, longGame: true }, 3))).toContain('Harbours');
  });

  it('offers the counts this table allows and names 0 apart', () => {
    const counts = (seats: number) => [...draw(OPTIONS, seats).matchAll(/<option value="(\d)"( selected="")?>(No robots|Some robots)/g)].map((m) => `${m[1]}${m[2] ? '*' : ''}`);
    expect(counts(3)).toEqual(['0*', '1', '2', '3']);
    // One seat needs 2 at least: the 0 chosen for a bigger table shows as 2.
    expect(counts(1)).toEqual(['2*', '3']);
  });

  it('describes a control by its hint', () => {
    const html = draw(OPTIONS, 3);
    const described = /aria-describedby="([^"]+)"/.exec(html)?.[1];
    expect(html).toContain(`id="${described}" class="hint check-hint">Sixteen rounds.`);
  });

  it('reports the whole options, changed, when a checkbox is ticked', () => {
    const reported: unknown[] = [];
    const rows = OptionRows({ rows: ROWS, own: undefined, options: OPTIONS, seats: 3, onChange: (next) => reported.push(next), base: 'f', say });
    const checkRow = rows.find((row) => isValidElement(row) && row.type === CheckRow);
    const box = find(checkRow, 'input');
    expect(box?.props.type).toBe('checkbox');
    (box?.props.onChange as (event: { target: { checked: boolean } }) => void)({ target: { checked: true } });
    expect(reported).toEqual([{ ...OPTIONS, longGame: true }]);
  });

  it('hands the game’s own option to its own control', () => {
    const Profile = ({ options }: { options: unknown }) => <b>profile of {(options as { seconds: number }).seconds}</b>;
    const html = renderToString(<OptionsForm namespace="shell" rows={ROWS} look={{ className: 'toy-options', own: { profile: Profile } }} options={OPTIONS} seats={3} onChange={() => undefined} />);
    expect(html).toContain('<b>profile of <!-- -->60</b>');
  });
});

/**
 * The table as the server renderer draws it for each seat in each phase: the
 * DOM contract the end-to-end tests drive (Table.tsx), what each seat may
 * press, and what each may see. (What the buttons and keys send is
 * offer.test.ts's: the buttons are drawn from the same offer.)
 */
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Viewer } from '../../../../shared/engine/contract';
import { fieldOf } from '../../../../shared/games/schmuggler-an-bord/goods';
import sabOptions from '../../../../shared/games/schmuggler-an-bord/options';
import type { Fact, SabState } from '../../../../shared/games/schmuggler-an-bord/types';
import { gameOptionsForm } from '../../kit2d/options/testkit';
import { RulesPage } from '../../kit2d/rules/RulesPage';
import { TableMemories } from '../../stores/tableMemory';
import { sabRules } from './rulesOutline';
import { SabTable } from './Table';
import { loadSabWords, objectionsState, overState, searchState, setupState, suspectState, tableState, updateOf, viewOf } from './testkit';
import { buttons, tagsWith, textOf } from '../../kit2d/testing/markup';

beforeAll(() => loadSabWords());

function draw(state: SabState, viewer: Viewer): string {
  const view = viewOf(state, viewer);
  return renderToString(
    <SabTable
      update={updateOf(view)}
      view={view}
      seat={viewer === 'spectator' ? null : viewer}
      seats={updateOf(view).seats}
      submit={() => Promise.resolve({ ok: true })}
      reducedMotion={false}
      memory={new TableMemories().of('m')}
      holdAfter={() => undefined}
    />,
  );
}

const SabOptionsForm = gameOptionsForm('schmuggler-an-bord', sabOptions);

describe('the root', () => {
  it('says the phase, the version and whose view it is', () => {
    expect(draw(tableState(), 1)).toMatch(/<section class="sab-table" data-testid="sab-table" data-phase="roll" data-version="5" data-seat="1"/);
    expect(draw(searchState(), 'spectator')).toContain('data-phase="search" data-version="5" data-seat="spectator"');
  });
});

describe('the board', () => {
  it('shows the thirty fields, named by their goods, with or without their cards', () => {
    const ring = draw(tableState(), 0);
    expect(ring.match(/class="sab-field[^"]*" style="[^"]*" data-field="\d+" data-card="(yes|no)" role="img" aria-label="[^"]+"/g)).toHaveLength(30);
    // 8 cards drawn in the setup and the stamps taken since: 21 still lie on their fields.
    expect(ring.match(/data-card="yes"/g)).toHaveLength(21);
    expect(ring).toContain('data-field="2" data-card="no" role="img" aria-label="Gold"');
    expect(ring).toContain('data-field="3" data-card="yes" role="img" aria-label="Furs"');
  });

  it('puts the pawn, the die and the kitty on it', () => {
    const html = draw(tableState(), 0);
    expect(html).toMatch(/data-pawn="" data-field="4"/);
    expect(tagsWith(html, 'data-die')[0]?.text).toBe('2');
    expect(tagsWith(html, 'data-kitty')[0]?.text).toBe('3');
    expect(tagsWith(draw(setupState(), 0), 'data-die')[0]?.text).toBe('');
  });

  it('marks the field the round is about, and shows its good on the ship with the chain so far', () => {
    const html = draw(suspectState(), 0);
    expect(html).toMatch(/class="sab-field[^"]*is-sought[^"]*"[^>]*data-field="16"/);
    expect(html).toContain('data-shown="sought" data-good="tea"');
    expect(tagsWith(draw(searchState(), 'spectator'), 'data-shown')[0]?.text).toBe('Tea Sought');
    expect(textOf(draw(searchState(), 'spectator'))).toContain('Bob → Cleo → Ann (“myself”)');
  });

  it('shows the card found, to everyone, until the next roll', () => {
    const facts: Fact[] = [
      ...suspectState([{ by: 1, suspect: 1 }]).facts,
      { type: 'objections', seat: 1, objectors: [0] },
      { type: 'found', seat: 1, index: 2, good: 'tea' },
      { type: 'paid', seat: 0, chips: 1, owed: 1 },
    ];
    // The pawn stays on the tea's field until the next roll.
    const html = draw(tableState({ turn: 2, pawn: fieldOf('tea'), facts }), 'spectator');
    expect(tagsWith(html, 'data-found')[0]?.text).toBe('Tea Found by Bob');
    expect(html).toMatch(/data-seat-panel="0" data-objects="yes"/);
    expect(html).toMatch(/data-seat-panel="2" data-objects="no"/);
  });
});

describe('the setup', () => {
  it('lets only the seat that draws now press a face-down card', () => {
    const drawer = buttons(draw(setupState(), 1), 'data-slot');
    expect(drawer).toHaveLength(29);
    expect(drawer.every((slot) => !slot.disabled)).toBe(true);
    expect(drawer.map((slot) => slot.value)).not.toContain('4');
    for (const viewer of [0, 2, 'spectator'] as const) expect(buttons(draw(setupState(), viewer), 'data-slot').every((slot) => slot.disabled)).toBe(true);
  });
});

describe('the actions', () => {
  it('offer the roll to the roller alone', () => {
    expect(buttons(draw(tableState(), 1), 'data-action').map((b) => [b.value, b.disabled, b.text])).toEqual([['roll', false, 'R Roll the die']]);
    expect(buttons(draw(tableState(), 0), 'data-action')).toEqual([]);
    expect(buttons(draw(tableState(), 'spectator'), 'data-action')).toEqual([]);
  });

  // Each button wears its key (the first word here), hidden from screen readers: their name is the rest.
  it('offer every seat as a suspect, his own as Myself, to the seat that names', () => {
    const named = buttons(draw(suspectState([{ by: 1, suspect: 2 }]), 2), 'data-suspect');
    expect(named.map((b) => [b.value, b.text])).toEqual([
      ['0', '1 Ann'],
      ['1', '2 Bob'],
      ['2', '3 Myself'],
    ]);
    expect(buttons(draw(suspectState([{ by: 1, suspect: 2 }]), 1), 'data-suspect')).toEqual([]);
  });

  it('ask the seats still deciding whether to object, and only them', () => {
    expect(buttons(draw(objectionsState([null, null, true]), 0), 'data-object').map((b) => [b.value, b.text])).toEqual([
      ['yes', 'O Object'],
      ['no', 'P Let it pass'],
    ]);
    expect(buttons(draw(objectionsState([null, null, true]), 2), 'data-object')).toEqual([]);
    expect(buttons(draw(objectionsState([null, null, true]), 1), 'data-object')).toEqual([]);
  });

  it('give the searcher his places, the turned one disabled', () => {
    const places = buttons(draw(searchState(), 0), 'data-place');
    expect(places.map((p) => [p.value, p.disabled])).toEqual([
      ['0', true],
      ['1', false],
    ]);
    for (const viewer of [1, 2, 'spectator'] as const) expect(buttons(draw(searchState(), viewer), 'data-place')).toEqual([]);
  });

  it('offer nothing at the end, and say who won', () => {
    const html = draw(overState(), 0);
    for (const attribute of ['data-action', 'data-suspect', 'data-object', 'data-place', 'data-slot']) expect(buttons(html, attribute)).toEqual([]);
    expect(textOf(html)).toContain('Cleo wins with 20 points.');
  });
});

describe('what each seat sees', () => {
  it('the faces of the turned cards, for the searcher alone', () => {
    const searcher = tagsWith(draw(searchState(), 0), 'data-seen');
    expect(searcher.map((seen) => [seen.value, seen.text])).toEqual([['gold', 'Gold']]);
    for (const viewer of [1, 2, 'spectator'] as const) {
      const html = draw(searchState(), viewer);
      expect(tagsWith(html, 'data-seen')).toEqual([]);
      expect(html).not.toContain('aria-label="Place 1: Gold"');
      // Which places he turned is public.
      expect(html).toContain('data-row-place="0" role="img" aria-label="Place 1, turned over"');
    }
  });

  it('the objection decisions only as “decided” until all are in', () => {
    const html = draw(objectionsState([true, null, null]), 2);
    expect(html).toMatch(/data-seat-panel="0" data-decided="yes"/);
    expect(html).toMatch(/data-seat-panel="2" data-decided="no"/);
    expect(html).not.toContain('data-objects=');
    expect(textOf(html)).not.toContain('objects');
  });

  it('each seat’s chips and cards as numbers, and the chain as arrows between the seats', () => {
    const html = draw(searchState(), 'spectator');
    expect(tagsWith(html, 'data-chips').map((tag) => tag.text)).toEqual(['12', '11', '10']);
    expect(tagsWith(html, 'data-cards').map((tag) => tag.text)).toEqual(['2', '3', '3']);
    expect(tagsWith(html, 'data-suspicion').map((tag) => [tag.tag, tag.value])).toEqual([
      ['g', '1-2'],
      ['g', '2-0'],
      ['g', '0-0'],
    ]);
    expect(html).toMatch(/<svg class="sab-arrows"[^>]*>.*data-suspicion="1-2"/);
  });
});

describe('the news', () => {
  it('shows the latest event; the whole record only with the open history', () => {
    const plain = draw(searchState(), 1);
    expect(tagsWith(plain, 'data-news')[0]?.text).toBe('Ann turns over the card at place 1.');
    expect(plain).not.toContain('data-history');
    const open = draw({ ...searchState(), options: { openHistory: true, firstPlayer: 0 } }, 1);
    const history = tagsWith(open, 'data-history')[0]?.text ?? '';
    expect(history).toContain('Ann takes the stamps from the board.');
    expect(history).toContain('Bob to Cleo: “You have the tea.”');
    expect(history.indexOf('stamps')).toBeLessThan(history.indexOf('turns over'));
  });
});

describe('the options and the rules', () => {
  it('offer the open history and the first player', () => {
    const html = renderToString(<SabOptionsForm options={{ openHistory: true, firstPlayer: 2 }} seats={4} onChange={() => undefined} />);
    expect(html).toMatch(/type="checkbox"[^>]*checked=""/);
    expect(textOf(html)).toContain('Open history');
    expect(html.match(/<option /g)).toHaveLength(5);
    expect(html).toContain('<option value="2" selected="">Seat 3</option>');
  });

  it('keep their bold terms', () => {
    const html = renderToString(<RulesPage outline={sabRules} />);
    expect(html).toContain('<strong>A card on the field:</strong>');
    expect(textOf(html)).toContain('14 cards (three players), 12 (four), 10 (five) or 8 (six)');
  });
});

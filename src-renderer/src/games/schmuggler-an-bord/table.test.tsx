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
import { sabRules } from './rulesOutline';
import { SabTable } from './Table';
import { loadSabWords, objectionsState, overState, searchState, setupState, suspectState, tableState, updateOf, viewOf } from './testkit';
import { attributeOf, buttons, tagsWith, textOf } from '../../kit2d/testing/markup';
import { tableMarkup } from '../../kit2d/testing/table-markup';

beforeAll(() => loadSabWords());

function draw(state: SabState, viewer: Viewer): string {
  const view = viewOf(state, viewer);
  return tableMarkup(SabTable, view, updateOf(view));
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
    const fields = tagsWith(ring, 'data-card');
    expect(fields.map((field) => attributeOf(field, 'data-field'))).toEqual(Array.from({ length: 30 }, (_, i) => String(i)));
    expect(fields.every((field) => field.value === 'yes' || field.value === 'no')).toBe(true);
    // 8 cards drawn in the setup and the stamps taken since: 21 still lie on their fields.
    expect(fields.filter((field) => field.value === 'yes')).toHaveLength(21);
    // Each field is a named sign with its tip (the kit's, not a title a keyboard never opens).
    for (const field of fields) {
      expect(attributeOf(field, 'class')).toMatch(/^kit-tip sab-field\b/);
      expect(attributeOf(field, 'role')).toBe('img');
      expect(field.attributes).not.toContain('title=');
    }
    const name = (field: number) => attributeOf(fields[field], 'aria-label');
    expect(name(2)).toBe('Gold: empty field');
    expect(name(3)).toBe('Furs: its card lies on the field');
    expect(name(4)).toBe('Stamps: empty field · the pawn stands here');
  });

  it('is one tab stop, on the pawn’s field: the arrows go round from there', () => {
    const fields = tagsWith(draw(tableState(), 0), 'data-card');
    const stops = fields.filter((field) => attributeOf(field, 'tabindex') === '0');
    expect(stops.map((field) => attributeOf(field, 'data-field'))).toEqual(['4']);
    expect(fields.filter((field) => attributeOf(field, 'tabindex') === '-1')).toHaveLength(29);
    // The ring is one group with its name.
    expect(draw(tableState(), 0)).toContain('<div class="sab-ring" role="group" aria-label="The board: thirty fields round the ship">');
  });

  it('names only the good of a field in the setup, when no card lies on the ring yet', () => {
    const fields = tagsWith(draw(setupState(), 0), 'data-card');
    expect(attributeOf(fields[2], 'aria-label')).toBe('Gold');
  });

  it('puts the pawn, the die and the kitty on it', () => {
    const html = draw(tableState(), 0);
    expect(html).toMatch(/data-pawn="" data-field="4"/);
    expect(tagsWith(html, 'data-die')[0]?.text).toBe('2');
    expect(tagsWith(html, 'data-kitty')[0]?.text).toBe('3');
    // Before the first roll no die lies on the board (a blank one said nothing).
    expect(tagsWith(draw(setupState(), 0), 'data-die')).toEqual([]);
  });

  it('marks the field the round is about, and shows its good on the ship with the chain so far', () => {
    const html = draw(suspectState(), 0);
    expect(html).toMatch(/class="kit-tip sab-field[^"]*is-sought[^"]*"[^>]*data-field="16"/);
    expect(attributeOf(tagsWith(html, 'data-card')[16], 'aria-label')).toBe('Tea: empty field · the pawn stands here · the round is about this field');
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
      ['0', '1 Ann names next'],
      ['1', '2 Bob searches at once'],
      ['2', '3 Myself you search your cards'],
    ]);
    expect(buttons(draw(suspectState([{ by: 1, suspect: 2 }]), 1), 'data-suspect')).toEqual([]);
  });

  it('say on each suspect where naming him leads, before the player commits', () => {
    const html = draw(suspectState([{ by: 1, suspect: 2 }]), 2);
    // Bob made the first suspicion: naming him ends the round, and he searches at once.
    expect(html).toMatch(/data-suspect="1"[^>]*data-lead="searchesNow"[^>]*title="Bob already made a suspicion in this round: naming Bob ends the round, and Bob searches at once."/);
    expect(html).toMatch(/data-suspect="0"[^>]*data-lead="namesNext"/);
    // The roller's own "myself" is a claim the others may object to.
    expect(buttons(draw(suspectState(), 1), 'data-suspect').map((b) => b.text)).toContain('2 Myself the others may object');
  });

  it('ask the seats still deciding whether to object, and only them', () => {
    expect(buttons(draw(objectionsState([null, null, true]), 0), 'data-object').map((b) => [b.value, b.text])).toEqual([
      ['yes', 'O Object'],
      ['no', 'P Let it pass'],
    ]);
    // Each says where it leads before the player commits.
    expect(draw(objectionsState([null, null, true]), 0)).toContain('title="If Bob has the tea, you pay 1 chip into the kitty; if not, Bob pays 1 chip for each objector."');
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

  it('show at the end how each seat’s score came about: its cards ×2 plus its chips', () => {
    const scores = tagsWith(draw(overState(), 'spectator'), 'data-score');
    expect(scores.map((score) => [score.value, score.text])).toEqual([
      ['16', '2 cards × 2 + 12 chips = 16'],
      ['17', '3 cards × 2 + 11 chips = 17'],
      ['20', '10 cards × 2 + 0 chips = 20'],
    ]);
    expect(tagsWith(draw(tableState(), 'spectator'), 'data-score')).toEqual([]);
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

describe('the latest announcement, where it happened', () => {
  it('speaks at the seat that spoke, and slides the card named into that seat’s row', () => {
    const html = draw(setupState(), 1);
    expect(tagsWith(html, 'data-said').map((said) => [said.value, said.text])).toEqual([['0', 'Ann says “I have the gold.”']]);
    expect(html).toMatch(/data-seat-panel="0"[\s\S]*data-arriving="gold"[\s\S]*data-seat-panel="1"/);
    const suspicion = draw(suspectState([{ by: 1, suspect: 2 }]), 0);
    expect(tagsWith(suspicion, 'data-said').map((said) => [said.value, said.text])).toEqual([['1', 'Bob says “Cleo, you have the tea.”']]);
  });

  it('shows nothing older than the latest announcement, with open history too (RULINGS 3)', () => {
    const open = draw({ ...searchState(), options: { openHistory: true, firstPlayer: 0 } }, 1);
    // The history lists the stamps taken and the suspicions; the seats say only the latest (a card turned over: nothing said).
    expect(tagsWith(open, 'data-said')).toEqual([]);
    expect(tagsWith(open, 'data-arriving')).toEqual([]);
    const plain = draw(searchState(), 1);
    expect(tagsWith(plain, 'data-said')).toEqual([]);
    expect(textOf(plain)).not.toContain('the stamps');
  });
});

describe('the tips', () => {
  it('explain every count and sign on hover and keyboard focus', () => {
    const html = draw(objectionsState([true, null, null]), 2);
    expect(html).toMatch(/<span class="kit-tip sab-seat-cards" tabindex="0">/);
    expect(html).toMatch(/<span class="kit-tip sab-seat-chips" tabindex="0">/);
    expect(html).toMatch(/<span class="kit-tip sab-tag is-decided" tabindex="0" data-tag="decided">/);
    expect(html).toMatch(/<span class="kit-tip sab-corner sab-corner--kitty" tabindex="0"[^>]*>/);
    expect(html).toContain('role="img" aria-label="The die: the latest roll, 2. The ship moves that many fields clockwise."');
    expect(html).toMatch(/<span class="kit-tip sab-face-card" tabindex="0">/);
    // The turn marker is a sign with its name: it is Bob’s turn.
    expect(html).toContain('<span class="kit-tip sab-seat-marker is-on" tabindex="0" role="img" aria-label="Bob’s turn">');
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

/**
 * The table as the server renderer draws it for each seat in each step: the
 * DOM contract the end-to-end tests drive (Table.tsx), what each seat may
 * press, and what each may see. (What the buttons and keys send is
 * offer.test.ts's: the buttons are drawn from the same offer.)
 */
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Viewer } from '../../../../shared/engine/contract';
import { KINDS } from '../../../../shared/games/smugglers-2025/goods';
import s25Options from '../../../../shared/games/smugglers-2025/options';
import type { S25Options, S25State } from '../../../../shared/games/smugglers-2025/types';
import { gameOptionsForm } from '../../kit2d/options/testkit';
import { RulesPage } from '../../kit2d/rules/RulesPage';
import { KIND_ICONS } from './kindIcons';
import { s25Rules } from './rulesOutline';
import { S25Table } from './Table';
import { closedMarketState, doubleState, drawState, loadS25Words, overState, robotKeptState, smuggleState, soloOverState, updateOf, viewOf } from './testkit';
import { attributeOf, buttons, tagsWith, textOf } from '../../kit2d/testing/markup';
import { tableMarkup } from '../../kit2d/testing/table-markup';

beforeAll(() => loadS25Words());

function draw(state: S25State, viewer: Viewer, reducedMotion = false): string {
  const view = viewOf(state, viewer);
  return tableMarkup(S25Table, view, updateOf(view), { reducedMotion });
}

const S25OptionsForm = gameOptionsForm('smugglers-2025', s25Options);

describe('the root', () => {
  it('says the step, the version, whose view it is and the round', () => {
    expect(draw(smuggleState(), 1)).toMatch(/<section class="s25-table" data-testid="s25-table" data-phase="smuggle" data-version="5" data-seat="1" data-round="2"/);
    expect(draw(drawState(), 'spectator')).toContain('data-phase="draw" data-version="5" data-seat="spectator" data-round="2"');
    expect(draw(overState(), 0)).toMatch(/class="s25-table is-over"[^>]*data-phase="over"/);
  });
});

describe('the supply', () => {
  it('shows the customs card with its effect, the round, the market, the deck and the discard pile', () => {
    const html = draw(smuggleState(), 0);
    expect(tagsWith(html, 'data-customs').map((tag) => [tag.value, tag.text])).toEqual([['teaBan', 'Customs card Round 2 / 12 Tea Ban Tea is discarded.']]);
    expect(textOf(html)).toContain('10 customs cards left · 2 robots');
    // Not the viewer's turn to draw: the market's cards are signs with a tip, in the tab order.
    expect(tagsWith(html, 'data-market').map((tag) => [tag.tag, tag.value, attributeOf(tag, 'role'), attributeOf(tag, 'tabindex')])).toEqual([
      ['span', 'silk', 'img', '0'],
      ['span', 'fruits', 'img', '0'],
      ['span', 'bagOfGems', 'img', '0'],
    ]);
    expect(attributeOf(tagsWith(html, 'data-market')[0], 'aria-label')).toBe('Silk (legal). Sets of 3: one scores 1, two score 5, three score 20. A fourth card starts a new set.');
    const deck = tagsWith(html, 'data-deck-count')[0];
    const discard = tagsWith(html, 'data-discard-count')[0];
    expect(deck?.text).toBe(deck?.value);
    expect(Number(deck?.value)).toBe(viewOf(smuggleState(), 0).deckCount);
    expect([discard?.value, discard?.text]).toEqual(['2', '2']);
    expect(html).toContain('aria-label="Discard pile: 2 cards, Rat poison on top. Rat poison (illegal). Poison. 10 points; discarded when it is the only poison revealed."');
  });

  it('draws each card with its name, its picture, its rule and its legality', () => {
    const html = draw(smuggleState(), 0);
    expect(html).toMatch(/<span class="s25-card s25-card--medium is-legal" aria-hidden="true"><span class="s25-card-name">Silk<\/span><svg[^>]*>.*?<\/svg><span class="s25-card-rule">1 = 1 · 2 = 5 · 3 = 20<\/span><\/span>/);
    expect(html).toMatch(/<span class="s25-card s25-card--large is-illegal" aria-hidden="true"><span class="s25-card-name">Crossbow<\/span>/);
    expect(Object.keys(KIND_ICONS).sort()).toEqual([...KINDS].sort());
  });

  it('marks a long-game card, and closes the market under Closed Market', () => {
    const html = draw(closedMarketState(), 0);
    expect(tagsWith(html, 'data-customs')[0]?.text).toBe('Customs card Round 2 / 12 Closed Market L Draw only from the deck this round.');
    expect(textOf(html)).toContain('Closed this round');
    expect(buttons(html, 'data-market')).toEqual([]);
    expect(buttons(html, 'data-action').map((b) => b.value)).toEqual(['draw-deck', 'discard']);
  });
});

describe('the seats', () => {
  it('show each seat’s goods in front, one element per card stacked by kind, and their score', () => {
    const html = draw(drawState(), 'spectator');
    expect(tagsWith(html, 'data-seat-area').map((tag) => tag.value)).toEqual(['0', '1', '2']);
    expect(tagsWith(html, 'data-front-score').map((tag) => [tag.value, tag.text])).toEqual([
      ['13', '13'],
      ['10', '10'],
      ['0', '0'],
    ]);
    // Ann: three spice (the third kept this round) and a ring.
    expect(tagsWith(html, 'data-front-kind').map((tag) => tag.value)).toEqual(['spice', 'spice', 'spice', 'ring', 'crossbow']);
    expect(tagsWith(html, 'data-front-group').map((tag) => [tag.value, attributeOf(tag, 'data-count')])).toEqual([
      ['spice', '3'],
      ['ring', '1'],
      ['crossbow', '1'],
    ]);
    // Each stack is a sign that says what it scores and what the good is (its tip, on hover and focus).
    expect(html).toContain('tabindex="0" role="img" aria-label="Spice × 3 (scores 10). Spice (legal). Sets of 4: one or two score nothing');
    expect(html).toContain('aria-label="Crossbow × 1 (scores 10). Crossbow (illegal). Weapon. 10 points; discarded when another weapon is revealed in the same round."');
    expect(textOf(html)).toContain('Nothing in front yet.');
  });

  it('mark the sack, the viewer, how many cards each holds and who has picked', () => {
    const html = draw(smuggleState(), 2);
    const areas = tagsWith(html, 'data-seat-area');
    const sack = html.indexOf('data-sack=""');
    expect(html.indexOf('data-seat-area="0"')).toBeLessThan(sack);
    expect(sack).toBeLessThan(html.indexOf('data-seat-area="1"'));
    expect(html).toContain('aria-label="Holds the sack: draws first this round"');
    expect(areas[2]?.text).toContain('you');
    expect([...html.matchAll(/role="img" aria-label="(\d) cards? in hand"/g)].map((found) => found[1])).toEqual(['5', '4', '5']);
    expect(areas.map((area) => area.text.match(/choosing…|card down/)?.[0])).toEqual(['choosing…', 'card down', 'choosing…']);
  });
});

describe('smuggling', () => {
  it('gives the choosing seat his hand as buttons to select, and Smuggle, disabled until a card is selected', () => {
    const html = draw(smuggleState(), 0);
    const hand = buttons(html, 'data-hand-kind');
    expect(hand.map((b) => [b.value, attributeOf(b, 'aria-pressed'), b.disabled])).toEqual([
      ['spice', 'false', false],
      ['silk', 'false', false],
      ['tea', 'false', false],
      ['ring', 'false', false],
      ['crossbow', 'false', false],
    ]);
    expect(attributeOf(hand[0], 'aria-label')).toBe('Spice (legal). Sets of 4: one or two score nothing, three score 10, four score 26. A fifth card starts a new set.');
    // An enabled card takes the focus itself (its tip's trigger stays out of the tab order).
    expect(html).toContain('<span class="kit-tip s25-card-tip" tabindex="-1"><button type="button" class="s25-hand-card" data-hand-kind="spice"');
    expect(buttons(html, 'data-action').map((b) => [b.value, b.disabled, b.text])).toEqual([['smuggle', true, 'S Smuggle 0/1']]);
    expect(buttons(draw(doubleState(), 0), 'data-action')[0]?.text).toBe('S Smuggle 2 0/2');
  });

  it('shows the picks face down, the viewer’s own face up to him alone, and the robots waiting', () => {
    const bob = draw(smuggleState(), 1);
    expect(tagsWith(bob, 'data-pick-seat').map((tag) => [tag.value, attributeOf(tag, 'data-picked')])).toEqual([
      ['0', 'no'],
      ['1', 'yes'],
      ['2', 'no'],
    ]);
    expect(bob).toContain('aria-label="Your pick: Great sword. Great sword (illegal).');
    expect(tagsWith(bob, 'data-pick-robot').map((tag) => tag.text)).toEqual(['Robot 1 deck&#x27;s top card', 'Robot 2 deck&#x27;s top card']);
    // Bob has picked: his hand is there, but there is nothing to do with it.
    expect(buttons(bob, 'data-hand-kind').every((b) => b.disabled)).toBe(true);
    // A disabled card cannot take the focus: its tip's trigger does, so that the keyboard still reads what it means.
    expect(bob).toContain('<span class="kit-tip s25-card-tip" tabindex="0"><button type="button" class="s25-hand-card"');
    expect(buttons(bob, 'data-action')).toEqual([]);
    for (const viewer of [0, 2, 'spectator'] as const) expect(draw(smuggleState(), viewer)).not.toContain('Great sword');
  });

  it('shows a spectator no hand', () => {
    const html = draw(smuggleState(), 'spectator');
    expect(buttons(html, 'data-hand-kind')).toEqual([]);
    expect(textOf(html)).toContain('You are watching: the hands are hidden.');
  });
});

describe('the reveal', () => {
  it('shows every revealed card, robots’ too, with what became of it', () => {
    const html = draw(drawState(), 'spectator');
    expect(tagsWith(html, 'data-revealed').map((tag) => [attributeOf(tag, 'data-kind'), attributeOf(tag, 'data-reason'), attributeOf(tag, 'data-player')])).toEqual([
      ['spice', 'kept', 'seat-0'],
      ['greatSword', 'secondWeapon', 'seat-1'],
      ['tea', 'customs', 'seat-2'],
      ['snakeVenom', 'onlyPoison', 'robot-0'],
      ['crossbow', 'secondWeapon', 'robot-1'],
    ]);
    // Each with its player over the card and the reason under it, in words.
    expect(tagsWith(html, 'data-revealed').map((tag) => tag.text)).toEqual([
      'Ann Spice kept',
      'Bob Great sword second weapon',
      'Cleo Tea Tea Ban',
      'Robot 1 Snake venom only poison',
      'Robot 2 Crossbow second weapon',
    ]);
    expect(tagsWith(html, 'data-reason-label').map((tag) => tag.text)).toEqual(['kept', 'second weapon', 'Tea Ban', 'only poison', 'second weapon']);
    // A robot's card that no rule stopped says where it goes: to the discards.
    expect(tagsWith(draw(robotKeptState(), 'spectator'), 'data-reason-label').map((tag) => tag.text)).toContain('to the discards');
    expect(html).toContain('role="img" aria-label="Tea (legal). Sets of 4: one scores 2');
    expect(textOf(html)).toContain('Round 2: revealed');
  });

  it('turns the cards over one after the other, except with reduced motion', () => {
    expect(draw(drawState(), 0)).toContain('class="s25-centre-row s25-reveal is-fresh"');
    const still = draw(drawState(), 0, true);
    expect(still).toContain('class="s25-centre-row s25-reveal"');
    expect(still).toMatch(/class="s25-table is-still"/);
  });
});

describe('drawing', () => {
  it('gives the drawing seat the market, the deck and Discard, disabled until a card is selected', () => {
    const html = draw(drawState(), 0);
    expect(buttons(html, 'data-market').map((b) => [b.value, b.disabled, attributeOf(b, 'aria-keyshortcuts')])).toEqual([
      ['silk', false, 'Q'],
      ['fruits', false, 'W'],
      ['bagOfGems', false, 'E'],
    ]);
    expect(buttons(html, 'data-action').map((b) => [b.value, b.disabled])).toEqual([
      ['draw-deck', false],
      ['discard', true],
    ]);
    expect(buttons(html, 'data-hand-kind').map((b) => b.value)).toEqual(['silk', 'tea', 'ring', 'crossbow']);
    expect(tagsWith(html, 'data-to-draw')[0]?.text).toBe('1 card to draw');
  });

  it('drops Discard after the first draw, and offers the others nothing', () => {
    const drawn = draw({ ...drawState(), drawing: { seat: 0, discarded: false, drawn: 1 } }, 0);
    expect(buttons(drawn, 'data-action').map((b) => b.value)).toEqual(['draw-deck']);
    expect(buttons(drawn, 'data-hand-kind').every((b) => b.disabled)).toBe(true);
    for (const viewer of [1, 2, 'spectator'] as const) {
      const html = draw(drawState(), viewer);
      expect(buttons(html, 'data-action')).toEqual([]);
      expect(buttons(html, 'data-market')).toEqual([]);
    }
  });
});

describe('the end', () => {
  it('breaks every seat’s score down by kind, and offers nothing', () => {
    const html = draw(overState(), 0);
    for (const name of ['data-action', 'data-market', 'data-hand-kind']) expect(buttons(html, name)).toEqual([]);
    const breakdown = tagsWith(html, 'data-testid').find((tag) => tag.value === 's25-breakdown');
    expect(breakdown?.text).toContain('Ann wins with 66 points.');
    // One column per kind anyone scored or holds in front, the gem trios after the gems.
    const columns = tagsWith(html, 'data-kind').filter((tag) => tag.tag === 'th');
    expect(columns.map((tag) => tag.value)).toEqual([
      'spice',
      'silk',
      'tea',
      'fruits',
      'pinkGem',
      'blueGem',
      'purpleGem',
      'gemTrios',
      'ring',
      'crossbow',
      'greatSword',
      'snakeVenom',
      'ratPoison',
      'ivory',
    ]);
    expect(columns.map((tag) => tag.text).slice(0, 2)).toEqual(['Spice', 'Silk']);
    const rows = tagsWith(html, 'data-seat').filter((tag) => tag.tag === 'tr');
    expect(rows.map((row) => row.value)).toEqual(['0', '1', '2']);
    // A seat's cell: the first of that kind from the seat's row on.
    const cell = (kind: string, seat: number) => tagsWith(html.slice(html.indexOf(`<tr data-seat="${seat}"`)), 'data-kind').find((tag) => tag.value === kind);
    expect(cell('spice', 0)?.text).toBe('26 ×4');
    expect(cell('ring', 0)?.text).toBe('8');
    expect(cell('gemTrios', 0)?.text).toBe('10');
    expect(cell('tea', 2)?.text).toBe('0 ×3');
    expect(cell('tea', 0)?.text).toBe('–');
    expect(tagsWith(html, 'data-total').map((tag) => tag.value)).toEqual(['66', '53', '0']);
    expect(tagsWith(html, 'data-illegal').map((tag) => tag.value)).toEqual(['1', '4', '0']);
    expect(rows[0]?.text).toMatch(/^Ann ★/);
  });

  it('names every column under its picture and explains it in a tip the keyboard reaches', () => {
    const html = draw(overState(), 0);
    const heads = tagsWith(html, 'class').filter((tag) => tag.value === 'kit-tip s25-breakdown-head');
    expect(heads.map((tag) => tag.text)).toEqual([
      'Spice', 'Silk', 'Tea', 'Fruits', 'Pink gem', 'Blue gem', 'Purple gem', 'Gem trios', 'Ring',
      'Crossbow', 'Great sword', 'Snake venom', 'Rat poison', 'Ivory', 'Total', 'Illegal',
    ]);
    expect(heads.every((tag) => attributeOf(tag, 'tabindex') === '0')).toBe(true);
    // The names are on screen, not only for screen readers.
    expect(html).toContain('<span class="s25-breakdown-name">Spice</span>');
    expect(html).not.toContain('<span class="visually-hidden">Spice</span>');
  });

  it('ends a solo game with its score: no winner marked, no win over nobody', () => {
    const html = draw(soloOverState(), 0);
    const breakdown = tagsWith(html, 'data-testid').find((tag) => tag.value === 's25-breakdown');
    expect(breakdown?.text).toContain('Ann ends the solo game with 36 points.');
    expect(html).not.toContain('★');
    expect(html).not.toContain('is-winner');
  });

  it('counts the coins in hand in the coins variant', () => {
    const coins: S25State = { ...overState(), options: { ...overState().options, coins: true } };
    const html = draw(coins, 0);
    expect(tagsWith(html, 'data-kind').filter((tag) => tag.value === 'coinsInHand').map((tag) => tag.text)).toEqual(['0', '0', '0']);
    expect(draw(overState(), 0)).not.toContain('data-kind="coinsInHand"');
  });
});

describe('the options and the rules', () => {
  const options = (change: Partial<S25Options> = {}): S25Options => ({ robots: 0, longGame: false, coins: false, firstPlayer: null, ...change });
  const robotChoices = (html: string) => [...(html.match(/<select[^>]*>(.*?)<\/select>/)?.[1] ?? '').matchAll(/<option value="(\d)"[^>]*>([^<]*)</g)].map((m) => [m[1], m[2]]);

  it('start the robots at the table’s minimum', () => {
    expect(robotChoices(renderToString(<S25OptionsForm options={options({ robots: 2 })} seats={1} onChange={() => undefined} />))).toEqual([
      ['2', '2 robots'],
      ['3', '3 robots'],
      ['4', '4 robots'],
    ]);
    expect(robotChoices(renderToString(<S25OptionsForm options={options({ robots: 1 })} seats={2} onChange={() => undefined} />))[0]).toEqual(['1', '1 robot']);
    const three = renderToString(<S25OptionsForm options={options()} seats={3} onChange={() => undefined} />);
    expect(robotChoices(three)).toHaveLength(5);
    expect(robotChoices(three)[0]).toEqual(['0', 'No robots']);
    expect(textOf(renderToString(<S25OptionsForm options={options({ robots: 2 })} seats={1} onChange={() => undefined} />))).toContain('This table needs at least 2.');
  });

  it('offer the long game, the coins and the first player', () => {
    const html = renderToString(<S25OptionsForm options={options({ longGame: true, firstPlayer: 1 })} seats={3} onChange={() => undefined} />);
    expect(html.match(/type="checkbox"[^>]*checked=""/g)).toHaveLength(1);
    expect(textOf(html)).toContain('Long game');
    expect(textOf(html)).toContain('Gold and silver coins');
    expect(html).toContain('<option value="1" selected="">Seat 2</option>');
  });

  it('list every good and every customs card, and keep their bold terms', () => {
    const html = renderToString(<RulesPage outline={s25Rules} />);
    expect(html).toContain('<strong>Second weapon:</strong>');
    expect(html.match(/<li class="is-(legal|illegal)">/g)).toHaveLength(17);
    expect(html.match(/<ul class="s25-rules-customs">(.*?)<\/ul>/)?.[1]?.match(/<li>/g)).toHaveLength(16);
    expect(textOf(html)).toContain('Spice (10 cards) Sets of 4');
  });
});

import { describe, expect, it } from 'vitest';
import type { S25Event, S25Move, S25State } from '../../../../shared/games/smugglers-2025/types';
import { refusal } from '../../../../shared/games/smugglers-2025/testkit';
import { i18n } from '../../i18n/i18n';
import { LONG_CUSTOMS, STANDARD_CUSTOMS } from '../../../../shared/games/smugglers-2025/customs';
import { KINDS } from '../../../../shared/games/smugglers-2025/goods';
import { smugglers2025Ui } from './index';
import { NAMES, closedMarketState, doubleState, drawState, overState, s25Words, smuggleState, viewOf } from './testkit';
import {
  cardLabel,
  customsEffect,
  customsName,
  describeEvent,
  describeTurn,
  instruction,
  kindName,
  kindWord,
  outcomeText,
  reasonLabel,
  scoreCell,
  seatName,
  theKind,
  winnerText,
} from './text';

const t = s25Words();

/** Every kind of event, with the line it makes. */
const LINES: [S25Event, string][] = [
  [{ type: 'roundBegan', round: 3, customs: 'teaBan', sack: 1 }, 'Round 3: Tea Ban. Tea is discarded. Bob holds the sack.'],
  [
    {
      type: 'revealed',
      cards: [
        { player: { seat: 0 }, kind: 'spice', reason: null },
        { player: { seat: 1 }, kind: 'greatSword', reason: 'secondWeapon' },
        { player: { robot: 0 }, kind: 'crossbow', reason: 'secondWeapon' },
      ],
    },
    'Revealed: spice from Ann, great sword from Bob (discarded: second weapon) and crossbow from Robot 1 (discarded: second weapon).',
  ],
  [{ type: 'revealed', cards: [{ player: { seat: 2 }, kind: 'tea', reason: 'customs' }] }, 'Revealed: tea from Cleo (discarded: customs card).'],
  [{ type: 'discarded', seat: 0, kind: 'ivory' }, 'Ann discards the ivory.'],
  [{ type: 'tookMarket', seat: 2, kind: 'bagOfGems' }, 'Cleo takes the bag of gems from the market.'],
  [{ type: 'drewDeck', seat: 1 }, 'Bob draws a card from the deck.'],
  [{ type: 'marketRefilled', added: ['silk'], burned: [] }, 'The market gets silk.'],
  [{ type: 'marketRefilled', added: ['silk', 'tea', 'ring'], burned: [] }, 'The market gets silk, tea and ring.'],
  [{ type: 'marketRefilled', added: ['silk'], burned: ['tea'] }, 'The market gets silk; tea was there already and goes to the discard pile.'],
  [
    { type: 'marketRefilled', added: ['silk'], burned: ['tea', 'ring'] },
    'The market gets silk; tea and ring were there already and go to the discard pile.',
  ],
  [{ type: 'marketSwept', kinds: ['spice', 'ivory'] }, 'Market Sweep: spice and ivory go to the discard pile.'],
  [{ type: 'reshuffled', cards: 31 }, "The deck is empty: the discard pile's 31 cards are shuffled into a new deck."],
  [{ type: 'outOfGoods' }, 'No goods are left in the deck or the discard pile: the game ends at once.'],
  [{ type: 'gameOver', result: { scores: [66, 53, 0], winners: [0], ranks: [1, 2, 3] }, scores: [] }, 'Game over: Ann wins with 66 points.'],
  [
    { type: 'gameOver', result: { scores: [40, 40, 0], winners: [1], ranks: [2, 1, 3] }, scores: [] },
    'Game over: Bob wins with 40 points and the most illegal goods.',
  ],
  [{ type: 'gameOver', result: { scores: [40, 40, 0], winners: [0, 1], ranks: [1, 1, 3] }, scores: [] }, 'Game over: Ann and Bob share the win with 40 points.'],
];

describe('the goods and the customs cards', () => {
  it('have a name, an in-sentence form, a word for lists and a rule each, none left as a key', () => {
    for (const kind of KINDS) {
      for (const text of [kindName(t, kind), theKind(t, kind), kindWord(t, kind), t(`kindRule.${kind}`), t(`kindRuleLong.${kind}`)]) {
        expect(text, kind).not.toMatch(/^(kind|theKind|kindWord|kindRule|kindRuleLong)\./);
      }
      expect(theKind(t, kind)).toMatch(/^the /);
    }
    expect(new Set(KINDS.map((kind) => kindName(t, kind))).size).toBe(KINDS.length);
    // The card has room for "3 = 10 · 4 = 26"; its tip and its name for screen readers say what that means.
    expect(cardLabel(t, 'spice')).toBe('Spice (legal). Sets of 4: one or two score nothing, three score 10, four score 26. A fifth card starts a new set.');
    expect(cardLabel(t, 'ivory')).toBe('Ivory (illegal). 10 points; discarded when it is the only illegal good revealed. You keep only one in front of you.');
  });

  it('name all 16 customs cards with a one-line effect', () => {
    const all = [...STANDARD_CUSTOMS, ...LONG_CUSTOMS];
    expect(new Set(all.map((customs) => customsName(t, customs))).size).toBe(16);
    for (const customs of all) expect(customsEffect(t, customs)).toMatch(/^[A-Z].*\.$/);
    expect(customsName(t, 'jewellersEye')).toBe("Jeweller's Eye");
  });
});

describe('the reasons beside a revealed card', () => {
  it('name the rule that discarded it, the customs card by its name', () => {
    const card = (reason: Parameters<typeof reasonLabel>[1]['reason'], seat = true) => ({ player: seat ? { seat: 0 } : { robot: 0 }, kind: 'tea' as const, reason });
    expect(reasonLabel(t, card('customs'), 'teaBan')).toBe('Tea Ban');
    expect(reasonLabel(t, card('customs'), null)).toBe('customs card');
    expect(reasonLabel(t, card('secondWeapon'), 'teaBan')).toBe('second weapon');
    expect(reasonLabel(t, card('onlyPoison'), 'teaBan')).toBe('only poison');
    expect(reasonLabel(t, card('otherIllegal'), null)).toBe('other illegal');
    expect(reasonLabel(t, card('onlyIllegal'), null)).toBe('only illegal');
    expect(reasonLabel(t, card('alreadyOwned'), null)).toBe('already owned');
    expect(reasonLabel(t, card(null), null)).toBe('kept');
    // A robot's card goes to the discard pile all the same: the label says so, not "not stopped".
    expect(reasonLabel(t, card(null, false), null)).toBe('to the discards');
  });

  it('explain in their tip what became of the card and why', () => {
    const card = (reason: Parameters<typeof outcomeText>[1]['reason'], seat = true) => ({ player: seat ? { seat: 1 } : { robot: 0 }, kind: 'tea' as const, reason });
    expect(outcomeText(t, card(null), null, NAMES)).toBe('Kept: it goes in front of Bob and scores at the end.');
    expect(outcomeText(t, card(null, false), null, NAMES)).toBe('A robot’s card always goes to the discard pile after the reveal. It still counted for this round’s rules.');
    expect(outcomeText(t, card('customs'), 'teaBan', NAMES)).toBe('Discarded by this round’s customs card, Tea Ban: Tea is discarded.');
    expect(outcomeText(t, card('secondWeapon'), null, NAMES)).toBe('Discarded: 2 or more weapons were revealed this round.');
    expect(outcomeText(t, card('alreadyOwned'), null, NAMES)).toBe('Discarded: a unique good Bob already had in front, or revealed twice.');
  });
});

describe('describeEvent', () => {
  it.each(LINES)('words %j', (event, line) => {
    expect(describeEvent(t, event, NAMES)).toBe(line);
  });

  it('names a seat without a name by its number, and skips what is not an event', () => {
    expect(describeEvent(t, { type: 'drewDeck', seat: 3 }, NAMES)).toBe('Seat 4 draws a card from the deck.');
    expect(describeEvent(t, null, NAMES)).toBeNull();
    expect(describeEvent(t, { type: 'somethingElse' }, NAMES)).toBeNull();
    expect(describeEvent(t, { type: 'marketRefilled', added: [], burned: [] }, NAMES)).toBeNull();
  });

  it('is what the game UI gives the shared log, in the current language', () => {
    expect(smugglers2025Ui.describeEvent({ type: 'discarded', seat: 0, kind: 'tea' }, NAMES)).toBe('Ann discards the tea.');
  });
});

describe('describeTurn', () => {
  it('says what the seats that may move are doing, in every step', () => {
    expect(describeTurn(t, viewOf(smuggleState(), 'spectator'), NAMES)).toBe('Ann and Cleo choose what to smuggle');
    expect(describeTurn(t, viewOf(doubleState(), 'spectator'), NAMES)).toBe('Ann, Bob and Cleo choose what to smuggle');
    expect(describeTurn(t, viewOf(drawState(), 'spectator'), NAMES)).toBe('Ann draws');
    expect(describeTurn(t, viewOf(overState(), 'spectator'), NAMES)).toBe('game over');
    expect(smugglers2025Ui.describeTurn(viewOf(drawState(), 1), NAMES)).toBe('Ann draws');
  });
});

describe('the instruction line', () => {
  it('tells the seat on screen what to do, or what the table waits for', () => {
    expect(instruction(t, viewOf(smuggleState(), 0), 0, NAMES)).toBe(
      'Choose a card to smuggle: select it, then press Smuggle. It stays face down until everyone has chosen.',
    );
    expect(instruction(t, viewOf(smuggleState(), 1), 1, NAMES)).toBe('Your pick is face down. Waiting for Ann and Cleo.');
    expect(instruction(t, viewOf(doubleState(), 2), 2, NAMES)).toBe('Double Smuggling: select 2 cards to smuggle, then press Smuggle.');
    expect(instruction(t, viewOf(smuggleState(), 'spectator'), null, NAMES)).toBe('Waiting: Ann and Cleo choose what to smuggle.');
    expect(instruction(t, viewOf(drawState(), 0), 0, NAMES)).toBe(
      'Your turn to draw 1 card. You may first discard one (select it, then Discard). Take it from the market or the deck.',
    );
    expect(instruction(t, viewOf(closedMarketState(), 0), 0, NAMES)).toBe(
      'Your turn to draw 1 card. You may first discard one (select it, then Discard). The market is closed: draw from the deck.',
    );
    expect(instruction(t, viewOf(drawState(), 2), 2, NAMES)).toBe('Waiting: Ann draws.');
    expect(instruction(t, viewOf(overState(), 1), 1, NAMES)).toBe('Ann wins with 66 points.');
  });

  it('counts the cards still to draw after a discard and after a draw', () => {
    const discarded = { ...drawState(), drawing: { seat: 0, discarded: true, drawn: 0 } };
    discarded.hands = discarded.hands.map((hand, seat) => (seat === 0 ? hand.slice(1) : hand));
    expect(instruction(t, viewOf(discarded, 0), 0, NAMES)).toBe('Take 2 more cards, one at a time, from the market or the deck.');
    const drawn = { ...drawState(), drawing: { seat: 0, discarded: false, drawn: 1 } };
    expect(instruction(t, viewOf(drawn, 0), 0, NAMES)).toBe('Take 1 more card from the market or the deck.');
  });
});

describe('names, results and the score column', () => {
  it('fall back to the seat number, and count the points of a shared win', () => {
    expect(seatName(t, ['', 'Bob'], 0)).toBe('Seat 1');
    expect(winnerText(t, { scores: [1, 1], winners: [0, 1], ranks: [1, 1] }, NAMES)).toBe('Ann and Bob share the win with 1 point.');
  });

  it('give a solo game its score, not a win over nobody', () => {
    expect(winnerText(t, { scores: [33], winners: [0], ranks: [1] }, NAMES)).toBe('Ann ends the solo game with 33 points.');
  });

  it('give each seat its points and its illegal goods, the tie-break', () => {
    const view = viewOf(overState(), 'spectator');
    const result = view.result;
    expect(result).not.toBeNull();
    if (result === null) return;
    expect(smugglers2025Ui.scoreColumn?.label()).toBe('Points');
    expect([0, 1, 2].map((seat) => scoreCell(t, seat, result, view))).toEqual(['66 (1 illegal good)', '53 (4 illegal goods)', '0 (0 illegal goods)']);
  });
});

describe('the refusals', () => {
  /** The engine's refusal of a move, worded as the app words it (the key with its namespace, the params as options). */
  function worded(state: S25State, seat: number, move: S25Move): string {
    const { key, params } = refusal(state, seat, move);
    expect(i18n.exists(key, params), key).toBe(true);
    return (i18n.t as (key: string, options: object) => string)(key, params ?? {});
  }

  it('word every refusal of the engine, kinds nested by their names', () => {
    expect(worded(smuggleState(), 0, { type: 'drawDeck' })).toBe('That move belongs to the drawing step, which is not under way.');
    expect(worded(drawState(), 0, { type: 'smuggle', kinds: ['silk'] })).toBe('That move belongs to the smuggling step, which is not under way.');
    expect(worded(drawState(), 1, { type: 'drawDeck' })).toBe("It is seat 1's turn to draw.");
    expect(worded(smuggleState(), 1, { type: 'smuggle', kinds: ['fruits'] })).toBe('You have already played your card this round: wait for the reveal.');
    expect(worded(doubleState(), 0, { type: 'smuggle', kinds: ['spice'] })).toBe('Play exactly 2 cards this round.');
    expect(worded(smuggleState(), 0, { type: 'smuggle', kinds: ['pinkGem'] })).toBe('You hold no pink gem card.');
    expect(worded(drawState(), 0, { type: 'takeMarket', kind: 'ring' })).toBe('The market has no ring card.');
    expect(worded(closedMarketState(), 0, { type: 'takeMarket', kind: 'silk' })).toBe('The market is closed this round: draw from the deck.');
    expect(worded({ ...drawState(), drawing: { seat: 0, discarded: true, drawn: 0 } }, 0, { type: 'discard', kind: 'silk' })).toBe(
      'You have already discarded a card this turn.',
    );
    expect(worded({ ...drawState(), drawing: { seat: 0, discarded: false, drawn: 1 } }, 0, { type: 'discard', kind: 'silk' })).toBe(
      'Discard before your first draw, not after.',
    );
  });
});

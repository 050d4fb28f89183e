/**
 * Helpers for the Smugglers (2025) rules tests (not used by the game itself):
 * tables laid out by hand (chosen hands, fronts, market, deck, discard pile
 * and customs card), scripted moves and smuggling steps. Pure TypeScript like
 * the rest of shared/.
 */
import { setUp } from '../../engine/set-up.js';
import { type Step as ScriptStep, scriptFor } from '../../engine/testing/script.js';
import type { Seat } from '../../engine/contract.js';
import { Rng } from '../../engine/rng.js';
import type { Customs } from './customs.js';
import { type Card, KIND_OF, type Kind, STANDARD_DECK_SIZE, VARIANT_DECK_SIZE, kindOf } from './goods.js';
import { s25Game } from './game.js';
import { minRobots } from './rules.js';
import type { Phase, S25Event, S25Move, S25Options, S25State } from './types.js';

/** The game without its bots, so that these tests depend on the rules alone. */
export const game = s25Game;

/** Options for a table of `seats`: the fewest robots it needs, the standard game, seat 0 holding the sack; `change` on top. */
export function options(seats: number, change: Partial<S25Options> = {}): S25Options {
  return { robots: minRobots(seats), longGame: false, coins: false, firstPlayer: 0, ...change };
}

export function newGame(seats: number, change: Partial<S25Options> = {}, seed = 1): S25State {
  return setUp(game, seed, seats, options(seats, change));
}

export type Step = ScriptStep<S25State, S25Event>;

/** Scripted moves (the engine's test kit): one that must be accepted, several in turn, or one that must be refused. */
export const { play, playAll, refusal } = scriptFor(game);

/** The smuggling step: each seat in seat order plays the kinds given for it. */
export function smuggleAll(state: S25State, picks: readonly Kind[][]): Step {
  return playAll(
    state,
    picks.map((kinds, seat) => [seat, { type: 'smuggle', kinds }]),
  );
}

/** The newcomer's moves in the tutorial (tutorial.ts), as its steps ask for them: the rules' and the table's tutorial tests walk it with these. */
export const TUTORIAL_PLAYER: readonly S25Move[] = [
  { type: 'smuggle', kinds: ['crossbow'] },
  { type: 'discard', kind: 'ratPoison' },
  { type: 'takeMarket', kind: 'tea' },
  { type: 'drawDeck' },
  { type: 'smuggle', kinds: ['purpleGem'] },
];

/** Cards as kinds, in the same order. */
export function kinds(cards: readonly Card[]): Kind[] {
  return cards.map(kindOf);
}

/** Every card of a game, by kind: what a table is laid out from. */
function cardsByKind(coins: boolean): Map<Kind, Card[]> {
  const pool = new Map<Kind, Card[]>();
  const size = coins ? VARIANT_DECK_SIZE : STANDARD_DECK_SIZE;
  for (let card = 0; card < size; card++) {
    const kind = KIND_OF[card] as Kind;
    pool.set(kind, [...(pool.get(kind) ?? []), card]);
  }
  return pool;
}

export interface Table {
  seats: number;
  /** Per seat: the kinds in his hand. */
  hands: Kind[][];
  /** Per seat: the kinds in front of him. Default: nothing. */
  front?: Kind[][];
  /** Default: spice, silk, tea (the kinds laid out before any other). */
  market?: Kind[];
  /** The whole deck, in the order it will be drawn (the first drawn first); the cards in no other place are out of the game. */
  deck?: Kind[];
  /** The deck's next draws, in order, on top of every card in no other place (shuffled). Ignored with `deck`. */
  draws?: Kind[];
  /** The discard pile, the top last. Default: empty. */
  discard?: Kind[];
  /** This round's customs card. Default: Open Border. */
  customs?: Customs;
  /** The customs cards still face down, the next on top (last). Default: Open Border for every round left. */
  customsDeck?: Customs[];
  robots?: number;
  coins?: boolean;
  longGame?: boolean;
  phase?: Phase;
  round?: number;
  sack?: Seat;
  /** Per seat: the kinds picked face down (null: not yet). Default: none picked. */
  picks?: (Kind[] | null)[];
  drawing?: S25State['drawing'];
  /** Per seat: kinds in his hand that he took from the market in sight of all. */
  takenFromMarket?: Kind[][];
}

/**
 * A table laid out by hand: each place gets real cards of the kinds asked
 * for (the lowest numbers of the kind first); the rest lie in the deck unless
 * `deck` names the whole deck.
 */
export function table(spec: Table): S25State {
  const coins = spec.coins ?? false;
  const longGame = spec.longGame ?? false;
  const pool = cardsByKind(coins);
  const take = (kind: Kind): Card => {
    const cards = pool.get(kind) ?? [];
    const card = cards.shift();
    if (card === undefined) throw new Error(`table: no ${kind} card left to lay out`);
    return card;
  };
  const takeAll = (list: readonly Kind[]): Card[] => list.map(take);
  const seats = spec.seats;
  const perSeat = (lists: readonly Kind[][] | undefined): Card[][] => Array.from({ length: seats }, (_, seat) => takeAll(lists?.[seat] ?? []));
  const hands = perSeat(spec.hands);
  const front = perSeat(spec.front);
  const market = takeAll(spec.market ?? ['spice', 'silk', 'tea']);
  const discard = takeAll(spec.discard ?? []);
  const picks = Array.from({ length: seats }, (_, seat) => {
    const pick = spec.picks?.[seat] ?? null;
    return pick === null ? null : takeAll(pick);
  });
  const takenFromMarket = Array.from({ length: seats }, (_, seat) =>
    (spec.takenFromMarket?.[seat] ?? []).map((kind) => {
      const card = (hands[seat] as Card[]).find((held) => kindOf(held) === kind);
      if (card === undefined) throw new Error(`table: seat ${seat} holds no ${kind} taken from the market`);
      return card;
    }),
  );
  let deck: Card[];
  if (spec.deck) deck = takeAll(spec.deck).reverse();
  else {
    const draws = takeAll(spec.draws ?? []).reverse();
    const rest = Rng.fromSeed(7).shuffle([...pool.values()].flat());
    deck = [...rest, ...draws];
  }
  const rounds = longGame ? 16 : 12;
  const round = spec.round ?? 1;
  return {
    game: 'smugglers-2025',
    seats,
    options: { robots: spec.robots ?? minRobots(seats), longGame, coins, firstPlayer: 0 },
    rng: Rng.fromSeed(7).save(),
    phase: spec.phase ?? 'smuggle',
    round,
    rounds,
    sack: spec.sack ?? 0,
    customsDeck: spec.customsDeck ?? new Array<Customs>(rounds - round).fill('openBorder'),
    customs: spec.customs ?? 'openBorder',
    deck,
    discard,
    market,
    hands,
    front,
    picks,
    revealed: [],
    drawing: spec.drawing ?? null,
    takenFromMarket,
    burned: [],
  };
}

/** Every card of a state, wherever it lies (the deck, the discard pile, the market, hands, picks and fronts). */
export function allCards(state: S25State): Card[] {
  return [
    ...state.deck,
    ...state.discard,
    ...state.market,
    ...state.hands.flat(),
    ...state.front.flat(),
    ...state.picks.flatMap((pick) => pick ?? []),
  ];
}

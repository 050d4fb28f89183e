/**
 * Determinization: full game states sampled to agree with one seat's view.
 *
 * Everything the viewer sees is copied as it is (his own hand, mule and
 * cashed pile, the Caisse, the cards shown this night, declarations,
 * inspections, counts). What he cannot see is drawn at random, within what the
 * view allows:
 *
 * - another player's hand and not-yet-inspected mule come from his own cards
 *   that the viewer cannot place (not shown this night, not in the viewer's
 *   hand, mule or cashed pile, not in the Caisse or with the officer);
 * - a mule that showed a cheese this quarter holds the cards of that player
 *   shown last (view.revealed keeps the order in which cards were shown);
 * - during the loading, a seat that has loaded shows only its hand from
 *   before loading: its load is drawn from that hand;
 * - each other player is drawn as one of two kinds: a player like the normal
 *   bot (his mule is the one the normal bot would load from the sampled hand,
 *   and he declares as the normal bot does) or any player (any cards, and the
 *   truth half the time, clothes and food at random otherwise); a state is
 *   weighed by how likely each player's declaration is for his kind and mule;
 * - cashed piles take the remaining cards, as many as each pile counts.
 *
 * sampleStates draws more candidates than it returns and keeps them in
 * proportion to their weights (sampling-importance-resampling).
 */
import type { Seat } from '../../../engine/contract.js';
import type { Rng } from '../../../engine/rng.js';
import { type Card, CARDS_PER_PLAYER, MIN_LOAD, cardOwner, isCheese } from '../cards.js';
import type { ContrebandesState, ContrebandesView, Declaration } from '../types.js';
import { countDeclared, countKinds, knownOut, possibleCards, publiclyPossible } from './knowledge.js';
import { type LoadContext, chooseLoad, chooseLoadOfSize, genericLikelihood, habitProbability } from './normal.js';

export interface SampleOptions {
  /** The share of players drawn as the normal bot's kind of player. */
  habit?: number;
}

export interface WeightedState {
  state: ContrebandesState;
  /** Per seat: drawn as any player rather than one like the normal bot (false for the viewer). */
  casual: boolean[];
  /** How likely the sampled mules make the declarations that were made (relative). */
  weight: number;
}

/** How much less likely a player like the normal bot is, when the sampled hand would have made him load another size. */
const OTHER_SIZE = 0.1;

function takeRandom(pool: Card[], count: number, rng: Rng): Card[] {
  const picked: Card[] = [];
  for (let i = 0; i < count && pool.length > 0; i++) {
    const index = rng.int(pool.length);
    picked.push(pool[index] as Card);
    pool.splice(index, 1);
  }
  return picked;
}

/** One full state consistent with `view` (seen by `me`), with its weight. */
export function sampleState(view: ContrebandesView, me: Seat, rng: Rng, options: SampleOptions = {}): WeightedState {
  const habit = options.habit ?? 0.75;
  const seats = view.seats;
  const known = knownOut(view);
  const hands: Card[][] = [];
  const mules: Card[][] = [];
  let weight = 1;
  const casual: boolean[] = [];

  let loaders = 0;
  for (const player of view.players) if (player.seat !== view.officer && !player.couldNotLoad) loaders++;

  for (let seat = 0; seat < seats; seat++) {
    // Each player is drawn as the normal bot's kind of player or as any player; his
    // declaration then weighs the sample by how likely that kind of player makes it.
    casual.push(seat !== me && rng.next() >= habit);
    if (seat === me) {
      hands.push((view.hand ?? []).slice());
      mules.push((view.mule ?? []).slice());
      continue;
    }
    const player = view.players[seat];
    if (!player) throw new Error(`No seat ${seat} in the view.`);
    const pool = possibleCards(view, seat, known);
    const cheesed = view.inspections.some((inspection) => inspection.seat === seat && inspection.outcome === 'cheese');
    if (cheesed) {
      // The mule was shown this quarter: it holds the cards of his shown last (cards are shown in
      // order, and nothing of his was shown after his inspection), less the cheese the officer took.
      const shown = view.revealed.filter((card) => cardOwner(card) === seat && !isCheese(card) && !isPlacedElsewhere(view, card));
      mules.push(shown.slice(Math.max(0, shown.length - (player.muleCount ?? 0))));
      hands.push(takeRandom(pool, player.handCount, rng));
      continue;
    }
    // While the loading is open, a seat that has loaded still shows its hand from before loading.
    const secretLoad = view.phase === 'loading' && player.muleCount === null && player.hasLoaded && !player.couldNotLoad;
    const preHand = takeRandom(pool, secretLoad ? player.handCount : player.handCount + (player.muleCount ?? 0), rng);
    const ctx: LoadContext = {
      hand: preHand,
      quarter: view.quarter,
      isOfficer: seat === view.officer,
      seats,
      loaders: Math.max(1, loaders),
      cashed: [],
    };
    const habitual = !casual[seat] && preHand.length >= MIN_LOAD;
    let mule: Card[];
    if (secretLoad) {
      if (habitual) mule = chooseLoad(ctx, rng);
      else mule = rng.shuffle(preHand).slice(0, MIN_LOAD + rng.int(Math.max(1, preHand.length - MIN_LOAD + 1)));
    } else {
      const size = Math.min(player.muleCount ?? 0, preHand.length);
      if (size <= 0) mule = [];
      else if (habitual) {
        // The size of his load is evidence too: a normal player seldom loads another size from this hand.
        mule = chooseLoad(ctx, rng);
        if (mule.length !== size) {
          weight *= OTHER_SIZE;
          mule = chooseLoadOfSize(ctx, size, rng);
        }
      } else mule = rng.shuffle(preHand).slice(0, size);
    }
    const hand = preHand.filter((card) => !mule.includes(card));
    hands.push(hand);
    mules.push(mule);
    const declaration: Declaration | null = player.declaration;
    const inspected = view.inspections.some((inspection) => inspection.seat === seat);
    if (declaration && seat !== view.officer && !inspected) {
      const declared = countDeclared(declaration.kinds);
      weight *= habitual ? habitProbability(declared, countKinds(mule), countKinds(publiclyPossible(view, seat))) : genericLikelihood(declared, countKinds(mule));
    }
  }

  // Cashed piles: the viewer's as he knows it; the others' share the cards left over.
  const inPlay = new Set<Card>([...view.caisse, ...view.officerTaken, ...(view.ownCashed ?? []), ...hands.flat(), ...mules.flat()]);
  const rest: Card[] = [];
  for (let card = 0; card < seats * CARDS_PER_PLAYER; card++) if (!inPlay.has(card)) rest.push(card);
  const shuffled = rng.shuffle(rest);
  const cashed: Card[][] = [];
  let next = 0;
  for (let seat = 0; seat < seats; seat++) {
    if (seat === me) {
      cashed.push((view.ownCashed ?? []).slice());
      continue;
    }
    const count = view.players[seat]?.cashedCount ?? 0;
    cashed.push(shuffled.slice(next, next + count));
    next += count;
  }

  return { state: buildState(view, hands, mules, cashed), casual, weight };
}

/** A card shown this night that is in the Caisse, with the officer, or with the viewer. */
function isPlacedElsewhere(view: ContrebandesView, card: Card): boolean {
  return (
    view.caisse.includes(card) ||
    view.officerTaken.includes(card) ||
    (view.hand ?? []).includes(card) ||
    (view.mule ?? []).includes(card) ||
    (view.ownCashed ?? []).includes(card)
  );
}

/** Rebuilds the engine's state from the view and the sampled hidden cards. */
export function buildState(view: ContrebandesView, hands: Card[][], mules: Card[][], cashed: Card[][]): ContrebandesState {
  const loading = view.phase === 'loading';
  const hasMule = view.players.map((player) => !player.couldNotLoad && (!loading || player.hasLoaded));
  const toDeclare: Seat[] = [];
  if (view.phase === 'declaring') {
    for (let i = 1; i < view.seats; i++) {
      const seat = (view.officer + i) % view.seats;
      if (hasMule[seat] && view.players[seat]?.declaration === null) toDeclare.push(seat);
    }
  }
  return {
    game: 'contrebandes',
    seats: view.seats,
    options: { firstOfficer: null },
    night: view.night,
    quarter: view.quarter,
    firstOfficer: (((view.officer - view.night) % view.seats) + view.seats) % view.seats,
    officer: view.officer,
    phase: view.phase,
    hands,
    mules,
    loaded: view.players.map((player) => player.hasLoaded),
    hasMule,
    declarations: view.players.map((player) => player.declaration),
    toDeclare,
    officerTaken: view.officerTaken.slice(),
    inspections: view.inspections.slice(),
    cashed,
    couldNotLoad: view.players.map((player) => player.couldNotLoad),
    caisse: view.caisse.slice(),
    revealed: view.revealed.slice(),
    nightTotals: view.nightTotals.map((night) => night.slice()),
    scoring: view.scoring,
    bonusQueue: view.bonusQueue.slice(),
  };
}

/**
 * `count` samples drawn in proportion to their weights from `count * spread`
 * candidates (systematic resampling). When every candidate has weight 0 (the
 * declarations fit none of them), the candidates are kept as they are.
 */
export function sampleStates(view: ContrebandesView, me: Seat, rng: Rng, count: number, spread = 3, options: SampleOptions = {}): WeightedState[] {
  const candidates: WeightedState[] = [];
  for (let i = 0; i < count * spread; i++) candidates.push(sampleState(view, me, rng, options));
  const total = candidates.reduce((sum, c) => sum + c.weight, 0);
  if (!(total > 0)) return candidates.slice(0, count);
  const out: WeightedState[] = [];
  const step = total / count;
  let target = rng.next() * step;
  let acc = 0;
  for (const candidate of candidates) {
    acc += candidate.weight;
    while (target < acc && out.length < count) {
      out.push(candidate);
      target += step;
    }
  }
  while (out.length < count) out.push(candidates[candidates.length - 1] as WeightedState);
  return out;
}

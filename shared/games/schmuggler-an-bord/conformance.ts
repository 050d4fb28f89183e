/**
 * Schmuggler an Bord for the conformance suite (shared/engine/conformance):
 * what is whose secret. Test code only, default-exported, found by
 * shared/games/conformance.test.ts.
 *
 * The cards' goods are no secret in the sense of the suite: every card was
 * shown to all when it came to its owner (drawn, taken or given), so the
 * public record names what each row holds, in order, and a state with other
 * rows could not have the same record. The game is one of memory, not of
 * hidden information. What nobody at the table knows is the order of the
 * spread's undrawn cards and the generator's state (the rolls to come); what
 * the others do not know is a seat's objection decision until all are in.
 * So those are drawn again: the undrawn goods shuffled among the undrawn
 * slots, a fresh generator, and while the objections come in any decision
 * for every seat but `keep` that has made one (who has decided is public).
 *
 * What the table does keep from every page is the past (RULINGS 3): without
 * open history a page gets the latest announcement only, so perturbHistory
 * tells every older fact otherwise (other goods, seats and rolls), and the
 * suite checks that no view and no event changes.
 */
import { sampleState } from './bots/sample-state.js';
import type { Viewer } from '../../engine/contract.js';
import type { ConformanceKit } from '../../engine/conformance/kit.js';
import { Rng } from '../../engine/rng.js';
import { FIELD_COUNT, GOODS, type Good } from './goods.js';
import { schmugglerAnBord } from './index.js';
import { latestAnnouncement } from './record.js';
import type { Fact, SabEvent, SabMove, SabOptions, SabState, SabView } from './types.js';

const DEFAULTS: SabOptions = { openHistory: false, firstPlayer: null };

export const sabConformance: ConformanceKit<SabState, SabMove, SabEvent, SabView, SabOptions> = {
  game: schmugglerAnBord,
  perturbSecrets,
  perturbHistory,
  tables: [
    { seats: 3, options: DEFAULTS },
    { seats: 4, options: DEFAULTS },
    { seats: 5, options: DEFAULTS },
    { seats: 6, options: DEFAULTS },
    { seats: 4, options: { openHistory: true, firstPlayer: 2 } },
  ],
  // The schema takes any of 6 seats: the table's own count is setup's to check.
  refusedTables: [{ label: 'a first player past the table', seats: 3, options: { openHistory: false, firstPlayer: 5 } }],
  // The search's sampler, from the bot's whole record: what nobody was told is the spread's order and the objections still secret.
  sampler: {
    sample: sampleState,
    hidden: (state, seat) => JSON.stringify([state.spread, state.round?.objections?.map((decision, other) => (other === seat ? null : decision)) ?? null]),
  },
};

/** The same table with everything `keep` may not know drawn again. */
export function perturbSecrets(state: SabState, keep: Viewer, rng: Rng): SabState {
  return {
    ...state,
    spread: shuffleUndrawn(state.spread, rng),
    rng: Rng.fromSeed(rng.nextUint32()).save(),
    round: state.phase === 'objections' && state.round?.objections ? { ...state.round, objections: redecide(state.round.objections, keep, rng) } : state.round,
  };
}

/** The same table with every fact older than the latest announcement told otherwise; the present (and the latest) kept. */
export function perturbHistory(state: SabState, rng: Rng): SabState {
  const older = state.facts.length - latestAnnouncement(state.facts).length;
  return { ...state, facts: state.facts.map((fact, index) => (index < older ? retell(fact, state.seats, rng) : fact)) };
}

/**
 * A fact of the same kind with other seats, goods, places and pips: the kind
 * is kept, so the record still falls into the same announcements.
 */
function retell(fact: Fact, seats: number, rng: Rng): Fact {
  const seat = () => rng.int(seats);
  const good = () => GOODS[rng.int(GOODS.length)] as Good;
  switch (fact.type) {
    case 'drew':
      return { type: 'drew', seat: seat(), slot: rng.int(FIELD_COUNT), good: good() };
    case 'laidOut':
      return { type: 'laidOut', fields: fact.fields.map(() => rng.int(FIELD_COUNT)) };
    case 'rolled':
      return { type: 'rolled', seat: seat(), turnNumber: fact.turnNumber + rng.int(3), pips: 1 + rng.int(6), from: rng.int(FIELD_COUNT), to: rng.int(FIELD_COUNT) };
    case 'took':
      return { type: 'took', seat: seat(), good: good() };
    case 'suspected':
      return { type: 'suspected', by: seat(), suspect: seat(), good: good() };
    case 'objections':
      return { type: 'objections', seat: seat(), objectors: rng.int(2) === 0 ? [] : [seat()] };
    case 'turned':
      return { type: 'turned', seat: seat(), index: rng.int(8) };
    case 'found':
      return { type: 'found', seat: seat(), index: rng.int(8), good: good() };
    case 'lacks':
      return { type: 'lacks', seat: seat(), good: good() };
    case 'gave':
      return { type: 'gave', from: seat(), to: seat(), good: good() };
    case 'paid':
      return { type: 'paid', seat: seat(), chips: rng.int(4), owed: rng.int(4) };
    case 'gameOver':
      return fact;
  }
}

/** The undrawn goods dealt again among the undrawn slots; the drawn slots stay empty. */
function shuffleUndrawn(spread: readonly (Good | null)[], rng: Rng): (Good | null)[] {
  const undrawn = rng.shuffle(spread.filter((good): good is Good => good !== null));
  let next = 0;
  return spread.map((good) => (good === null ? null : (undrawn[next++] as Good)));
}

/** Any decision for each seat but `keep` that has decided; the undecided (and the roller) stay null. */
function redecide(decisions: readonly (boolean | null)[], keep: Viewer, rng: Rng): (boolean | null)[] {
  return decisions.map((decision, seat) => (decision === null || seat === keep ? decision : rng.int(2) === 1));
}

/** Found by shared/games/conformance.test.ts: every game folder with a conformance.ts is checked. */
export default sabConformance;

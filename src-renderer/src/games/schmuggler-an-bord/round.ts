/**
 * What the table shows of the round about the latest empty field: the good
 * sought, the chain of suspicions, the objections, who searched in vain, the
 * card found and who got it. A live round is read from the view's round; a
 * settled one stays on the table until the next roll (bots play fast; the
 * players must be able to see what happened), read from what the view was
 * told. Without open history that is the latest announcement only (RULINGS
 * 3): the move that settled the round, so the chain before it is gone, as it
 * is from a player's ear. Every viewer draws the same.
 */
import type { Seat } from '../../../../shared/engine/contract';
import { type Good, goodOf } from '../../../../shared/games/schmuggler-an-bord/goods';
import { searchOrder } from '../../../../shared/games/schmuggler-an-bord/rules';
import type { Fact, RoundView, SabView, Suspicion } from '../../../../shared/games/schmuggler-an-bord/types';

export interface RoundSummary {
  /** Whether the round is still under way (the view has it); else it is settled. */
  live: boolean;
  roller: Seat;
  good: Good;
  chain: Suspicion[];
  /** The objectors of a "myself", once revealed (null: not a "myself", or still secret). */
  objectors: Seat[] | null;
  /** The seats that searched and lacked the good, in order. */
  lacked: Seat[];
  found: { seat: Seat; index: number; good: Good } | null;
  gave: { from: Seat; to: Seat; good: Good } | null;
  paid: { seat: Seat; chips: number }[];
}

/** What the latest roll brought: nothing yet, a card taken, or a round of suspicions. */
export type LatestRoll =
  | { kind: 'none' }
  | { kind: 'took'; seat: Seat; good: Good }
  | { kind: 'round'; round: RoundSummary };

/**
 * The facts of this turn the view was told: those since the latest roll (none
 * before the first). Without open history the view holds the latest
 * announcement only, and one without a roll (a suspicion, a search, the
 * objections revealed) belongs to the turn under way.
 */
function sinceLatestRoll(view: SabView): Fact[] | null {
  const facts = view.facts;
  for (let i = facts.length - 1; i >= 0; i--) if (facts[i]?.type === 'rolled') return facts.slice(i);
  return view.options.openHistory || facts.length === 0 ? null : facts.slice();
}

/**
 * The roller of a round settled before the view's record begins: the seat
 * whose turn it was (the turn has passed on to the next seat, unless the
 * settlement ended the game).
 */
function settledRoller(view: SabView): Seat {
  return view.phase === 'over' ? view.turn : (view.turn + view.seats - 1) % view.seats;
}

/** The seats of a live round that have searched without finding the good: those before the current searcher in the search order. */
function lackedSoFar(round: RoundView): Seat[] {
  const last = round.chain[round.chain.length - 1];
  if (round.searchers.length === 0 || last === undefined) return [];
  const order = round.objections === null ? searchOrder(round.chain, last.suspect) : [round.roller];
  return order.slice(0, Math.max(0, order.length - round.searchers.length));
}

export function latestRoll(view: SabView): LatestRoll {
  const facts = sinceLatestRoll(view);
  const round = view.round;
  if (facts === null && round === null) return { kind: 'none' };
  const summary: RoundSummary = {
    live: round !== null,
    roller: round?.roller ?? settledRoller(view),
    // The pawn stays on the field of the good sought until the next roll.
    good: round?.good ?? goodOf(view.pawn),
    chain: round ? round.chain.map((s) => ({ ...s })) : [],
    objectors: round?.objections?.objectors ?? null,
    lacked: round ? lackedSoFar(round) : [],
    found: null,
    gave: null,
    paid: [],
  };
  let suspected = round !== null;
  for (const fact of facts ?? []) {
    switch (fact.type) {
      case 'rolled':
        summary.roller = round?.roller ?? fact.seat;
        break;
      case 'took':
        return { kind: 'took', seat: fact.seat, good: fact.good };
      case 'suspected':
        suspected = true;
        summary.good = round?.good ?? fact.good;
        if (round === null) summary.chain.push({ by: fact.by, suspect: fact.suspect });
        break;
      case 'objections':
        suspected = true;
        summary.objectors = fact.objectors.slice();
        // The claim itself may lie before the record the view holds: the objections answer the roller's "myself".
        summary.roller = round?.roller ?? fact.seat;
        if (round === null && summary.chain.length === 0) summary.chain.push({ by: fact.seat, suspect: fact.seat });
        break;
      case 'lacks':
        suspected = true;
        if (!summary.lacked.includes(fact.seat)) summary.lacked.push(fact.seat);
        break;
      case 'found':
        suspected = true;
        summary.found = { seat: fact.seat, index: fact.index, good: fact.good };
        break;
      case 'gave':
        suspected = true;
        summary.gave = { from: fact.from, to: fact.to, good: fact.good };
        break;
      case 'paid':
        suspected = true;
        summary.paid.push({ seat: fact.seat, chips: fact.chips });
        break;
      default:
        break;
    }
  }
  return suspected ? { kind: 'round', round: summary } : { kind: 'none' };
}

/** Whether the round is a "myself" of the roller (the objections are asked), rather than a guessing round. */
export function isClaim(round: RoundSummary): boolean {
  const first = round.chain[0];
  return first !== undefined && first.by === round.roller && first.suspect === round.roller;
}

/**
 * How many times the die was rolled: one roll begins every turn, so the turns
 * begun, less the one waiting for its roll. Counted from the turn, not the
 * record: a view carries the latest announcement only (RULINGS 3).
 */
export function rollsSoFar(view: Pick<SabView, 'phase' | 'turnNumber'>): number {
  if (view.phase === 'setup') return 0;
  return view.phase === 'roll' ? view.turnNumber - 1 : view.turnNumber;
}

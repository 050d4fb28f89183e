/**
 * What the table shows of the round about the latest empty field: the good
 * sought, the chain of suspicions, the objections, who searched in vain, the
 * card found and who got it. Read from the public record since the latest
 * roll, so that a settled round stays on the table until the next roll (bots
 * play fast; the players must be able to see what happened) and every viewer
 * draws the same.
 */
import type { Seat } from '../../../../shared/engine/contract';
import type { Good } from '../../../../shared/games/schmuggler-an-bord/goods';
import type { Fact, SabView, Suspicion } from '../../../../shared/games/schmuggler-an-bord/types';

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

/** The facts since the latest roll (none before the first). */
function sinceLatestRoll(facts: readonly Fact[]): Fact[] | null {
  for (let i = facts.length - 1; i >= 0; i--) if (facts[i]?.type === 'rolled') return facts.slice(i);
  return null;
}

export function latestRoll(view: SabView): LatestRoll {
  const facts = sinceLatestRoll(view.facts);
  const round = view.round;
  if (facts === null && round === null) return { kind: 'none' };
  const summary: RoundSummary = {
    live: round !== null,
    roller: round?.roller ?? view.turn,
    good: round?.good ?? 'coffee',
    chain: round ? round.chain.map((s) => ({ ...s })) : [],
    objectors: round?.objections?.objectors ?? null,
    lacked: [],
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
        summary.objectors = fact.objectors.slice();
        break;
      case 'lacks':
        summary.lacked.push(fact.seat);
        break;
      case 'found':
        summary.found = { seat: fact.seat, index: fact.index, good: fact.good };
        break;
      case 'gave':
        summary.gave = { from: fact.from, to: fact.to, good: fact.good };
        break;
      case 'paid':
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

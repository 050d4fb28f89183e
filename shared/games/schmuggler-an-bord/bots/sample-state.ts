/**
 * A full state behind a bot's view (the information-set search's sampler,
 * engine/search/sampler.ts), from the whole spoken record the bot's view
 * carries (botViewFor): every card's good was said aloud as it was drawn,
 * taken or given, so the record places every face-down card of the rows.
 * What nobody was told is drawn from `rng`:
 *
 * - the order of the spread's undrawn cards (during the setup);
 * - the objections of the others that have decided, while they are secret;
 * - the state's generator (the dice to come).
 *
 * It samples what the record allows, as a seat that remembers everything: a
 * bot that forgets by level (memory.ts) must forget in what it gives it.
 */
import type { Seat } from '../../../engine/contract.js';
import type { Rng } from '../../../engine/rng.js';
import { GOODS, type Good } from '../goods.js';
import type { Fact, Round, SabState, SabView } from '../types.js';

/** Each seat's row as the record tells it: a card drawn or taken comes to the end, one given away leaves its place. */
export function rowsFromRecord(facts: readonly Fact[], seats: number): Good[][] {
  const rows: Good[][] = Array.from({ length: seats }, () => []);
  for (const fact of facts) {
    if (fact.type === 'drew' || fact.type === 'took') rows[fact.seat]?.push(fact.good);
    else if (fact.type === 'gave') {
      rows[fact.from] = (rows[fact.from] ?? []).filter((good) => good !== fact.good);
      rows[fact.to]?.push(fact.good);
    }
  }
  return rows;
}

/** A state that `botViewFor(state, seat)` shows as `view`, what nobody was told drawn with `rng`. */
export function sampleState(view: SabView, seat: Seat, rng: Rng): SabState {
  const rows = rowsFromRecord(view.facts, view.seats);
  const inRows = new Set(rows.flat());
  const undrawn = rng.shuffle(GOODS.filter((good) => !inRows.has(good)));
  const spread = view.spread.map((lies) => (lies ? (undrawn.pop() ?? null) : null));
  let round: Round | null = null;
  if (view.round !== null) {
    const shown = view.round;
    const objections = shown.objections;
    round = {
      good: shown.good,
      roller: shown.roller,
      chain: shown.chain.map((suspicion) => ({ ...suspicion })),
      objections:
        objections === null
          ? null
          : objections.decided.map((decided, other) => {
              if (!decided) return null;
              if (objections.objectors !== null) return objections.objectors.includes(other);
              return other === seat ? objections.own : rng.next() < 0.5;
            }),
      searchers: shown.searchers.slice(),
      turned: shown.search === null ? [] : shown.search.turned.slice(),
      holder: shown.holder,
    };
  }
  return {
    game: 'schmuggler-an-bord',
    seats: view.seats,
    options: { ...view.options },
    rng: [rng.nextUint32(), rng.nextUint32(), rng.nextUint32(), rng.nextUint32()],
    phase: view.phase,
    firstPlayer: view.firstPlayer,
    turn: view.turn,
    turnNumber: view.turnNumber,
    spread,
    onField: view.onField.slice(),
    pawn: view.pawn,
    die: view.die,
    rows,
    chips: view.chips.slice(),
    kitty: view.kitty,
    round,
    facts: view.facts.slice(),
  };
}

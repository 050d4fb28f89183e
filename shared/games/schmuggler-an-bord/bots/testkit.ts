/**
 * Hand-made tables for the bots' tests: a public record written fact by fact,
 * and the view a seat would get of it. The rows' counts and the fields still
 * holding their cards follow from the record, as in a real game; the round
 * going on (if any) is given as the test needs it. Test code only.
 */
import type { Seat } from '../../../engine/contract.js';
import { FIELD_COUNT, type Good, fieldOf } from '../goods.js';
import { startChips } from '../rules.js';
import type { Fact, Phase, RoundView, SabView, Suspicion } from '../types.js';
import { readLedger } from './memory.js';

/** A record under construction: setup draws, then turns with their takes and rounds. */
export class Logbook {
  readonly facts: Fact[] = [];
  private turnNumber = 0;

  constructor(readonly seats: number) {}

  /** Setup: each seat draws these goods (seat 0 first). */
  deal(goods: readonly (readonly Good[])[]): this {
    goods.forEach((row, seat) => row.forEach((good, slot) => this.facts.push({ type: 'drew', seat, slot, good })));
    const drawn = new Set(goods.flat().map(fieldOf));
    const fields: number[] = [];
    for (let field = 0; field < FIELD_COUNT; field++) if (!drawn.has(field)) fields.push(field);
    this.facts.push({ type: 'laidOut', fields });
    return this;
  }

  /** A new turn of `seat` (the roll itself is not modelled: from and to are 0). */
  roll(seat: Seat): this {
    this.turnNumber++;
    this.facts.push({ type: 'rolled', seat, turnNumber: this.turnNumber, pips: 1, from: 0, to: 0 });
    return this;
  }

  /** A turn in which `seat` takes `good` from its field. */
  take(seat: Seat, good: Good): this {
    this.roll(seat);
    this.facts.push({ type: 'took', seat, good });
    return this;
  }

  /** Turns in which nothing about cards happens (the rollers say "myself" and nobody objects). */
  idle(turns: number): this {
    for (let i = 0; i < turns; i++) {
      const seat = this.turnNumber % this.seats;
      this.roll(seat);
      this.facts.push({ type: 'suspected', by: seat, suspect: seat, good: 'coffee' });
      this.facts.push({ type: 'objections', seat, objectors: [] });
    }
    return this;
  }

  /** `holder` found `good` at `index` of his row and gave it to `to`. */
  give(holder: Seat, index: number, good: Good, to: Seat): this {
    this.facts.push({ type: 'found', seat: holder, index, good });
    this.facts.push({ type: 'gave', from: holder, to, good });
    return this;
  }

  /** `seat` searched his row without finding `good`. */
  lack(seat: Seat, good: Good): this {
    this.facts.push({ type: 'lacks', seat, good });
    return this;
  }

  get turn(): number {
    return this.turnNumber;
  }

  /** The view `viewer` gets now; `round` describes the round under way, if any. */
  view(viewer: Seat, round: Partial<RoundView> & { good: Good; roller: Seat; chain?: Suspicion[] } | null = null, phase: Phase = round ? 'suspect' : 'roll'): SabView {
    const ledger = readLedger(this.facts, this.seats);
    const onField = new Array<boolean>(FIELD_COUNT).fill(true);
    for (const row of ledger.rows) for (const place of row) onField[fieldOf(place.good)] = false;
    if (round) onField[fieldOf(round.good)] = false;
    const chain = round?.chain ?? [];
    const active = round ? (phase === 'objections' ? [] : [chain.length > 0 ? (chain[chain.length - 1] as Suspicion).suspect : round.roller]) : [viewer];
    return {
      game: 'schmuggler-an-bord',
      viewer,
      seats: this.seats,
      options: { openHistory: false, firstPlayer: 0 },
      phase,
      activeSeats: active,
      turn: round ? round.roller : viewer,
      firstPlayer: 0,
      turnNumber: this.turnNumber,
      spread: new Array<boolean>(FIELD_COUNT).fill(false),
      onField,
      pawn: round ? fieldOf(round.good) : 0,
      die: 1,
      rows: ledger.rows.map((row) => row.length),
      chips: new Array<number>(this.seats).fill(startChips(this.seats)),
      kitty: 0,
      round: round
        ? {
            good: round.good,
            roller: round.roller,
            chain,
            objections: round.objections ?? null,
            searchers: round.searchers ?? [],
            search: round.search ?? null,
            holder: null,
          }
        : null,
      facts: this.facts.slice(),
      result: null,
    };
  }
}

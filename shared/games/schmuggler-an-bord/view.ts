/**
 * What a viewer may know. Everything at this table happens in the open except
 * three things: the goods of the face-down cards (to their owner too: the game
 * is one of memory, RULINGS 3), the order of the spread's undrawn cards, and
 * the objection decisions while they are still coming in (RULINGS 4). So a
 * view gives the rows and the spread only as counts and flags, the others'
 * decisions only as "has decided", and the goods of cards only to the seat
 * searching now, for the places he has turned himself.
 *
 * The record (facts) is what was announced to all, the goods named included.
 * But the game is one of memory (RULINGS 3): a view carries only the latest
 * announcement, unless the table plays with "open history", so that no page,
 * guest or spectator is sent what its player should have to remember (a
 * program that kept the record would rebuild every face-down row). The bots
 * hear the whole record (botViewFor): their level decides what they keep.
 */
import type { GameResult, Seat, Viewer } from '../../engine/contract.js';
import type { Good } from './goods.js';
import { latestAnnouncement } from './record.js';
import type { Fact, Round, RoundView, SabOptions, SabState, SabView } from './types.js';

export function viewFor(state: SabState, viewer: Viewer): SabView {
  return viewWith(state, viewer, state.options.openHistory ? state.facts.slice() : latestAnnouncement(state.facts));
}

/** A seat's view with the whole spoken record, for its bot (the host never sends it to a page). */
export function botViewFor(state: SabState, seat: Seat): SabView {
  return viewWith(state, seat, state.facts.slice());
}

/** Whether the table promises its pages the latest announcement only: the default (RULINGS 3). */
export function latestOnly(options: SabOptions): boolean {
  return !options.openHistory;
}

function viewWith(state: SabState, viewer: Viewer, facts: Fact[]): SabView {
  return {
    game: 'schmuggler-an-bord',
    viewer,
    seats: state.seats,
    options: { ...state.options },
    phase: state.phase,
    activeSeats: activeSeatsOf(state),
    turn: state.turn,
    firstPlayer: state.firstPlayer,
    turnNumber: state.turnNumber,
    spread: state.spread.map((good) => good !== null),
    onField: state.onField.slice(),
    pawn: state.pawn,
    die: state.die,
    rows: state.rows.map((row) => row.length),
    chips: state.chips.slice(),
    kitty: state.kitty,
    round: state.round === null ? null : roundView(state, state.round, viewer),
    // A new array (whoever holds the view may not grow the game's record through it); the facts
    // themselves are shared: a fact is never changed once announced, and copying each one for every
    // bot after every move would cost a game's length squared.
    facts,
    result: resultOf(state),
  };
}

/**
 * Who may move now, as the rules have it (rules.ts): in setup and for the roll
 * the seat whose turn it is; in a guessing round the seat named last (the roller
 * first); while the objections come in every seat that has not decided but the
 * roller; in a search the searcher.
 */
function activeSeatsOf(state: SabState): Seat[] {
  const round = state.round;
  switch (state.phase) {
    case 'setup':
    case 'roll':
      return [state.turn];
    case 'suspect': {
      if (round === null) return [];
      const last = round.chain[round.chain.length - 1];
      return [last === undefined ? round.roller : last.suspect];
    }
    case 'objections': {
      if (round === null || round.objections === null) return [];
      const undecided: Seat[] = [];
      round.objections.forEach((decision, seat) => {
        if (decision === null && seat !== round.roller) undecided.push(seat);
      });
      return undecided;
    }
    case 'search': {
      const searcher = round?.searchers[0];
      return searcher === undefined ? [] : [searcher];
    }
    case 'over':
      return [];
  }
}

function roundView(state: SabState, round: Round, viewer: Viewer): RoundView {
  const searcher = state.phase === 'search' ? round.searchers[0] : undefined;
  return {
    good: round.good,
    roller: round.roller,
    chain: round.chain.map((suspicion) => ({ by: suspicion.by, suspect: suspicion.suspect })),
    objections: round.objections === null ? null : objectionsView(state, round, round.objections, viewer),
    searchers: round.searchers.slice(),
    search:
      searcher === undefined
        ? null
        : {
            seat: searcher,
            turned: round.turned.slice(),
            // What the turned cards showed, to the searcher alone: the others saw only which places he turned.
            seen: viewer === searcher ? round.turned.map((index) => ({ index, good: (state.rows[searcher] as Good[])[index] as Good })) : null,
          },
    holder: round.holder,
  };
}

/**
 * The decisions are secret until the last is in (then the phase moves on and
 * they are revealed together): until then a viewer learns only who has decided,
 * and his own decision.
 */
function objectionsView(state: SabState, round: Round, decisions: (boolean | null)[], viewer: Viewer): NonNullable<RoundView['objections']> {
  const revealed = state.phase !== 'objections';
  const objectors: Seat[] = [];
  if (revealed) decisions.forEach((decision, seat) => decision === true && objectors.push(seat));
  return {
    decided: decisions.map((decision, seat) => seat !== round.roller && decision !== null),
    own: viewer === 'spectator' || viewer === round.roller ? null : (decisions[viewer] ?? null),
    objectors: revealed ? objectors : null,
  };
}

/** The result once the game is over: the one the gameOver fact announced (a copy). */
function resultOf(state: SabState): GameResult | null {
  if (state.phase !== 'over') return null;
  for (let index = state.facts.length - 1; index >= 0; index--) {
    const fact = state.facts[index];
    if (fact?.type === 'gameOver') return { scores: fact.result.scores.slice(), winners: fact.result.winners.slice(), ranks: fact.result.ranks.slice() };
  }
  return null;
}

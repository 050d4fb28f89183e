/**
 * What each seat may see. A seat sees its own hand, mule and cashed pile; of
 * the others only counts, declarations and the cards that were shown to all
 * (inspections, the Caisse de Retraite, the end-of-night scoring). Mule counts
 * stay hidden until everybody has loaded, since loading is simultaneous; so
 * does the shrinking of a hand that has loaded.
 */
import type { Viewer } from '../../engine/contract.js';
import type { Card } from './cards.js';
import { activeSeats, nightCount, result, totals } from './rules.js';
import type { ContrebandesState, ContrebandesView, Declaration, NightScore, PlayerPublic } from './types.js';

export function viewFor(state: ContrebandesState, viewer: Viewer): ContrebandesView {
  const own = viewer === 'spectator' ? null : viewer;
  const loadingUnderWay = state.phase === 'loading';
  const seatTotals = totals(state);
  const players: PlayerPublic[] = [];
  for (let seat = 0; seat < state.seats; seat++) {
    const handCount = (state.hands[seat] as Card[]).length;
    const muleCount = (state.mules[seat] as Card[]).length;
    const hidden = loadingUnderWay && seat !== own;
    players.push({
      seat,
      // While the loading is open, another seat's hand still counts the cards it has put on its mule:
      // the hand shrinking would give away the size of the load before everybody has loaded.
      handCount: hidden ? handCount + muleCount : handCount,
      muleCount: hidden ? null : muleCount,
      hasLoaded: state.loaded[seat] as boolean,
      declaration: copyDeclaration(state.declarations[seat] ?? null),
      cashedCount: (state.cashed[seat] as Card[]).length,
      couldNotLoad: state.couldNotLoad[seat] as boolean,
      total: seatTotals[seat] as number,
    });
  }
  return {
    game: 'contrebandes',
    viewer,
    seats: state.seats,
    nights: nightCount(state),
    night: state.night,
    quarter: state.quarter,
    officer: state.officer,
    phase: state.phase,
    activeSeats: activeSeats(state),
    players,
    hand: own === null ? null : (state.hands[own] as Card[]).slice(),
    mule: own === null ? null : (state.mules[own] as Card[]).slice(),
    ownCashed: own === null ? null : (state.cashed[own] as Card[]).slice(),
    officerTaken: state.officerTaken.slice(),
    inspections: state.inspections.map((inspection) => ({ ...inspection })),
    caisse: state.caisse.slice(),
    revealed: state.revealed.slice(),
    nightTotals: state.nightTotals.map((night) => night.slice()),
    scoring: state.scoring === null ? null : copyScoring(state.scoring),
    bonusQueue: state.bonusQueue.map((entry) => ({ ...entry })),
    result: result(state),
  };
}

// A view shares nothing with the state, so that whoever holds a view cannot change the game through it.

function copyDeclaration(declaration: Declaration | null): Declaration | null {
  return declaration === null ? null : { kinds: declaration.kinds.slice(), message: declaration.message };
}

function copyScoring(scoring: NightScore): NightScore {
  return {
    ...scoring,
    caisse: scoring.caisse.slice(),
    bonusOrder: scoring.bonusOrder.slice(),
    seats: scoring.seats.map((seat) => ({
      ...seat,
      cashed: seat.cashed.slice(),
      cancelled: seat.cancelled.slice(),
      counts: { ...seat.counts },
      bonusCards: seat.bonusCards.slice(),
    })),
  };
}

/**
 * What each seat may see. A seat sees its own hand, mule and cashed pile; of
 * the others only counts, declarations and the cards that were shown to all
 * (inspections, the Caisse de Retraite, the end-of-night scoring). Mule counts
 * stay hidden until everybody has loaded, since loading is simultaneous.
 */
import type { Viewer } from '../../engine/contract.js';
import type { Card } from './cards.js';
import { activeSeats, nightCount, result, totals } from './rules.js';
import type { ContrebandesState, ContrebandesView, PlayerPublic } from './types.js';

export function viewFor(state: ContrebandesState, viewer: Viewer): ContrebandesView {
  const own = viewer === 'spectator' ? null : viewer;
  const loadingUnderWay = state.phase === 'loading';
  const seatTotals = totals(state);
  const players: PlayerPublic[] = [];
  for (let seat = 0; seat < state.seats; seat++) {
    players.push({
      seat,
      handCount: (state.hands[seat] as Card[]).length,
      muleCount: loadingUnderWay && seat !== own ? null : (state.mules[seat] as Card[]).length,
      hasLoaded: state.loaded[seat] as boolean,
      declaration: state.declarations[seat] ?? null,
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
    inspections: state.inspections.slice(),
    caisse: state.caisse.slice(),
    revealed: state.revealed.slice(),
    nightTotals: state.nightTotals.map((night) => night.slice()),
    scoring: state.scoring,
    bonusQueue: state.bonusQueue.slice(),
    result: result(state),
  };
}

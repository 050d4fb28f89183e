/**
 * What each seat may see. Everything on the table is public: the boss, the
 * die, the tokens, the stink bombs (everyone can count them: they change hands
 * and are spent in plain sight), who has sculpted, every push and where every
 * sphere went. Hidden from the other seats: what a sphere hides until it is
 * shown (inspection or reveal), and a sphere that has not been pushed yet.
 * Once a sphere is pushed onto the track everyone watches it roll, so its roll
 * inputs (mass, roundness, shape seed, the push and the hole) become public in
 * `rolls` for the 3D replay (docs/rules/smugglers-2016.md, "What the roll
 * shows"); `PlayerView.massG` still says only what the scale showed. A seat
 * sees its own sphere and contraband.
 */
import type { Viewer } from '../../engine/contract.js';
import { activeSeats, currentTester, result, rollPending } from './rules.js';
import type { PlayerView, RoundRoll, SeatRound, SmugglersState, SmugglersView } from './types.js';

/**
 * The rolls of the current round that everyone has watched: every push of the
 * sphere as it is now (a re-rounded sphere's first-attempt pushes rolled a
 * shape that no longer exists, and are left out).
 */
export function roundRolls(state: SmugglersState): RoundRoll[] {
  const rolls: RoundRoll[] = [];
  if (state.hole === null) return rolls;
  for (const seat of state.testOrder) {
    const player = state.players[seat] as SeatRound;
    if (player.sphere === null) continue;
    for (const push of player.pushes) {
      if (player.rerounded && push.attempt === 1) continue;
      rolls.push({
        seat,
        attempt: push.attempt,
        input: {
          sphere: { massG: player.sphere.massG, roundness: player.sphere.roundness, shapeSeed: player.sphere.shapeSeed },
          hole: state.hole,
          push: { strength: push.strength },
        },
        outcome: push.outcome,
      });
    }
  }
  return rolls;
}

export function viewFor(state: SmugglersState, viewer: Viewer): SmugglersView {
  const own = viewer === 'spectator' ? null : viewer;
  const players: PlayerView[] = state.players.map((player: SeatRound, seat) => {
    const mine = seat === own;
    return {
      seat,
      tokens: { ...(state.tokens[seat] as { sweet: number; sour: number }) },
      stinkBombs: state.stinkBombs[seat] as number,
      spentBombs: state.spentBombs[seat] as number,
      sculpted: player.sphere !== null,
      room: player.room,
      attempt: player.attempt,
      rerounded: player.rerounded,
      pushes: player.pushes.map((push) => ({ ...push })),
      place: player.place,
      massG: player.sphere !== null && (mine || player.massShown) ? player.sphere.massG : null,
      contraband: mine || player.revealed ? player.contraband : null,
      inspectedBy: player.inspectedBy,
    };
  });
  const ownSphere = own === null ? null : (state.players[own]?.sphere ?? null);
  return {
    game: 'smugglers-2016',
    viewer,
    seats: state.seats,
    options: { ...state.options },
    round: state.round,
    startingPlayer: state.startingPlayer,
    boss: state.boss,
    hole: state.hole,
    dice: state.dice.slice(),
    phase: state.phase,
    activeSeats: activeSeats(state),
    tester: state.phase === 'testing' ? currentTester(state) : null,
    rolling: rollPending(state),
    supply: { ...state.supply },
    roundStart: { tokens: state.roundStart.tokens.map((tokens) => ({ ...tokens })), stinkBombs: state.roundStart.stinkBombs.slice() },
    players,
    ownSphere: ownSphere === null ? null : { ...ownSphere },
    office: state.office.slice(),
    inspectors: state.inspectors.slice(),
    inspections: state.inspections.map((inspection) => ({ ...inspection })),
    pendingSteal: state.pendingSteal === null ? null : { ...state.pendingSteal, from: state.pendingSteal.from.slice() },
    history: state.history.map((record) => ({
      ...record,
      dice: record.dice.slice(),
      seats: record.seats.map((entry) => ({ ...entry, tokensBefore: { ...entry.tokensBefore } })),
    })),
    rolls: roundRolls(state),
    winner: state.winner,
    result: result(state),
  };
}

/**
 * Smugglers (2016) for the conformance suite (shared/engine/conformance):
 * what is whose secret, and a quick stand-in for the physics. Test code only,
 * default-exported, found by shared/games/conformance.test.ts.
 *
 * Behind his screen a player hides what his sphere holds until it is shown
 * (an inspection, the reveal), and the sphere itself (its mass, roundness and
 * bumps) until it is pushed onto the track, where everybody watches it roll;
 * the scale shows the mass of those that reach the bar.
 */
import type { Viewer } from '../../engine/contract.js';
import type { ConformanceKit } from '../../engine/conformance/kit.js';
import type { Rng } from '../../engine/rng.js';
import { tablePhysics } from './physical.js';
import { smugglers2016 } from './index.js';
import { randomRoll } from './testkit.js';
import {
  type Contraband,
  type SeatRound,
  type SmugglersEvent,
  type SmugglersMove,
  type SmugglersOptions,
  type SmugglersState,
  type SmugglersView,
  CONTRABANDS,
} from './types.js';

const options = (change: Partial<SmugglersOptions> = {}): SmugglersOptions => ({ hourglassSeconds: 60, shortGame: false, firstPlayer: null, ...change });

export const smugglersConformance: ConformanceKit<SmugglersState, SmugglersMove, SmugglersEvent, SmugglersView, SmugglersOptions> = {
  game: smugglers2016,
  perturbSecrets,
  tables: [
    { seats: 2, options: options() },
    { seats: 3, options: options() },
    { seats: 4, options: options() },
    { seats: 3, options: options({ shortGame: true, firstPlayer: 1 }) },
  ],
  // The schema takes any of 4 seats: the table's own count is setup's to check.
  refusedTables: [{ label: 'a first player past the table', seats: 2, options: options({ firstPlayer: 3 }) }],
  // Random outcomes, as if the physics said so; one playout rolls with Rapier (a few seconds).
  hostMove: randomRoll,
  hostPlayouts: 1,
};

/** Whether everyone has watched this sphere (as it is now) roll: from then on its roll inputs are public. */
export function pushedOnTrack(player: SeatRound): boolean {
  return player.pushes.some((push) => !player.rerounded || push.attempt === 2);
}

/**
 * The same table with the other seats' unshown contraband and unpushed
 * spheres drawn again, within what they could have sculpted: their putty,
 * and a stink bomb only for one who held one.
 */
export function perturbSecrets(state: SmugglersState, keep: Viewer, rng: Rng): SmugglersState {
  const { minMassG, maxMassG } = tablePhysics(state.options);
  const players = state.players.map((player, seat) => {
    if (seat === keep || player.sphere === null) return player;
    const changed: SeatRound = { ...player };
    if (!player.revealed) {
      const held = (state.roundStart.stinkBombs[seat] as number) > 0;
      changed.contraband = rng.pick<Contraband>(held ? CONTRABANDS : ['sweet', 'sour']);
    }
    if (!pushedOnTrack(player)) {
      // A re-rounded sphere keeps its putty, whose mass everybody saw roll in the first attempt.
      const massSeen = player.massShown || player.pushes.length > 0;
      changed.sphere = {
        massG: massSeen ? player.sphere.massG : minMassG + rng.next() * (maxMassG - minMassG),
        roundness: rng.next(),
        shapeSeed: rng.nextUint32(),
      };
    }
    return changed;
  });
  return { ...state, players };
}

/** Found by shared/games/conformance.test.ts: every game folder with a conformance.ts is checked. */
export default smugglersConformance;

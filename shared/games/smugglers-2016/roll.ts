/**
 * The roll as a host task: once the tester has pushed, the game asks the host
 * to simulate the roll (shared/games/smugglers-2016/physics, the one source of truth for passed,
 * stuck and short) and applies the outcome as a move by HOST.
 */
import type { HostTask } from '../../engine/contract.js';
import type { RollInput } from './physics/contract.js';
import { type PhysicsProfile, simulateRoll } from './physics/index.js';
import { STANDARD } from './physical.js';
import { currentTester, rollPending } from './rules.js';
import type { SeatRound, SmugglersMove, SmugglersState } from './types.js';

export const ROLL_TASK = 'roll';

export interface RollTask extends HostTask {
  kind: typeof ROLL_TASK;
  input: RollInput;
  /** The table's profile (absent: the Standard one). */
  profile?: PhysicsProfile;
}

/** The roll the host must simulate now, or null. */
export function hostTask(state: SmugglersState): RollTask | null {
  if (!rollPending(state) || state.hole === null) return null;
  const player = state.players[currentTester(state)] as SeatRound;
  const push = player.pushes[player.pushes.length - 1] as SeatRound['pushes'][number];
  const sphere = player.sphere as NonNullable<SeatRound['sphere']>;
  return {
    kind: ROLL_TASK,
    input: {
      sphere: { massG: sphere.massG, roundness: sphere.roundness, shapeSeed: sphere.shapeSeed },
      hole: state.hole,
      push: { strength: push.strength },
    },
    ...(state.options.physics ? { profile: state.options.physics.profile } : {}),
  };
}

/** Simulates the roll and returns the outcome as the move the host applies. */
export async function performHostTask(task: HostTask): Promise<SmugglersMove> {
  if (task.kind !== ROLL_TASK) throw new Error(`Smugglers has no host task "${task.kind}".`);
  const rolled = await simulateRoll(task.input as RollInput, (task as RollTask).profile ?? STANDARD.profile);
  return { type: 'roll-outcome', outcome: rolled.outcome };
}

/**
 * Headless rolls per second on one core (the benchmark's "physics" row).
 *
 * A repeatable mix of rolls like those of a game: every lane, spheres from 85 %
 * to 105 % of the hole's diameter, roundness 0.3 to 1, pushes that reach the
 * fence. Each roll builds its world, steps it at 1/60 s until the outcome is
 * known and frees it, exactly as the host does.
 */
import { performance } from 'node:perf_hooks';
import { Rng } from '../../shared/engine/rng.js';
import type { RollInput, RollOutcome } from '../../shared/games/smugglers-2016/physics/contract.js';
import { DEFAULT_PROFILE, type PhysicsProfile, massForDiameterG } from '../../shared/games/smugglers-2016/physics/profile.js';
import { simulateRollSync } from '../../shared/games/smugglers-2016/physics/roll.js';
import { initPhysics } from '../../shared/sim/rapier.js';

export interface PhysicsBench {
  rolls: number;
  /** Rolls per second of wall-clock time. */
  rollsPerSecond: number;
  /** Rolls per second of this process's CPU time (less sensitive to a busy machine). */
  rollsPerCpuSecond: number;
  /** Mean simulated frames (1/60 s) until the outcome was known. */
  meanFrames: number;
  outcomes: Record<RollOutcome, number>;
}

/** The i-th roll of the benchmark's mix. */
export function benchRoll(rng: Rng, profile: PhysicsProfile = DEFAULT_PROFILE): RollInput {
  const hole = rng.int(profile.holesMm.length);
  const diameter = (profile.holesMm[hole] as number) * (0.85 + 0.2 * rng.next());
  return {
    sphere: { massG: massForDiameterG(diameter, profile), roundness: 0.3 + 0.7 * rng.next(), shapeSeed: rng.nextUint32() },
    hole,
    push: { strength: 0.45 + 0.5 * rng.next() },
  };
}

/** Rolls for about durationMs (at least 5 rolls), one after another on this thread. */
export async function measureRolls(durationMs: number, profile: PhysicsProfile = DEFAULT_PROFILE): Promise<PhysicsBench> {
  await initPhysics();
  const rng = Rng.fromSeed(20160705);
  // Warm up: the JIT, and the lanes' static worlds (built once per profile and lane).
  for (let i = 0; i < 14; i++) simulateRollSync(benchRoll(rng, profile), profile);
  const outcomes: Record<RollOutcome, number> = { passed: 0, stuck: 0, short: 0 };
  let rolls = 0;
  let frames = 0;
  const cpuStart = process.cpuUsage();
  const start = performance.now();
  let elapsed = 0;
  while (rolls < 5 || elapsed < durationMs) {
    const result = simulateRollSync(benchRoll(rng, profile), profile);
    rolls++;
    frames += result.frames;
    outcomes[result.outcome]++;
    elapsed = performance.now() - start;
  }
  const cpu = process.cpuUsage(cpuStart);
  const cpuMs = (cpu.user + cpu.system) / 1000;
  return {
    rolls,
    rollsPerSecond: (rolls * 1000) / elapsed,
    rollsPerCpuSecond: (rolls * 1000) / cpuMs,
    meanFrames: frames / rolls,
    outcomes,
  };
}

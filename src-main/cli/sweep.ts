/**
 * `smugglers sweep`: the sandbox's batch study, headless. Every chosen hole
 * (1..7 on the command line), every sphere diameter of the range, every
 * roundness level, N trials each with their own shape seed and push, rolled on
 * the physics workers (one per core); the rows go to a CSV file, the largest
 * diameter that passes each hole with 95 % certainty to stdout ("≥ top" when
 * every size tried passed, "< bottom" when the smallest already failed: the
 * limit lies outside the range), progress to stderr. Bad arguments: a clear error, exit code 2, nothing written.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { physicsProfileSchema } from '../../shared/games/smugglers-2016/physics/profile.js';
import { type SweepLimit, type SweepPlan, type SweepResult, type SweepRow, sweepPlanSchema } from '../../shared/games/smugglers-2016/physics/sweep-plan.js';
import { SWEEP_CERTAINTY, defaultSweepSizes, sweepCsv, sweepSizeCount } from '../../shared/games/smugglers-2016/physics/sweep.js';
import { STANDARD_PROFILE_NAME } from '../../shared/protocol/sandbox.js';
import { PhysicsPool } from '../physics/physics-pool.js';
import { SandboxStore, SandboxStoreError } from '../physics/sandbox-store.js';
import { runSweep, type SweepProgress } from '../physics/sweep-runner.js';
import { defaultDataDir } from '../settings/data-dir.js';
import { CliError, UsageError } from './simulate.js';
import { writeFileAtomic } from '../files/atomic-write.js';

export { SWEEP_USAGE } from './sweep-usage.js';

export interface SweepArgs {
  plan: SweepPlan;
  out: string;
  workers: number | null;
}

const DEFAULT_TRIALS = 20;

function numberList(text: string, flag: string): number[] {
  const parts = text.split(',').map((part) => part.trim());
  if (parts.some((part) => !/^-?\d+(\.\d+)?$/.test(part))) throw new CliError(`${flag} takes numbers separated by commas, not "${text}".`);
  return parts.map(Number);
}

function wholeNumber(text: string | undefined, flag: string, fallback: number): number {
  if (text === undefined) return fallback;
  if (!/^\d+$/.test(text)) throw new CliError(`${flag} must be a whole number, not "${text}".`);
  return Number(text);
}

/** A profile by name from the data folder ('Standard' built in), or from a JSON file (a bare profile or a saved profile file). */
export function resolveProfile(value: string | undefined, dataDir: string): { name: string; profile: SweepPlan['profile'] } {
  if (value === undefined) return new SandboxStore(dataDir).findProfile(STANDARD_PROFILE_NAME);
  const looksLikeFile = value.toLowerCase().endsWith('.json') || value.includes('/') || value.includes(path.sep);
  if (looksLikeFile) {
    let json: unknown;
    try {
      json = JSON.parse(fs.readFileSync(value, 'utf8'));
    } catch (error) {
      const reason = (error as { code?: string }).code === 'ENOENT' ? 'there is no such file' : (error as Error).message;
      throw new CliError(`--profile ${value}: cannot read it as JSON (${reason}).`);
    }
    const inner = (json as { format?: unknown; profile?: unknown }).format === 'smugglers-profile' ? (json as { profile: unknown }).profile : json;
    const parsed = physicsProfileSchema.safeParse(inner);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new CliError(`--profile ${value} is not a valid profile: ${issue?.message ?? 'wrong shape'}${issue?.path.length ? ` (at ${issue.path.join('.')})` : ''}.`);
    }
    const name = path.basename(value).replace(/\.json$/i, '').slice(0, 40).trim() || 'File';
    return { name, profile: parsed.data };
  }
  try {
    return new SandboxStore(dataDir).findProfile(value);
  } catch (error) {
    if (error instanceof SandboxStoreError) throw new CliError(`--profile: ${error.message}`);
    throw error;
  }
}

/** Reads the command line into a checked plan; throws CliError with the reason. */
export function parseSweepArgs(args: string[], dataDirDefault: string = defaultDataDir()): SweepArgs {
  let values: Record<string, string | undefined>;
  try {
    values = parseArgs({
      args,
      options: {
        holes: { type: 'string' },
        sizes: { type: 'string' },
        roundness: { type: 'string' },
        trials: { type: 'string' },
        seed: { type: 'string' },
        profile: { type: 'string' },
        out: { type: 'string' },
        'data-dir': { type: 'string' },
        workers: { type: 'string' },
      },
    }).values as Record<string, string | undefined>;
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  if (!values.out) throw new UsageError('--out FILE.csv is required (where the results go).');
  const out = path.resolve(values.out);
  if (!fs.existsSync(path.dirname(out)) || !fs.statSync(path.dirname(out)).isDirectory()) {
    throw new CliError(`--out: the folder ${path.dirname(out)} does not exist.`);
  }
  if (fs.existsSync(out) && fs.statSync(out).isDirectory()) throw new CliError(`--out: ${out} is a folder; give a file name.`);

  const holes = values.holes === undefined ? [1, 2, 3, 4, 5, 6, 7] : numberList(values.holes, '--holes');
  for (const hole of holes) if (!Number.isInteger(hole) || hole < 1 || hole > 7) throw new CliError(`--holes: the holes are numbered 1 to 7, not ${hole}.`);
  if (new Set(holes).size !== holes.length) throw new CliError('--holes: each hole at most once.');

  const dataDir = path.resolve(values['data-dir'] ?? dataDirDefault);
  const { name: profileName, profile } = resolveProfile(values.profile, dataDir);

  let sizes = defaultSweepSizes(profile);
  if (values.sizes !== undefined) {
    const match = /^\s*(\d+(?:\.\d+)?)\s*:\s*(\d+(?:\.\d+)?)\s*:\s*(\d+(?:\.\d+)?)\s*$/.exec(values.sizes);
    if (!match) throw new CliError(`--sizes takes FROM:TO:STEP in millimetres, such as 18:40:0.5, not "${values.sizes}".`);
    sizes = { fromMm: Number(match[1]), toMm: Number(match[2]), stepMm: Number(match[3]) };
  }
  const roundness = values.roundness === undefined ? [1] : numberList(values.roundness, '--roundness');
  const workers = values.workers === undefined ? null : wholeNumber(values.workers, '--workers', 1);
  if (workers !== null && workers < 1) throw new CliError('--workers must be at least 1.');

  const plan = {
    holes: holes.map((hole) => hole - 1),
    sizes,
    roundness,
    trials: wholeNumber(values.trials, '--trials', DEFAULT_TRIALS),
    seed: wholeNumber(values.seed, '--seed', 1),
    profileName,
    profile,
  };
  const parsed = sweepPlanSchema.safeParse(plan);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const flag = typeof issue?.path[0] === 'string' && issue.path[0] in FLAGS ? FLAGS[issue.path[0]] : '--profile';
    const where = issue && issue.path.length > 1 ? ` (${issue.path.slice(1).join('.')})` : '';
    throw new CliError(`${issue?.path.length ? flag : 'The sweep'}: ${issue?.message ?? 'not a valid sweep'}${where}`);
  }
  if (sweepSizeCount(sizes) < 1) throw new CliError('--sizes gives no size.');
  return { plan: { ...plan, profile }, out, workers };
}

const FLAGS: Record<string, string> = {
  holes: '--holes',
  sizes: '--sizes',
  roundness: '--roundness',
  trials: '--trials',
  seed: '--seed',
  profileName: '--profile',
  profile: '--profile',
};

export interface SweepIo {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  /** Progress lines at most this often, ms. */
  progressEveryMs?: number;
  signal?: AbortSignal;
}

/**
 * How a hole's 95 % limit reads. Within the sizes tried, the interpolated
 * diameter; when every size tried passed (largest95Mm is then the largest
 * size), "≥ that size": the limit lies above the range; when the smallest size
 * already passed less often (largest95Mm null), "< that size".
 */
export function describeLimit(limit: SweepLimit, rows: readonly SweepRow[]): string {
  const curve = rows.filter((row) => row.hole === limit.hole && row.roundness === limit.roundness).sort((a, b) => a.sphereDiameterMm - b.sphereDiameterMm);
  const smallest = curve[0]?.sphereDiameterMm;
  const largest = curve.at(-1)?.sphereDiameterMm;
  if (limit.largest95Mm === null) {
    return smallest === undefined ? 'no size tried' : `< ${smallest.toFixed(2)} mm (the smallest size tried already passes less than 95 %)`;
  }
  if (largest !== undefined && curve.every((row) => row.passRate >= SWEEP_CERTAINTY)) {
    return `≥ ${largest.toFixed(2)} mm (every size tried passed: the limit is above the range)`;
  }
  return `${limit.largest95Mm.toFixed(2)} mm`;
}

/** The summary printed to stdout: the 95 % limits, then what was rolled and how fast. */
export function sweepSummary(result: SweepResult, workers: number, out: string): string {
  const lines: string[] = ['Largest sphere that passes with 95 % certainty:'];
  for (const limit of result.limits) {
    lines.push(`  hole ${limit.hole} (${limit.holeDiameterMm} mm), roundness ${limit.roundness}: ${describeLimit(limit, result.rows)}`);
  }
  const trials = result.rows.reduce((sum, row) => sum + row.trials, 0);
  const seconds = result.elapsedMs / 1000;
  lines.push(
    `${trials} trials, ${result.rolls} rolls in ${seconds.toFixed(1)} s (${(result.rolls / Math.max(seconds, 0.001)).toFixed(0)} rolls/s on ${workers} worker${workers === 1 ? '' : 's'}), profile ${result.plan.profileName}, seed ${result.plan.seed}.`,
  );
  lines.push(`Results: ${out}`);
  return `${lines.join('\n')}\n`;
}

function describeProgress(progress: SweepProgress): string {
  const percent = progress.total > 0 ? Math.floor((progress.done * 100) / progress.total) : 100;
  const eta = progress.etaMs === null ? '' : `, about ${Math.ceil(progress.etaMs / 1000)} s left`;
  return `sweep: ${progress.done}/${progress.total} trials (${percent} %)${eta}\n`;
}

/** Runs the command: parses, sweeps on a pool of its own, writes the CSV (atomically), prints the summary. */
export async function sweepCommand(args: string[], io: SweepIo, dataDirDefault?: string): Promise<SweepResult> {
  const { plan, out, workers } = parseSweepArgs(args, dataDirDefault);
  const pool = new PhysicsPool(workers ?? undefined);
  const every = io.progressEveryMs ?? 1000;
  let last = -Infinity;
  let result: SweepResult;
  try {
    io.stderr(`sweep: ${plan.holes.length} hole(s) × ${sweepSizeCount(plan.sizes)} sizes × ${plan.roundness.length} roundness level(s) × ${plan.trials} trials on ${pool.size} worker(s)…\n`);
    result = await runSweep(plan, {
      pool,
      signal: io.signal,
      onProgress: (progress) => {
        const now = progress.elapsedMs;
        if (now - last < every && progress.done < progress.total) return;
        last = now;
        io.stderr(describeProgress(progress));
      },
    });
  } finally {
    await pool.close();
  }
  writeFileAtomic(out, sweepCsv(result));
  io.stdout(sweepSummary(result, pool.size, out));
  return result;
}

/**
 * The physics sandbox's files in the host's data folder: named studies (a
 * sweep's plan and results) in <data dir>/studies and named physical profiles
 * in <data dir>/profiles, one JSON file each. A name becomes a safe file name
 * (sandbox-file-names.ts: a lower-case slug and the SHA-256 of the exact name:
 * no path tricks, no two names in one file, no clash of names that differ only
 * in case on a case-insensitive disk); the name itself is kept inside the file.
 * Writes are atomic (temporary file, fsync, rename); the temporary files and
 * old file names a crash or an earlier version left are tidied on opening.
 * Every file is checked when read: a damaged study is listed with its problem,
 * a damaged profile is left out of the list, and neither ever stops the host.
 * 'Standard' (DEFAULT_PROFILE) is built in: never written, never deleted.
 */
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_PROFILE, type PhysicsProfile, physicsProfileSchema } from '../../shared/games/smugglers-2016/physics/index.js';
import { MAX_SWEEP_ROLLS, type SweepResult, sweepPlanSchema } from '../../shared/games/smugglers-2016/physics/sweep-plan.js';
import { sweepSizeCount } from '../../shared/games/smugglers-2016/physics/sweep.js';
import { describeSchemaError } from '../../shared/protocol/messages.js';
import { type NamedProfile, sandboxNameSchema, STANDARD_PROFILE_NAME, type Study, type StudySummary } from '../../shared/games/smugglers-2016/sandbox-protocol.js';
import { writeFileAtomic } from '../files/atomic-write.js';
import { removeStaleTemps } from '../files/stale-temps.js';
import { EXTENSION, migrateLegacyFileNames, nameInside, sandboxFileName } from './sandbox-file-names.js';

export { sandboxFileName } from './sandbox-file-names.js';

const STUDY_FORMAT = 'smugglers-study';
const PROFILE_FORMAT = 'smugglers-profile';

export type SandboxStoreErrorKind = 'not-found' | 'damaged' | 'refused';

export class SandboxStoreError extends Error {
  constructor(
    readonly kind: SandboxStoreErrorKind,
    message: string,
  ) {
    super(message);
  }
}

const rowSchema = z
  .object({
    hole: z.number().int().min(1).max(7),
    holeDiameterMm: z.number(),
    sphereDiameterMm: z.number(),
    roundness: z.number().min(0).max(1),
    trials: z.number().int().min(1),
    passed: z.number().int().min(0),
    passRate: z.number().min(0).max(1),
  })
  .strict()
  .refine((row) => row.passed <= row.trials, { message: 'a row has more passes than trials' });

const limitSchema = z
  .object({
    hole: z.number().int().min(1).max(7),
    holeDiameterMm: z.number(),
    roundness: z.number().min(0).max(1),
    largest95Mm: z.number().nullable(),
  })
  .strict();

const resultSchema = z
  .object({
    plan: sweepPlanSchema,
    rows: z.array(rowSchema).max(MAX_SWEEP_ROLLS),
    limits: z.array(limitSchema).max(35),
    rolls: z.number().int().min(0),
    elapsedMs: z.number().min(0),
  })
  .strict()
  .refine((result) => result.rows.length === result.plan.holes.length * sweepSizeCount(result.plan.sizes) * result.plan.roundness.length, {
    message: 'the rows do not match the plan',
  })
  .refine((result) => result.limits.length === result.plan.holes.length * result.plan.roundness.length, { message: 'the limits do not match the plan' });

const studyFileSchema = z
  .object({
    format: z.literal(STUDY_FORMAT),
    version: z.literal(1),
    name: sandboxNameSchema,
    savedAt: z.string().datetime(),
    result: resultSchema,
  })
  .strict();

const profileFileSchema = z
  .object({
    format: z.literal(PROFILE_FORMAT),
    version: z.literal(1),
    name: sandboxNameSchema,
    profile: physicsProfileSchema,
  })
  .strict();

/** Checks a name as the protocol does (trimmed; letters, digits and a few signs). */
function checkName(name: string): string {
  const parsed = sandboxNameSchema.safeParse(name);
  if (!parsed.success) throw new SandboxStoreError('refused', describeSchemaError(parsed.error));
  return parsed.data;
}

function isStandard(name: string): boolean {
  return name.trim().toLowerCase() === STANDARD_PROFILE_NAME.toLowerCase();
}

/** Reads and checks one file; a problem is a sentence for the player. */
function readChecked<T>(file: string, schema: z.ZodType<T>, what: string): { ok: true; value: T } | { ok: false; problem: string } {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    return { ok: false, problem: `The ${what} file cannot be read.` };
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, problem: `The ${what} file is not valid JSON (damaged or cut short).` };
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) return { ok: false, problem: `The ${what} file is damaged: ${describeSchemaError(parsed.error)}.` };
  return { ok: true, value: parsed.data };
}

function writeAtomic(dir: string, file: string, value: unknown): void {
  fs.mkdirSync(dir, { recursive: true });
  writeFileAtomic(file, JSON.stringify(value));
}

function jsonFiles(dir: string): string[] {
  try {
    return fs
      .readdirSync(dir)
      .filter((name) => name.endsWith(EXTENSION))
      .sort();
  } catch {
    return [];
  }
}

/** The name inside a damaged file, when it can still be read (so that the study can be deleted by name). */
function readableName(file: string): string | null {
  const name = nameInside(file);
  return name !== null && sandboxFileName(name) === path.basename(file) ? name : null;
}

function fileTime(file: string): string {
  try {
    return fs.statSync(file).mtime.toISOString();
  } catch {
    return new Date(0).toISOString();
  }
}

export function summarizeStudy(study: Study): StudySummary {
  const { plan } = study.result;
  return {
    name: study.name,
    profileName: plan.profileName,
    holes: plan.holes.map((hole) => hole + 1),
    roundness: plan.roundness.slice(),
    rolls: study.result.rolls,
    savedAt: study.savedAt,
  };
}

export class SandboxStore {
  readonly studiesDir: string;
  readonly profilesDir: string;

  constructor(dataDir: string) {
    this.studiesDir = path.join(dataDir, 'studies');
    this.profilesDir = path.join(dataDir, 'profiles');
    for (const dir of [this.studiesDir, this.profilesDir]) {
      removeStaleTemps(dir);
      migrateLegacyFileNames(dir);
    }
  }

  // ------------------------------------------------------------ studies

  /** Every study, newest first; a damaged file is listed with its problem (named after its file). */
  listStudies(): StudySummary[] {
    const out: StudySummary[] = [];
    for (const fileName of jsonFiles(this.studiesDir)) {
      const file = path.join(this.studiesDir, fileName);
      const checked = readChecked(file, studyFileSchema, 'study');
      if (checked.ok) {
        const { name, savedAt, result } = checked.value;
        out.push(summarizeStudy({ name, savedAt, result: result as SweepResult }));
      } else {
        const name = readableName(file) ?? fileName.slice(0, -EXTENSION.length);
        out.push({ name, profileName: '', holes: [], roundness: [], rolls: 0, savedAt: fileTime(file), problem: `${checked.problem} (studies/${fileName})` });
      }
    }
    return out.sort((a, b) => b.savedAt.localeCompare(a.savedAt) || a.name.localeCompare(b.name));
  }

  loadStudy(rawName: string): Study {
    const name = checkName(rawName);
    const file = path.join(this.studiesDir, sandboxFileName(name));
    if (!fs.existsSync(file)) throw new SandboxStoreError('not-found', `There is no study named "${name}".`);
    const checked = readChecked(file, studyFileSchema, 'study');
    if (!checked.ok) throw new SandboxStoreError('damaged', `"${name}": ${checked.problem}`);
    if (checked.value.name !== name) throw new SandboxStoreError('damaged', `The file of study "${name}" holds study "${checked.value.name}".`);
    return { name, savedAt: checked.value.savedAt, result: checked.value.result as SweepResult };
  }

  /** Saves (or replaces) a study. */
  saveStudy(rawName: string, result: SweepResult, savedAt: string): StudySummary {
    const name = checkName(rawName);
    const file = { format: STUDY_FORMAT, version: 1, name, savedAt, result };
    const parsed = studyFileSchema.safeParse(file);
    if (!parsed.success) throw new SandboxStoreError('refused', `The results cannot be saved: ${describeSchemaError(parsed.error)}.`);
    writeAtomic(this.studiesDir, path.join(this.studiesDir, sandboxFileName(name)), file);
    return summarizeStudy({ name, savedAt, result });
  }

  deleteStudy(rawName: string): void {
    const name = checkName(rawName);
    const file = path.join(this.studiesDir, sandboxFileName(name));
    if (!fs.existsSync(file)) throw new SandboxStoreError('not-found', `There is no study named "${name}".`);
    fs.rmSync(file, { force: true });
  }

  // ------------------------------------------------------------ profiles

  /** 'Standard' first, then the saved profiles by name. A damaged profile file is left out (findProfile says why). */
  listProfiles(): NamedProfile[] {
    const saved: NamedProfile[] = [];
    for (const fileName of jsonFiles(this.profilesDir)) {
      const checked = readChecked(path.join(this.profilesDir, fileName), profileFileSchema, 'profile');
      if (checked.ok && fileName === sandboxFileName(checked.value.name)) {
        saved.push({ name: checked.value.name, profile: checked.value.profile, builtIn: false });
      }
    }
    saved.sort((a, b) => a.name.localeCompare(b.name));
    return [{ name: STANDARD_PROFILE_NAME, profile: structuredClone(DEFAULT_PROFILE), builtIn: true }, ...saved];
  }

  /** A profile by name: 'Standard' or a saved one. */
  findProfile(rawName: string): NamedProfile {
    if (isStandard(rawName)) return { name: STANDARD_PROFILE_NAME, profile: structuredClone(DEFAULT_PROFILE), builtIn: true };
    const name = checkName(rawName);
    const file = path.join(this.profilesDir, sandboxFileName(name));
    if (!fs.existsSync(file)) throw new SandboxStoreError('not-found', `There is no profile named "${name}".`);
    const checked = readChecked(file, profileFileSchema, 'profile');
    if (!checked.ok) throw new SandboxStoreError('damaged', `"${name}": ${checked.problem}`);
    if (checked.value.name !== name) throw new SandboxStoreError('damaged', `The file of profile "${name}" holds profile "${checked.value.name}".`);
    return { name, profile: checked.value.profile, builtIn: false };
  }

  /** Saves (or replaces) a profile; 'Standard' cannot be replaced. */
  saveProfile(rawName: string, rawProfile: PhysicsProfile): NamedProfile {
    const name = checkName(rawName);
    if (isStandard(name)) throw new SandboxStoreError('refused', `"${STANDARD_PROFILE_NAME}" is the built-in profile and cannot be changed: save yours under another name.`);
    const parsed = physicsProfileSchema.safeParse(rawProfile);
    if (!parsed.success) throw new SandboxStoreError('refused', `That profile is not valid: ${describeSchemaError(parsed.error)}.`);
    writeAtomic(this.profilesDir, path.join(this.profilesDir, sandboxFileName(name)), { format: PROFILE_FORMAT, version: 1, name, profile: parsed.data });
    return { name, profile: parsed.data, builtIn: false };
  }

  deleteProfile(rawName: string): void {
    if (isStandard(rawName)) throw new SandboxStoreError('refused', `"${STANDARD_PROFILE_NAME}" is the built-in profile and cannot be deleted.`);
    const name = checkName(rawName);
    const file = path.join(this.profilesDir, sandboxFileName(name));
    if (!fs.existsSync(file)) throw new SandboxStoreError('not-found', `There is no profile named "${name}".`);
    fs.rmSync(file, { force: true });
  }
}

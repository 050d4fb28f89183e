/**
 * The physics sandbox's messages: batch sweeps that the host simulates in its
 * worker threads (progress pushed while they run, cancellable), named studies
 * (a plan and its results) and named physical profiles, both kept by the host
 * beside the save files. Only the player at the host machine may use them
 * (a LAN guest gets `host-only`).
 *
 * The protocol knows no game's physics. A sweep plan or a profile travels as
 * plain JSON that is checked here only for its size; the host checks it with
 * the game's own schemas and refuses it with the reason ('bad-request'). The
 * types of the game data in the answers and pushes (a profile, a sweep's
 * results) are declared by the game whose sandbox it is, through
 * SandboxGameTypes below (shared/games/smugglers-2016/sandbox-protocol.ts).
 */
import { z } from 'zod';

/**
 * The game data of the sandbox's answers and pushes. The game whose physics
 * the sandbox studies fills this in by declaration merging:
 *
 *   declare module '../../protocol/sandbox.js' {
 *     interface SandboxGameTypes { profile: PhysicsProfile; sweepResult: SweepResult }
 *   }
 *
 * In a program that does not load that declaration, they are `unknown`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface SandboxGameTypes {}

/** A physical profile, as the sandbox's game defines it. */
export type SandboxProfile = SandboxGameTypes extends { profile: infer Profile } ? Profile : unknown;
/** A finished sweep's results (with its plan), as the sandbox's game defines them. */
export type SandboxSweepResult = SandboxGameTypes extends { sweepResult: infer Result } ? Result : unknown;

/** The most characters of JSON a sweep plan or a profile may take in a request (a real one takes about a thousand). */
export const MAX_SANDBOX_DATA_CHARS = 64_000;

/**
 * Game data in a sandbox request (a sweep plan, a profile): plain JSON of a
 * bounded size. Its shape is the game's business: the host checks it (a
 * missing one too, so that it is refused with the game's reason).
 */
export const sandboxDataSchema = z
  .unknown()
  .superRefine((value, ctx) => {
    if (value === undefined) return;
    let json: string | undefined;
    try {
      json = JSON.stringify(value);
    } catch {
      json = undefined;
    }
    if (json === undefined) ctx.addIssue({ code: 'custom', message: 'This is not plain JSON data.' });
    else if (json.length > MAX_SANDBOX_DATA_CHARS) ctx.addIssue({ code: 'custom', message: `This is larger than ${MAX_SANDBOX_DATA_CHARS} characters of JSON.` });
  })
  .optional();

/** Names of studies and profiles: what a player types, kept safe as a file name by the host. */
export const sandboxNameSchema = z
  .string()
  .trim()
  .min(1, 'A name cannot be empty.')
  .max(40, 'A name has at most 40 characters.')
  .regex(/^[\p{L}\p{N} _.,'()-]+$/u, 'A name may use letters, digits, spaces and . , \' ( ) - _ only.');

export const sweepIdSchema = z.string().regex(/^sweep-[a-f0-9]{8,32}$/, 'That is not a sweep id.');

/** The sandbox's requests, joined into the host's request schema (messages.ts). */
export const sandboxRequestSchemas = [
  /** Starts a sweep of a plan (the game's; the host checks it); progress comes as `sweep` pushes to this client. */
  z.object({ id: z.number().int(), type: z.literal('startSweep'), plan: sandboxDataSchema }).strict(),
  z.object({ id: z.number().int(), type: z.literal('cancelSweep'), sweepId: sweepIdSchema }).strict(),
  z.object({ id: z.number().int(), type: z.literal('listStudies') }).strict(),
  z.object({ id: z.number().int(), type: z.literal('loadStudy'), name: sandboxNameSchema }).strict(),
  /** Saves a finished sweep's results under a name (replacing a study of that name). */
  z.object({ id: z.number().int(), type: z.literal('saveStudy'), name: sandboxNameSchema, sweepId: sweepIdSchema }).strict(),
  z.object({ id: z.number().int(), type: z.literal('deleteStudy'), name: sandboxNameSchema }).strict(),
  z.object({ id: z.number().int(), type: z.literal('listProfiles') }).strict(),
  /** Saves a profile under a name (replacing one of that name; 'Standard' is the built-in one and cannot be replaced). */
  z.object({ id: z.number().int(), type: z.literal('saveProfile'), name: sandboxNameSchema, profile: sandboxDataSchema }).strict(),
  z.object({ id: z.number().int(), type: z.literal('deleteProfile'), name: sandboxNameSchema }).strict(),
] as const;

/** The built-in profile's name. */
export const STANDARD_PROFILE_NAME = 'Standard';

export interface NamedProfile {
  name: string;
  profile: SandboxProfile;
  /** True for the built-in profile (not editable, not deletable). */
  builtIn: boolean;
}

export interface StudySummary {
  name: string;
  profileName: string;
  /** The holes studied, 1..7 as players count them (the CSV's `hole`; the plan itself counts 0..6). */
  holes: number[];
  roundness: number[];
  rolls: number;
  savedAt: string;
  /** Set when the study's file is damaged: why (it cannot be loaded; it can be deleted when its name could be read). */
  problem?: string;
}

export interface Study {
  name: string;
  savedAt: string;
  result: SandboxSweepResult;
}

export interface SandboxResultFor {
  startSweep: { sweepId: string; total: number };
  cancelSweep: { ok: true };
  listStudies: StudySummary[];
  loadStudy: Study;
  saveStudy: StudySummary;
  deleteStudy: { ok: true };
  listProfiles: NamedProfile[];
  saveProfile: NamedProfile;
  deleteProfile: { ok: true };
}

/** Pushed to the client that started a sweep: as it runs (about every 250 ms), and once when it ends. */
export interface SweepUpdate {
  type: 'sweep';
  sweepId: string;
  state: 'running' | 'done' | 'cancelled' | 'failed';
  /** Rolls simulated so far, of `total` planned (shorts pushed again are not counted here). */
  done: number;
  total: number;
  /** Estimated time left, ms; null until it can be estimated. */
  etaMs: number | null;
  /** The results, once done. */
  result: SandboxSweepResult | null;
  /** Why it failed. */
  error: string | null;
}

/**
 * The profile editor's pure parts: every number of a PhysicsProfile as a text
 * field, back to a profile checked by physicsProfileSchema (its message shown
 * on bad input), and the derived numbers shown beside the form.
 */
import {
  type PhysicsProfile,
  massForDiameterG,
  physicsProfileSchema,
  sphereDiameterMm,
} from '../../../../shared/games/smugglers-2016/physics/profile';

export interface ProfileField {
  /** Dotted path into the profile: "puttyPerPlayerG", "material.friction", "holesMm.3". */
  path: string;
  label: string;
  /** Step of the number input. */
  step: string;
  /** 'main' fields show at once; 'more' ones are tucked under "More". */
  group: 'holes' | 'main' | 'more';
}

export const HOLE_FIELDS: ProfileField[] = Array.from({ length: 7 }, (_, index) => ({
  path: `holesMm.${index}`,
  label: `Hole ${index + 1} (mm)`,
  step: '0.5',
  group: 'holes',
}));

export const MAIN_FIELDS: ProfileField[] = [
  { path: 'puttyPerPlayerG', label: 'Putty per player (g)', step: '1', group: 'main' },
  { path: 'puttyDensityGPerCm3', label: 'Putty density (g/cm³)', step: '0.01', group: 'main' },
  { path: 'material.friction', label: 'Friction', step: '0.05', group: 'main' },
];

export const MORE_FIELDS: ProfileField[] = [
  { path: 'scaleSensitivityG', label: 'Scale sensitivity (g)', step: '0.1', group: 'more' },
  { path: 'material.restitution', label: 'Bounce (restitution)', step: '0.05', group: 'more' },
  { path: 'material.rollingResistance', label: 'Rolling resistance', step: '0.005', group: 'more' },
  { path: 'material.linearDampingPerS', label: 'Linear damping (1/s)', step: '0.05', group: 'more' },
  { path: 'material.angularDampingPerS', label: 'Angular damping (1/s)', step: '0.05', group: 'more' },
  { path: 'push.minSpeedMps', label: 'Weakest push (m/s)', step: '0.01', group: 'more' },
  { path: 'push.maxSpeedMps', label: 'Strongest push (m/s)', step: '0.01', group: 'more' },
  { path: 'track.laneWidthMm', label: 'Lane width (mm)', step: '1', group: 'more' },
  { path: 'track.railWidthMm', label: 'Rail width (mm)', step: '0.5', group: 'more' },
  { path: 'track.railHeightMm', label: 'Rail height (mm)', step: '0.5', group: 'more' },
  { path: 'track.startToFenceMm', label: 'Start to fence (mm)', step: '5', group: 'more' },
  { path: 'track.runOutMm', label: 'Run-out (mm)', step: '5', group: 'more' },
  { path: 'track.slope', label: 'Slope', step: '0.005', group: 'more' },
  { path: 'track.fenceThicknessMm', label: 'Fence thickness (mm)', step: '0.5', group: 'more' },
  { path: 'track.fenceHeightMm', label: 'Fence height (mm)', step: '1', group: 'more' },
  { path: 'track.holeSides', label: 'Sides of a hole', step: '1', group: 'more' },
  { path: 'shape.detail', label: 'Shape detail', step: '1', group: 'more' },
  { path: 'shape.borderFraction', label: 'Shape border fraction', step: '0.05', group: 'more' },
  { path: 'shape.maxBump', label: 'Largest bump', step: '0.01', group: 'more' },
  { path: 'sim.gravityMps2', label: 'Gravity (m/s²)', step: '0.01', group: 'more' },
  { path: 'sim.substeps', label: 'Substeps per frame', step: '1', group: 'more' },
  { path: 'sim.maxFrames', label: 'Most frames per roll', step: '10', group: 'more' },
  { path: 'sim.restSpeedMps', label: 'Rest speed (m/s)', step: '0.001', group: 'more' },
  { path: 'sim.restFrames', label: 'Rest frames', step: '1', group: 'more' },
  { path: 'sim.touchMm', label: 'Touch distance (mm)', step: '0.1', group: 'more' },
];

export const PROFILE_FIELDS: ProfileField[] = [...HOLE_FIELDS, ...MAIN_FIELDS, ...MORE_FIELDS];

const LABELS = new Map(PROFILE_FIELDS.map((field) => [field.path, field.label]));

export type ProfileFormValues = Record<string, string>;

function read(profile: PhysicsProfile, path: string): unknown {
  let value: unknown = profile;
  for (const part of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

/** Every field of a profile as text. */
export function profileToForm(profile: PhysicsProfile): ProfileFormValues {
  const values: ProfileFormValues = {};
  for (const field of PROFILE_FIELDS) {
    const value = read(profile, field.path);
    values[field.path] = typeof value === 'number' ? String(value) : '';
  }
  return values;
}

export type ProfileCheck = { ok: true; profile: PhysicsProfile } | { ok: false; message: string; path: string | null };

/** The label of a schema issue's path ("material.friction" → "Friction"; "holesMm" → "Holes"). */
export function labelOf(path: readonly PropertyKey[]): string | null {
  const dotted = path.map(String).join('.');
  if (dotted === '') return null;
  const exact = LABELS.get(dotted);
  if (exact) return exact;
  const top = String(path[0]);
  const section: Record<string, string> = {
    holesMm: 'Holes',
    push: 'Push',
    shape: 'Shape',
    track: 'Track',
    material: 'Material',
    sim: 'Simulation',
  };
  return section[top] ?? dotted;
}

/**
 * The profile the form describes, built on `base` (so fields the form does
 * not show keep their values) and checked by physicsProfileSchema.
 */
export function formToProfile(values: ProfileFormValues, base: PhysicsProfile): ProfileCheck {
  const profile = structuredClone(base) as PhysicsProfile;
  for (const field of PROFILE_FIELDS) {
    const text = (values[field.path] ?? '').trim().replace(',', '.');
    const number = text === '' ? Number.NaN : Number(text);
    if (!Number.isFinite(number)) return { ok: false, message: `${field.label}: type a number.`, path: field.path };
    const parts = field.path.split('.');
    let target = profile as unknown as Record<string, unknown>;
    for (const part of parts.slice(0, -1)) target = target[part] as Record<string, unknown>;
    target[parts[parts.length - 1] as string] = number;
  }
  const parsed = physicsProfileSchema.safeParse(profile);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const path = issue ? issue.path.map(String).join('.') : '';
    const label = issue ? labelOf(issue.path) : null;
    const message = issue ? issueText(issue) : 'This profile is not valid.';
    return { ok: false, message: label ? `${label}: ${message}` : message, path: path === '' ? null : path };
  }
  return { ok: true, profile: parsed.data as PhysicsProfile };
}

/** A schema issue in the app's words: a range says the limit ("at most 80"); the schema's own checks keep their message. */
export function issueText(issue: { code: string; message: string; maximum?: unknown; minimum?: unknown; inclusive?: boolean; expected?: unknown }): string {
  const limit = (value: unknown) => (typeof value === 'number' || typeof value === 'bigint' ? String(value) : null);
  if (issue.code === 'too_big' && limit(issue.maximum) !== null) {
    return issue.inclusive === false ? `must be below ${limit(issue.maximum)}.` : `must be at most ${limit(issue.maximum)}.`;
  }
  if (issue.code === 'too_small' && limit(issue.minimum) !== null) {
    return issue.inclusive === false ? `must be above ${limit(issue.minimum)}.` : `must be at least ${limit(issue.minimum)}.`;
  }
  if (issue.code === 'invalid_type' && issue.expected === 'int') return 'must be a whole number.';
  return issue.message;
}

export interface DerivedNumbers {
  /** A perfect sphere of one player's putty, mm. */
  allPuttyDiameterMm: number;
  /** Putty for a perfect sphere exactly the size of the smallest hole, g. */
  smallestHoleMassG: number;
  /** Putty for a perfect sphere exactly the size of the largest hole, g. */
  largestHoleMassG: number;
  /** How many holes a sphere of all the putty would be too big for. */
  holesTooSmallForAll: number;
}

export function derivedNumbers(profile: PhysicsProfile): DerivedNumbers {
  const all = sphereDiameterMm(profile.puttyPerPlayerG, profile);
  const smallest = Math.min(...profile.holesMm);
  const largest = Math.max(...profile.holesMm);
  return {
    allPuttyDiameterMm: all,
    smallestHoleMassG: massForDiameterG(smallest, profile),
    largestHoleMassG: massForDiameterG(largest, profile),
    holesTooSmallForAll: profile.holesMm.filter((hole) => hole < all).length,
  };
}

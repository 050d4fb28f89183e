/**
 * The profile editor's pure parts: every number of a PhysicsProfile as a text
 * field, back to a profile checked by physicsProfileSchema (its message shown
 * on bad input), and the derived numbers shown beside the form. The words
 * come in as `t`.
 */
import {
  type PhysicsProfile,
  massForDiameterG,
  physicsProfileSchema,
  sphereDiameterMm,
} from '../../../../shared/games/smugglers-2016/physics/profile';
import { type SandboxT, type SchemaIssue, labelled, numberIssueText } from '../words';

export interface ProfileField {
  /** Dotted path into the profile: "puttyPerPlayerG", "material.friction", "holesMm.3". */
  path: string;
  /** Step of the number input. */
  step: string;
  /** 'main' fields show at once; 'more' ones are tucked under "More". */
  group: 'holes' | 'main' | 'more';
}

export const HOLE_FIELDS: ProfileField[] = Array.from({ length: 7 }, (_, index) => ({
  path: `holesMm.${index}`,
  step: '0.5',
  group: 'holes',
}));

/** The fields other than the holes; each path is also its label's key (profileForm.fields.<path>). */
const NAMED_FIELDS = [
  { path: 'puttyPerPlayerG', step: '1', group: 'main' },
  { path: 'puttyDensityGPerCm3', step: '0.01', group: 'main' },
  { path: 'material.friction', step: '0.05', group: 'main' },
  { path: 'scaleSensitivityG', step: '0.1', group: 'more' },
  { path: 'material.restitution', step: '0.05', group: 'more' },
  { path: 'material.rollingResistance', step: '0.005', group: 'more' },
  { path: 'material.linearDampingPerS', step: '0.05', group: 'more' },
  { path: 'material.angularDampingPerS', step: '0.05', group: 'more' },
  { path: 'push.minSpeedMps', step: '0.01', group: 'more' },
  { path: 'push.maxSpeedMps', step: '0.01', group: 'more' },
  { path: 'track.laneWidthMm', step: '1', group: 'more' },
  { path: 'track.railWidthMm', step: '0.5', group: 'more' },
  { path: 'track.railHeightMm', step: '0.5', group: 'more' },
  { path: 'track.startToFenceMm', step: '5', group: 'more' },
  { path: 'track.runOutMm', step: '5', group: 'more' },
  { path: 'track.slope', step: '0.005', group: 'more' },
  { path: 'track.fenceThicknessMm', step: '0.5', group: 'more' },
  { path: 'track.fenceHeightMm', step: '1', group: 'more' },
  { path: 'track.holeSides', step: '1', group: 'more' },
  { path: 'shape.detail', step: '1', group: 'more' },
  { path: 'shape.borderFraction', step: '0.05', group: 'more' },
  { path: 'shape.maxBump', step: '0.01', group: 'more' },
  { path: 'sim.gravityMps2', step: '0.01', group: 'more' },
  { path: 'sim.substeps', step: '1', group: 'more' },
  { path: 'sim.maxFrames', step: '10', group: 'more' },
  { path: 'sim.restSpeedMps', step: '0.001', group: 'more' },
  { path: 'sim.restFrames', step: '1', group: 'more' },
  { path: 'sim.touchMm', step: '0.1', group: 'more' },
] as const satisfies readonly ProfileField[];

type NamedPath = (typeof NAMED_FIELDS)[number]['path'];
const NAMED_PATHS: ReadonlySet<string> = new Set(NAMED_FIELDS.map((field) => field.path));

export const MAIN_FIELDS: ProfileField[] = NAMED_FIELDS.filter((field) => field.group === 'main');
export const MORE_FIELDS: ProfileField[] = NAMED_FIELDS.filter((field) => field.group === 'more');

export const PROFILE_FIELDS: ProfileField[] = [...HOLE_FIELDS, ...MAIN_FIELDS, ...MORE_FIELDS];

/** A field's label: "Hole 4 (mm)", "Friction"; null for a path that is no field. */
export function fieldLabel(t: SandboxT, path: string): string | null {
  const hole = /^holesMm\.(\d+)$/.exec(path);
  if (hole) return t('profileForm.hole', { number: Number(hole[1]) + 1 });
  return NAMED_PATHS.has(path) ? t(`profileForm.fields.${path as NamedPath}`) : null;
}

/** The sections of a profile, as a schema issue's path names them. */
const SECTIONS = ['holesMm', 'push', 'shape', 'track', 'material', 'sim'] as const;
type Section = (typeof SECTIONS)[number];
const isSection = (value: string): value is Section => (SECTIONS as readonly string[]).includes(value);

/** The schema's own sentences for its rules across fields (physicsProfileSchema's refinements), in the words' language. */
const PROFILE_RULES: Record<string, 'pushOrder' | 'shapeBump' | 'holesFit' | 'fenceAbove'> = {
  'push.maxSpeedMps must be at least minSpeedMps': 'pushOrder',
  'borderFraction + maxBump must stay below 0.95': 'shapeBump',
  'every hole must fit its lane': 'holesFit',
  'the fence must stand above the largest hole': 'fenceAbove',
};

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
export function labelOf(t: SandboxT, path: readonly PropertyKey[]): string | null {
  const dotted = path.map(String).join('.');
  if (dotted === '') return null;
  const exact = fieldLabel(t, dotted);
  if (exact) return exact;
  const top = String(path[0]);
  return isSection(top) ? t(`profileForm.sections.${top}`) : dotted;
}

/**
 * The profile the form describes, built on `base` (so fields the form does
 * not show keep their values) and checked by physicsProfileSchema.
 */
export function formToProfile(t: SandboxT, values: ProfileFormValues, base: PhysicsProfile): ProfileCheck {
  const profile = structuredClone(base) as PhysicsProfile;
  for (const field of PROFILE_FIELDS) {
    const text = (values[field.path] ?? '').trim().replace(',', '.');
    const number = text === '' ? Number.NaN : Number(text);
    if (!Number.isFinite(number)) return { ok: false, message: t('profileForm.typeNumber', { label: fieldLabel(t, field.path) ?? field.path }), path: field.path };
    const parts = field.path.split('.');
    let target = profile as unknown as Record<string, unknown>;
    for (const part of parts.slice(0, -1)) target = target[part] as Record<string, unknown>;
    target[parts[parts.length - 1] as string] = number;
  }
  const parsed = physicsProfileSchema.safeParse(profile);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const path = issue ? issue.path.map(String).join('.') : '';
    const label = issue ? labelOf(t, issue.path) : null;
    const message = issue ? issueText(t, issue) : t('profileForm.invalid');
    return { ok: false, message: label ? labelled(t, label, message) : message, path: path === '' ? null : path };
  }
  return { ok: true, profile: parsed.data as PhysicsProfile };
}

/**
 * A schema issue in the app's words: a range says the limit ("at most 80"); the schema's own checks across
 * fields say theirs (in the words' language when known, else as the schema words it).
 */
export function issueText(t: SandboxT, issue: SchemaIssue): string {
  const rule = PROFILE_RULES[issue.message];
  if (rule) return t(`profileForm.refine.${rule}`);
  return numberIssueText(t, issue) ?? issue.message;
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

/**
 * The batch study's pure parts: the form that becomes a sweep plan, the
 * progress and time-left texts, file names, the chart's series and the limits
 * table. No React, no DOM, no host: tested in logic.test.ts. The words come
 * in as `t`.
 */
import type { PhysicsProfile } from '../../../../shared/games/smugglers-2016/physics/profile';
import {
  MAX_SWEEP_ROLLS,
  type SweepLimit,
  type SweepPlan,
  type SweepResult,
  type SweepRow,
  type SweepSizes,
  sweepPlanSchema,
} from '../../../../shared/games/smugglers-2016/physics/sweep-plan';
import { sweepSizeCount } from '../../../../shared/games/smugglers-2016/physics/sweep';
import type { SweepUpdate } from '../../../../shared/games/smugglers-2016/sandbox-protocol';
import { type SandboxT, type SchemaIssue, labelled, mm, num, numberIssueText, upTo } from '../words';

/** Holes as players count them, 1..7 (the plan counts 0..6). */
export const HOLE_NUMBERS = [1, 2, 3, 4, 5, 6, 7] as const;

/** Roundness levels the form offers (a plan takes at most 5). */
export const ROUNDNESS_CHOICES = [1, 0.8, 0.6, 0.4, 0.2] as const;
export const DEFAULT_ROUNDNESS = [1, 0.8, 0.6];
export const DEFAULT_TRIALS = 10;
export const DEFAULT_SEED = 1;

// ---------------------------------------------------------------- progress

/** How far a sweep is, 0..1 (0 while the total is unknown). */
export function progressFraction(done: number, total: number): number {
  if (!(total > 0) || !Number.isFinite(done)) return 0;
  return Math.min(1, Math.max(0, done / total));
}

/** Whole percent, for aria-valuenow. */
export function progressPercent(done: number, total: number): number {
  return Math.floor(progressFraction(done, total) * 100);
}

/** "about 12 s left", "about 2 min 05 s left", "about 1 h 03 min left"; null: still estimating. */
export function etaText(t: SandboxT, etaMs: number | null): string {
  if (etaMs === null || !Number.isFinite(etaMs) || etaMs < 0) return t('study.eta.estimating');
  const seconds = Math.round(etaMs / 1000);
  if (seconds < 1) return t('study.eta.underASecond');
  if (seconds < 60) return t('study.eta.seconds', { seconds: String(seconds) });
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return t('study.eta.minutes', { minutes: String(minutes), seconds: String(seconds % 60).padStart(2, '0') });
  const hours = Math.floor(minutes / 60);
  return t('study.eta.hours', { hours: String(hours), minutes: String(minutes % 60).padStart(2, '0') });
}

/** "1,234 of 7,000 rolls" ("1.234 von 7.000 Würfen"). */
export function progressText(t: SandboxT, done: number, total: number): string {
  return t('study.progress', { done, count: total });
}

// ---------------------------------------------------------------- sweep state

export type SweepStatus = 'idle' | 'starting' | 'running' | 'done' | 'cancelled' | 'failed';

export interface SweepState {
  status: SweepStatus;
  sweepId: string | null;
  done: number;
  total: number;
  etaMs: number | null;
  result: SweepResult | null;
  error: string | null;
}

export const IDLE_SWEEP: SweepState = {
  status: 'idle',
  sweepId: null,
  done: 0,
  total: 0,
  etaMs: null,
  result: null,
  error: null,
};

/** The state after a `sweep` push; pushes of another sweep (or a late one after the end) change nothing. */
export function applySweepUpdate(state: SweepState, update: SweepUpdate): SweepState {
  if (update.sweepId !== state.sweepId) return state;
  if (state.status !== 'running' && state.status !== 'starting') return state;
  const status: SweepStatus = update.state;
  return {
    status,
    sweepId: state.sweepId,
    done: update.done,
    total: update.total,
    etaMs: status === 'running' ? update.etaMs : null,
    result: status === 'done' ? update.result : null,
    // A failure without a reason keeps none: the panel says that the sweep failed.
    error: status === 'failed' ? (update.error ?? null) : null,
  };
}

// ---------------------------------------------------------------- the form

export interface StudyForm {
  /** Chosen holes, 1..7. */
  holes: number[];
  fromMm: string;
  toMm: string;
  stepMm: string;
  roundness: number[];
  trials: string;
  seed: string;
  profileName: string;
}

export function defaultForm(sizes: SweepSizes, profileName: string): StudyForm {
  return {
    holes: [...HOLE_NUMBERS],
    fromMm: String(sizes.fromMm),
    toMm: String(sizes.toMm),
    stepMm: String(sizes.stepMm),
    roundness: [...DEFAULT_ROUNDNESS],
    trials: String(DEFAULT_TRIALS),
    seed: String(DEFAULT_SEED),
    profileName,
  };
}

function parseNumber(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : null;
}

type FieldKey = 'holes' | 'sizes' | 'fromMm' | 'toMm' | 'stepMm' | 'roundness' | 'trials' | 'seed' | 'profile';

/** The form's field a part of the plan comes from. */
const FIELD_KEYS: Record<string, FieldKey> = {
  holes: 'holes',
  sizes: 'sizes',
  fromMm: 'fromMm',
  toMm: 'toMm',
  stepMm: 'stepMm',
  roundness: 'roundness',
  trials: 'trials',
  seed: 'seed',
  profileName: 'profile',
  profile: 'profile',
};

/** The plan schema's own sentences (shared/…/sweep-plan.ts), in the words' language. */
const PLAN_RULES: Record<string, 'sizesOrder' | 'holeOnce'> = {
  'The sizes must run from the smaller to the larger.': 'sizesOrder',
  'Each hole at most once.': 'holeOnce',
};

function fieldLabel(t: SandboxT, key: string | undefined): string | null {
  const field = key === undefined ? undefined : FIELD_KEYS[key];
  return field ? t(`study.fields.${field}`) : null;
}

/** What the plan schema says of an issue, in the words' language. */
function planIssueText(t: SandboxT, issue: SchemaIssue | undefined): string {
  if (!issue) return t('study.plan.notAccepted');
  const rule = PLAN_RULES[issue.message];
  if (rule) return t(`study.plan.${rule}`);
  return numberIssueText(t, issue) ?? issue.message;
}

export type PlanCheck = { ok: true; plan: SweepPlan; rolls: number } | { ok: false; message: string };

/** The plan a form asks for, checked against the protocol's schema and the roll limit. */
export function planFromForm(t: SandboxT, form: StudyForm, profile: PhysicsProfile | null): PlanCheck {
  if (!profile) return { ok: false, message: t('study.plan.chooseProfile') };
  if (form.holes.length === 0) return { ok: false, message: t('study.plan.chooseHole') };
  if (form.roundness.length === 0) return { ok: false, message: t('study.plan.chooseRoundness') };
  const numbers: Record<'fromMm' | 'toMm' | 'stepMm' | 'trials' | 'seed', number | null> = {
    fromMm: parseNumber(form.fromMm),
    toMm: parseNumber(form.toMm),
    stepMm: parseNumber(form.stepMm),
    trials: parseNumber(form.trials),
    seed: parseNumber(form.seed),
  };
  for (const [key, value] of Object.entries(numbers)) {
    if (value === null) return { ok: false, message: t('study.plan.typeNumber', { field: fieldLabel(t, key) ?? key }) };
  }
  const plan: SweepPlan = {
    holes: [...new Set(form.holes)].sort((a, b) => a - b).map((hole) => hole - 1),
    sizes: { fromMm: numbers.fromMm as number, toMm: numbers.toMm as number, stepMm: numbers.stepMm as number },
    roundness: [...new Set(form.roundness)].sort((a, b) => b - a),
    trials: numbers.trials as number,
    seed: numbers.seed as number,
    profileName: form.profileName,
    profile,
  };
  const rolls = plan.holes.length * sweepSizeCount(plan.sizes) * plan.roundness.length * plan.trials;
  if (rolls > MAX_SWEEP_ROLLS) {
    return { ok: false, message: t('study.plan.tooManyRolls', { rolls, max: MAX_SWEEP_ROLLS }) };
  }
  const parsed = sweepPlanSchema.safeParse(plan);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const key = issue?.path[issue.path.length - 1];
    const top = issue?.path[0];
    const label = fieldLabel(t, key === undefined ? undefined : String(key)) ?? fieldLabel(t, top === undefined ? undefined : String(top)) ?? t('study.fields.plan');
    return { ok: false, message: labelled(t, label, planIssueText(t, issue)) };
  }
  return { ok: true, plan, rolls };
}

// ---------------------------------------------------------------- files

/** A name as a file name part: letters, digits and dashes. */
export function fileSlug(t: SandboxT, name: string): string {
  const slug = name
    .replace(/ß/g, 'ss')
    .replace(/æ/gi, 'ae')
    .replace(/œ/gi, 'oe')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug === '' ? t('study.files.fallback') : slug;
}

/** "sweep-standard-42.csv". */
export function csvFileName(t: SandboxT, profileName: string, seed: number): string {
  return t('study.files.csv', { profile: fileSlug(t, profileName), seed: String(seed) });
}

/** "sweep-standard-42.png". */
export function chartFileName(t: SandboxT, profileName: string, seed: number, extension: 'png' | 'svg' = 'png'): string {
  return t('study.files.chart', { profile: fileSlug(t, profileName), seed: String(seed), extension });
}

// ---------------------------------------------------------------- chart

/** One colour per hole (1..7), told apart on the dark panel and in print. */
export const HOLE_COLORS = ['#f5b54a', '#6ec6ff', '#f2836b', '#93d6a2', '#c792ea', '#ff7eb6', '#4dd0c4'] as const;

export function holeColor(hole: number): string {
  return HOLE_COLORS[(((hole - 1) % 7) + 7) % 7] as string;
}

/** Point shapes per roundness level, in the order of the plan's levels. */
export const ROUNDNESS_POINTS = ['circle', 'triangle', 'rect', 'rectRot', 'star'] as const;
export type RoundnessPoint = (typeof ROUNDNESS_POINTS)[number];

/** Line dashes per roundness level ([] solid); a compared study is drawn lighter with long dashes. */
export const ROUNDNESS_DASHES: number[][] = [[], [2, 3], [8, 3, 2, 3], [1, 5], [12, 4]];
export const COMPARE_DASH = [10, 6];

export interface ChartPoint {
  x: number;
  y: number;
}

export interface ChartSeries {
  key: string;
  label: string;
  hole: number;
  holeDiameterMm: number;
  roundness: number;
  /** Index of the roundness level in its study (0 = roundest), for its line style. */
  level: number;
  /** True for the study overlaid to compare. */
  compare: boolean;
  color: string;
  dash: number[];
  pointStyle: RoundnessPoint;
  /** Pass rate in percent (0..100) against sphere diameter (mm), by diameter. */
  points: ChartPoint[];
}

/** Pass rate of a row in percent. */
export function passPercent(row: SweepRow): number {
  if (row.trials > 0) return (row.passed / row.trials) * 100;
  return row.passRate <= 1 ? row.passRate * 100 : row.passRate;
}

/** Roundness as the UI shows it: "1.0", "0.75" ("1,0", "0,75"). */
export function roundnessLabel(t: SandboxT, roundness: number): string {
  return num(t, roundness, roundness * 10 === Math.round(roundness * 10) ? 1 : 2);
}

/**
 * One curve per hole and roundness level, holes in order, roundest first.
 * `onlyHoles` keeps a compared study to the holes of the main one.
 */
export function buildSeries(
  t: SandboxT,
  allRows: readonly SweepRow[],
  options: { compare?: boolean; name?: string; onlyHoles?: readonly number[] } = {},
): ChartSeries[] {
  const compare = options.compare ?? false;
  const only = options.onlyHoles ? new Set(options.onlyHoles) : null;
  const rows = only ? allRows.filter((row) => only.has(row.hole)) : allRows;
  const levels = [...new Set(rows.map((row) => row.roundness))].sort((a, b) => b - a);
  const groups = new Map<string, { hole: number; holeDiameterMm: number; roundness: number; points: ChartPoint[] }>();
  for (const row of rows) {
    const key = `${row.hole}@${row.roundness}`;
    let group = groups.get(key);
    if (!group) {
      group = { hole: row.hole, holeDiameterMm: row.holeDiameterMm, roundness: row.roundness, points: [] };
      groups.set(key, group);
    }
    group.points.push({ x: row.sphereDiameterMm, y: passPercent(row) });
  }
  const multiLevel = levels.length > 1;
  return [...groups.values()]
    .sort((a, b) => a.hole - b.hole || b.roundness - a.roundness)
    .map((group) => {
      const level = levels.indexOf(group.roundness);
      const size = formatMm(t, group.holeDiameterMm);
      const withLevel = multiLevel
        ? t('chart.seriesLevel', { hole: group.hole, size, level: roundnessLabel(t, group.roundness) })
        : t('chart.series', { hole: group.hole, size });
      return {
        key: `${compare ? 'compare' : 'main'}:${group.hole}@${group.roundness}`,
        label: compare && options.name ? t('chart.seriesCompared', { name: options.name, series: withLevel }) : withLevel,
        hole: group.hole,
        holeDiameterMm: group.holeDiameterMm,
        roundness: group.roundness,
        level,
        compare,
        color: holeColor(group.hole),
        dash: compare ? COMPARE_DASH : (ROUNDNESS_DASHES[level % ROUNDNESS_DASHES.length] as number[]),
        pointStyle: ROUNDNESS_POINTS[level % ROUNDNESS_POINTS.length] as RoundnessPoint,
        points: group.points.sort((a, b) => a.x - b.x),
      };
    });
}

/** The size axis: the data's range widened to whole ticks of a step suited to it. */
export function sizeAxis(series: readonly ChartSeries[], markers: readonly HoleMarker[] = []): { min: number; max: number; stepMm: number } | null {
  const xs = [...series.flatMap((entry) => entry.points.map((point) => point.x)), ...markers.map((marker) => marker.diameterMm)];
  if (xs.length === 0) return null;
  const low = Math.min(...xs);
  const high = Math.max(...xs);
  const range = high - low;
  const stepMm = range <= 12 ? 1 : range <= 30 ? 2 : range <= 60 ? 5 : 10;
  const min = Math.floor(low / stepMm) * stepMm;
  const max = Math.max(min + stepMm, Math.ceil(high / stepMm) * stepMm);
  return { min, max, stepMm };
}

export interface HoleMarker {
  hole: number;
  diameterMm: number;
  color: string;
  /** True for a hole of the compared study whose diameter differs from the main one's. */
  compare: boolean;
}

/** Where the holes are on the size axis: one mark per hole (and per differing hole of a compared study). */
export function holeMarkers(rows: readonly SweepRow[], allCompareRows: readonly SweepRow[] = []): HoleMarker[] {
  const holes = new Set(rows.map((row) => row.hole));
  const compareRows = allCompareRows.filter((row) => holes.has(row.hole));
  const markers: HoleMarker[] = [];
  const seen = new Set<string>();
  const add = (row: SweepRow, compare: boolean) => {
    const key = `${row.hole}:${row.holeDiameterMm}`;
    if (seen.has(key)) return;
    seen.add(key);
    markers.push({ hole: row.hole, diameterMm: row.holeDiameterMm, color: holeColor(row.hole), compare });
  };
  for (const row of rows) add(row, false);
  for (const row of compareRows) add(row, true);
  return markers.sort((a, b) => a.diameterMm - b.diameterMm || a.hole - b.hole);
}

/** "26 mm", "25.5 mm", "25.25 mm" ("25,25 mm"). */
export function formatMm(t: SandboxT, value: number): string {
  return mm(t, value, upTo(2));
}

/** The chart's title: what was swept, and what it is compared with. */
export function chartTitle(
  t: SandboxT,
  plan: Pick<SweepPlan, 'profileName' | 'seed' | 'trials'>,
  name: string | null,
  compareName: string | null,
): string {
  const values = { profile: plan.profileName, seed: String(plan.seed), count: plan.trials };
  const what = name ? t('chart.titleNamed', { ...values, name }) : t('chart.title', values);
  return compareName ? t('chart.titleCompared', { title: what, name: compareName }) : what;
}

// ---------------------------------------------------------------- limits table

export interface LimitsTable {
  /** Roundness levels, roundest first: the columns. */
  levels: number[];
  rows: { hole: number; holeDiameterMm: number; cells: (number | null | undefined)[] }[];
}

/** The largest size that passes with 95 % certainty, one row per hole, one column per roundness level. */
export function limitsTable(limits: readonly SweepLimit[]): LimitsTable {
  const levels = [...new Set(limits.map((limit) => limit.roundness))].sort((a, b) => b - a);
  const byHole = new Map<number, { hole: number; holeDiameterMm: number; cells: (number | null | undefined)[] }>();
  for (const limit of limits) {
    let row = byHole.get(limit.hole);
    if (!row) {
      row = { hole: limit.hole, holeDiameterMm: limit.holeDiameterMm, cells: levels.map(() => undefined) };
      byHole.set(limit.hole, row);
    }
    row.cells[levels.indexOf(limit.roundness)] = limit.largest95Mm;
  }
  return { levels, rows: [...byHole.values()].sort((a, b) => a.hole - b.hole) };
}

/** A cell of the limits table: the size, "none passes" or "—" for a level not swept for that hole. */
export function limitCellText(t: SandboxT, value: number | null | undefined): string {
  if (value === undefined) return t('units.none');
  if (value === null) return t('study.results.nonePasses');
  return formatMm(t, value);
}

// ---------------------------------------------------------------- names

/** The longest a profile's or a study's name may be (the protocol's sandboxNameSchema). */
const NAME_MAX = 40;

/** `word(base)`, the base shortened as much as it takes for the whole to fit NAME_MAX characters. */
function fitted(base: string, word: (base: string) => string): string {
  const whole = word(base);
  const over = whole.length - NAME_MAX;
  return over <= 0 ? whole : word(base.slice(0, Math.max(0, base.length - over)).trimEnd());
}

/** A name for a copy that no existing name takes: "Standard copy", "Standard copy 2", … (at most 40 characters). */
export function copyName(t: SandboxT, base: string, existing: readonly string[]): string {
  const taken = new Set(existing.map((name) => name.toLowerCase()));
  for (let n = 1; n < 1000; n++) {
    const name = fitted(base, (shortened) => (n === 1 ? t('study.names.copy', { name: shortened }) : t('study.names.copyNumbered', { name: shortened, number: n })));
    if (!taken.has(name.toLowerCase())) return name;
  }
  return t('study.names.fresh', { name: base.slice(0, 30) });
}

/** A default name for saving a study: "<profile> seed <seed>". */
export function defaultStudyName(t: SandboxT, plan: Pick<SweepPlan, 'profileName' | 'seed'>): string {
  return t('study.names.study', { profile: plan.profileName, seed: String(plan.seed) }).slice(0, NAME_MAX);
}

/** Why a name is refused (an issue of the protocol's sandboxNameSchema), in the words' language. */
export function nameProblem(t: SandboxT, issue: { code: string; message: string; maximum?: unknown } | undefined): string {
  if (!issue) return t('names.unusable');
  if (issue.code === 'too_small') return t('names.empty');
  if (issue.code === 'too_big') return t('names.tooLong', { max: typeof issue.maximum === 'number' ? issue.maximum : NAME_MAX });
  if (issue.code === 'invalid_format') return t('names.characters');
  return issue.message;
}

/**
 * The bench's numbers, as pure functions (no React, no three, no Rapier): the
 * putty and diameter fields that follow each other, the hole picker, the
 * clearance, and the inputs of a bench roll. The physics (sizes, shapes,
 * rolls) is shared/games/smugglers-2016/physics's; this only reads it. The
 * words come in as `t`.
 */
import type { RollInput, RollOutcome, SphereSpec } from '../../../../shared/games/smugglers-2016/physics/contract';
import { DEFAULT_PROFILE, massForDiameterG, type PhysicsProfile, sphereDiameterMm } from '../../../../shared/games/smugglers-2016/physics/profile';
import { type SandboxT, mm, num } from '../words';

/** Which lanes roll: one hole (0..6, fence order) or all seven side by side. */
export type HoleChoice = number | 'all';

/** Smallest and largest sphere the bench makes, mm: above the rails' height, inside a lane. */
export const MIN_DIAMETER_MM = 8;
export const MAX_DIAMETER_MM = 48;

export interface BenchInputs {
  hole: HoleChoice;
  /** Putty in the sphere, g (the diameter follows). */
  massG: number;
  roundness: number;
  shapeSeed: number;
  /** Push strength 0..1. */
  push: number;
}

export const DEFAULT_INPUTS: BenchInputs = {
  hole: 0,
  massG: round(massForDiameterG(24), 2),
  roundness: 0.9,
  shapeSeed: 1,
  push: 0.6,
};

export function round(value: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

/** The lanes that roll for a choice, in fence order. */
export function lanesOf(choice: HoleChoice, profile: PhysicsProfile = DEFAULT_PROFILE): number[] {
  return choice === 'all' ? profile.holesMm.map((_, i) => i) : [choice];
}

/** The hole picker's value for a choice ("1".."7" or "all"), and back. */
export function holeValue(choice: HoleChoice): string {
  return choice === 'all' ? 'all' : String(choice + 1);
}
export function parseHole(value: string, profile: PhysicsProfile = DEFAULT_PROFILE): HoleChoice {
  if (value === 'all') return 'all';
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= profile.holesMm.length ? n - 1 : 0;
}

export function massRangeG(profile: PhysicsProfile = DEFAULT_PROFILE): { min: number; max: number } {
  return { min: round(massForDiameterG(MIN_DIAMETER_MM, profile), 2), max: round(massForDiameterG(MAX_DIAMETER_MM, profile), 2) };
}

/** Parses a number typed in a field ("," as the decimal point too); null when it is not one. */
export function parseNumber(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '' || !/^[-+]?(\d+\.?\d*|\.\d+)$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : null;
}

/** What a typed diameter means: the putty it takes, or why it cannot be used. */
export function massFromDiameterText(t: SandboxT, text: string, profile: PhysicsProfile = DEFAULT_PROFILE): { massG: number } | { problem: string } {
  const d = parseNumber(text);
  if (d === null) return { problem: t('sizing.typeDiameter') };
  if (d < MIN_DIAMETER_MM || d > MAX_DIAMETER_MM) return { problem: t('sizing.diameterRange', { min: MIN_DIAMETER_MM, max: MAX_DIAMETER_MM }) };
  return { massG: massForDiameterG(d, profile) };
}

/** What a typed mass means: the putty, or why it cannot be used. */
export function massFromText(t: SandboxT, text: string, profile: PhysicsProfile = DEFAULT_PROFILE): { massG: number } | { problem: string } {
  const m = parseNumber(text);
  const { min, max } = massRangeG(profile);
  if (m === null) return { problem: t('sizing.typeMass') };
  if (m < min || m > max) return { problem: t('sizing.massRange', { min, max }) };
  return { massG: m };
}

/** A diameter as the bench writes it, without its unit: "24.0" ("24,0" in German and French). */
export function formatMm(t: SandboxT, value: number): string {
  return num(t, value, 1);
}
/** A mass as the bench writes it, without its unit: "5.32". */
export function formatG(t: SandboxT, value: number): string {
  return num(t, value, 2);
}
/** A signed clearance: "+2.3 mm" (room to spare) or "−1.0 mm" (too big). */
export function formatClearance(t: SandboxT, clearance: number): string {
  const r = round(clearance, 1);
  if (r === 0) return mm(t, 0, 1);
  return `${r > 0 ? '+' : '−'}${mm(t, Math.abs(r), 1)}`;
}

/** Hole minus sphere, mm: positive when the perfect ball of this putty fits with room to spare. */
export function clearanceMm(hole: number, massG: number, profile: PhysicsProfile = DEFAULT_PROFILE): number {
  return (profile.holesMm[hole] ?? 0) - sphereDiameterMm(massG, profile);
}

export function sphereOf(inputs: BenchInputs): SphereSpec {
  return { massG: inputs.massG, roundness: inputs.roundness, shapeSeed: inputs.shapeSeed >>> 0 };
}

/** The roll of each lane for these inputs: the same sphere and push in every lane that rolls. */
export function rollInputs(inputs: BenchInputs, profile: PhysicsProfile = DEFAULT_PROFILE): RollInput[] {
  return lanesOf(inputs.hole, profile).map((hole) => ({ sphere: sphereOf(inputs), hole, push: { strength: inputs.push } }));
}

/** A new shape seed from the last one (a uint32; the same clicks give the same seeds). */
export function nextSeed(seed: number): number {
  let x = (seed >>> 0) + 0x9e3779b9;
  x = Math.imul(x ^ (x >>> 16), 0x85ebca6b);
  x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35);
  return (x ^ (x >>> 16)) >>> 0;
}

export type LaneOutcome = RollOutcome | 'rolling';

/** A lane's outcome as the bench's table says it ("Passed", "Stopped short"). */
export function outcomeText(t: SandboxT, outcome: LaneOutcome): string {
  return t(`outcome.${outcome}`);
}

/** The same inside a sentence ("Hole 3: stopped short."). */
export function outcomeInline(t: SandboxT, outcome: LaneOutcome): string {
  return t(`outcomeInline.${outcome}`);
}

/** How a sculpted ball compares with its target hole (the training mode's verdict). */
export function trainingVerdict(t: SandboxT, hole: number, massG: number, profile: PhysicsProfile = DEFAULT_PROFILE): {
  clearanceMm: number;
  idealMassG: number;
  /** (mass − ideal) / ideal: how far the putty was off a perfect fit. */
  massError: number;
  text: string;
} {
  const clearance = clearanceMm(hole, massG, profile);
  const idealMassG = massForDiameterG(profile.holesMm[hole] ?? 0, profile);
  const massError = idealMassG > 0 ? (massG - idealMassG) / idealMassG : 0;
  let text: string;
  if (clearance < 0) text = t('sizing.verdict.tooBig');
  else if (clearance <= 1) text = t('sizing.verdict.tight');
  else if (clearance <= 3) text = t('sizing.verdict.good');
  else text = t('sizing.verdict.roomy');
  return { clearanceMm: clearance, idealMassG, massError, text };
}

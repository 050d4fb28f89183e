/**
 * The sandbox's numbers in words: a number, or one with its unit, in the
 * language of `t` (decimal comma in German and French), with as many decimals
 * as the sandbox shows. Pure: the words come in as `t`.
 */
import type { TFunction } from 'i18next';

export type SandboxT = TFunction<'sandbox'>;

/** Exactly `digits` decimals; `undefined`: as Intl rounds (at most three). */
function decimals(digits: number | undefined): Intl.NumberFormatOptions {
  return digits === undefined ? {} : { minimumFractionDigits: digits, maximumFractionDigits: digits };
}

/** Up to `digits` decimals, trailing zeros dropped ("25.25", "26"). */
export function upTo(digits: number): Intl.NumberFormatOptions {
  return { maximumFractionDigits: digits };
}

type Digits = number | Intl.NumberFormatOptions | undefined;
const options = (digits: Digits): Intl.NumberFormatOptions => (typeof digits === 'object' ? digits : decimals(digits));

/** "0.90", "0,90". */
export function num(t: SandboxT, value: number, digits?: Digits): string {
  return t('units.number', { value, formatParams: { value: options(digits) } });
}

/** "24.0 mm", "24,0 mm". */
export function mm(t: SandboxT, value: number, digits?: Digits): string {
  return t('units.mm', { value, formatParams: { value: options(digits) } });
}

/** "5.32 g", "5,32 g". */
export function grams(t: SandboxT, value: number, digits?: Digits): string {
  return t('units.g', { value, formatParams: { value: options(digits) } });
}

/** "1.23 m/s", "1,23 m/s". */
export function mps(t: SandboxT, value: number, digits?: Digits): string {
  return t('units.mps', { value, formatParams: { value: options(digits) } });
}

/** A label and what is said of it: "Friction: must be at most 2." ("Friction : …" in French). */
export function labelled(t: SandboxT, label: string, text: string): string {
  return t('units.labelled', { label, text });
}

/** The bench's frame count: "Frame 42 · 0.70 s" (a frame is 1/60 s). */
export function frameText(t: SandboxT, frames: number): string {
  return t('bench.frame', { frame: frames, seconds: frames / 60, formatParams: { seconds: decimals(2) } });
}

/** A schema issue of the kinds a number field gets (zod's codes), in the words' language; null for another kind. */
export interface SchemaIssue {
  code: string;
  message: string;
  maximum?: unknown;
  minimum?: unknown;
  inclusive?: boolean;
  expected?: unknown;
}

/** A range or whole-number issue in the app's words ("must be at most 80."); null for any other issue. */
export function numberIssueText(t: SandboxT, issue: SchemaIssue): string | null {
  const limit = (value: unknown) => (typeof value === 'number' ? value : typeof value === 'bigint' ? Number(value) : null);
  const maximum = limit(issue.maximum);
  const minimum = limit(issue.minimum);
  if (issue.code === 'too_big' && maximum !== null) return t(issue.inclusive === false ? 'issue.below' : 'issue.atMost', { limit: maximum });
  if (issue.code === 'too_small' && minimum !== null) return t(issue.inclusive === false ? 'issue.above' : 'issue.atLeast', { limit: minimum });
  if (issue.code === 'invalid_type' && issue.expected === 'int') return t('issue.whole');
  return null;
}

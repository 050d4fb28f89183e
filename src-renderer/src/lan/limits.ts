/**
 * The LAN limits of shared/protocol/lan.ts, repeated so the first chunk (a
 * guest's join screen) does not pull zod in; limits.test.ts checks they agree.
 */
import type { TFunction } from 'i18next';

export const JOIN_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const JOIN_CODE_LENGTH = 8;
export const MAX_CHAT_CHARS = 200;
export const CHAT_HISTORY = 100;
export const MAX_NAME_CHARS = 24;

/** The code as the host reads it: trimmed, upper case, without spaces or dashes people add while reading it out. */
export function normalizeCode(text: string): string {
  return text.replace(/[\s-]+/g, '').toUpperCase();
}

/** Why a typed code cannot be one, or null. */
export function codeProblem(t: TFunction<'lan'>, text: string): string | null {
  const code = normalizeCode(text);
  if (code.length === 0) return t('join.code.empty');
  if (code.length !== JOIN_CODE_LENGTH) return t('join.code.length', { length: JOIN_CODE_LENGTH });
  if ([...code].some((char) => !JOIN_CODE_ALPHABET.includes(char))) return t('join.code.letters');
  return null;
}

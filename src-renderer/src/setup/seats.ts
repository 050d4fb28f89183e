/**
 * The seat rows of the new-game screen: defaults, resizing and checks. Pure
 * but for the words: the checks' sentences come from `t`, by default the
 * shell's words in the current language.
 */
import type { TFunction } from 'i18next';
import type { BotLevel } from '../../../shared/engine/contract';
import type { SeatSetup } from '../../../shared/protocol/messages';
import { i18n } from '../i18n/i18n';

/** The longest a seat's name may be (the host's rule). */
export const MAX_NAME_LENGTH = 24;

/** The shell's words in the language on screen now. */
const currentWords = (): TFunction<'shell'> => i18n.getFixedT(null, 'shell');

export const BOT_NAMES = ['Ada', 'Bruno', 'Clara', 'Dario', 'Elsa', 'Faro', 'Greta', 'Hugo', 'Ines', 'Jonas', 'Kira', 'Lino', 'Mara', 'Nico', 'Olga', 'Pavel'];

export interface SeatDraft {
  kind: 'human' | 'bot';
  name: string;
  level: BotLevel;
}

/** Seat 1 is the player (named from the settings); the others are normal bots named Ada, Bruno, ... */
export function defaultSeat(index: number, playerName: string): SeatDraft {
  if (index === 0) return { kind: 'human', name: playerName, level: 'normal' };
  return { kind: 'bot', name: BOT_NAMES[(index - 1) % BOT_NAMES.length] as string, level: 'normal' };
}

/** Keeps the rows already edited and fills new ones with defaults whose names are not taken yet. */
export function resizeSeats(seats: readonly SeatDraft[], count: number, playerName: string): SeatDraft[] {
  const kept = seats.slice(0, count);
  const taken = new Set(kept.map((seat) => seat.name.trim().toLowerCase()));
  for (let index = kept.length; index < count; index++) {
    let draft = defaultSeat(index, playerName);
    if (draft.kind === 'bot' && taken.has(draft.name.toLowerCase())) {
      const free = BOT_NAMES.find((name) => !taken.has(name.toLowerCase()));
      if (free) draft = { ...draft, name: free };
    }
    taken.add(draft.name.toLowerCase());
    kept.push(draft);
  }
  return kept;
}

export function defaultSeats(count: number, playerName: string): SeatDraft[] {
  return resizeSeats([], count, playerName);
}

/** Why a seat's name cannot be used, or null. Mirrors the host's rule (1 to 24 characters after trimming). */
export function nameProblem(name: string, t: TFunction<'shell'> = currentWords()): string | null {
  const trimmed = name.trim();
  if (trimmed.length === 0) return t('seats.nameEmpty');
  if (trimmed.length > MAX_NAME_LENGTH) return t('seats.nameTooLong', { max: MAX_NAME_LENGTH });
  return null;
}

export function toSeatSetup(draft: SeatDraft): SeatSetup {
  const name = draft.name.trim();
  return draft.kind === 'human' ? { kind: 'human', name } : { kind: 'bot', name, level: draft.level };
}

export function fromSeatSetup(setup: SeatSetup): SeatDraft {
  return setup.kind === 'human' ? { kind: 'human', name: setup.name, level: 'normal' } : { ...setup };
}

/** The seed field: blank means a random seed; otherwise a whole number from 0 to 4294967295. */
export type SeedParse = { ok: true; seed: number | undefined } | { ok: false; message: string };

export function parseSeed(text: string, t: TFunction<'shell'> = currentWords()): SeedParse {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, seed: undefined };
  if (!/^\d+$/.test(trimmed)) return { ok: false, message: t('newGame.seedNotNumber') };
  const seed = Number(trimmed);
  // The largest seed as the player types it (digits only, no separators).
  if (!Number.isSafeInteger(seed) || seed > 0xffffffff) return { ok: false, message: t('newGame.seedTooLarge', { max: String(0xffffffff) }) };
  return { ok: true, seed };
}

/** A fresh random seed, for "Play again". */
export function randomSeed(): number {
  const buffer = new Uint32Array(1);
  crypto.getRandomValues(buffer);
  return buffer[0] as number;
}

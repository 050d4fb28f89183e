/** The host's seat rows for a LAN table: defaults, resizing, checks, and why Start must wait. Pure (the words come in as `t`). */
import type { TFunction } from 'i18next';
import type { BotLevel } from '../../../shared/engine/contract';
import type { LobbySeat, LobbySeatSetup } from '../../../shared/protocol/lan';
import { BOT_NAMES, nameProblem } from '../setup/seats';

export interface LobbySeatDraft {
  kind: LobbySeatSetup['kind'];
  /** For a bot or a local player (kept when the row switches to open, for switching back). */
  name: string;
  level: BotLevel;
}

/** Seat 1 is the host's player; the others wait for guests. */
export function defaultLobbySeat(index: number, playerName: string): LobbySeatDraft {
  if (index === 0) return { kind: 'local', name: playerName, level: 'normal' };
  return { kind: 'open', name: BOT_NAMES[(index - 1) % BOT_NAMES.length] as string, level: 'normal' };
}

export function resizeLobbySeats(seats: readonly LobbySeatDraft[], count: number, playerName: string): LobbySeatDraft[] {
  const kept = seats.slice(0, count);
  const taken = new Set(kept.map((seat) => seat.name.trim().toLowerCase()));
  for (let index = kept.length; index < count; index++) {
    let draft = defaultLobbySeat(index, playerName);
    if (index > 0 && taken.has(draft.name.toLowerCase())) {
      const free = BOT_NAMES.find((name) => !taken.has(name.toLowerCase()));
      if (free) draft = { ...draft, name: free };
    }
    taken.add(draft.name.toLowerCase());
    kept.push(draft);
  }
  return kept;
}

export function toLobbySeatSetup(draft: LobbySeatDraft): LobbySeatSetup {
  const name = draft.name.trim();
  switch (draft.kind) {
    case 'open':
      return { kind: 'open' };
    case 'bot':
      return { kind: 'bot', name, level: draft.level };
    case 'local':
      return { kind: 'local', name };
  }
}

/** One sentence per row that cannot be sent (null for a good row), and the problems of the whole table. */
export function lobbySetupProblems(t: TFunction<'lan'>, seats: readonly LobbySeatDraft[]): { rows: (string | null)[]; table: string | null } {
  const rows = seats.map((seat) => (seat.kind === 'open' ? null : nameProblem(seat.name)));
  const names = seats.filter((seat) => seat.kind !== 'open').map((seat) => seat.name.trim().toLowerCase());
  let table: string | null = null;
  if (names.some((name, index) => name !== '' && names.indexOf(name) !== index)) {
    table = t('setup.sameName');
  } else if (!seats.some((seat) => seat.kind === 'open')) {
    table = t('setup.noOpenSeat');
  }
  return { rows, table };
}

/** Why the host cannot start yet, or null: every open seat needs its guest ("Waiting for guests at seats 2 and 3."). */
export function startProblem(t: TFunction<'lan'>, seats: readonly LobbySeat[]): string | null {
  const waiting = seats.filter((seat) => seat.kind === 'open').map((seat) => seat.seat + 1);
  if (waiting.length === 0) return null;
  // i18next's list format joins the numbers the language's way ("1, 2 and 3", "1, 2 et 3").
  return t('setup.waiting', { count: waiting.length, seats: waiting });
}

/**
 * Chat lines per room (a lobby id or a match id), merged from the host's
 * pushes: a `full` update replaces the room, the others add the lines with a
 * number higher than the last one kept. Sending goes through the active host.
 */
import type { TFunction } from 'i18next';
import { create } from 'zustand';
import type { ChatLine, ChatRole, ChatUpdate } from '../../../shared/protocol/lan';
import { errorMessage, getHost } from '../host';
import { CHAT_HISTORY } from './limits';

/** The room's lines after `update`: pure. */
export function mergeChat(lines: readonly ChatLine[], update: Pick<ChatUpdate, 'lines' | 'full'>): ChatLine[] {
  const incoming = [...update.lines].sort((a, b) => a.n - b.n);
  if (update.full) return dedupe(incoming).slice(-CHAT_HISTORY);
  const last = lines.length > 0 ? (lines[lines.length - 1] as ChatLine).n : -Infinity;
  const fresh = incoming.filter((line) => line.n > last);
  if (fresh.length === 0) return lines as ChatLine[];
  return dedupe([...lines, ...fresh]).slice(-CHAT_HISTORY);
}

function dedupe(lines: ChatLine[]): ChatLine[] {
  const out: ChatLine[] = [];
  for (const line of lines) if (out.length === 0 || (out[out.length - 1] as ChatLine).n < line.n) out.push(line);
  return out;
}

/** The speaker's part at the table, as the chat shows it next to his name. */
export function roleLabel(t: TFunction<'lan'>, role: ChatRole): string {
  switch (role) {
    case 'host':
      return t('chat.role.host');
    case 'guest':
      return t('chat.role.guest');
    case 'spectator':
      return t('chat.role.spectator');
  }
}

/** A line's time as hours and minutes on this machine's clock ('' when it cannot be read). */
export function chatTime(at: string): string {
  const date = new Date(at);
  if (Number.isNaN(date.getTime())) return '';
  return `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
}

interface ChatStore {
  rooms: Record<string, ChatLine[]>;
  receive(update: ChatUpdate): void;
  /** Sends a line; resolves with null, or a sentence saying why it did not go. */
  send(room: string, text: string): Promise<string | null>;
  /** Forgets every room: for a new connection, to which the host sends each room's whole history again. */
  clear(): void;
}

export const useChat = create<ChatStore>()((set, get) => ({
  rooms: {},
  receive(update) {
    const before = get().rooms[update.room] ?? [];
    const after = mergeChat(before, update);
    if (after !== before) set({ rooms: { ...get().rooms, [update.room]: after } });
  },
  async send(room, text) {
    try {
      await getHost().request({ type: 'chat', room, text });
      return null;
    } catch (error) {
      return errorMessage(error);
    }
  },
  clear() {
    set({ rooms: {} });
  },
}));

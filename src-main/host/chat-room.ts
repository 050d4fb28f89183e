/**
 * The chat of a lobby or of a LAN game: a short history that newcomers get
 * whole, then each new line for everyone in the room.
 */
import { CHAT_HISTORY, type ChatLine, type ChatUpdate } from '../../shared/protocol/lan.js';
import type { Subscriber } from './host.js';

export class ChatRoom {
  private lines: ChatLine[] = [];
  private next = 1;

  constructor(readonly room: string) {}

  /** The whole history, for a client that just entered the room. */
  history(): ChatUpdate {
    return { type: 'chat', room: this.room, lines: this.lines.slice(), full: true };
  }

  say(from: string, text: string, listeners: Iterable<Subscriber>): void {
    const line: ChatLine = { n: this.next++, from, text, at: new Date().toISOString() };
    this.lines.push(line);
    if (this.lines.length > CHAT_HISTORY) this.lines.splice(0, this.lines.length - CHAT_HISTORY);
    const update: ChatUpdate = { type: 'chat', room: this.room, lines: [line], full: false };
    for (const listener of listeners) deliverSafely(listener, update);
  }
}

export function deliverSafely(subscriber: Subscriber, push: Parameters<Subscriber['deliver']>[0]): void {
  try {
    subscriber.deliver(push);
  } catch (error) {
    console.error(`Could not deliver an update: ${(error as Error).message}`);
  }
}

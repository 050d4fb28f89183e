/**
 * The chat of a lobby or of a LAN game: a short history that a newcomer gets
 * whole, then each new line for everyone in the room.
 *
 * The room remembers the last line it sent to each client, so a client that
 * asks to enter again (a repeated joinLobby, watch or joinSeat) is sent only
 * the lines it missed, usually none: no client is ever sent a line twice. A
 * guest repeating a 70-byte request used to get the whole history (tens of
 * kilobytes) each time, which let one guest who stopped reading swell the
 * host's memory by megabytes a second.
 */
import { CHAT_HISTORY, type ChatLine, type ChatRole, type ChatUpdate } from '../../shared/protocol/lan.js';
import { deliverSafely, type Subscriber } from './subscriber.js';

export class ChatRoom {
  private lines: ChatLine[] = [];
  private next = 1;
  /** The number of the last line each client was sent (weak: a closed connection is forgotten with it). */
  private readonly sentUpTo = new WeakMap<Subscriber, number>();

  constructor(readonly room: string) {}

  /** The whole history (what a client that never entered the room is sent). */
  private history(): ChatUpdate {
    return { type: 'chat', room: this.room, lines: this.lines.slice(), full: true };
  }

  /**
   * Brings a client that enters (or enters again) up to date: the whole
   * history the first time, afterwards only the lines it has not been sent.
   * Sends nothing when it has them all.
   */
  catchUp(subscriber: Subscriber): void {
    const last = this.sentUpTo.get(subscriber);
    const newest = this.next - 1;
    if (last === newest) return;
    const oldest = this.lines[0]?.n ?? this.next;
    // Never sent anything, or lines it missed were dropped from the history meanwhile: replace its room.
    const update: ChatUpdate =
      last === undefined || oldest > last + 1
        ? this.history()
        : { type: 'chat', room: this.room, lines: this.lines.filter((line) => line.n > last), full: false };
    this.sentUpTo.set(subscriber, newest);
    deliverSafely(subscriber, update);
  }

  say(from: string, role: ChatRole, text: string, listeners: Iterable<Subscriber>): void {
    const line: ChatLine = { n: this.next++, from, role, text, at: new Date().toISOString() };
    this.lines.push(line);
    if (this.lines.length > CHAT_HISTORY) this.lines.splice(0, this.lines.length - CHAT_HISTORY);
    const update: ChatUpdate = { type: 'chat', room: this.room, lines: [line], full: false };
    for (const listener of listeners) {
      // A listener that never had the history keeps needing it whole: only one that had it is now up to this line.
      if (this.sentUpTo.has(listener)) this.sentUpTo.set(listener, line.n);
      deliverSafely(listener, update);
    }
  }
}

/**
 * A client of the host as the host's parts see it (the matches, the LAN
 * tables, the chat rooms, the sandbox): something to push updates to. A
 * Connection is one; tests use their own.
 */
import type { Push } from '../../shared/protocol/messages.js';

/** A client of the host: receives the updates of the views it subscribed to, its lobbies and its chats. */
export interface Subscriber {
  deliver(update: Push): void;
  /**
   * True for the player at the host machine (the app's window, the local
   * server's page), from the listener the client came through; a LAN guest is
   * never trusted. The host keeps a LAN game's table open while such a client
   * follows the game. Unset counts as not trusted.
   */
  readonly trusted?: boolean;
}

/** Pushes an update; a client that fails to take it is reported, never allowed to break the host. */
export function deliverSafely(subscriber: Subscriber, push: Push): void {
  try {
    subscriber.deliver(push);
  } catch (error) {
    console.error(`Could not deliver an update: ${(error as Error).message}`);
  }
}

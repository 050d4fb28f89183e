/** Sends each push from the active host to the store that wants it. */
import type { Push } from '../../../shared/protocol/messages';
import type { ChatUpdate, LobbyUpdate } from '../../../shared/protocol/lan';
import { onHostSwitch, onPush } from '../host';
import { useChat } from './chat';
import { useLobby } from './session';

export interface PushHandlers {
  lobby(update: LobbyUpdate): void;
  chat(update: ChatUpdate): void;
}

/** Routes a lobby or chat push; match pushes (and anything unknown) are left to the match store. Pure. */
export function routePush(push: Push, handlers: PushHandlers): void {
  switch (push.type) {
    case 'lobby':
      handlers.lobby(push);
      break;
    case 'chat':
      handlers.chat(push);
      break;
    default:
      break;
  }
}

let started = false;

/** Starts routing once per window (the match store subscribes by itself). */
export function startPushRouting(): void {
  if (started) return;
  started = true;
  onPush((push) =>
    routePush(push, {
      lobby: (update) => useLobby.getState().receive(update),
      chat: (update) => useChat.getState().receive(update),
    }),
  );
  // The host sends a connection each chat line once, so the lines are kept for as long as the connection lasts
  // (a guest who leaves a table and comes back still has them); another host's connection starts afresh.
  onHostSwitch(() => useChat.getState().clear());
}

import { describe, expect, it } from 'vitest';
import type { Push } from '../../../shared/protocol/messages';
import { routePush } from './pushes';

describe('routePush', () => {
  it('sends lobby and chat pushes to their handlers and leaves match pushes alone', () => {
    const seen: string[] = [];
    const handlers = { lobby: () => seen.push('lobby'), chat: () => seen.push('chat') };
    routePush({ type: 'chat', room: 'lobby-00000000', lines: [], full: true }, handlers);
    routePush({ type: 'match', matchId: 'm' } as unknown as Push, handlers);
    routePush({ type: 'lobby', lobbyId: 'lobby-00000000' } as unknown as Push, handlers);
    expect(seen).toEqual(['chat', 'lobby']);
  });
});

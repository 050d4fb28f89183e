import { describe, expect, it } from 'vitest';
import {
  type RememberedScreen,
  SCREEN_KEY,
  forgetScreen,
  parseScreen,
  recallScreen,
  rememberScreen,
  screenToRemember,
  serializeScreen,
} from './rememberedScreen';

function memoryStore(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

const host = { matchId: null, guest: false };

describe('the screen a reload comes back to', () => {
  it('keeps the game screen with its match, and whether this window is a guest at another table', () => {
    expect(screenToRemember({ name: 'game' }, { matchId: 'contrebandes-20261201-101010-abc123', guest: false })).toEqual({
      name: 'game',
      matchId: 'contrebandes-20261201-101010-abc123',
      guest: false,
    });
    expect(screenToRemember({ name: 'game' }, { matchId: 'm-1', guest: true })).toEqual({ name: 'game', matchId: 'm-1', guest: true });
  });

  it('keeps what is stored while starting up, or while the game screen has no match yet', () => {
    expect(screenToRemember({ name: 'starting' }, host)).toBeNull();
    expect(screenToRemember({ name: 'game' }, host)).toBeNull();
  });

  it('keeps the new-game screen with its game but not the options handed in, and drops a notice and a message', () => {
    expect(screenToRemember({ name: 'newGame', game: 'smugglers-2016', options: { physics: { name: 'Mine' } } }, host)).toEqual({
      name: 'newGame',
      game: 'smugglers-2016',
    });
    expect(screenToRemember({ name: 'menu', notice: 'gone' }, host)).toEqual({ name: 'menu' });
    expect(screenToRemember({ name: 'join', message: 'closed' }, host)).toEqual({ name: 'join' });
    expect(screenToRemember({ name: 'sandbox' }, host)).toEqual({ name: 'sandbox' });
  });

  it('reads back every screen it writes', () => {
    const screens: RememberedScreen[] = [
      { name: 'menu' },
      { name: 'load' },
      { name: 'settings' },
      { name: 'sandbox' },
      { name: 'hostLobby' },
      { name: 'join' },
      { name: 'guestLobby' },
      { name: 'newGame', game: 'contrebandes' },
      { name: 'game', matchId: 'smugglers-2016-20261201-101010-0f0f0f', guest: false },
      { name: 'game', matchId: 'contrebandes-x', guest: true },
    ];
    for (const screen of screens) expect(parseScreen(serializeScreen(screen))).toEqual(screen);
  });

  it('turns anything it did not write into nothing (the menu), never an error', () => {
    const bad = [
      null,
      '',
      'not json',
      'null',
      '42',
      '"menu"',
      '[]',
      '{}',
      '{"name":"starting"}',
      '{"name":"toString"}',
      '{"name":"newGame"}',
      '{"name":"newGame","game":"chess"}',
      '{"name":"game","guest":false}',
      '{"name":"game","matchId":"","guest":false}',
      '{"name":"game","matchId":"../../etc/passwd","guest":false}',
      `{"name":"game","matchId":"${'a'.repeat(201)}","guest":false}`,
      '{"name":"game","matchId":"m-1"}',
      '{"name":"game","matchId":"m-1","guest":"yes"}',
      '{"name":7}',
    ];
    for (const raw of bad) expect(parseScreen(raw), String(raw)).toBeNull();
  });

  it('drops fields it does not know', () => {
    expect(parseScreen('{"name":"sandbox","token":"secret"}')).toEqual({ name: 'sandbox' });
    expect(parseScreen('{"name":"game","matchId":"m-1","guest":true,"token":"secret"}')).toEqual({ name: 'game', matchId: 'm-1', guest: true });
  });

  it('stores under its key, recalls, forgets, and survives a storage that throws', () => {
    const store = memoryStore();
    expect(recallScreen(store)).toBeNull();
    rememberScreen({ name: 'newGame', game: 'smugglers-2016' }, store);
    expect(store.data.has(SCREEN_KEY)).toBe(true);
    expect(recallScreen(store)).toEqual({ name: 'newGame', game: 'smugglers-2016' });
    forgetScreen(store);
    expect(recallScreen(store)).toBeNull();
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    expect(recallScreen(broken)).toBeNull();
    expect(() => rememberScreen({ name: 'menu' }, broken)).not.toThrow();
    expect(() => forgetScreen(broken)).not.toThrow();
    expect(recallScreen(null)).toBeNull();
  });
});

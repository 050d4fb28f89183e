import { describe, expect, it } from 'vitest';
import {
  CREDENTIALS_KEY,
  type GuestCredentials,
  clearCredentials,
  loadCredentials,
  rememberedName,
  resumePlan,
  saveCredentials,
} from './credentials';

class MemoryStore {
  items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

const token = 'ab'.repeat(16);
const base: GuestCredentials = {
  address: null,
  lobbyId: 'lobby-0123abcd',
  code: 'K7PXQ4',
  name: 'Zoé',
  game: 'contrebandes',
  seat: null,
  token: null,
  matchId: null,
};

describe('guest credentials', () => {
  it('are saved by merging, read back, and cleared without forgetting the name', () => {
    const store = new MemoryStore();
    expect(loadCredentials(store)).toBeNull();
    saveCredentials(base, store);
    saveCredentials({ seat: 2, token }, store);
    expect(loadCredentials(store)).toEqual({ ...base, seat: 2, token });
    clearCredentials(store);
    expect(loadCredentials(store)).toBeNull();
    expect(rememberedName(store)).toBe('Zoé');
  });

  it('ignores damaged or foreign values', () => {
    const store = new MemoryStore();
    store.setItem(CREDENTIALS_KEY, '{not json');
    expect(loadCredentials(store)).toBeNull();
    store.setItem(CREDENTIALS_KEY, JSON.stringify({ ...base, seat: 'two' }));
    expect(loadCredentials(store)).toBeNull();
    store.setItem(CREDENTIALS_KEY, JSON.stringify({ ...base, seat: -1 }));
    expect(loadCredentials(store)).toBeNull();
    store.setItem(CREDENTIALS_KEY, '42');
    expect(loadCredentials(store)).toBeNull();
  });

  it('survive a storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    expect(loadCredentials(broken)).toBeNull();
    expect(saveCredentials({ name: 'Zoé' }, broken).name).toBe('Zoé');
    expect(() => clearCredentials(broken)).not.toThrow();
    expect(rememberedName(broken)).toBe('');
  });
});

describe('resumePlan', () => {
  it('goes straight to the seat of a started match, even when the lobby is gone', () => {
    expect(resumePlan({ ...base, code: null, lobbyId: null, seat: 1, token, matchId: 'contrebandes-1' })).toEqual({
      kind: 'joinSeat',
      matchId: 'contrebandes-1',
      seat: 1,
      token,
      game: 'contrebandes',
    });
  });

  it('watches a started match again when there was no seat', () => {
    expect(resumePlan({ ...base, matchId: 'contrebandes-1' })).toEqual({ kind: 'watch', matchId: 'contrebandes-1', game: 'contrebandes' });
  });

  it('goes back into the lobby with the seat token, or without one', () => {
    expect(resumePlan({ ...base, seat: 3, token })).toEqual({ kind: 'joinLobby', code: 'K7PXQ4', name: 'Zoé', token });
    expect(resumePlan(base)).toEqual({ kind: 'joinLobby', code: 'K7PXQ4', name: 'Zoé' });
  });

  it('has nowhere to go without a code or a match', () => {
    expect(resumePlan(null)).toEqual({ kind: 'none' });
    expect(resumePlan({ ...base, code: null })).toEqual({ kind: 'none' });
    expect(resumePlan({ ...base, name: '  ' })).toEqual({ kind: 'none' });
  });
});

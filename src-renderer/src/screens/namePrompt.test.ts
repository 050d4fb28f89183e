import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../../shared/protocol/messages';
import { NAME_PROMPT_KEY, asksName, skipNamePrompt } from './namePrompt';

function memory() {
  const items = new Map<string, string>();
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value), items };
}

describe('the first start’s name prompt', () => {
  it('asks a player who has chosen no name, once his settings are in', () => {
    const store = memory();
    expect(asksName(DEFAULT_SETTINGS.playerName, false, store)).toBe(false);
    expect(asksName(DEFAULT_SETTINGS.playerName, true, store)).toBe(true);
  });

  it('does not ask a player with a name', () => {
    expect(asksName('Rosa', true, memory())).toBe(false);
  });

  it('asks no more once put off, in this browser', () => {
    const store = memory();
    skipNamePrompt(store);
    expect(store.items.get(NAME_PROMPT_KEY)).toBe('skipped');
    expect(asksName('', true, store)).toBe(false);
  });

  it('still asks where nothing can be kept, and does not fail', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(() => skipNamePrompt(broken)).not.toThrow();
    expect(asksName('', true, broken)).toBe(true);
    expect(asksName('', true, null)).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import type { ChatLine } from '../../../shared/protocol/lan';
import { wordsIn } from '../i18n/testing';
import { chatTime, mergeChat, roleLabel, useChat } from './chat';
import { CHAT_HISTORY } from './limits';

const line = (n: number, text = `line ${n}`): ChatLine => ({ n, from: 'Zoé', role: 'guest', text, at: '2026-01-01T20:15:00.000Z' });

describe('mergeChat', () => {
  it('replaces the room with a full update, in order', () => {
    expect(mergeChat([line(1)], { full: true, lines: [line(5), line(4)] })).toEqual([line(4), line(5)]);
  });

  it('appends only the lines after the last one kept', () => {
    const before = [line(1), line(2)];
    expect(mergeChat(before, { full: false, lines: [line(2), line(3)] })).toEqual([line(1), line(2), line(3)]);
  });

  it('keeps the same array when nothing is new', () => {
    const before = [line(1), line(2)];
    expect(mergeChat(before, { full: false, lines: [line(1)] })).toBe(before);
  });

  it('keeps at most the history the host keeps', () => {
    const many = Array.from({ length: CHAT_HISTORY + 5 }, (_, n) => line(n));
    const merged = mergeChat([], { full: true, lines: many });
    expect(merged).toHaveLength(CHAT_HISTORY);
    expect(merged[0]?.n).toBe(5);
    expect(mergeChat(merged, { full: false, lines: [line(500)] })).toHaveLength(CHAT_HISTORY);
  });

  it('drops repeated numbers within one update', () => {
    expect(mergeChat([], { full: true, lines: [line(1), line(1, 'again'), line(2)] }).map((l) => l.n)).toEqual([1, 2]);
  });
});

describe('chatTime', () => {
  it('shows hours and minutes, or nothing for a bad time', () => {
    expect(chatTime('2026-01-01T20:15:00.000Z')).toMatch(/^\d\d:\d\d$/);
    expect(chatTime('whenever')).toBe('');
  });
});

describe('roleLabel', () => {
  it('names each part at the table in plain words', async () => {
    const t = await wordsIn('en', 'lan');
    expect(roleLabel(t, 'host')).toBe('host');
    expect(roleLabel(t, 'guest')).toBe('guest');
    expect(roleLabel(t, 'spectator')).toBe('spectator');
  });

  it('in German and French', async () => {
    const de = await wordsIn('de', 'lan');
    const fr = await wordsIn('fr', 'lan');
    expect([roleLabel(de, 'host'), roleLabel(de, 'guest'), roleLabel(de, 'spectator')]).toEqual(['Gastgeber', 'Gast', 'Zuschauer']);
    expect([roleLabel(fr, 'host'), roleLabel(fr, 'guest'), roleLabel(fr, 'spectator')]).toEqual(['hôte', 'invité', 'spectateur']);
  });
});

describe('the chat store', () => {
  it('keeps a room’s lines until the connection changes (the host sends a connection each line once)', () => {
    const store = useChat.getState();
    store.receive({ type: 'chat', room: 'lobby-aa', lines: [line(1), line(2)], full: true });
    store.receive({ type: 'chat', room: 'm-1', lines: [line(1)], full: true });
    // Coming back into the room on the same connection: only the missed lines come, and they add up.
    useChat.getState().receive({ type: 'chat', room: 'lobby-aa', lines: [line(3)], full: false });
    expect(useChat.getState().rooms['lobby-aa']?.map((l) => l.n)).toEqual([1, 2, 3]);
    useChat.getState().clear();
    expect(useChat.getState().rooms).toEqual({});
  });
});

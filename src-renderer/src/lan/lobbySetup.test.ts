import { describe, expect, it } from 'vitest';
import type { LobbySeat } from '../../../shared/protocol/lan';
import { lobbySeatSetupSchema } from '../../../shared/protocol/lan';
import { wordsIn } from '../i18n/testing';
import { lobbySetupProblems, resizeLobbySeats, startProblem, toLobbySeatSetup } from './lobbySetup';

const seat = (n: number, kind: LobbySeat['kind']): LobbySeat => ({
  seat: n,
  kind,
  name: kind === 'open' ? null : `P${n}`,
  level: null,
  connected: true,
  yours: false,
});

describe('LAN seats', () => {
  it('start with the host at seat 1 and open seats for guests', () => {
    const seats = resizeLobbySeats([], 4, 'Rosa');
    expect(seats.map((s) => s.kind)).toEqual(['local', 'open', 'open', 'open']);
    expect(seats[0]?.name).toBe('Rosa');
    for (const draft of seats) expect(lobbySeatSetupSchema.safeParse(toLobbySeatSetup(draft)).success).toBe(true);
  });

  it('keep edited rows when resized', () => {
    const seats = resizeLobbySeats([{ kind: 'bot', name: 'Bruno', level: 'hard' }], 3, 'Rosa');
    expect(seats[0]).toEqual({ kind: 'bot', name: 'Bruno', level: 'hard' });
    expect(seats.filter((s) => s.name === 'Bruno')).toHaveLength(1);
  });

  it('refuse empty and repeated names, and a table without an open seat', async () => {
    const t = await wordsIn('en', 'lan');
    const problems = lobbySetupProblems(t, [
      { kind: 'local', name: ' ', level: 'normal' },
      { kind: 'open', name: '', level: 'normal' },
    ]);
    expect(problems.rows[0]).toMatch(/empty/);
    expect(problems.rows[1]).toBeNull();
    expect(
      lobbySetupProblems(t, [
        { kind: 'local', name: 'Ada', level: 'normal' },
        { kind: 'bot', name: 'ada', level: 'easy' },
        { kind: 'open', name: '', level: 'normal' },
      ]).table,
    ).toBe('Two seats have the same name; give each player a name of their own.');
    expect(lobbySetupProblems(t, [{ kind: 'local', name: 'Ada', level: 'normal' }]).table).toBe('Open at least one seat for a guest.');
  });

  it('say which seats still wait for a guest', async () => {
    const t = await wordsIn('en', 'lan');
    expect(startProblem(t, [seat(0, 'local'), seat(1, 'guest'), seat(2, 'bot')])).toBeNull();
    expect(startProblem(t, [seat(0, 'local'), seat(1, 'open')])).toBe('Waiting for a guest at seat 2.');
    expect(startProblem(t, [seat(0, 'local'), seat(1, 'open'), seat(2, 'open')])).toBe('Waiting for guests at seats 2 and 3.');
    expect(startProblem(t, [seat(0, 'open'), seat(1, 'open'), seat(2, 'open')])).toBe('Waiting for guests at seats 1, 2 and 3.');
  });

  it('say it in German and French', async () => {
    const de = await wordsIn('de', 'lan');
    const fr = await wordsIn('fr', 'lan');
    const one = [seat(0, 'local'), seat(1, 'open')];
    const three = [seat(0, 'open'), seat(1, 'open'), seat(2, 'open')];
    expect(startProblem(de, one)).toBe('Platz 2 wartet noch auf einen Gast.');
    expect(startProblem(de, three)).toBe('Die Plätze 1, 2 und 3 warten noch auf Gäste.');
    expect(startProblem(fr, one)).toBe('En attente d’un invité à la place 2.');
    expect(startProblem(fr, three)).toBe('En attente d’invités aux places 1, 2 et 3.');
    expect(lobbySetupProblems(de, [{ kind: 'local', name: 'Ada', level: 'normal' }]).table).toBe('Lass mindestens einen Platz für einen Gast frei.');
    expect(lobbySetupProblems(fr, [{ kind: 'local', name: 'Ada', level: 'normal' }]).table).toBe('Laissez au moins une place libre pour un invité.');
  });
});

import { describe, expect, it } from 'vitest';
import type { LobbySeat } from '../../../shared/protocol/lan';
import { lobbySeatSetupSchema } from '../../../shared/protocol/lan';
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

  it('refuse empty and repeated names, and a table without an open seat', () => {
    const problems = lobbySetupProblems([
      { kind: 'local', name: ' ', level: 'normal' },
      { kind: 'open', name: '', level: 'normal' },
    ]);
    expect(problems.rows[0]).toMatch(/empty/);
    expect(problems.rows[1]).toBeNull();
    expect(
      lobbySetupProblems([
        { kind: 'local', name: 'Ada', level: 'normal' },
        { kind: 'bot', name: 'ada', level: 'easy' },
        { kind: 'open', name: '', level: 'normal' },
      ]).table,
    ).toMatch(/same name/);
    expect(lobbySetupProblems([{ kind: 'local', name: 'Ada', level: 'normal' }]).table).toMatch(/Open at least one/);
  });

  it('say which seats still wait for a guest', () => {
    expect(startProblem([seat(0, 'local'), seat(1, 'guest'), seat(2, 'bot')])).toBeNull();
    expect(startProblem([seat(0, 'local'), seat(1, 'open')])).toBe('Waiting for a guest at seat 2.');
    expect(startProblem([seat(0, 'open'), seat(1, 'open'), seat(2, 'open')])).toBe('Waiting for guests at seats 1, 2 and 3.');
  });
});

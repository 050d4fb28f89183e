/**
 * Hints at the host (hints.ts): the hard bot's choice from the seat's own
 * view, counted for the seat and saved, for the seat's own decision only,
 * and off at a LAN table unless the host allowed them.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { hintFor } from '../../shared/engine/hint.js';
import { smugglers2025 } from '../../shared/games/smugglers-2025/index.js';
import { type BotJob, decide } from '../bots/bot-job.js';
import { HostFailure } from './failure.js';
import { askHint, hintsAllowed } from './hints.js';
import type { LiveMatch } from './live-match.js';
import { FlakyPhysics, closeOpened, liveMatches } from './live-matches-test-kit.js';
import { Match } from './match.js';

afterEach(closeOpened);

function newMatch(): Match {
  return new Match({
    id: 'smugglers-2025-20270301-120000-aaaaaa',
    game: smugglers2025,
    options: smugglers2025.defaultOptions(2),
    seed: 7,
    seats: [
      { name: 'Ann', kind: 'human', level: null },
      { name: 'Bot', kind: 'bot', level: 'hard' },
    ],
    createdAt: '2027-03-01T12:00:00.000Z',
  });
}

function opened(match = newMatch()): LiveMatch {
  return liveMatches(new FlakyPhysics(0)).matches.open(match);
}

const inline = (job: BotJob): Promise<unknown> => Promise.resolve(decide(job));

async function refusal(promise: Promise<unknown>): Promise<{ code: string; key: string }> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof HostFailure) return { code: error.error.code, key: error.error.key };
    throw error;
  }
  throw new Error('answered, not refused');
}

describe('a hint at the host', () => {
  it("answers the hard bot's choice and its reason, as the kit works them out, and counts it for the seat", async () => {
    const live = opened();
    const seat = live.match.activeSeats()[0] as number;
    expect(seat).toBe(0);
    const expected = hintFor(smugglers2025, live.match.state, seat);
    const answer = await askHint(live, seat, inline);
    expect(expected.ok && { move: expected.hint.move, reason: expected.hint.reason }).toEqual({ move: answer.move, reason: answer.reason });
    expect(answer.version).toBe(live.match.version);
    expect(answer.reason.key).toMatch(/^smugglers-2025:hint\./);
    await askHint(live, seat, inline);
    expect(live.match.hints).toEqual([2, 0]);
    expect(live.match.seatStatus().map((status) => status.hints)).toEqual([2, 0]);
  });

  it('is saved with the match and comes back with it', async () => {
    const live = opened();
    await askHint(live, 0, inline);
    const save = live.match.toSaveFile();
    expect(save.hints).toEqual([1, 0]);
    expect(Match.fromSave(save, smugglers2025).hints).toEqual([1, 0]);
    // A match nobody asked a hint in saves as it always did.
    expect('hints' in newMatch().toSaveFile()).toBe(false);
  });

  it("is refused for a bot's seat and where the seat has no decision of its own, and not counted", async () => {
    const live = opened();
    expect(await refusal(askHint(live, 1, inline))).toEqual({ code: 'not-your-seat', key: 'match:hostSays.notAPerson' });
    const applied = live.match.apply(0, (await askHint(live, 0, inline)).move);
    expect(applied.ok).toBe(true);
    expect(live.match.activeSeats()).not.toContain(0);
    expect(await refusal(askHint(live, 0, inline))).toEqual({ code: 'no-hint', key: 'match:hint.refused.notYourDecision' });
    expect(live.match.hints).toEqual([1, 0]);
  });

  it('is refused, and not counted, when the game moved on while it was worked out', async () => {
    const live = opened();
    const slow = async (job: BotJob): Promise<unknown> => {
      const move = decide(job);
      live.match.apply(0, move);
      return move;
    };
    expect(await refusal(askHint(live, 0, slow))).toEqual({ code: 'no-hint', key: 'match:hint.refused.moved' });
    expect(live.match.hints).toEqual([0, 0]);
  });

  it('is off at a LAN table unless the host allowed it', async () => {
    const live = opened();
    live.match.lan = { allowSpectators: true, port: 9000, guestSeats: [] };
    expect(hintsAllowed(live)).toBe(false);
    expect(await refusal(askHint(live, 0, inline))).toEqual({ code: 'no-hint', key: 'match:hint.refused.notAllowed' });
    live.match.lan = { ...live.match.lan, allowHints: true };
    expect(hintsAllowed(live)).toBe(true);
    await expect(askHint(live, 0, inline)).resolves.toMatchObject({ version: live.match.version });
  });
});

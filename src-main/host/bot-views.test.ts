/**
 * What the host's bots decide from in a game of memory (RULINGS 3): the
 * spoken record, which no page is sent (GameDefinition.botViewFor). The bot
 * pool is a stand-in that records each job and plays its first legal move.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { gameById } from '../../shared/games/index.js';
import type { SabView } from '../../shared/games/schmuggler-an-bord/types.js';
import { DEFAULT_SETTINGS, type MatchUpdate, type Push } from '../../shared/protocol/messages.js';
import type { BotJob } from '../bots/bot-job.js';
import type { BotPool } from '../bots/bot-pool.js';
import type { PhysicsPool } from '../physics/physics-pool.js';
import type { Autosaver } from '../saves/autosaver.js';
import type { SettingsStore } from '../settings/settings-store.js';
import { LiveMatches } from './live-matches.js';
import { Match } from './match.js';
import type { Subscriber } from './subscriber.js';

const game = gameById('schmuggler-an-bord');
if (!game) throw new Error('schmuggler-an-bord is not registered');

const opened: LiveMatches[] = [];
afterEach(() => {
  for (const matches of opened.splice(0)) matches.close();
});

class Watcher implements Subscriber {
  readonly updates: MatchUpdate[] = [];
  deliver(push: Push): void {
    if (push.type === 'match') this.updates.push(push);
  }
}

describe('the bots of a game of memory', () => {
  it('hear the whole record the pages are not sent', async () => {
    const jobs: BotJob[] = [];
    const bots = {
      decide: (job: BotJob) => {
        jobs.push(job);
        return Promise.resolve(job.legalMoves[0]);
      },
    } as unknown as BotPool;
    const matches = new LiveMatches({
      bots,
      physics: {} as PhysicsPool,
      autosaver: { save: () => {} } as unknown as Autosaver,
      settings: { get: () => ({ ...DEFAULT_SETTINGS, botDelayMs: 0 }) } as unknown as SettingsStore,
      lanInfo: () => ({ code: '', addresses: [] }),
    });
    opened.push(matches);
    const match = new Match({
      id: 'schmuggler-an-bord-20270301-120000-aaaaaa',
      game,
      options: game.defaultOptions(3),
      seed: 5,
      seats: [0, 1, 2].map((seat) => ({ name: `Bot ${seat}`, kind: 'bot' as const, level: 'easy' as const })),
      createdAt: '2027-03-01T12:00:00.000Z',
    });
    const live = matches.open(match);
    const watcher = new Watcher();
    matches.subscribe(live, watcher, 'spectator');
    matches.afterChange(live);
    await vi.waitFor(() => expect(jobs.length).toBeGreaterThanOrEqual(40), { timeout: 20_000 });

    // Each bot decided from the record as it stood (the facts only grow), up to its last fact.
    const heard = jobs.map((job) => (job.view as SabView).facts.length);
    expect(heard.every((count, index) => index === 0 || count >= (heard[index - 1] as number))).toBe(true);
    expect(heard.at(-1)).toBeGreaterThan(20);
    // The spectator was sent the latest announcement only.
    expect(Math.max(...watcher.updates.map((update) => (update.view as SabView).facts.length))).toBeLessThan(10);
  });
});

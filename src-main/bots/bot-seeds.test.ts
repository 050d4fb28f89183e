/**
 * The host's bots decide from seeds that are one way from a secret of the
 * match: a seed worked back from a bot's choices gives nobody the match seed
 * (the offline chain, deriveSeed, would), the secret lives in the save and
 * nowhere else, and a reloaded match replays its bots exactly.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Seat } from '../../shared/engine/contract.js';
import { decisionSeed } from '../../shared/engine/play.js';
import { Rng } from '../../shared/engine/rng.js';
import { gameById } from '../../shared/games/index.js';
import { DEFAULT_SETTINGS, type Push } from '../../shared/protocol/messages.js';
import { LiveMatches } from '../host/live-matches.js';
import { Match } from '../host/match.js';
import type { PhysicsPool } from '../physics/physics-pool.js';
import type { Autosaver } from '../saves/autosaver.js';
import { checkSaveText } from '../saves/save-file.js';
import type { SettingsStore } from '../settings/settings-store.js';
import type { BotJob } from './bot-job.js';
import type { BotPool } from './bot-pool.js';
import { BOT_SECRET_PATTERN, botDecisionSeed, newBotSecret } from './bot-seeds.js';

const game = gameById('smugglers-2025');
if (!game) throw new Error('smugglers-2025 is not registered');

const SEED = 3_141_592_653;

// ------------------------------------------------------------------ the offline chain, undone

/** MurmurHash3's finalizer undone (rng.ts's fmix32 is a bijection: each step has an inverse). */
function unmix32(value: number): number {
  let h = value >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x7ed1b41d) >>> 0;
  h ^= (h >>> 13) ^ (h >>> 26);
  h = Math.imul(h, 0xa5cb9243) >>> 0;
  h ^= h >>> 16;
  return h >>> 0;
}

/** The game seed that deriveSeed(gameSeed, version, seat) came from: what anybody can work out from a bot's decision seed under the old scheme. */
function gameSeedBehind(decision: number, version: number, seat: Seat): number {
  let h = decision;
  for (const part of [seat, version]) h = (unmix32(h) - Math.imul((part >>> 0) + 1, 0x9e3779b9)) >>> 0;
  return (unmix32(h) ^ 0x9e3779b9) >>> 0;
}

describe('the offline chain (decisionSeed)', () => {
  it('is invertible: its seed, version and seat give the game seed back; that is why the host does not use it', () => {
    const rng = Rng.fromSeed(5);
    for (let n = 0; n < 200; n++) {
      const seed = rng.nextUint32();
      const version = rng.int(5000);
      const seat = rng.int(6);
      expect(gameSeedBehind(decisionSeed(seed, version, seat), version, seat)).toBe(seed);
    }
  });
});

// ------------------------------------------------------------------ a match of bots

const opened: LiveMatches[] = [];
afterEach(() => {
  for (const matches of opened.splice(0)) matches.close();
});

interface Decision {
  version: number;
  seat: Seat;
  seed: number;
}

/** A match of four bots played through the host's scheduler, its bots' jobs recorded; the bots play the easy bot's choice, at once. */
async function playedByBots(match: Match, decisions: number): Promise<{ jobs: Decision[]; pushes: Push[] }> {
  const jobs: Decision[] = [];
  const pushes: Push[] = [];
  const bots = {
    decide(job: BotJob): Promise<unknown> {
      jobs.push({ version: match.version, seat: job.seat, seed: job.seed });
      return Promise.resolve(game?.bots.easy.chooseMove({ view: job.view, seat: job.seat, legalMoves: job.legalMoves, rng: Rng.fromSeed(job.seed) }));
    },
  };
  const matches = new LiveMatches({
    bots: bots as unknown as BotPool,
    physics: { warm() {} } as unknown as PhysicsPool,
    autosaver: { save: () => {} } as unknown as Autosaver,
    settings: { get: () => ({ ...DEFAULT_SETTINGS, botDelayMs: 0 }) } as unknown as SettingsStore,
    lanInfo: () => ({ code: '', addresses: [] }),
  });
  opened.push(matches);
  const live = matches.open(match);
  matches.subscribe(live, { deliver: (push: Push) => pushes.push(push) }, 0);
  matches.subscribe(live, { deliver: (push: Push) => pushes.push(push) }, 'spectator');
  matches.afterChange(live);
  const started = Date.now();
  while (jobs.length < decisions && match.result() === null) {
    if (Date.now() - started > 60_000) throw new Error(`only ${jobs.length} decisions in a minute`);
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
  return { jobs: jobs.slice(0, decisions), pushes };
}

function botMatch(botSecret?: string): Match {
  return new Match({
    id: 'smugglers-2025-20270301-120000-aaaaaa',
    game: game as NonNullable<typeof game>,
    options: game?.defaultOptions(4),
    seed: SEED,
    seats: ['A', 'B', 'C', 'D'].map((name) => ({ name, kind: 'bot' as const, level: 'easy' as const })),
    createdAt: '2027-03-01T12:00:00.000Z',
    ...(botSecret === undefined ? {} : { botSecret }),
  });
}

describe("the host's bots", () => {
  it('decide from seeds that give nobody the match seed: worked back as the offline chain allows, none leads to it', { timeout: 90_000 }, async () => {
    const match = botMatch();
    const { jobs } = await playedByBots(match, 40);
    expect(jobs).toHaveLength(40);
    for (const { seed, version, seat } of jobs) {
      expect(gameSeedBehind(seed, version, seat)).not.toBe(SEED);
      expect(seed).toBe(botDecisionSeed(match.botSecret, version, seat));
    }
  });

  it('decide alike from the same secret, and otherwise from other seeds, whatever the match seed', { timeout: 90_000 }, async () => {
    const secret = newBotSecret();
    const [one, again, other] = [await playedByBots(botMatch(secret), 12), await playedByBots(botMatch(secret), 12), await playedByBots(botMatch(newBotSecret()), 12)];
    expect(again.jobs).toEqual(one.jobs);
    const seeds = (played: { jobs: Decision[] }) => played.jobs.map((job) => job.seed);
    expect(seeds(other).filter((seed, index) => seed === seeds(one)[index])).toEqual([]);
  });

  it('never have their secret or the match seed sent to a page: no push names either', { timeout: 90_000 }, async () => {
    const match = botMatch();
    const { pushes } = await playedByBots(match, 60);
    const sent = JSON.stringify(pushes);
    expect(pushes.length).toBeGreaterThan(20);
    expect(sent).not.toContain(match.botSecret);
    expect(sent).not.toContain(String(SEED));
    expect(sent).not.toMatch(/"(seed|botSecret)"/);
  });
});

describe('the secret', () => {
  it('is 32 random bytes, new for every match', () => {
    const secrets = new Set(Array.from({ length: 50 }, () => botMatch().botSecret));
    expect(secrets.size).toBe(50);
    for (const secret of secrets) expect(secret).toMatch(BOT_SECRET_PATTERN);
  });

  it('is kept in the save: a reloaded match has it, and its bots replay exactly', { timeout: 90_000 }, async () => {
    const match = botMatch();
    await playedByBots(match, 10);
    const checked = checkSaveText(JSON.stringify(match.toSaveFile()));
    if (!checked.ok) throw new Error(checked.problem);
    expect(checked.save.botSecret).toBe(match.botSecret);
    const reloaded = Match.fromSave(checked.save, checked.game);
    expect(reloaded.botSecret).toBe(match.botSecret);
    expect(botDecisionSeed(reloaded.botSecret, 17, 2)).toBe(botDecisionSeed(match.botSecret, 17, 2));
  });

  it('is drawn anew for a save from before it (its bots choose afresh from there), and a malformed one is refused', () => {
    const save = botMatch().toSaveFile();
    const { botSecret: _secret, ...older } = save;
    const checked = checkSaveText(JSON.stringify(older));
    if (!checked.ok) throw new Error(checked.problem);
    const reloaded = Match.fromSave(checked.save, checked.game);
    expect(reloaded.botSecret).toMatch(BOT_SECRET_PATTERN);
    expect(reloaded.botSecret).not.toBe(save.botSecret);
    for (const bad of ['', 'ab', save.botSecret?.toUpperCase(), `${save.botSecret}0`, 42]) {
      const refused = checkSaveText(JSON.stringify({ ...save, botSecret: bad }));
      expect(refused.ok).toBe(false);
    }
  });

  it('is a key no seed can be made without', () => {
    expect(() => botDecisionSeed('not hex', 0, 0)).toThrow();
    const secret = newBotSecret();
    const seeds = new Set<number>();
    for (let version = 0; version < 100; version++) for (let seat = 0; seat < 6; seat++) seeds.add(botDecisionSeed(secret, version, seat));
    // 600 seeds of 32 bits: a repeat would be a surprise (about 1 in 24 000), a pattern a bug.
    expect(seeds.size).toBe(600);
  });
});

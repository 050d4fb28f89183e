import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { ContrebandesView } from '../../shared/games/contrebandes/types.js';
import { DEFAULT_SETTINGS, type MatchOpened, type MatchUpdate, type Push, type Response } from '../../shared/protocol/messages.js';
import { Connection } from './connection.js';
import { englishOf } from './failure.js';
import { Host } from './host.js';

const hosts: Host[] = [];

afterEach(async () => {
  await Promise.all(hosts.splice(0).map((host) => host.close()));
});

function newHost(): { host: Host; dataDir: string } {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'smugglers-tutorial-'));
  const host = new Host({ dataDir, botWorkers: 1 });
  host.setSettings({ ...DEFAULT_SETTINGS, botDelayMs: 0 });
  hosts.push(host);
  return { host, dataDir };
}

/** The host's window: requests in, its seat's updates out. */
class Window {
  readonly pushes: MatchUpdate[] = [];
  readonly connection: Connection;
  private nextId = 1;

  constructor(host: Host) {
    this.connection = new Connection(host, (push: Push) => push.type === 'match' && this.pushes.push(push));
  }

  request(body: Record<string, unknown>): Promise<Response> {
    return this.connection.handle({ id: this.nextId++, ...body });
  }

  async ok<T>(body: Record<string, unknown>): Promise<T> {
    const response = await this.request(body);
    if (!response.ok) throw new Error(`${response.error.code}: ${englishOf(response.error)}`);
    return response.result as T;
  }

  latest(): MatchUpdate {
    const update = this.pushes.filter((push) => push.viewer === 0).at(-1);
    if (!update) throw new Error('No update for seat 0 yet');
    return update;
  }
}

async function until(check: () => boolean): Promise<void> {
  for (let tries = 0; !check(); tries++) {
    if (tries > 2000) throw new Error('Timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

async function start(game = 'contrebandes'): Promise<{ window: Window; matchId: string; dataDir: string; host: Host }> {
  const { host, dataDir } = newHost();
  const window = new Window(host);
  const opened = await window.ok<MatchOpened>({ type: 'startTutorial', game, name: 'Ada' });
  const grant = opened.grants[0];
  if (!grant) throw new Error('No seat granted');
  await window.ok({ type: 'joinSeat', matchId: opened.matchId, seat: grant.seat, token: grant.token });
  return { window, matchId: opened.matchId, dataDir, host };
}

const stepOf = (window: Window) => window.latest().tutorial?.id;
const viewOf = (window: Window) => window.latest().view as ContrebandesView;

describe('a tutorial at the host', () => {
  it('seats the player at the fixed table with the scripted bots, and sends the step on screen', async () => {
    const { window, host, matchId } = await start();
    const match = host.match(matchId);
    expect(match?.seats.map((seat) => [seat.name, seat.kind])).toEqual([
      ['Ada', 'human'],
      ['Bruno', 'bot'],
      ['Chloé', 'bot'],
    ]);
    expect(window.latest().tutorial).toMatchObject({ index: 0, id: 'welcome', target: 'felt', reading: true, finished: false });
    expect(window.latest().canUndo).toBe(false);
  });

  it('refuses a move while a step is to be read, and one the step does not take, with the step’s words; the engine’s own refusal comes first', async () => {
    const { window, matchId } = await start();
    const submit = (move: unknown) => window.request({ type: 'submitMove', matchId, seat: 0, move });
    const early = await submit({ type: 'load', cards: [9, 1] });
    expect(early).toMatchObject({ ok: false, error: { code: 'illegal-move', key: 'shell:tutorial.readFirst' } });
    await window.ok({ type: 'tutorialNext', matchId });
    await window.ok({ type: 'tutorialNext', matchId });
    await until(() => stepOf(window) === 'load');
    const wrong = await submit({ type: 'load', cards: [3, 4] });
    expect(wrong).toMatchObject({ ok: false, error: { code: 'illegal-move', key: 'contrebandes:tutorial.loadHint' } });
    const notHeld = await submit({ type: 'load', cards: [20, 1] });
    expect(notHeld).toMatchObject({ ok: false, error: { code: 'illegal-move' } });
    expect(notHeld.ok === false && notHeld.error.key.startsWith('contrebandes:refusal.')).toBe(true);
    // Next is for steps to read only.
    expect(await window.request({ type: 'tutorialNext', matchId })).toMatchObject({ ok: false, error: { key: 'shell:tutorial.notToRead' } });
  });

  it('plays to its end with the scripted bots, leaves no save, and goes on as a normal game when asked', async () => {
    const { window, matchId, dataDir, host } = await start();
    const submit = (move: unknown) => window.ok({ type: 'submitMove', matchId, seat: 0, move });
    const next = () => window.ok({ type: 'tutorialNext', matchId });
    await next();
    await next();
    await submit({ type: 'load', cards: [9, 1] });
    await until(() => viewOf(window).phase === 'declaring' && viewOf(window).activeSeats.includes(0));
    await submit({ type: 'declare', kinds: ['clothes', 'clothes'] });
    await until(() => stepOf(window) === 'caught');
    expect(viewOf(window).caisse).toEqual([1]);
    await next();
    await until(() => viewOf(window).officer === 0 && viewOf(window).phase === 'loading');
    await submit({ type: 'load', cards: [4, 5] });
    await until(() => stepOf(window) === 'inspect' && viewOf(window).phase === 'inspecting');
    await submit({ type: 'inspect', target: 2 });
    await submit({ type: 'stop' });
    await submit({ type: 'designate', officer: 2 });
    expect(stepOf(window)).toBe('caisse');
    await next();
    await next();
    expect(window.latest().tutorial).toMatchObject({ finished: true, target: null });
    await host.settleSaves();
    expect(host.saves.exists(matchId)).toBe(false);

    await window.ok({ type: 'tutorialContinue', matchId });
    expect(window.latest().tutorial).toBeUndefined();
    await host.settleSaves();
    expect(fs.existsSync(dataDir) && host.saves.exists(matchId)).toBe(true);
  });

  it('turns the Smugglers (2016) hourglass when the sculpting step comes up, not while the first steps are read', async () => {
    const { window, matchId } = await start('smugglers-2016');
    const next = () => window.ok({ type: 'tutorialNext', matchId });
    // The station is on screen from the start: its report waits for the step.
    await window.ok({ type: 'stationReady', matchId, seat: 0 });
    for (const step of ['welcome', 'hole', 'hourglass']) {
      expect(stepOf(window)).toBe(step);
      expect(window.latest().clock ?? null).toBeNull();
      await next();
    }
    expect(stepOf(window)).toBe('sculpt');
    expect(window.latest().clock?.totalMs).toBe(120_000);
    expect(window.latest().clock?.remainingMs).toBeGreaterThan(110_000);
  });

  it('turns the waiting hourglass when its player goes on as a normal game before the sculpting step', async () => {
    const { window, matchId } = await start('smugglers-2016');
    await window.ok({ type: 'stationReady', matchId, seat: 0 });
    expect(window.latest().clock ?? null).toBeNull();
    await window.ok({ type: 'tutorialContinue', matchId });
    expect(window.latest().tutorial).toBeUndefined();
    expect(window.latest().clock?.totalMs).toBe(120_000);
  });

  it('forgets a tutorial its player leaves', async () => {
    const { window, matchId, host } = await start();
    await window.ok({ type: 'leave', matchId });
    expect(host.matchIds()).not.toContain(matchId);
  });
});

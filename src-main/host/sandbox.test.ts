import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { setUp } from '../../shared/engine/set-up.js';
import { HOST, describeRefusal } from '../../shared/engine/contract.js';
import { smugglers2016 } from '../../shared/games/smugglers-2016/index.js';
import { performHostTask } from '../../shared/games/smugglers-2016/roll.js';
import { DEFAULT_PROFILE } from '../../shared/games/smugglers-2016/physics/profile.js';
import type { SweepPlan } from '../../shared/games/smugglers-2016/physics/sweep-plan.js';
import { DEFAULT_SETTINGS, type MatchOpened, type Push, type Response } from '../../shared/protocol/messages.js';
import type { NamedProfile, Study, StudySummary, SweepUpdate } from '../../shared/games/smugglers-2016/sandbox-protocol.js';
import { Connection } from './connection.js';
import { Host } from './host.js';
import { englishOf } from './failure.js';

const hosts: Host[] = [];

function tempDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'smugglers-sandbox-'));
}

function newHost(dataDir = tempDir()): Host {
  const host = new Host({ dataDir, botWorkers: 1, physicsWorkers: 2 });
  host.setSettings({ ...DEFAULT_SETTINGS, botDelayMs: 0 });
  hosts.push(host);
  return host;
}

afterEach(async () => {
  await Promise.all(hosts.splice(0).map((host) => host.close()));
});

afterAll(() => {
  vi.restoreAllMocks();
});

class TestClient {
  readonly sweeps: SweepUpdate[] = [];
  readonly connection: Connection;
  private nextId = 1;

  constructor(host: Host, trusted = true) {
    this.connection = new Connection(host, (push: Push) => push.type === 'sweep' && this.sweeps.push(push), trusted);
  }

  request(body: Record<string, unknown>): Promise<Response> {
    return this.connection.handle({ id: this.nextId++, ...body });
  }

  async ok<T>(body: Record<string, unknown>): Promise<T> {
    const response = await this.request(body);
    if (!response.ok) throw new Error(`${response.error.code}: ${englishOf(response.error)}`);
    return response.result as T;
  }

  /** A refusal's code, and its English as the host's log reads it (the client is sent its key alone). */
  async refused(body: Record<string, unknown>): Promise<{ code: string; message: string }> {
    const response = await this.request(body);
    if (response.ok) throw new Error(`${JSON.stringify(body)} was accepted`);
    expect(response.error).not.toHaveProperty('message');
    return { code: response.error.code, message: englishOf(response.error) };
  }

  final(sweepId: string): SweepUpdate | undefined {
    return this.sweeps.find((update) => update.sweepId === sweepId && update.state !== 'running');
  }
}

async function until(check: () => boolean, timeoutMs = 25_000): Promise<void> {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > timeoutMs) throw new Error('Timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const smallPlan: SweepPlan = {
  holes: [2],
  sizes: { fromMm: 16, toMm: 24, stepMm: 4 },
  roundness: [1],
  trials: 2,
  seed: 5,
  profileName: 'Standard',
  profile: DEFAULT_PROFILE,
};

const bigPlan: SweepPlan = { ...smallPlan, holes: [0, 1, 2, 3, 4, 5, 6], sizes: { fromMm: 14, toMm: 42, stepMm: 0.5 }, trials: 20 };

function files(dir: string): string[] {
  try {
    return fs.readdirSync(dir).sort();
  } catch {
    return [];
  }
}

describe('the physics sandbox through the host', () => {
  it('runs a sweep on the physics workers, pushing progress and then the result, and saves, lists, loads and deletes it as a study', async () => {
    const dataDir = tempDir();
    const host = newHost(dataDir);
    const client = new TestClient(host);
    const started = await client.ok<{ sweepId: string; total: number }>({ type: 'startSweep', plan: smallPlan });
    expect(started.sweepId).toMatch(/^sweep-[a-f0-9]{16}$/);
    expect(started.total).toBe(6);
    await until(() => client.final(started.sweepId) !== undefined);

    const final = client.final(started.sweepId) as SweepUpdate;
    expect(final).toMatchObject({ state: 'done', done: 6, total: 6, etaMs: 0, error: null });
    // Progress pushes (if the sweep outlasted one 250 ms tick: the cancel test waits for some), then the result, once.
    expect(client.sweeps.slice(0, -1).every((update) => update.state === 'running' && update.total === 6 && update.result === null)).toBe(true);
    expect(client.sweeps.at(-1)).toBe(final);
    const result = final.result!;
    expect(result.rows.map((row) => [row.hole, row.sphereDiameterMm, row.passed])).toEqual([
      [3, 16, 2],
      [3, 20, expect.any(Number)],
      [3, 24, 0],
    ]);
    expect(result.limits).toHaveLength(1);
    expect(host.sandbox.runningSweeps()).toBe(0);

    const saved = await client.ok<StudySummary>({ type: 'saveStudy', name: 'Smallest hole', sweepId: started.sweepId });
    expect(saved).toMatchObject({ name: 'Smallest hole', profileName: 'Standard', holes: [3], roundness: [1], rolls: result.rolls });
    expect(files(path.join(dataDir, 'studies'))).toEqual([expect.stringMatching(/^smallest-hole-[0-9a-f]{64}\.json$/)]);
    await client.ok({ type: 'saveStudy', name: 'Smallest hole', sweepId: started.sweepId });
    await client.ok({ type: 'saveStudy', name: 'Zweite Studie (ä)', sweepId: started.sweepId });
    const listed = await client.ok<StudySummary[]>({ type: 'listStudies' });
    expect(listed.map((study) => study.name).sort()).toEqual(['Smallest hole', 'Zweite Studie (ä)']);

    // Another host on the same data folder (a restart) loads it as it was.
    const again = new TestClient(newHost(dataDir));
    const loaded = await again.ok<Study>({ type: 'loadStudy', name: 'Smallest hole' });
    expect(loaded.result).toEqual(result);
    expect(loaded.name).toBe('Smallest hole');

    await client.ok({ type: 'deleteStudy', name: 'Smallest hole' });
    expect((await client.ok<StudySummary[]>({ type: 'listStudies' })).map((study) => study.name)).toEqual(['Zweite Studie (ä)']);
    expect(await client.refused({ type: 'loadStudy', name: 'Smallest hole' })).toMatchObject({ code: 'bad-request', message: expect.stringContaining('no study named') });
    expect((await client.refused({ type: 'deleteStudy', name: 'Smallest hole' })).code).toBe('bad-request');
    expect((await client.refused({ type: 'saveStudy', name: 'Nope', sweepId: 'sweep-0123456789abcdef' })).message).toMatch(/no longer kept/);
    expect((await client.refused({ type: 'saveStudy', name: '../../evil', sweepId: started.sweepId })).code).toBe('bad-request');
  });

  it('cancels a sweep when asked, refuses a second one meanwhile, and stops one whose window closed', async () => {
    const host = newHost();
    const client = new TestClient(host);
    const { sweepId, total } = await client.ok<{ sweepId: string; total: number }>({ type: 'startSweep', plan: bigPlan });
    expect(total).toBe(7 * 57 * 20);
    expect((await client.refused({ type: 'startSweep', plan: smallPlan })).message).toMatch(/already running/);
    await until(() => client.sweeps.some((update) => update.done > 0));
    const progress = client.sweeps.find((update) => update.done > 0) as SweepUpdate;
    expect(progress).toMatchObject({ sweepId, state: 'running', total, result: null, error: null });
    expect(progress.etaMs).toBeGreaterThan(0);
    await client.ok({ type: 'cancelSweep', sweepId });
    await until(() => client.final(sweepId) !== undefined);
    const final = client.final(sweepId) as SweepUpdate;
    expect(final).toMatchObject({ state: 'cancelled', result: null, error: null });
    expect(final.done).toBeLessThan(total);
    expect(host.sandbox.runningSweeps()).toBe(0);
    expect(host.physics.stats()).toMatchObject({ busy: 0, queued: 0 });
    expect((await client.refused({ type: 'saveStudy', name: 'Cancelled', sweepId })).code).toBe('bad-request');
    expect((await client.refused({ type: 'cancelSweep', sweepId: 'sweep-00000000' })).code).toBe('bad-request');

    // A window that goes away takes its sweep with it.
    const leaving = new TestClient(host);
    const other = await leaving.ok<{ sweepId: string }>({ type: 'startSweep', plan: bigPlan });
    expect((await client.refused({ type: 'cancelSweep', sweepId: other.sweepId })).message).toMatch(/another window/);
    leaving.connection.close();
    await until(() => host.sandbox.runningSweeps() === 0 && host.physics.stats().busy === 0);
    expect(leaving.sweeps.filter((update) => update.state !== 'running')).toEqual([]);

    // Closing the host while a sweep runs stops it and every physics worker.
    await client.ok({ type: 'startSweep', plan: bigPlan });
    await host.close();
    expect(host.sandbox.runningSweeps()).toBe(0);
    expect(host.physics.stats()).toEqual({ workers: 0, busy: 0, queued: 0 });
  });

  it('keeps named profiles, refuses bad ones with a reason and changes nothing, and never lets Standard change', async () => {
    const dataDir = tempDir();
    const host = newHost(dataDir);
    const client = new TestClient(host);
    const initial = await client.ok<NamedProfile[]>({ type: 'listProfiles' });
    expect(initial).toEqual([{ name: 'Standard', profile: DEFAULT_PROFILE, builtIn: true }]);

    const wide = { ...DEFAULT_PROFILE, holesMm: [27, 36, 21, 33, 24, 39, 30] };
    expect(await client.ok<NamedProfile>({ type: 'saveProfile', name: 'Wide holes', profile: wide })).toEqual({ name: 'Wide holes', profile: wide, builtIn: false });
    await client.ok({ type: 'saveProfile', name: 'Glatt', profile: { ...DEFAULT_PROFILE, material: { ...DEFAULT_PROFILE.material, friction: 0.3 } } });
    const listed = await client.ok<NamedProfile[]>({ type: 'listProfiles' });
    expect(listed.map((entry) => entry.name)).toEqual(['Standard', 'Glatt', 'Wide holes']);
    expect(listed[2]?.profile.holesMm).toEqual(wide.holesMm);
    const before = files(path.join(dataDir, 'profiles'));
    const contents = before.map((name) => fs.readFileSync(path.join(dataDir, 'profiles', name), 'utf8'));

    const refusals: [Record<string, unknown>, RegExp][] = [
      [{ type: 'saveProfile', name: 'Standard', profile: wide }, /built-in/],
      [{ type: 'saveProfile', name: 'standard ', profile: wide }, /built-in/],
      [{ type: 'deleteProfile', name: 'Standard' }, /built-in/],
      [{ type: 'saveProfile', name: '../../etc/passwd', profile: wide }, /letters, digits/],
      [{ type: 'saveProfile', name: '', profile: wide }, /empty/],
      [{ type: 'saveProfile', name: 'Wide holes', profile: { ...wide, holesMm: [20, 20, 20] } }, /holesMm/],
      [{ type: 'saveProfile', name: 'Wide holes', profile: { ...wide, holesMm: [20, 20, 20, 49, 20, 20, 20] } }, /fit its lane/],
      [{ type: 'saveProfile', name: 'Wide holes', profile: { ...wide, puttyDensityGPerCm3: 'heavy' } }, /puttyDensityGPerCm3/],
      [{ type: 'deleteProfile', name: 'Nobody' }, /no profile named/],
    ];
    for (const [body, why] of refusals) {
      const error = await client.refused(body);
      expect(error.code, JSON.stringify(body)).toBe('bad-request');
      expect(error.message, JSON.stringify(body)).toMatch(why);
    }
    expect(files(path.join(dataDir, 'profiles'))).toEqual(before);
    expect(before.map((name) => fs.readFileSync(path.join(dataDir, 'profiles', name), 'utf8'))).toEqual(contents);
    expect(await client.ok<NamedProfile[]>({ type: 'listProfiles' })).toEqual(listed);

    await client.ok({ type: 'deleteProfile', name: 'Wide holes' });
    expect((await client.ok<NamedProfile[]>({ type: 'listProfiles' })).map((entry) => entry.name)).toEqual(['Standard', 'Glatt']);
  });

  it('checks a plan and a profile with the game\'s schemas, refusing bad ones with the reason a malformed request gets, before anything runs', async () => {
    const dataDir = tempDir();
    const host = newHost(dataDir);
    const client = new TestClient(host);
    const refusals: [Record<string, unknown>, string][] = [
      [{ type: 'startSweep', plan: { ...smallPlan, trials: 0 } }, 'Too small: expected number to be >=1 (at plan.trials)'],
      [{ type: 'startSweep', plan: 'nope' }, 'Invalid input: expected object, received string (at plan)'],
      [{ type: 'startSweep' }, 'Invalid input: expected object, received undefined (at plan)'],
      [{ type: 'startSweep', plan: { ...smallPlan, holes: [1, 1] } }, 'Each hole at most once. (at plan)'],
      [{ type: 'startSweep', plan: { ...smallPlan, extra: 1 } }, 'Unrecognized key: "extra" (at plan)'],
      [{ type: 'startSweep', plan: { ...smallPlan, profile: { ...DEFAULT_PROFILE, holesMm: [1] } } }, 'Too small: expected number to be >=5 (at plan.profile.holesMm.0)'],
      [{ type: 'saveProfile', name: 'Standard', profile: { ...DEFAULT_PROFILE, puttyDensityGPerCm3: 'heavy' } }, 'Invalid input: expected number, received string (at profile.puttyDensityGPerCm3)'],
      [{ type: 'saveProfile', name: '../x', profile: 'heavy' }, "A name may use letters, digits, spaces and . , ' ( ) - _ only. (at name)"],
      [{ type: 'saveProfile', name: 'A' }, 'Invalid input: expected object, received undefined (at profile)'],
      // The protocol bounds what it carries without knowing its shape.
      [{ type: 'saveProfile', name: 'A', profile: { ...DEFAULT_PROFILE, note: 'x'.repeat(70_000) } }, 'This is larger than 64000 characters of JSON. (at profile)'],
    ];
    for (const [body, message] of refusals) expect(await client.refused(body), JSON.stringify(body).slice(0, 200)).toEqual({ code: 'bad-request', message });
    expect(client.sweeps).toEqual([]);
    expect(host.sandbox.runningSweeps()).toBe(0);
    expect(host.physics.stats().workers).toBe(0);
    expect(files(path.join(dataDir, 'profiles'))).toEqual([]);
  });

  it('lists damaged study and profile files without failing, and says what is wrong when one is loaded', async () => {
    const dataDir = tempDir();
    const host = newHost(dataDir);
    const client = new TestClient(host);
    await client.ok({ type: 'saveProfile', name: 'Good', profile: DEFAULT_PROFILE });
    fs.mkdirSync(path.join(dataDir, 'studies'), { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'studies', 'garbage.json'), '{"format": "smugglers-stu');
    const { sandboxFileName } = await import('../physics/sandbox-store.js');
    const halfFile = path.join(dataDir, 'studies', sandboxFileName('Half'));
    fs.writeFileSync(halfFile, JSON.stringify({ format: 'smugglers-study', version: 1, name: 'Half', savedAt: new Date().toISOString(), result: { rows: [] } }));
    fs.writeFileSync(path.join(dataDir, 'profiles', sandboxFileName('Broken')), '[1, 2');

    const studies = await client.ok<StudySummary[]>({ type: 'listStudies' });
    expect(studies).toHaveLength(2);
    expect(studies.every((study) => typeof study.problem === 'string' && study.problem.length > 10)).toBe(true);
    expect(studies.map((study) => study.name).sort()).toEqual(['Half', 'garbage']);
    const error = await client.refused({ type: 'loadStudy', name: 'Half' });
    expect(error.code).toBe('damaged-save');
    expect(error.message).toMatch(/study file is damaged/);
    expect((await client.ok<NamedProfile[]>({ type: 'listProfiles' })).map((entry) => entry.name)).toEqual(['Standard', 'Good']);
    // A damaged study whose name can be read can be deleted.
    await client.ok({ type: 'deleteStudy', name: 'Half' });
    expect(fs.existsSync(halfFile)).toBe(false);
  });

  it('refuses every sandbox request from a LAN guest', async () => {
    const host = newHost();
    const guest = new TestClient(host, false);
    const requests: Record<string, unknown>[] = [
      { type: 'startSweep', plan: smallPlan },
      { type: 'cancelSweep', sweepId: 'sweep-00000000' },
      { type: 'listStudies' },
      { type: 'loadStudy', name: 'A' },
      { type: 'saveStudy', name: 'A', sweepId: 'sweep-00000000' },
      { type: 'deleteStudy', name: 'A' },
      { type: 'listProfiles' },
      { type: 'saveProfile', name: 'A', profile: DEFAULT_PROFILE },
      { type: 'deleteProfile', name: 'A' },
    ];
    for (const body of requests) expect((await guest.refused(body)).code, String(body.type)).toBe('host-only');
    expect(host.sandbox.runningSweeps()).toBe(0);
    expect(host.physics.stats().workers).toBe(0);
  });

  it('rolls a game\'s balls in the physics workers, never on the main thread, with the outcome the game computes itself', async () => {
    const onMainThread = vi.spyOn(smugglers2016, 'performHostTask');
    const host = newHost();
    const client = new TestClient(host);
    const seats = [
      { kind: 'bot', name: 'Ada', level: 'easy' },
      { kind: 'bot', name: 'Bruno', level: 'easy' },
    ];
    const opened = await client.ok<MatchOpened>({ type: 'createMatch', game: 'smugglers-2016', seats, seed: 12 });
    const match = host.match(opened.matchId)!;
    await until(() => match.log.filter((entry) => entry.actor === HOST).length >= 2, 60_000);
    expect(onMainThread).not.toHaveBeenCalled();
    expect(host.physics.stats().workers).toBeGreaterThan(0);

    // Replay the log here and compute each host roll on this thread: the same moves.
    let state = setUp(smugglers2016, match.seed, 2, match.options as never);
    let checked = 0;
    for (const entry of match.log) {
      if (entry.actor === HOST) {
        const task = smugglers2016.hostTask?.(state);
        expect(task).toBeTruthy();
        expect(await performHostTask(task!)).toEqual(entry.move);
        checked++;
      }
      const applied = smugglers2016.applyMove(state, entry.actor, entry.move as never);
      if (!applied.ok) throw new Error(describeRefusal(applied.rejection));
      state = applied.state;
    }
    expect(checked).toBeGreaterThanOrEqual(2);
  });
});

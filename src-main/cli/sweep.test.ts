import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PROFILE } from '../../shared/games/smugglers-2016/physics/profile.js';
import type { SweepResult } from '../../shared/games/smugglers-2016/physics/sweep-plan.js';
import { summarizeSweep, sweepTrials } from '../../shared/games/smugglers-2016/physics/sweep.js';
import { SandboxStore } from '../physics/sandbox-store.js';
import { CliError } from './simulate.js';
import { parseSweepArgs, sweepCommand, sweepSummary } from './sweep.js';

function tempDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'smugglers-sweep-cli-'));
}

describe('smugglers sweep: arguments', () => {
  it('covers all seven holes, the default sizes, roundness 1 and the Standard profile by default', () => {
    const dir = tempDir();
    const { plan, out, workers } = parseSweepArgs(['--out', path.join(dir, 'r.csv')], dir);
    expect(out).toBe(path.join(dir, 'r.csv'));
    expect(workers).toBeNull();
    expect(plan).toEqual({
      holes: [0, 1, 2, 3, 4, 5, 6],
      sizes: { fromMm: 14, toMm: 42, stepMm: 0.5 },
      roundness: [1],
      trials: 20,
      seed: 1,
      profileName: 'Standard',
      profile: DEFAULT_PROFILE,
    });
  });

  it('reads holes 1-based, sizes, roundness levels, trials, seed and workers', () => {
    const dir = tempDir();
    const { plan, workers } = parseSweepArgs(
      ['--holes', '1,4,7', '--sizes', '18:30.5:0.25', '--roundness', '1,0.6', '--trials', '8', '--seed', '99', '--workers', '1', '--out', path.join(dir, 'r.csv')],
      dir,
    );
    expect(plan).toMatchObject({ holes: [0, 3, 6], sizes: { fromMm: 18, toMm: 30.5, stepMm: 0.25 }, roundness: [1, 0.6], trials: 8, seed: 99 });
    expect(workers).toBe(1);
  });

  it('takes a saved profile by name from the data folder, or a profile from a JSON file', () => {
    const dir = tempDir();
    const wide = { ...DEFAULT_PROFILE, holesMm: [27, 36, 21, 33, 24, 39, 30] };
    new SandboxStore(dir).saveProfile('Wide holes', wide);
    const out = path.join(dir, 'r.csv');
    const byName = parseSweepArgs(['--profile', 'Wide holes', '--data-dir', dir, '--out', out]).plan;
    expect(byName.profileName).toBe('Wide holes');
    expect(byName.profile).toEqual(wide);
    expect(byName.sizes).toEqual({ fromMm: 15, toMm: 43, stepMm: 0.5 });

    const bare = path.join(dir, 'bare.json');
    fs.writeFileSync(bare, JSON.stringify(wide));
    expect(parseSweepArgs(['--profile', bare, '--out', out], dir).plan).toMatchObject({ profileName: 'bare', profile: wide });
    const savedFile = fs.readdirSync(path.join(dir, 'profiles'))[0] as string;
    expect(parseSweepArgs(['--profile', path.join(dir, 'profiles', savedFile), '--out', out], dir).plan.profile).toEqual(wide);
  });

  it('refuses bad arguments with a clear reason and writes nothing', () => {
    const dir = tempDir();
    const out = path.join(dir, 'r.csv');
    const badProfile = path.join(dir, 'bad.json');
    fs.writeFileSync(badProfile, JSON.stringify({ ...DEFAULT_PROFILE, holesMm: [20, 20] }));
    const cases: [string[], RegExp][] = [
      [[], /--out FILE.csv is required/],
      [['--out', path.join(dir, 'missing', 'r.csv')], /does not exist/],
      [['--out', dir], /is a folder/],
      [['--holes', '0,3', '--out', out], /numbered 1 to 7, not 0/],
      [['--holes', '8', '--out', out], /numbered 1 to 7, not 8/],
      [['--holes', '2,2', '--out', out], /each hole at most once/],
      [['--holes', 'one', '--out', out], /--holes takes numbers/],
      [['--sizes', '30:20:1', '--out', out], /--sizes: .*smaller to the larger/],
      [['--sizes', '20-30', '--out', out], /--sizes takes FROM:TO:STEP/],
      [['--sizes', '20:30:0', '--out', out], /--sizes/],
      [['--roundness', '1.5', '--out', out], /--roundness/],
      [['--trials', 'ten', '--out', out], /--trials must be a whole number/],
      [['--trials', '0', '--out', out], /--trials/],
      [['--trials', '1000', '--sizes', '1:100:0.1', '--out', out], /at most 200000 trials/],
      [['--profile', 'Nobody', '--data-dir', dir, '--out', out], /no profile named "Nobody"/],
      [['--profile', path.join(dir, 'nothing.json'), '--out', out], /no such file/],
      [['--profile', badProfile, '--out', out], /not a valid profile.*holesMm/],
      [['--workers', '0', '--out', out], /--workers must be at least 1/],
      [['--frobnicate', '--out', out], /frobnicate/],
    ];
    for (const [args, why] of cases) {
      let thrown: unknown = null;
      try {
        parseSweepArgs(args, dir);
      } catch (error) {
        thrown = error;
      }
      expect(thrown, args.join(' ')).toBeInstanceOf(CliError);
      expect((thrown as Error).message, args.join(' ')).toMatch(why);
    }
    expect(fs.existsSync(out)).toBe(false);
  });
});

describe('smugglers sweep: a run', () => {
  it('writes the CSV, prints the 95 % limits and progress, and gives the same file twice', async () => {
    const dir = tempDir();
    const run = async (file: string) => {
      const stdout: string[] = [];
      const stderr: string[] = [];
      const args = ['--holes', '3', '--sizes', '16:24:4', '--roundness', '1,0.5', '--trials', '2', '--seed', '7', '--workers', '2', '--out', file];
      await sweepCommand(args, { stdout: (text) => stdout.push(text), stderr: (text) => stderr.push(text), progressEveryMs: 0 }, dir);
      return { csv: fs.readFileSync(file, 'utf8'), stdout: stdout.join(''), stderr: stderr.join('') };
    };
    const first = await run(path.join(dir, 'a.csv'));
    const lines = first.csv.trim().split('\n');
    expect(lines[0]).toBe('hole,holeDiameterMm,sphereDiameterMm,roundness,trials,passed,passRate');
    expect(lines).toHaveLength(1 + 2 * 3);
    expect(lines[1]).toBe('3,20,16,1,2,2,1');
    expect(lines[3]).toBe('3,20,24,1,2,0,0');
    expect(first.stdout).toMatch(/hole 3 \(20 mm\), roundness 1: \d+\.\d\d mm/);
    expect(first.stdout).toMatch(/hole 3 \(20 mm\), roundness 0\.5: /);
    expect(first.stdout).toMatch(/12 trials, \d+ rolls in [\d.]+ s \(\d+ rolls\/s on 2 workers\)/);
    expect(first.stderr).toMatch(/sweep: 12\/12 trials \(100 %\)/);
    expect(fs.readdirSync(dir).filter((name) => name.endsWith('.tmp'))).toEqual([]);

    const second = await run(path.join(dir, 'b.csv'));
    expect(second.csv).toBe(first.csv);
  });
});

describe('smugglers sweep: the 95 % limits', () => {
  /** A summarized sweep of holes 3 (20 mm) and 6 (38 mm) over 18..22 mm, 4 trials a size, with these passes per size. */
  function result(passes: Record<number, number[]>): SweepResult {
    const plan = { holes: [2, 5], sizes: { fromMm: 18, toMm: 22, stepMm: 1 }, roundness: [1], trials: 4, seed: 1, profileName: 'Standard', profile: DEFAULT_PROFILE };
    const outcomes = sweepTrials(plan).map((trial, index) => {
      const size = Math.floor(index / 4) % 5;
      const passed = (passes[trial.hole + 1] as number[])[size] as number;
      return { outcome: index % 4 < passed ? ('passed' as const) : ('stuck' as const), rolls: 1 };
    });
    return summarizeSweep(plan, outcomes);
  }

  it('tells a limit inside the range, above it ("≥ the largest size") and below it ("< the smallest")', () => {
    const inside = sweepSummary(result({ 3: [4, 4, 3, 0, 0], 6: [4, 4, 4, 4, 4] }), 2, 'r.csv');
    // Hole 3: from 1 at 19 mm to 0.75 at 20 mm, 0.95 is crossed a fifth of the way.
    expect(inside).toContain('hole 3 (20 mm), roundness 1: 19.20 mm\n');
    // Hole 6 passed at every size tried: its limit is not 22 mm but somewhere above.
    expect(inside).toContain('hole 6 (38 mm), roundness 1: ≥ 22.00 mm (every size tried passed: the limit is above the range)\n');

    const below = sweepSummary(result({ 3: [3, 0, 0, 0, 0], 6: [0, 0, 0, 0, 0] }), 2, 'r.csv');
    expect(below).toContain('hole 3 (20 mm), roundness 1: < 18.00 mm (the smallest size tried already passes less than 95 %)\n');
    expect(below).toContain('hole 6 (38 mm), roundness 1: < 18.00 mm');

    // Falling below 95 % and back up again at the largest size is a limit inside the range.
    expect(sweepSummary(result({ 3: [4, 4, 3, 4, 4], 6: [4, 4, 4, 4, 4] }), 2, 'r.csv')).toContain('hole 3 (20 mm), roundness 1: 19.20 mm\n');
  });
});

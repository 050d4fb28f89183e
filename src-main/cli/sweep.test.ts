import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PROFILE } from '../../shared/games/smugglers-2016/physics/profile.js';
import { SandboxStore } from '../physics/sandbox-store.js';
import { CliError } from './simulate.js';
import { parseSweepArgs, sweepCommand } from './sweep.js';

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

import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PROFILE, type PhysicsProfile } from '../../shared/games/smugglers-2016/physics/profile.js';
import { legacySandboxFileName, sandboxFileName } from './sandbox-file-names.js';
import { SandboxStore } from './sandbox-store.js';

/** Two names the old file names (slug and 32-bit hash) put in the same file. */
const TWINS = ['STUdypRofilEnaMe', 'studYprOfileNamE'] as const;

const tempDir = (): string => fs.mkdtempSync(path.join(os.tmpdir(), 'smugglers-sandbox-store-'));
const profileWith = (puttyPerPlayerG: number): PhysicsProfile => ({ ...structuredClone(DEFAULT_PROFILE), puttyPerPlayerG });

describe('the sandbox store', () => {
  it('gives two names their own files even where the old naming gave them one', () => {
    expect(legacySandboxFileName(TWINS[0])).toBe(legacySandboxFileName(TWINS[1]));
    expect(sandboxFileName(TWINS[0])).not.toBe(sandboxFileName(TWINS[1]));

    const store = new SandboxStore(tempDir());
    store.saveProfile(TWINS[0], profileWith(30));
    store.saveProfile(TWINS[1], profileWith(50));
    expect(store.findProfile(TWINS[0]).profile.puttyPerPlayerG).toBe(30);
    expect(store.findProfile(TWINS[1]).profile.puttyPerPlayerG).toBe(50);
    expect(store.listProfiles().map((entry) => entry.name)).toEqual(['Standard', ...[...TWINS].sort((a, b) => a.localeCompare(b))]);
    expect(fs.readdirSync(store.profilesDir)).toHaveLength(2);
  });

  it('still lists, loads and deletes what was saved under the old file names', () => {
    const dataDir = tempDir();
    const profiles = path.join(dataDir, 'profiles');
    const studies = path.join(dataDir, 'studies');
    fs.mkdirSync(profiles);
    fs.mkdirSync(studies);
    const old = { format: 'smugglers-profile', version: 1, name: 'Wide holes', profile: profileWith(60) };
    fs.writeFileSync(path.join(profiles, legacySandboxFileName('Wide holes')), JSON.stringify(old));
    // A damaged study whose name can still be read, and a file whose name does not match what it holds: left as they are found.
    fs.writeFileSync(path.join(studies, legacySandboxFileName('Half')), JSON.stringify({ format: 'smugglers-study', version: 1, name: 'Half' }));
    const stranger = legacySandboxFileName('Somebody else');
    fs.writeFileSync(path.join(profiles, stranger), JSON.stringify({ ...old, name: 'Not that one' }));

    const store = new SandboxStore(dataDir);
    expect(store.findProfile('Wide holes').profile.puttyPerPlayerG).toBe(60);
    expect(store.listProfiles().map((entry) => entry.name)).toEqual(['Standard', 'Wide holes']);
    expect(fs.readdirSync(profiles).sort()).toEqual([sandboxFileName('Wide holes'), stranger].sort());
    expect(store.listStudies().map((study) => [study.name, typeof study.problem])).toEqual([['Half', 'string']]);
    store.deleteStudy('Half');
    expect(fs.readdirSync(studies)).toEqual([]);
  });

  it('removes the temporary files of writes a crash cut short, and nothing else', () => {
    const dataDir = tempDir();
    const gonePid = spawnSync(process.execPath, ['-e', '']).pid as number;
    const profiles = path.join(dataDir, 'profiles');
    fs.mkdirSync(profiles);
    const saved = sandboxFileName('Kept');
    fs.writeFileSync(path.join(profiles, saved), JSON.stringify({ format: 'smugglers-profile', version: 1, name: 'Kept', profile: DEFAULT_PROFILE }));
    fs.writeFileSync(path.join(profiles, `${saved}.${gonePid}.tmp`), '{"cut');
    fs.writeFileSync(path.join(profiles, 'readme.txt.tmp'), 'mine');
    fs.mkdirSync(path.join(dataDir, 'studies'));
    fs.writeFileSync(path.join(dataDir, 'studies', `${sandboxFileName('Study')}.${gonePid}.tmp`), '{"cut');

    new SandboxStore(dataDir);
    expect(fs.readdirSync(profiles).sort()).toEqual([saved, 'readme.txt.tmp'].sort());
    expect(fs.readdirSync(path.join(dataDir, 'studies'))).toEqual([]);
  });
});

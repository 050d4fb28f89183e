/**
 * Each game's manifest (shared/games/<id>/manifest.ts): found by its folder,
 * named by it, carried by the registered engine, agreeing with its rules, and
 * light: the renderer loads every manifest at start, for the menu, so a
 * manifest imports nothing of the rules, the bots or the physics.
 */
/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';
import { type GameManifest, manifestProblem } from '../engine/manifest.js';
import { games } from './index.js';

const manifests = import.meta.glob<GameManifest>('./*/manifest.ts', { eager: true, import: 'default' });
const sources = import.meta.glob<string>('./*/manifest.ts', { eager: true, query: '?raw', import: 'default' });
const rules = import.meta.glob<{ MIN_PLAYERS?: number; MAX_PLAYERS?: number }>('./*/rules.ts', { eager: true });
const folderOf = (file: string): string => file.split('/')[1] as string;

describe("each game's manifest", () => {
  it('is in every game folder, named by it, and keeps the contract', () => {
    expect(Object.keys(manifests).map(folderOf).sort()).toEqual(Object.keys(games).sort());
    for (const [file, manifest] of Object.entries(manifests)) {
      expect(manifest.id, file).toBe(folderOf(file));
      expect(manifestProblem(manifest), file).toBeNull();
    }
  });

  it('is what the registered engine carries as its meta', () => {
    for (const [file, manifest] of Object.entries(manifests)) expect(games[manifest.id]?.meta, file).toBe(manifest);
  });

  it('agrees with the rules on the number of players', () => {
    for (const [file, manifest] of Object.entries(manifests)) {
      const rule = rules[file.replace('manifest.ts', 'rules.ts')];
      expect(manifest.minPlayers, file).toBe(rule?.MIN_PLAYERS);
      expect(manifest.maxPlayers, file).toBe(rule?.MAX_PLAYERS);
    }
  });

  it('imports only the kit’s manifest and its own game’s plain types (no rules, bots or physics)', () => {
    for (const [file, source] of Object.entries(sources)) {
      const imports = [...source.matchAll(/from '([^']+)'/g)].map((match) => match[1]);
      expect(imports.filter((path) => path !== '../../engine/manifest.js' && path !== './types.js'), file).toEqual([]);
    }
  });
});

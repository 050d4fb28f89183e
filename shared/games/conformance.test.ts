/**
 * Every registered game against the engine's conformance suite
 * (shared/engine/conformance/checks.ts): determinism, plain JSON, no mutated
 * input, refusals instead of throws, legal moves that are accepted, playouts
 * that end, and secrets that stay secret in views, legal moves, refusals and
 * events.
 */
/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';
import { conformanceChecks } from '../engine/conformance/checks.js';
import { replayCheck } from '../engine/conformance/replay-check.js';
import type { AnyConformanceKit } from '../engine/conformance/kit.js';
import { gameById, games } from './index.js';

// Each game's kit is its folder's conformance.ts (default export): a new game is checked by adding the
// file, with no list to keep outside its folder.
const found = import.meta.glob<AnyConformanceKit>('./*/conformance.ts', { eager: true, import: 'default' });
const conformanceKits = Object.fromEntries(Object.entries(found).map(([file, kit]) => [file.split('/')[1] as string, kit]));

describe('the conformance kits', () => {
  it('cover every registered game (one conformance.ts per game folder), each with the registered definition', () => {
    expect(Object.keys(conformanceKits).sort()).toEqual(Object.keys(games).sort());
    for (const [id, kit] of Object.entries(conformanceKits)) expect(kit.game, id).toBe(gameById(id));
  });
});

for (const [id, kit] of Object.entries(conformanceKits)) {
  describe(`${id} conforms to the engine contract`, () => {
    // A physics game rolls with Rapier in one playout: more time than a unit test usually needs.
    // A check that fails throws, naming the rule broken and the state: resolving is the assertion.
    for (const check of [...conformanceChecks, replayCheck, ...(kit.checks ?? [])]) {
      it(check.name, () => expect(Promise.resolve().then(() => check.run(kit))).resolves.toBeUndefined(), 180_000);
    }
  });
}

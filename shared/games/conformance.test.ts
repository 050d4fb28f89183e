/**
 * Every registered game against the engine's conformance suite
 * (shared/engine/conformance/checks.ts): determinism, plain JSON, no mutated
 * input, refusals instead of throws, legal moves that are accepted, playouts
 * that end, and secrets that stay secret in views, legal moves, refusals and
 * events.
 */
import { describe, expect, it } from 'vitest';
import { conformanceChecks } from '../engine/conformance/checks.js';
import { gameById, games } from './index.js';
import { conformanceKits } from './testkits.js';

describe('the conformance kits', () => {
  it('cover every registered game, each with the registered definition', () => {
    expect(Object.keys(conformanceKits).sort()).toEqual(Object.keys(games).sort());
    for (const [id, kit] of Object.entries(conformanceKits)) expect(kit.game, id).toBe(gameById(id));
  });
});

for (const [id, kit] of Object.entries(conformanceKits)) {
  describe(`${id} conforms to the engine contract`, () => {
    // A physics game rolls with Rapier in one playout: more time than a unit test usually needs.
    for (const check of conformanceChecks) it(check.name, () => check.run(kit), 180_000);
  });
}

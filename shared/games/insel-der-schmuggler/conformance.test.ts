/**
 * The engine's conformance suite run on this game directly (the registry's
 * run, shared/games/conformance.test.ts, checks only registered games): the
 * same checks, on the tables of conformance.ts.
 */
import { describe, expect, it } from 'vitest';
import { conformanceChecks } from '../../engine/conformance/checks.js';
import { inselConformance } from './conformance.js';

describe('insel-der-schmuggler conforms to the engine contract', () => {
  for (const check of conformanceChecks) {
    it(check.name, () => expect(Promise.resolve().then(() => check.run(inselConformance))).resolves.toBeUndefined(), 120_000);
  }
});

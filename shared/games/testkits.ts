/**
 * The conformance kit of every registered game, by id (what each game tells
 * the suite in shared/engine/conformance about its secrets). Only tests
 * import this file, so no test code reaches the app. A game registered in
 * index.ts without a kit here fails conformance.test.ts.
 */
import type { AnyConformanceKit } from '../engine/conformance/kit.js';
import type { PlayableGameId } from './catalog.js';
import { contrebandesConformance } from './contrebandes/conformance.js';
import { smugglersConformance } from './smugglers-2016/conformance.js';

export const conformanceKits: Readonly<Record<string, AnyConformanceKit>> = {
  contrebandes: contrebandesConformance,
  'smugglers-2016': smugglersConformance,
} satisfies Record<PlayableGameId, AnyConformanceKit>;

/**
 * The conformance check of taking back a move (the manifest's takeBack, the
 * engine's canUndo; docs/host.md "Taking back a move"): a player may take
 * back his own last move while nothing has been revealed since (no hidden
 * information shown to anyone, no random outcome drawn) and nobody else has
 * acted. The host keeps the state before the move and puts it back; what it
 * cannot know is whether the move showed anybody something, so each move
 * canUndo allows in the playouts is checked here:
 *
 * - no random outcome: the state's seeded generator (`rng`, where the state
 *   keeps one) stands where it stood;
 * - nothing shown to the mover: with every secret he may not know drawn again
 *   (the kit's perturbSecrets), the same move leaves him the same view;
 * - nothing shown to the others: with the secrets each other seat (and the
 *   spectator) may not know drawn again, the move, where it is still
 *   accepted, leaves that viewer the same view; so after the take-back every
 *   viewer is where he was, knowing no more;
 * - a game of memory (latestOnly) announces nothing with it: taken back, an
 *   announcement would leave an older one the latest on the wire (RULINGS 3);
 * - the game is not over after it.
 *
 * And the manifest says it: canUndo exists exactly when the manifest allows
 * take-back, and then some move of the playouts may be taken back. Test code only.
 */
import { HOST, type Seat, type Viewer, describeRefusal } from '../contract.js';
import { Rng, deriveSeed } from '../rng.js';
import { attempt } from './attempt.js';
import { deepFreeze } from './deep-freeze.js';
import { jsonDifference, show } from './json.js';
import type { AnyConformanceKit } from './kit.js';
import type { Playout } from './playout.js';

type AnyPlayout = Playout<unknown, unknown, unknown, unknown>;

export const TAKE_BACK_CHECK = 'take back: a move canUndo allows reveals nothing to anyone, draws nothing, and the manifest says the game allows it';

/** Throws with what is wrong, in which game, seed, table and step. */
export function checkTakeBack(kit: AnyConformanceKit, playouts: readonly AnyPlayout[]): void {
  const { game } = kit;
  const id = game.meta.id;
  const allows = game.meta.takeBack === true;
  if (allows && !game.canUndo) throw new Error(`${id}: the manifest allows taking back a move, but the engine has no canUndo to say which`);
  if (!allows && game.canUndo) throw new Error(`${id}: the engine has canUndo, but the manifest does not allow taking back a move (takeBack: true)`);
  if (!game.canUndo) return;
  let allowed = 0;
  for (const played of playouts) {
    const rng = Rng.fromSeed(deriveSeed(played.seed, 12));
    for (const step of played.steps) {
      if (step.actor === HOST) continue;
      const seat = step.actor as Seat;
      const at = `${id}, seed ${played.seed}, ${played.seats} seats, state ${step.index}, seat ${seat} ${show(step.move)} taken back`;
      if (!attempt(`${at}: canUndo`, () => game.canUndo?.(step.before, seat, step.move, step.after))) continue;
      allowed++;
      if (game.result(step.after) !== null) throw new Error(`${at}: the move ended the game`);
      const drawn = jsonDifference(generatorOf(step.after), generatorOf(step.before));
      if (drawn) throw new Error(`${at}: the move drew at random (the state's rng moved on: ${drawn})`);
      if (game.latestOnly?.(played.options) && step.events.length > 0) {
        throw new Error(`${at}: a game of memory announced ${show(step.events)}: taken back, an older announcement would be the latest again (RULINGS 3)`);
      }
      // Everything the mover may not know drawn again: the others' secrets, the order of a deck.
      const other = deepFreeze(attempt(`${at}: perturbSecrets`, () => kit.perturbSecrets(step.before, seat, rng)));
      const applied = game.applyMove(other, seat, step.move);
      if (!applied.ok) throw new Error(`${at}: refused once the secrets the mover may not know were drawn again (${describeRefusal(applied.rejection)})`);
      for (const viewer of [...Array.from({ length: played.seats }, (_, index) => index), 'spectator'] as Viewer[]) {
        const name = viewer === 'spectator' ? 'the spectator' : viewer === seat ? 'the mover' : `seat ${viewer}`;
        // What differed for the viewer before the move (his own secrets, drawn again) may differ after it; nothing more may.
        const before = differingPaths(game.viewFor(other, viewer), game.viewFor(step.before, viewer));
        const shown = [...differingPaths(game.viewFor(applied.state, viewer), game.viewFor(step.after, viewer))].filter((path) => !before.has(path));
        if (shown.length > 0) throw new Error(`${at}: the move showed ${name} something the mover did not know (with it drawn again, ${name}'s view after it differs at ${shown.slice(0, 3).join(', ')})`);
      }
    }
  }
  if (allowed === 0) throw new Error(`${id}: the manifest allows taking back a move, but canUndo allowed none in the playouts: the check proves nothing`);
}

/** The paths (".hands.0.2") at which two plain-JSON values differ, down to the first value that is not an object on both sides. */
export function differingPaths(a: unknown, b: unknown, path = '', out: Set<string> = new Set()): Set<string> {
  const objects = typeof a === 'object' && a !== null && typeof b === 'object' && b !== null && Array.isArray(a) === Array.isArray(b);
  if (!objects) {
    if (JSON.stringify(a) !== JSON.stringify(b)) out.add(path);
    return out;
  }
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  for (const key of new Set([...Object.keys(left), ...Object.keys(right)])) differingPaths(left[key], right[key], `${path}.${key}`, out);
  return out;
}

/** The seeded generator a state keeps (`rng`, the games' convention), or null. */
function generatorOf(state: unknown): unknown {
  return typeof state === 'object' && state !== null && 'rng' in state ? (state as { rng: unknown }).rng : null;
}

/**
 * The conformance suite's promise about replays (engine/replay.ts): a replay
 * of every random playout reaches the playout's very positions, a seat's or
 * the spectator's view at move k is the live view at move k, each position's
 * events are its move's, chapters open only where the game's chapterOf says,
 * and "all cards open" is offered only once the game has ended (and is plain
 * JSON when it is).
 */
import type { Viewer } from '../contract.js';
import { type Replay, lastVersion, perspectivesOf, positionAt, replayLog } from '../replay.js';
import { jsonDifference, jsonProblem } from './json.js';
import type { AnyConformanceKit, ConformanceCheck } from './kit.js';
import { playoutsOf } from './checks.js';

/** Positions per playout whose every view is compared: enough to cross phases, few enough to stay quick. */
const SAMPLED = 12;

export const replayCheck: ConformanceCheck = {
  name: 'replays: the positions are the game as played, each view is the live view, all open only after the end',
  run(kit: AnyConformanceKit) {
    const { game } = kit;
    for (const played of playoutsOf(kit)) {
      const where = `${game.meta.id}, seed ${played.seed}, ${played.seats} seats`;
      const log = played.steps.map((step) => ({ actor: step.actor, move: step.move }));
      const replayed = replayLog(game, played.seed, played.seats, played.options, log);
      if (!replayed.ok) throw new Error(`${where}: the replay is refused (${replayed.problem.key})`);
      const replay = replayed.replay;
      if (lastVersion(replay) !== played.steps.length) throw new Error(`${where}: the replay holds ${lastVersion(replay)} moves of ${played.steps.length}`);
      const viewers: Viewer[] = [...Array.from({ length: played.seats }, (_, seat) => seat), 'spectator'];
      for (const version of sampled(played.steps.length)) {
        const state = played.states[version];
        const same = jsonDifference(replay.states[version], state);
        if (same) throw new Error(`${where}, move ${version}: the replay reaches another position: ${same}`);
        for (const viewer of viewers) {
          const at = positionAt(replay, version, viewer);
          if (!at.ok) throw new Error(`${where}, move ${version}: ${String(viewer)} is refused (${at.problem.key})`);
          const differs = jsonDifference(at.position.view, game.viewFor(state, viewer));
          if (differs) throw new Error(`${where}, move ${version}: ${String(viewer)}'s replay view is not the live view: ${differs}`);
          const events = jsonDifference(at.position.events, version === 0 ? [] : played.steps[version - 1]?.events);
          if (events) throw new Error(`${where}, move ${version}: the position's events are not its move's: ${events}`);
        }
      }
      for (const chapter of replay.chapters) {
        const opened = (replay.events[chapter.version] ?? []).some((event) => game.chapterOf?.(event) !== null);
        if (!opened) throw new Error(`${where}: a chapter opens at move ${chapter.version}, where no event opens one`);
      }
      if (game.chapterOf && replay.result !== null && replay.chapters.length === 0) throw new Error(`${where}: a whole game has no chapter`);
      checkOpen(kit, replay, where);
      // The same game cut off halfway: not ended, so never all open.
      const half = replayLog(game, played.seed, played.seats, played.options, log.slice(0, Math.floor(log.length / 2)));
      if (!half.ok) throw new Error(`${where}: the first half of the replay is refused (${half.problem.key})`);
      if (half.replay.result === null) {
        if (perspectivesOf(half.replay).includes('open')) throw new Error(`${where}: all open is offered before the game has ended`);
        if (positionAt(half.replay, 0, 'open').ok) throw new Error(`${where}: all open is given before the game has ended`);
      }
    }
  },
};

/** An ended game offers all open where the game has an open view, and every such view is plain JSON. */
function checkOpen(kit: AnyConformanceKit, replay: Replay, where: string): void {
  const offered = perspectivesOf(replay).includes('open');
  const expected = replay.result !== null && kit.game.openViewFor !== undefined;
  if (offered !== expected) throw new Error(`${where}: all open is ${offered ? '' : 'not '}offered for ${replay.result === null ? 'a game not ended' : 'an ended game'}`);
  if (!offered) return;
  for (const version of sampled(lastVersion(replay))) {
    const at = positionAt(replay, version, 'open');
    if (!at.ok) throw new Error(`${where}, move ${version}: all open is refused (${at.problem.key})`);
    const problem = jsonProblem(at.position.view);
    if (problem) throw new Error(`${where}, move ${version}: the open view is not plain JSON: ${problem}`);
  }
}

/** Evenly spread positions, the first and the last included. */
function sampled(last: number): number[] {
  const count = Math.min(SAMPLED, last + 1);
  const out = new Set<number>();
  for (let i = 0; i < count; i++) out.add(count === 1 ? 0 : Math.round((i * last) / (count - 1)));
  return [...out];
}

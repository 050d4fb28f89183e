import { describe, expect, it } from 'vitest';
import { HOST } from './contract.js';
import { defineGame } from './define-game.js';
import { type ToyEvent, type ToyMove, type ToyOptions, type ToyState, type ToyView, toyGame, toyRules } from './conformance/toy-game.js';
import { lastVersion, perspectivesOf, positionAt, replayLog } from './replay.js';

// Round 1: seat 0 picks 3, seat 1 picks 1, the die shows 4; round 2: 2 and 2, the die shows 6.
const LOG = [
  { actor: 0, move: { type: 'pick', number: 3 } },
  { actor: 1, move: { type: 'pick', number: 1 } },
  { actor: HOST, move: { type: 'die', value: 4 } },
  { actor: 1, move: { type: 'pick', number: 2 } },
  { actor: 0, move: { type: 'pick', number: 2 } },
  { actor: HOST, move: { type: 'die', value: 6 } },
] as const;

/** The toy with chapters (a round opens where the die is shown) and an open view (every pick shown). */
const toy = defineGame<ToyState, ToyMove, ToyEvent, ToyView, ToyOptions>({
  ...toyRules,
  chapterOf: (event) => (event.type === 'shown' ? { kind: 'round', number: event.picks.length } : null),
  openViewFor: (state) => ({ ...toyRules.viewFor(state, 'spectator'), open: state.picks }) as ToyView,
});

function replayOf(moves: number) {
  const replayed = replayLog(toy, 1, 2, { rounds: 2 }, LOG.slice(0, moves));
  if (!replayed.ok) throw new Error(replayed.problem.key);
  return replayed.replay;
}

describe('a replay', () => {
  it('holds every position, from the setup to the last move', () => {
    const replay = replayOf(LOG.length);
    expect(lastVersion(replay)).toBe(6);
    expect((replay.states[2] as ToyState).picks).toEqual([3, 1]);
    expect((replay.states[3] as ToyState).scores).toEqual([7, 0]);
    expect(replay.result?.winners).toEqual([0]);
  });

  it("shows a seat exactly its view at that move, and its secret to nobody else", () => {
    const replay = replayOf(LOG.length);
    const state = replay.states[1] as ToyState;
    const own = positionAt(replay, 1, 0);
    const other = positionAt(replay, 1, 1);
    const spectator = positionAt(replay, 1, 'spectator');
    expect(own.ok && own.position.view).toEqual(toy.viewFor(state, 0));
    expect(own.ok && (own.position.view as ToyView).own).toBe(3);
    expect(other.ok && (other.position.view as ToyView).own).toBeNull();
    expect(JSON.stringify(other.ok && other.position)).not.toContain('"own":3');
    expect(spectator.ok && spectator.position.view).toEqual(toy.viewFor(state, 'spectator'));
  });

  it('gives each position the events of its own move', () => {
    const replay = replayOf(LOG.length);
    const rolled = positionAt(replay, 3, 'spectator');
    expect(rolled.ok && rolled.position.events).toEqual([
      { type: 'rolled', value: 4 },
      { type: 'shown', picks: [3, 1] },
    ]);
    const start = positionAt(replay, 0, 0);
    expect(start.ok && start.position.events).toEqual([]);
  });

  it('gives each position the log a page held there: every announcement so far, each with its move', () => {
    const replay = replayOf(LOG.length);
    const at = (version: number) => {
      const position = positionAt(replay, version, 1);
      return position.ok ? position.position.log : null;
    };
    expect(at(0)).toEqual([]);
    const third = at(3) ?? [];
    expect(third.map((entry) => entry.version)).toEqual([...replay.events.slice(0, 4).flatMap((events, version) => events.map(() => version))]);
    expect(third.slice(-2)).toEqual([
      { version: 3, event: { type: 'rolled', value: 4 } },
      { version: 3, event: { type: 'shown', picks: [3, 1] } },
    ]);
    expect(at(6)).toEqual(replay.events.flatMap((events, version) => events.map((event) => ({ version, event }))));
  });

  it('gives a game of memory’s position its latest announcement only, as its table did', () => {
    const memory = defineGame<ToyState, ToyMove, ToyEvent, ToyView, ToyOptions>({ ...toyRules, latestOnly: () => true });
    const replayed = replayLog(memory, 1, 2, { rounds: 2 }, LOG);
    if (!replayed.ok) throw new Error(replayed.problem.key);
    const logAt = (version: number) => {
      const position = positionAt(replayed.replay, version, 0);
      return position.ok ? position.position.log : null;
    };
    expect(logAt(3)).toEqual([
      { version: 3, event: { type: 'rolled', value: 4 } },
      { version: 3, event: { type: 'shown', picks: [3, 1] } },
    ]);
    // Every entry is of one move: the latest that announced anything up to there.
    for (let version = 0; version <= 6; version++) {
      const log = logAt(version) ?? [];
      expect(new Set(log.map((entry) => entry.version)).size).toBeLessThanOrEqual(1);
      const latest = [...replayed.replay.events.slice(0, version + 1).entries()].reverse().find(([, events]) => events.length > 0);
      expect(log.map((entry) => entry.event)).toEqual(latest?.[1] ?? []);
    }
  });

  it('opens a chapter where the game says one begins', () => {
    expect(replayOf(LOG.length).chapters).toEqual([
      { version: 3, kind: 'round', number: 2 },
      { version: 6, kind: 'round', number: 2 },
    ]);
    // A game without chapterOf: one chapter, the whole game.
    expect(replayLog(toyGame, 1, 2, { rounds: 2 }, LOG)).toMatchObject({ ok: true, replay: { chapters: [] } });
  });

  it('offers all open once the game has ended, at every position, and refuses it before', () => {
    const ended = replayOf(LOG.length);
    expect(perspectivesOf(ended)).toEqual([0, 1, 'spectator', 'open']);
    const open = positionAt(ended, 1, 'open');
    expect(open.ok && (open.position.view as ToyView & { open: unknown }).open).toEqual([3, null]);

    const running = replayOf(4);
    expect(perspectivesOf(running)).toEqual([0, 1, 'spectator']);
    expect(positionAt(running, 1, 'open')).toEqual({ ok: false, problem: { key: 'shell:hostSays.replayNotEnded' } });
    // A game without an open view never offers it.
    const plain = replayLog(toyGame, 1, 2, { rounds: 2 }, LOG);
    expect(plain.ok && perspectivesOf(plain.replay)).toEqual([0, 1, 'spectator']);
  });

  it('refuses a move past the end, a seat not at the table, and a log the game refuses', () => {
    const replay = replayOf(LOG.length);
    expect(positionAt(replay, 7, 0)).toMatchObject({ ok: false, problem: { key: 'shell:hostSays.replayNoMove' } });
    expect(positionAt(replay, -1, 0)).toMatchObject({ ok: false, problem: { key: 'shell:hostSays.replayNoMove' } });
    expect(positionAt(replay, 1, 2)).toMatchObject({ ok: false, problem: { key: 'shell:hostSays.replayNoSeat' } });
    const refused = replayLog(toy, 1, 2, { rounds: 2 }, [LOG[0], { actor: 0, move: { type: 'pick', number: 1 } }]);
    expect(refused).toEqual({ ok: false, problem: { key: 'shell:hostSays.replayMoveRefused', params: { move: 2 } } });
  });
});

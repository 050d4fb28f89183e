/**
 * A host task (a physics roll) that fails must not leave the match waiting
 * for ever without a word: it is tried again, then the players are told, and
 * a retry request or a reload of the save carries the game on.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Sentence } from '../../shared/protocol/sentence.js';
import { saveFileSchema } from '../saves/save-file.js';
import { englishOf } from './failure.js';
import { closeOpened, FlakyPhysics, liveMatches, newMatch, rollGame, start } from './live-matches-test-kit.js';
import { Match } from './match.js';

afterEach(() => {
  closeOpened();
  vi.restoreAllMocks();
});

describe('a host task that fails', () => {
  it('is tried again, and the match goes on without a word to the players when a later try works', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const physics = new FlakyPhysics(2);
    const { matches } = liveMatches(physics);
    const { watcher } = start(matches, newMatch());
    matches.submitMove('roll-test-20270301-120000-aaaaaa', 0, { type: 'ask' });

    await vi.waitFor(() => expect(watcher.latest().version).toBe(2));
    expect(physics.calls).toBe(3);
    expect(watcher.latest().view).toEqual({ phase: 'ask', rolls: [3] });
    expect(watcher.updates.every((update) => update.hostProblem === null)).toBe(true);
  });

  it('after the last try tells the players, keeps the save loadable, and goes on when the host asks to try again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const physics = new FlakyPhysics(Infinity);
    const { matches, saves } = liveMatches(physics);
    const match = newMatch();
    const { live, watcher } = start(matches, match);
    matches.submitMove(match.id, 0, { type: 'ask' });

    await vi.waitFor(() => expect(watcher.latest().hostProblem).not.toBeNull());
    expect(physics.calls).toBe(3);
    // As words, for each player to read in his language; the host's log has the English.
    expect(englishOf(watcher.latest().hostProblem as Sentence)).toBe(
      'The host could not work out the roll the game waits for (tried 3 times: The physics worker stopped). The game is saved and goes on once it works.',
    );
    expect(watcher.latest().hostProblem).toEqual({
      key: 'match:hostSays.hostTaskFailed',
      params: {
        task: { key: 'match:hostSays.task', params: { context: 'roll' } },
        tries: { key: 'match:hostSays.tries', params: { count: 3 } },
        reason: 'The physics worker stopped',
      },
    });
    expect(watcher.latest().version).toBe(1);
    expect(live.hostTaskRunning).toBe(false);
    // The save holds the game as it is, not finished and not broken: nothing of the failure is in it.
    const save = saveFileSchema.parse(JSON.parse(JSON.stringify(match.toSaveFile())));
    expect(save).toMatchObject({ finished: false, log: [{ actor: 0, move: { type: 'ask' } }] });
    expect(saves.at(-1)).toBe(1);

    physics.failures = 0;
    matches.retryHostTask(match.id);
    await vi.waitFor(() => expect(watcher.latest().version).toBe(2));
    expect(watcher.latest().hostProblem).toBeNull();
    expect(watcher.latest().view).toEqual({ phase: 'ask', rolls: [3] });
    expect(saves.at(-1)).toBe(2);
  });

  it('is tried again when the save is loaded again, in a host that was restarted or in the same one', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const broken = new FlakyPhysics(Infinity);
    const first = liveMatches(broken);
    const match = newMatch();
    const { watcher } = start(first.matches, match);
    first.matches.submitMove(match.id, 0, { type: 'ask' });
    await vi.waitFor(() => expect(watcher.latest().hostProblem).not.toBeNull());

    // Continue in the same host (loadSave of a match still open): the task runs again, and fails again.
    first.matches.afterChange(first.matches.require(match.id));
    expect(watcher.latest().hostProblem).toBeNull();
    await vi.waitFor(() => expect(broken.calls).toBe(6));
    await vi.waitFor(() => expect(watcher.latest().hostProblem).not.toBeNull());

    // A restarted host loads the save and rolls.
    const working = new FlakyPhysics(0);
    const second = liveMatches(working);
    const reloaded = Match.fromSave(saveFileSchema.parse(JSON.parse(JSON.stringify(match.toSaveFile()))), rollGame);
    const again = start(second.matches, reloaded);
    await vi.waitFor(() => expect(again.watcher.latest().version).toBe(2));
    expect(again.watcher.latest()).toMatchObject({ hostProblem: null, view: { phase: 'ask', rolls: [3] } });
    expect(working.calls).toBe(1);
  });
});

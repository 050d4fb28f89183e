/**
 * The replays the host holds for its clients (shared/protocol/replay.ts): a
 * save's (or a finished match's, or a replay file's) move log played again
 * with engine/replay.ts, every position kept, and one position at a time sent
 * from the perspective asked for. The host filters, as for live play: a page
 * gets the view of the one perspective it asked for and the public events of
 * that one move, never a state.
 *
 * A replay belongs to the client that opened it: another client cannot read
 * it by its id, and it goes with its client's connection. A client keeps a
 * few open at most (the oldest closes), so a page cannot fill the host's memory.
 */
import crypto from 'node:crypto';
import type { AnyGameDefinition } from '../../shared/engine/contract.js';
import { type Perspective, type Replay, lastVersion, perspectivesOf, positionAt, replayLog } from '../../shared/engine/replay.js';
import type { ReplayOpened, ReplayPosition } from '../../shared/protocol/replay.js';
import type { SaveFile } from '../saves/save-file.js';
import { said } from '../words/host-words.js';
import { fail } from './failure.js';
import type { Subscriber } from './subscriber.js';

/** Replays one client may hold open at once. */
export const REPLAYS_PER_CLIENT = 4;

interface HeldReplay {
  id: string;
  owner: Subscriber;
  replay: Replay;
  /** The checked save it was played from: what its export writes. */
  save: SaveFile;
}

export class Replays {
  private readonly held = new Map<string, HeldReplay>();

  /** Plays a checked save's log again and holds it for `owner`; the first position comes from `perspective`. */
  open(owner: Subscriber, save: SaveFile, game: AnyGameDefinition, perspective: Perspective = 'spectator'): ReplayOpened {
    const replayed = replayLog(game, save.seed, save.seats.length, save.options, save.log);
    // A checked save replays (save-file.ts played it already): this is a programming slip, worded for the log.
    if (!replayed.ok) fail('damaged-save', replayed.problem);
    const replay = replayed.replay;
    const first = positionAt(replay, 0, perspective);
    if (!first.ok) fail('bad-request', first.problem);
    const id = crypto.randomBytes(8).toString('hex');
    const mine = [...this.held.values()].filter((held) => held.owner === owner);
    for (const old of mine.slice(0, Math.max(0, mine.length - REPLAYS_PER_CLIENT + 1))) this.held.delete(old.id);
    this.held.set(id, { id, owner, replay, save });
    return {
      replayId: id,
      matchId: save.matchId,
      game: save.game,
      players: save.seats.map((seat) => seat.name),
      moves: lastVersion(replay),
      ended: replay.result !== null,
      perspectives: perspectivesOf(replay),
      chapters: replay.chapters.map((chapter) => ({ ...chapter })),
      position: this.positionOf(id, replay, 0, perspective),
    };
  }

  /** Position `version` from `perspective`, or a refusal (an unknown replay, no such move or seat, all open before the end): nothing changes. */
  position(owner: Subscriber, replayId: string, version: number, perspective: Perspective): ReplayPosition {
    const held = this.require(owner, replayId);
    return this.positionOf(replayId, held.replay, version, perspective);
  }

  close(owner: Subscriber, replayId: string): void {
    this.require(owner, replayId);
    this.held.delete(replayId);
  }

  /** The replay as a file: its save without the host's own secrets (the bots' key, the LAN table's guests), which any host opens as a replay or a save. */
  exportFile(owner: Subscriber, replayId: string): { fileName: string; content: string } {
    const { save } = this.require(owner, replayId);
    const { botSecret: _secret, lan: _lan, ...shared } = save;
    return { fileName: `${save.matchId}.replay.json`, content: JSON.stringify(shared) };
  }

  /** Forgets every replay of a client whose connection went. */
  forget(owner: Subscriber): void {
    for (const held of [...this.held.values()]) if (held.owner === owner) this.held.delete(held.id);
  }

  /** How many replays are held (tests check that closed connections leave none). */
  get size(): number {
    return this.held.size;
  }

  private require(owner: Subscriber, replayId: string): HeldReplay {
    const held = this.held.get(replayId);
    // Another client's replay is as unknown as one that never was.
    if (!held || held.owner !== owner) fail('unknown-match', said('shell:hostSays.replayUnknown'));
    return held;
  }

  private positionOf(replayId: string, replay: Replay, version: number, perspective: Perspective): ReplayPosition {
    const at = positionAt(replay, version, perspective);
    if (!at.ok) fail('bad-request', at.problem);
    const { position } = at;
    return {
      replayId,
      version: position.version,
      perspective,
      view: position.view,
      events: position.events.map((event) => ({ version: position.version, event })),
      log: position.log,
      activeSeats: position.activeSeats,
      result: position.result,
    };
  }
}

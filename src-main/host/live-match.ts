/**
 * One match the host holds open, as its parts see it (live-matches.ts and
 * the files beside it, one concern each): the match, its seats' tokens, the
 * clients that follow it, its bots' moves waiting to land, its host task, its
 * clocks and its LAN table.
 */
import type { Seat, Viewer } from '../../shared/engine/contract.js';
import type { Tutorial, TutorialProgress } from '../../shared/engine/tutorial.js';
import type { BotLevel } from '../../shared/protocol/levels.js';
import type { ChatRoom } from './chat-room.js';
import type { Said } from '../words/host-words.js';
import type { Lobby } from './lobby.js';
import type { Match } from './match.js';
import type { SeatClocks } from './seat-clocks.js';
import type { Subscriber } from './subscriber.js';

/** What the host's window is told of a LAN table: the code and the addresses to give the guests. */
export interface LanInfo {
  code: string;
  addresses: string[];
}

/** A LAN game's table: its lobby (code, guests' claims), its chat, and whether the host closed it. */
export interface LanTable {
  lobby: Lobby;
  chat: ChatRoom;
  /** Why the table closed, once it has: told to the guests. */
  closed: Said | null;
  /** Running while no window of the host's player follows the game: when it fires, the table closes. */
  hostGone: NodeJS.Timeout | null;
}

/** A client following a seat's view or the spectator's, and the version it was last sent. */
export interface Subscription {
  subscriber: Subscriber;
  viewer: Viewer;
  lastVersion: number | null;
}

/** A bot's move, decided (or failed) and waiting to land. */
export interface DecidedBotMove {
  seat: Seat;
  move: unknown;
  version: number;
  error?: Error;
}

export interface LiveMatch {
  match: Match;
  /** Secret tokens of the human seats (null for bots). */
  tokens: (string | null)[];
  subscriptions: Subscription[];
  saveError: Said | null;
  /** Set while a host task (a roll) keeps failing: the game waits, and the players are told why. */
  hostProblem: Said | null;
  /** A host task is running, or waiting for its next try. */
  hostTaskRunning: boolean;
  /** Set while the game is open to LAN guests. */
  lan: LanTable | null;
  /** Bots playing guests' seats while the guests are away. */
  standIns: Map<Seat, BotLevel>;
  /** The clocks of the game's timed decisions (Smugglers' hourglass), or null for a game without. */
  clocks: SeatClocks | null;
  /** When the last move of any seat (or the host) was applied, by Date.now(): bots' moves are paced from it. */
  lastMoveAt: number;
  /** Bots' moves decided and waiting for their turn to land, in the order they were decided. */
  botMoves: DecidedBotMove[];
  /** The timer of the next bot move to land, while one waits. */
  botTimer: NodeJS.Timeout | null;
  /**
   * The version the latest move of a person led to, made at his table
   * (submitMove): only such a move may be taken back, never a bot's, a
   * stand-in's for an away guest, or one replayed from a save. Null once
   * taken back.
   */
  personMoved: number | null;
  /** The latest take-back: whose, and the version the match went back to (every table says it while the match stands there). */
  tookBack: { seat: Seat; version: number } | null;
  /** A guided first game (tutorials.ts): its steps and scripted bots; null for a normal game (and once the player goes on as one). */
  tutorial: LiveTutorial | null;
}

/**
 * What the parts of the live matches call back: whether a match is still the
 * one open under its id, telling its clients, and what follows a move or
 * any other change (LiveMatches is the one that does all of them).
 */
export interface LiveMatchEvents {
  /** Whether `live` is still the match open under its id (not deleted, not replaced, host not closed). */
  isCurrent(live: LiveMatch): boolean;
  deliverAll(live: LiveMatch): void;
  /** After a move was applied (or taken back): save, tell, and pace the bots from now. */
  moved(live: LiveMatch): void;
  /** After every change: the clocks follow the game, then tell the clients, then let bots and host tasks act. */
  afterChange(live: LiveMatch): void;
}

/** The level of the bot that plays a seat: a bot's own, or a stand-in's for an away guest. */
export function botLevel(live: LiveMatch, seat: Seat): BotLevel | null {
  const config = live.match.seats[seat];
  if (config?.kind === 'bot') return config.level;
  return live.standIns.get(seat) ?? null;
}

/** A tutorial running in a match: its data and the player's progress. */
export interface LiveTutorial {
  tutorial: Tutorial<unknown, unknown>;
  progress: TutorialProgress;
  /** The player's station reported ready before the step its clock runs from (Tutorial.clocksFrom): it starts then. */
  stationWaiting?: boolean;
}

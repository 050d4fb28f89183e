/**
 * Plays a whole game with bots (or random movers) in every seat, for the CLI's
 * simulate command, the benchmark and tests. Each bot decides from its seat's
 * view only (botView: with what a player heard at the table, in a game of
 * memory). When several seats may act at once, the lowest seat moves first:
 * a simultaneous decision is hidden from the other seats' views, so the order
 * changes nothing they can see.
 *
 * playGame is synchronous and serves games without host tasks. playGameAsync
 * also runs the host tasks (a physics roll): when nobody may move and the game
 * asks for one, it awaits performHostTask and applies the move as HOST, as the
 * host does.
 */
import { type Actor, type AnyGameDefinition, type Bot, type GameResult, type HostTask, type Seat, HOST, describeRefusal } from './contract.js';
import { Rng, deriveSeed } from './rng.js';
import { setUp } from './set-up.js';

/** Who plays a seat: a bot, or 'random' for a uniformly random legal move. */
export type Player = Bot<unknown, unknown> | 'random';

export interface AppliedMove {
  seat: Seat;
  move: unknown;
  state: unknown;
}

export interface PlayedGame {
  state: unknown;
  result: GameResult;
  moves: number;
}

/** How a game is played: `Applied` is what onMove hears (a seat's move; with host tasks, the host's too). */
interface PlayOptionsOf<Applied> {
  /** Called after every applied move (for traces). */
  onMove?: (applied: Applied) => void;
  /** Gives up after this many moves, the host's included (a game that never ends is a bug). */
  maxMoves?: number;
  /**
   * The seed of the bot of `seat` deciding at move `moveIndex`; decisionSeed from the game seed by
   * default. A test that plans the game a host's bots will play passes the host's own seeds here.
   */
  decisionSeed?: (moveIndex: number, seat: Seat) => number;
}

export type PlayOptions = PlayOptionsOf<AppliedMove>;

/**
 * The seed a bot's decision draws from in games played offline (simulate,
 * bench, tests): fixed by the game seed, the move number and the seat, so a
 * run repeats from its seed alone. Its steps are invertible, so a bot's seed
 * gives the game seed away; offline every seat is a bot and nobody has
 * anything to hide. The host, where people play with hidden cards, never uses
 * it: its bots' seeds are one-way, from a secret of the match
 * (src-main/bots/bot-seeds.ts).
 */
export function decisionSeed(gameSeed: number, moveIndex: number, seat: Seat): number {
  return deriveSeed(gameSeed, moveIndex, seat);
}

/**
 * What a bot of `seat` decides from: the game's botViewFor (a game of memory
 * adds the spoken record that its pages are not sent), else the seat's view.
 */
export function botView(game: AnyGameDefinition, state: unknown, seat: Seat): unknown {
  return game.botViewFor ? game.botViewFor(state, seat) : game.viewFor(state, seat);
}

export function chooseMove(
  game: AnyGameDefinition,
  state: unknown,
  seat: Seat,
  player: Player,
  rng: Rng,
): unknown {
  if (player === 'random') return game.randomMove(state, seat, rng);
  return player.chooseMove({ view: botView(game, state, seat), seat, legalMoves: game.legalMoves(state, seat), rng });
}

export function playGame(
  game: AnyGameDefinition,
  seed: number,
  players: readonly Player[],
  options: unknown = game.defaultOptions(players.length),
  play: PlayOptions = {},
): PlayedGame {
  const moves = gameMoves(game, seed, players, options, play);
  const next = moves.next();
  // A synchronous game has no host task to wait for: a pending one is a game nobody can move on.
  if (!next.done) throw new Error(`${game.meta.id}: nobody may move and the game is not over (seed ${seed}).`);
  return next.value;
}

/** Whether a game has outcomes that only the host computes (playGameAsync must play it). */
export function hasHostTasks(game: AnyGameDefinition): boolean {
  return typeof game.hostTask === 'function' && typeof game.performHostTask === 'function';
}

/** A move applied by playGameAsync: by a seat, or by HOST for the outcome of a host task. */
export interface AppliedActorMove {
  seat: Actor;
  move: unknown;
  state: unknown;
}

export type AsyncPlayOptions = PlayOptionsOf<AppliedActorMove>;

/**
 * playGame for games with host tasks: the same seats, seeds and decisions, and
 * when nobody may move, the game's host task is performed and its move applied
 * as HOST (a host move counts as a move). Games without host tasks play
 * exactly as in playGame.
 */
export async function playGameAsync(
  game: AnyGameDefinition,
  seed: number,
  players: readonly Player[],
  options: unknown = game.defaultOptions(players.length),
  play: AsyncPlayOptions = {},
): Promise<PlayedGame> {
  const moves = gameMoves(game, seed, players, options, play);
  let next = moves.next();
  while (!next.done) {
    const task = next.value;
    next = moves.next(await (game.performHostTask as (task: HostTask) => Promise<unknown>)(task));
  }
  return next.value;
}

/**
 * The game itself, written once for both drivers (as the conformance
 * playouts are): it yields each host task that must be performed when nobody
 * may move, and is resumed with the move that answers it, which it applies as
 * HOST.
 */
function* gameMoves<Applied extends AppliedActorMove>(
  game: AnyGameDefinition,
  seed: number,
  players: readonly Player[],
  options: unknown,
  play: PlayOptionsOf<Applied>,
): Generator<HostTask, PlayedGame, unknown> {
  let state = setUp(game, seed, players.length, options);
  const maxMoves = play.maxMoves ?? 100_000;
  let moves = 0;
  for (;;) {
    const result = game.result(state);
    if (result) return { state, result, moves };
    if (moves >= maxMoves) throw new Error(`${game.meta.id}: no end after ${maxMoves} moves (seed ${seed}).`);
    const active = game.activeSeats(state);
    let actor: Actor;
    let move: unknown;
    if (active.length === 0) {
      const task = hasHostTasks(game) ? game.hostTask?.(state) : null;
      if (!task) throw new Error(`${game.meta.id}: nobody may move and the game is not over (seed ${seed}).`);
      actor = HOST;
      move = yield task;
    } else {
      const seat = active[0] as Seat;
      actor = seat;
      move = chooseMove(game, state, seat, players[seat] as Player, Rng.fromSeed(play.decisionSeed?.(moves, seat) ?? decisionSeed(seed, moves, seat)));
    }
    const applied = game.applyMove(state, actor, move);
    if (!applied.ok) {
      throw new Error(`${game.meta.id}: ${actor === HOST ? 'the host' : `seat ${actor}`} made a move that was refused (${describeRefusal(applied.rejection)}): ${JSON.stringify(move)}`);
    }
    state = applied.state;
    moves++;
    // playGame's onMove hears seats' moves only: it stops at the first host task.
    play.onMove?.({ seat: actor, move, state } as Applied);
  }
}

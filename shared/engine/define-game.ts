/**
 * defineGame: a game's rules in, the engine contract out.
 *
 * Every setup starts with the same questions (is there such a seat count, are
 * these the game's options, do they fit the table: guard-setup.ts), and so
 * does every applyMove, before any rule is read: is the game over, is there
 * such a seat, is this the host reporting an outcome it was asked for, does
 * the move have the shape of a move, and is it this seat's turn. defineGame asks them once, in that order, with the same codes
 * for every game, and hands the game's `play` only a parsed move of a seat
 * that may move now. The game is left with its rules, and with the messages
 * that explain its turns ('contrebandes:refusal.notYourTurnToDeclare'): keys
 * of its catalogue, worded by whoever shows them (contract.ts, RefusalMessage).
 *
 * What comes out is the definition less its bots: bots are built on the rules
 * (the hard bots play games out with applyMove), so the rules must exist
 * before them. A game's index adds its bots: `{ ...engine, bots }`.
 */
import {
  type Actor,
  type GameDefinition,
  type HostTask,
  type MoveResult,
  type RefusalMessage,
  type Rejection,
  type RejectionCode,
  type Seat,
  HOST,
  refusal,
  reject,
} from './contract.js';
import { guardSetup } from './guard-setup.js';
import { type ParsedMove, parseMove } from './parse-move.js';

/** A game definition without its bots: what defineGame makes, and what rules tests and bot playouts use. */
export type GameEngine<S, M, E, V, O> = Omit<GameDefinition<S, M, E, V, O>, 'bots'>;

/** Outcomes that only the host computes (a physics roll), and the moves that report them. */
export interface HostRules<S, M, E> {
  /** The outcome the host must compute now, or null: the definition's hostTask. */
  task(state: S): HostTask | null;
  /** Computes it with the host's machinery: the definition's performHostTask. */
  perform(task: HostTask): Promise<M>;
  /** Why a seat may not make `move` because only the host reports it (a message), or null for a seat's move. */
  onlyHost(move: M): RefusalMessage | null;
  /** Applies a host move (one that onlyHost claims) while a task is pending. */
  play(state: S, move: M): MoveResult<S, E>;
}

/** What a game writes: the contract without applyMove (and applyParsedMove), bots and host tasks, plus its rules. */
export interface GameRules<S, M, E, V, O>
  extends Omit<GameDefinition<S, M, E, V, O>, 'setup' | 'applyMove' | 'applyParsedMove' | 'bots' | 'hostTask' | 'performHostTask'> {
  /** A new game for a table the game supports: defineGame's setup has checked the seat count and the options (guard-setup.ts). */
  setup(seed: number, seats: number, options: O): S;
  /** The options that name a seat (who begins; null: drawn from the seed): defineGame's setup refuses one past the table. */
  seatOptions?: readonly (keyof O & string)[];
  /** Why options that pass optionsSchema do not fit `seats` seats beyond seatOptions (too few robots), or null. */
  setupProblem?(seats: number, options: O): RefusalMessage | null;
  /** The number of seats at this table: seats are 0 .. seatCount - 1. */
  seatCount(state: S): number;
  /** Applies a parsed move of `seat`, which may move now, to a game that is not over: the rules, and only them. */
  play(state: S, seat: Seat, move: M): MoveResult<S, E>;
  /** The message for an actor that may not move now (default: 'shell:refusal.notYourTurn', "It is not your turn."). */
  notYourTurn?(state: S, actor: Actor): RefusalMessage;
  host?: HostRules<S, M, E>;
}

/**
 * Turns a game's rules into its definition (less the bots): applyMove is the
 * prelude, then `play`; applyParsedMove the same prelude less the shape check,
 * for a move the host parsed at its edge.
 */
export function defineGame<S, M, E, V, O>(rules: GameRules<S, M, E, V, O>): GameEngine<S, M, E, V, O> {
  const { seatCount: _seatCount, play: _play, notYourTurn: _notYourTurn, seatOptions: _seatOptions, setupProblem: _setupProblem, host, ...definition } = rules;
  return {
    ...definition,
    setup: guardSetup(rules),
    applyMove: guardMoves(rules, (move) => parseMove(rules.moveSchema, move)),
    applyParsedMove: guardMoves(rules, (move) => ({ ok: true, move })),
    ...(host ? { hostTask: (state: S) => host.task(state), performHostTask: (task: HostTask) => host.perform(task) } : {}),
  };
}

/**
 * The prelude every move goes through, then the game's play. Each check comes
 * before the next for a reason: a finished game answers every move alike; a
 * seat that does not exist has no turn to lose; the host is answered on its own
 * terms; a move that is not even a move is named as such before any question
 * of whose turn it is; only then does the turn matter. `parse` is the shape
 * check: moveSchema's for a move from anywhere, none for one already parsed.
 */
function guardMoves<S, M, E, V, O, Given extends M>(
  rules: GameRules<S, M, E, V, O>,
  parse: (move: Given) => ParsedMove<M>,
): (state: S, actor: Actor, move: Given) => MoveResult<S, E> {
  const { host } = rules;
  return function applyMove(state: S, actor: Actor, move: Given): MoveResult<S, E> {
    if (rules.result(state) !== null) return reject('game-over', 'shell:refusal.gameOver');

    if (actor === HOST) {
      // The title is a name, the same in every language.
      if (!host) return reject('illegal-move', 'shell:refusal.noHostOutcome', { title: rules.meta.title });
      if (host.task(state) === null) return refused('not-your-turn', rules.notYourTurn?.(state, HOST) ?? { key: 'shell:refusal.nothingForHost' });
      const parsed = parse(move);
      if (!parsed.ok) return parsed;
      if (host.onlyHost(parsed.move) === null) return reject('illegal-move', 'shell:refusal.hostReportsOnly');
      return host.play(state, parsed.move);
    }

    if (!isSeat(actor, rules.seatCount(state))) return refused('not-your-turn', noSuchSeat(actor));
    const parsed = parse(move);
    if (!parsed.ok) return parsed;
    const hostOnly = host?.onlyHost(parsed.move) ?? null;
    if (hostOnly !== null) return refused('illegal-move', hostOnly);
    if (!rules.activeSeats(state).includes(actor)) return refused('not-your-turn', rules.notYourTurn?.(state, actor) ?? { key: 'shell:refusal.notYourTurn' });
    return rules.play(state, actor, parsed.move);
  };
}

function isSeat(actor: unknown, seats: number): actor is Seat {
  return typeof actor === 'number' && Number.isInteger(actor) && actor >= 0 && actor < seats;
}

function refused(code: RejectionCode, message: RefusalMessage): { ok: false; rejection: Rejection } {
  return { ok: false, rejection: refusal(code, message) };
}

/**
 * "There is no seat 7 at this table": the actor as it came (a string, so that
 * NaN or Infinity stay JSON); anything but a number or a string (it came from
 * outside) is not spelled out.
 */
export function noSuchSeat(actor: unknown): RefusalMessage {
  return typeof actor === 'number' || typeof actor === 'string' ? { key: 'shell:refusal.noSuchSeat', params: { seat: String(actor) } } : { key: 'shell:refusal.noSuchSeatLikeThat' };
}

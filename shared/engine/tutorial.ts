/**
 * A guided first game (issue #28, part 1) as data, and the step machine that
 * walks it. A game's tutorial (shared/games/<id>/tutorial.ts) is a fixed table
 * (seed, seats, options, chosen so the deal is what the script needs), the bot
 * seats' moves in order, and steps. The host plays it like any match: the real
 * engine judges every move, the scripted bots play through the host's bot
 * turns, and the page is sent only the step on screen (its words' keys and the
 * table element it points at). Pure: no clock, no randomness; the host keeps
 * the progress and calls these functions after each change.
 */
import type { RefusalMessage } from './refusal-message.js';
import type { Seat } from './seat.js';

/** What a step's predicate sees: the player's view now, and the player's own move that led here (null after a bot's move). */
export interface TutorialMoment<View, Move> {
  view: View;
  move: Move | null;
}

export interface TutorialStep<View, Move> {
  /** A stable name, for tests and the page (one step's words follow another's). */
  id: string;
  /**
   * What the step points at: the value of a `data-tutorial` attribute the
   * game's table puts on one of its elements (the hand, a button); null: nothing.
   */
  target: string | null;
  /** The words of the step (a full i18n key): what to do, and why, in one or two sentences. */
  text: string;
  /** What to try after a move the step does not take or the engine refused (a full i18n key). */
  hint?: string;
  /**
   * The player's moves this step takes (the engine has judged them legal
   * already); absent: none, the player reads (a step without `done`) or watches.
   */
  allows?(move: Move, view: View): boolean;
  /** Whether the step is done after a change; absent: a step to read, done when the player presses Next. */
  done?(moment: TutorialMoment<View, Move>): boolean;
}

/** A scripted bot's move: the move itself, or a rule that picks it from the bot's view and legal moves (null: none fits). */
export type ScriptedMove<View, Move> = Move | { pick(view: View, legalMoves: readonly Move[]): Move | null };

export interface Tutorial<View, Move, Options = unknown> {
  /** The seed, seats and options of the fixed table. */
  seed: number;
  seats: number;
  options: Options;
  /** The seat the newcomer plays. */
  player: Seat;
  /** The bots' names at the table, by seat (the player's seat gets the player's own name). */
  names: readonly string[];
  /**
   * Each bot seat's moves, in the order it makes them (indexed by seat; the
   * player's seat has none). Past its end, or where a scripted move is not
   * legal any more, a seat plays as a normal bot.
   */
  bots: readonly (readonly ScriptedMove<View, Move>[])[];
  steps: readonly TutorialStep<View, Move>[];
  /**
   * The step from which the game's timed decisions run (Smugglers' hourglass),
   * by id: before it, the player's clock waits, so that its sand does not run
   * while the first steps are read. Absent: the clocks run as in any game.
   */
  clocksFrom?: string;
}

/** Where the player is: the step on screen (steps.length once the last one is done). */
export interface TutorialProgress {
  step: number;
}

/** The step on screen, as the page is sent it (shared/protocol/messages.ts carries it). */
export interface TutorialShown {
  /** The step's place from 0, and how many there are. */
  index: number;
  count: number;
  id: string;
  target: string | null;
  text: string;
  hint: string | null;
  /** A step to read: the page offers Next. */
  reading: boolean;
  /** Every step is done: the page offers to go on as a normal game, to start again or to leave. */
  finished: boolean;
}

/** The kit's own words for a move while a step only asks the player to read (docs/tutorials.md). */
export const READ_FIRST: RefusalMessage = { key: 'shell:tutorial.readFirst' };
/** The kit's own words for a move a step does not take and says nothing of. */
export const NOT_THIS_STEP: RefusalMessage = { key: 'shell:tutorial.notThisStep' };

export const TUTORIAL_START: TutorialProgress = { step: 0 };

function stepAt<View, Move>(tutorial: Tutorial<View, Move>, progress: TutorialProgress): TutorialStep<View, Move> | null {
  return tutorial.steps[progress.step] ?? null;
}

export function isFinished(tutorial: Tutorial<unknown, unknown>, progress: TutorialProgress): boolean {
  return progress.step >= tutorial.steps.length;
}

/**
 * Whether the step takes a move the engine accepts: null, or the refusal the
 * player reads (the step's hint). Once the tutorial is finished, every legal
 * move is the player's own.
 */
export function stepRefusal<View, Move>(tutorial: Tutorial<View, Move>, progress: TutorialProgress, move: Move, view: View): RefusalMessage | null {
  const step = stepAt(tutorial, progress);
  if (!step) return null;
  if (step.allows?.(move, view)) return null;
  if (step.hint) return { key: step.hint };
  return step.done ? NOT_THIS_STEP : READ_FIRST;
}

/**
 * After a change: the steps it completes. The player's move counts for the
 * step on screen only; each following step is asked of the view alone, and
 * a step to read stops the walk (it waits for Next).
 */
export function advance<View, Move>(tutorial: Tutorial<View, Move>, progress: TutorialProgress, moment: TutorialMoment<View, Move>): TutorialProgress {
  let step = progress.step;
  let move = moment.move;
  for (;;) {
    const current = tutorial.steps[step];
    if (!current?.done || !current.done({ view: moment.view, move })) break;
    step += 1;
    move = null;
  }
  return step === progress.step ? progress : { step };
}

/** The player pressed Next: a step to read is done (and the steps after it the view completes already); null where the step is not one to read. */
export function next<View, Move>(tutorial: Tutorial<View, Move>, progress: TutorialProgress, view: View): TutorialProgress | null {
  const step = stepAt(tutorial, progress);
  if (!step || step.done) return null;
  return advance(tutorial, { step: progress.step + 1 }, { view, move: null });
}

/** The step on screen, for the page. */
/** Whether the player's clock may run at this step (Tutorial.clocksFrom): at that step and after, or once the tutorial is over. */
export function clocksMayRun(tutorial: Tutorial<unknown, unknown>, progress: TutorialProgress): boolean {
  if (tutorial.clocksFrom === undefined) return true;
  const from = tutorial.steps.findIndex((step) => step.id === tutorial.clocksFrom);
  return from < 0 || progress.step >= from;
}

export function shown(tutorial: Tutorial<unknown, unknown>, progress: TutorialProgress): TutorialShown {
  const count = tutorial.steps.length;
  const index = Math.min(progress.step, count - 1);
  const step = tutorial.steps[index] as TutorialStep<unknown, unknown>;
  const finished = isFinished(tutorial, progress);
  return {
    index,
    count,
    id: step.id,
    target: finished ? null : step.target,
    text: step.text,
    hint: step.hint ?? null,
    reading: !finished && !step.done,
    finished,
  };
}

/**
 * The scripted move of a bot seat that has made `made` moves so far: the
 * script's next entry, or a rule's pick; null past the script's end or where
 * the rule finds none (the seat then plays as a normal bot). `legal` says
 * whether the engine would take the move now; a scripted move it would not
 * take (the player went another way) gives null too.
 */
export function scriptedMove<View, Move>(
  tutorial: Tutorial<View, Move>,
  seat: Seat,
  made: number,
  view: View,
  legalMoves: readonly Move[],
  legal: (move: Move) => boolean,
): Move | null {
  const entry = tutorial.bots[seat]?.[made];
  if (entry === undefined) return null;
  const move = isRule(entry) ? entry.pick(view, legalMoves) : entry;
  return move !== null && legal(move) ? move : null;
}

function isRule<View, Move>(entry: ScriptedMove<View, Move>): entry is { pick(view: View, legalMoves: readonly Move[]): Move | null } {
  return typeof entry === 'object' && entry !== null && typeof (entry as { pick?: unknown }).pick === 'function';
}

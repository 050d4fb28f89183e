/**
 * A tutorial played to its end without the host, as the host would play it:
 * the scripted bots move when they may, the player makes the moves given (in
 * order) when a step takes one, and Next is pressed at every step to read. It
 * throws where a tutorial would stall or go wrong: a scripted move the engine
 * refuses, a bot seat with no scripted move left before the end, a planned
 * move the engine or the step refuses. Every game's tutorial test walks its
 * tutorial with it (docs/tutorials.md). Test code only.
 */
import { type Actor, describeRefusal, type MoveResult, type Seat } from '../contract.js';
import { advance, isFinished, next, scriptedMove, stepRefusal, TUTORIAL_START, type Tutorial, type TutorialProgress } from '../tutorial.js';

/** The part of an engine a walk needs. */
export interface WalkedGame<S, M, V> {
  applyMove(state: S, actor: Actor, move: M): MoveResult<S, unknown>;
  activeSeats(state: S): Seat[];
  legalMoves(state: S, seat: Seat): M[];
  viewFor(state: S, seat: Seat): V;
}

/** One thing that happened on the walk: a move (whose, and which step was on screen), or Next pressed. */
export type WalkEntry<M> = { kind: 'move'; seat: Seat; move: M; step: string } | { kind: 'next'; step: string };

export interface Walk<S, M> {
  state: S;
  progress: TutorialProgress;
  entries: WalkEntry<M>[];
}

/** The steps a walk may take before it is called stuck (no tutorial is that long). */
const MAX_ENTRIES = 1000;

export function walkTutorial<S, M, V>(game: WalkedGame<S, M, V>, start: S, tutorial: Tutorial<V, M>, playerMoves: readonly M[]): Walk<S, M> {
  let state = start;
  let progress: TutorialProgress = TUTORIAL_START;
  const entries: WalkEntry<M>[] = [];
  let planned = 0;
  const stepId = (): string => tutorial.steps[progress.step]?.id ?? 'finished';
  const apply = (seat: Seat, move: M): void => {
    const applied = game.applyMove(state, seat, move);
    if (!applied.ok) throw new Error(`At step ${stepId()}, seat ${seat}'s ${JSON.stringify(move)} was refused: ${describeRefusal(applied.rejection)}`);
    entries.push({ kind: 'move', seat, move, step: stepId() });
    state = applied.state;
    progress = advance(tutorial, progress, { view: game.viewFor(state, tutorial.player), move: seat === tutorial.player ? move : null });
  };

  while (!isFinished(tutorial, progress)) {
    if (entries.length > MAX_ENTRIES) throw new Error(`The walk is stuck at step ${stepId()}.`);
    const step = tutorial.steps[progress.step];
    const active = game.activeSeats(state);
    const bot = active.find((seat) => seat !== tutorial.player);
    if (step && !step.done) {
      entries.push({ kind: 'next', step: step.id });
      progress = next(tutorial, progress, game.viewFor(state, tutorial.player)) ?? progress;
    } else if (bot !== undefined) {
      const move = scriptedMove(tutorial, bot, movesOf(entries, bot), game.viewFor(state, bot), game.legalMoves(state, bot), (candidate) =>
        game.applyMove(state, bot, candidate).ok,
      );
      if (move === null) throw new Error(`At step ${stepId()}, seat ${bot} has no scripted move that the engine takes.`);
      apply(bot, move);
    } else if (active.includes(tutorial.player)) {
      const move = playerMoves[planned++];
      if (move === undefined) throw new Error(`At step ${stepId()}, the player has no planned move left.`);
      const view = game.viewFor(state, tutorial.player);
      const tried = game.applyMove(state, tutorial.player, move);
      if (!tried.ok) throw new Error(`At step ${stepId()}, the engine refused the player's ${JSON.stringify(move)}: ${describeRefusal(tried.rejection)}`);
      const refused = stepRefusal(tutorial, progress, move, view);
      if (refused) throw new Error(`At step ${stepId()}, the step refused the player's ${JSON.stringify(move)}: ${describeRefusal(refused)}`);
      apply(tutorial.player, move);
    } else {
      throw new Error(`At step ${stepId()}, nobody may move.`);
    }
  }
  return { state, progress, entries };
}

function movesOf<M>(entries: readonly WalkEntry<M>[], seat: Seat): number {
  return entries.filter((entry) => entry.kind === 'move' && entry.seat === seat).length;
}

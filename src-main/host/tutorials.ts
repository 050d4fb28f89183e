/**
 * A guided first game in an open match (docs/tutorials.md): the match is an
 * ordinary one at the tutorial's fixed table; this file keeps the step on
 * screen, refuses the moves a step does not take (after the engine has
 * judged them), gives the bot seats their scripted moves, and lets the
 * player read on (Next) or go on as a normal game. The step machine itself
 * is pure (shared/engine/tutorial.ts).
 */
import type { AnyGameDefinition, Seat } from '../../shared/engine/contract.js';
import {
  advance,
  clocksMayRun,
  next,
  scriptedMove as scriptEntry,
  shown,
  stepRefusal,
  TUTORIAL_START,
  type Tutorial,
  type TutorialShown,
} from '../../shared/engine/tutorial.js';
import { gameById } from '../../shared/games/index.js';
import type { SeatConfig } from '../saves/save-file.js';
import { fail } from './failure.js';
import { said } from '../words/host-words.js';
import type { LiveMatch, LiveTutorial } from './live-match.js';
import { Match } from './match.js';
import { newMatchId } from './match-setup.js';


/** The level of the bots once a seat's script has run out, or the player goes on as a normal game. */
const BOTS_AFTER_SCRIPT = 'normal';

/** A new match at the game's tutorial table, the player at its seat under his name; the tutorial to keep with it. */
export function newTutorialMatch(gameId: string, playerName: string, botSecret?: string): { match: Match; tutorial: LiveTutorial } {
  const game = gameById(gameId) ?? fail('unknown-game', said('shell:hostSays.noGame', { game: gameId }));
  const tutorial = game.tutorial as Tutorial<unknown, unknown> | undefined;
  if (!tutorial) fail('bad-request', said('shell:tutorial.none', { title: game.meta.title }));
  const seats: SeatConfig[] = tutorial.names.map((name, seat) =>
    seat === tutorial.player ? { name: playerName.trim(), kind: 'human', level: null } : { name, kind: 'bot', level: BOTS_AFTER_SCRIPT },
  );
  const now = new Date();
  const match = new Match({ id: newMatchId(gameId, now), game, options: tutorial.options, seed: tutorial.seed, seats, createdAt: now.toISOString(), botSecret });
  return { match, tutorial: { tutorial, progress: TUTORIAL_START } };
}

/** The step on screen, for the page; absent outside a tutorial. */
export function tutorialShown(live: LiveMatch): TutorialShown | undefined {
  return live.tutorial ? shown(live.tutorial.tutorial, live.tutorial.progress) : undefined;
}

/**
 * Refuses (a HostFailure) a move of the player's that the engine would take
 * but the step on screen does not, with the step's hint; a move the engine
 * refuses goes on to be refused with the engine's own reason.
 */
export function refuseOffScript(live: LiveMatch, seat: Seat, move: unknown): void {
  const running = live.tutorial;
  if (!running || seat !== running.tutorial.player) return;
  const { match } = live;
  if (!(match.game as AnyGameDefinition).applyMove(match.state, seat, move).ok) return;
  const refusal = stepRefusal(running.tutorial, running.progress, move, match.viewFor(seat));
  if (refusal) fail('illegal-move', refusal);
}

/** After a move: the steps it completes (the player's own move counts for the step on screen). */
export function followMove(live: LiveMatch): void {
  const running = live.tutorial;
  if (!running) return;
  const { match } = live;
  const player = running.tutorial.player;
  const last = match.log[match.log.length - 1];
  running.progress = advance(running.tutorial, running.progress, {
    view: match.viewFor(player),
    move: last && last.actor === player ? last.move : null,
  });
}

/** The player read the step on screen; refused where the step waits for something else. */
export function pressNext(live: LiveMatch): void {
  const running = live.tutorial ?? fail('bad-request', said('shell:tutorial.notRunning'));
  const progress = next(running.tutorial, running.progress, live.match.viewFor(running.tutorial.player));
  if (!progress) fail('bad-request', said('shell:tutorial.notToRead'));
  running.progress = progress;
}

/**
 * Whether the seat's station, ready now, must wait to start its clock: the
 * tutorial's player before the step its clock runs from (Tutorial.clocksFrom).
 * It is remembered, and the clock starts once that step comes (clocksWaiting).
 */
export function holdStation(live: LiveMatch, seat: Seat): boolean {
  const running = live.tutorial;
  if (!running || seat !== running.tutorial.player || clocksMayRun(running.tutorial, running.progress)) return false;
  running.stationWaiting = true;
  return true;
}

/** The player's station that waited for its step, once that step has come (or the tutorial ended): its clock may start now. */
export function stationToStart(live: LiveMatch, tutorial: LiveTutorial | null = live.tutorial): Seat | null {
  if (!tutorial?.stationWaiting) return null;
  if (live.tutorial === tutorial && !clocksMayRun(tutorial.tutorial, tutorial.progress)) return null;
  tutorial.stationWaiting = false;
  return tutorial.tutorial.player;
}

/** A bot seat's scripted move now, or null (no tutorial, the script has run out, or its move is no longer legal: a normal bot plays). */
export function scriptedBotMove(live: LiveMatch, seat: Seat): unknown {
  const running = live.tutorial;
  if (!running) return null;
  const { match } = live;
  const made = match.log.filter((entry) => entry.actor === seat).length;
  const game = match.game as AnyGameDefinition;
  return scriptEntry(running.tutorial, seat, made, match.botViewFor(seat), match.legalMoves(seat), (move) => game.applyMove(match.state, seat, move).ok);
}

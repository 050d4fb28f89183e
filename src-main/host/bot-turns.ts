/**
 * The bots' turns in the open matches: a bot (or a stand-in for an away
 * guest) whose seat may move is asked for its move in a bot worker; decided
 * moves wait their turn and land one at a time, paced, so that people can
 * follow every move.
 */
import crypto from 'node:crypto';
import type { BotPool } from '../bots/bot-pool.js';
import type { SettingsStore } from '../settings/settings-store.js';
import { botDecisionSeed } from '../bots/bot-seeds.js';
import { botWaitMs } from './bot-pace.js';
import type { HostTimers } from './host-timers.js';
import { botLevel, type DecidedBotMove, type LiveMatch, type LiveMatchEvents } from './live-match.js';
import { scriptedBotMove } from './tutorials.js';

export class BotTurns {
  constructor(
    private readonly bots: BotPool,
    private readonly settings: SettingsStore,
    private readonly timers: HostTimers,
    private readonly events: LiveMatchEvents,
  ) {}

  /** Asks a bot worker for the move of every bot's seat that may move now and is not thinking already. */
  schedule(live: LiveMatch): void {
    if (this.timers.closed) return;
    const { match } = live;
    for (const seat of match.activeSeats()) {
      const level = botLevel(live, seat);
      if (!level || match.thinking.has(seat)) continue;
      match.thinking.add(seat);
      const version = match.version;
      // A tutorial's bot plays its script (no worker needed), paced like any bot's move.
      const scripted = scriptedBotMove(live, seat);
      if (scripted !== null) {
        this.decided(live, { seat, move: scripted, version });
        continue;
      }
      this.bots
        .decide({
          game: match.game.meta.id,
          level,
          seat,
          view: match.botViewFor(seat),
          legalMoves: match.legalMoves(seat),
          seed: botDecisionSeed(match.botSecret, version, seat),
        })
        .then(
          (move) => this.decided(live, { seat, move, version }),
          (error: Error) => this.decided(live, { seat, move: null, version, error }),
        );
    }
    if (match.thinking.size > 0) this.events.deliverAll(live);
  }

  /**
   * A bot has decided: its move waits its turn. Bots' moves land one at a
   * time, each at least the pace (bot-pace.ts: settings.botDelayMs, or the
   * reading time of what the previous move announced, at the table speed)
   * after the match's previous move, whoever made it, so that people can
   * follow every move (several bots deciding at once, or answering a person,
   * do not land together). A bot that thought longer than that is not held
   * back.
   */
  private decided(live: LiveMatch, decided: DecidedBotMove): void {
    if (!this.events.isCurrent(live)) return;
    live.botMoves.push(decided);
    this.pace(live);
  }

  private pace(live: LiveMatch): void {
    if (live.botTimer || live.botMoves.length === 0 || !this.events.isCurrent(live)) return;
    const due = (): number => live.lastMoveAt + this.waitMs(live) - Date.now();
    live.botTimer = this.timers.after(Math.max(0, due()), () => {
      live.botTimer = null;
      // Every move that is due lands now (with a pace of 0, all of them: no timer per move).
      let next: DecidedBotMove | undefined;
      while (this.events.isCurrent(live) && due() <= 0 && (next = live.botMoves.shift())) this.land(live, next);
      this.pace(live);
    });
  }

  /** The wait after the match's last move: the settings' pace or its announcement's reading time, at the owner's speed. */
  private waitMs({ match, lan }: LiveMatch): number {
    const { botDelayMs, tableSpeed } = this.settings.get();
    const version = match.version;
    const said = match.events.filter((logged) => logged.version === version).map((logged) => logged.event);
    const readingMs = said.length === 0 ? 0 : (match.game.readingMs?.(said) ?? 0);
    return botWaitMs({ botDelayMs, readingMs, speed: tableSpeed, lanTable: lan !== null });
  }

  private land(live: LiveMatch, { seat, move, version, error }: DecidedBotMove): void {
    const { match } = live;
    match.thinking.delete(seat);
    // The seat may have been given back to its guest while the bot was thinking.
    if (!match.activeSeats().includes(seat) || botLevel(live, seat) === null) {
      this.events.afterChange(live);
      return;
    }
    // A bot's move comes from a worker: match.apply parses it (once) on its way in, like a page's.
    let outcome = error ? null : match.apply(seat, move, version);
    if (!outcome || !outcome.ok) {
      if (outcome?.ok === false && outcome.code === 'stale-move') {
        this.schedule(live);
        return;
      }
      // A bot that fails must not stop the game: play a random legal move instead, and say so.
      console.error(`Bot at seat ${seat} of ${match.id} failed (${error?.message ?? (outcome as { message: string }).message}); it plays a random legal move.`);
      const fallback = match.legalMoves(seat);
      outcome = match.apply(seat, fallback[crypto.randomInt(fallback.length)]);
      if (!outcome.ok) return;
    }
    this.events.moved(live);
  }
}

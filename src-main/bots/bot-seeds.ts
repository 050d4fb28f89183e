/**
 * The seeds the host's bots decide from. A bot's choices show at the table,
 * and a seed made by invertible steps from the match seed (deriveSeed) could
 * be worked back to that seed, the whole deal and every die to come with it
 * (issue #25, item 12). So each decision seed is an HMAC-SHA-256, one way,
 * keyed by a secret of the match's own: 32 random bytes drawn when the match
 * is made, kept in its save file (so a reloaded match replays its bots'
 * choices exactly), and never put in a view, an event or any message.
 */
import crypto from 'node:crypto';
import type { Seat } from '../../shared/engine/contract.js';

/** 32 bytes, as the save file holds them: 64 lowercase hex digits. */
export const BOT_SECRET_PATTERN = /^[0-9a-f]{64}$/;

/** A new match's secret: 32 random bytes, in hex. */
export function newBotSecret(): string {
  return crypto.randomBytes(32).toString('hex');
}

/** The seed of the bot of `seat` deciding at match version `version`: the first 32 bits of HMAC-SHA-256(secret, "version/seat"). */
export function botDecisionSeed(secret: string, version: number, seat: Seat): number {
  if (!BOT_SECRET_PATTERN.test(secret)) throw new Error('A bot secret is 64 hex digits.');
  return crypto.createHmac('sha256', Buffer.from(secret, 'hex')).update(`${version}/${seat}`).digest().readUInt32LE(0);
}

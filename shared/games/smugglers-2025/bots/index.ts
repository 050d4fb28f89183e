/**
 * The Smugglers (2025) bots: easy plays for points in front now, normal
 * weighs the risks of the reveal and the sets to come by formula, hard plays
 * the reveal out over sampled deals of the cards it cannot see. All read
 * nothing but their seat's view (policy.ts).
 */
import type { Bot, BotLevel } from '../../../engine/contract.js';
import type { S25Move, S25View } from '../types.js';
import { decide } from './policy.js';

function botOf(level: BotLevel): Bot<S25View, S25Move> {
  return { chooseMove: (input) => decide(level, input) };
}

export const s25Bots: Record<BotLevel, Bot<S25View, S25Move>> = {
  easy: botOf('easy'),
  normal: botOf('normal'),
  hard: botOf('hard'),
};

/**
 * The Schmuggler an Bord bots: three levels of memory and judgement over one
 * set of decisions (policy.ts). Each rebuilds what it remembers from the
 * public record at every move (memory.ts) and reads nothing but its view.
 */
import type { Bot, BotLevel } from '../../../engine/contract.js';
import type { SabMove, SabView } from '../types.js';
import { decide } from './policy.js';

function botOf(level: BotLevel): Bot<SabView, SabMove> {
  return { chooseMove: (input) => decide(level, input) };
}

export const sabBots: Record<BotLevel, Bot<SabView, SabMove>> = {
  easy: botOf('easy'),
  normal: botOf('normal'),
  hard: botOf('hard'),
};

import type { Bot, BotLevel } from '../../../engine/contract.js';
import type { ContrebandesMove, ContrebandesView } from '../types.js';
import { easyBot } from './easy.js';

export const contrebandesBots: Record<BotLevel, Bot<ContrebandesView, ContrebandesMove>> = {
  easy: easyBot,
  normal: easyBot,
  hard: easyBot,
};

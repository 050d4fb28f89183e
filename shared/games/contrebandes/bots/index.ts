import type { Bot, BotLevel } from '../../../engine/contract.js';
import type { ContrebandesMove, ContrebandesView } from '../types.js';
import { easyBot } from './easy.js';
import { hardBot } from './hard.js';
import { normalBot } from './normal.js';

export const contrebandesBots: Record<BotLevel, Bot<ContrebandesView, ContrebandesMove>> = {
  easy: easyBot,
  normal: normalBot,
  hard: hardBot,
};

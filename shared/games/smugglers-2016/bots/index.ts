import type { Bot, BotLevel } from '../../../engine/contract.js';
import type { SmugglersMove, SmugglersView } from '../types.js';
import { easyBot } from './easy.js';
import { hardBot } from './hard.js';
import { normalBot } from './normal.js';

export const smugglersBots: Record<BotLevel, Bot<SmugglersView, SmugglersMove>> = {
  easy: easyBot,
  normal: normalBot,
  hard: hardBot,
};

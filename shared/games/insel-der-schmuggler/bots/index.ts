import type { Bot, BotLevel } from '../../../engine/contract.js';
import type { InselMove, InselView } from '../types.js';
import { easyBot } from './easy.js';
import { hardBot } from './hard.js';
import { normalBot } from './normal.js';

export const inselBots: Record<BotLevel, Bot<InselView, InselMove>> = {
  easy: easyBot,
  normal: normalBot,
  hard: hardBot,
};

/** The bot difficulties, the same for every game. */
import { z } from 'zod';

export const botLevelSchema = z.enum(['easy', 'normal', 'hard']);
export type BotLevel = z.infer<typeof botLevelSchema>;

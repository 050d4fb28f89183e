/**
 * Where the game screen draws the public log (GameUi.logPlace): in the
 * screen's column beside the table; in the table's own side column for a
 * game that asks ('table': its board gets the screen's width); or nowhere,
 * for a table that shows its own news ('none': a column would only repeat
 * it). A LAN table keeps the screen's column, which holds the chat too, with
 * the log in it unless the table shows its own news.
 */
import type { GameUi } from '../../games/types';

export type LogPlace = 'column' | 'table' | 'none';

export function logPlace(ui: Pick<GameUi, 'logPlace'> | null, lan: boolean): LogPlace {
  if (ui?.logPlace === 'none') return 'none';
  if (ui?.logPlace === 'table' && !lan) return 'table';
  return 'column';
}

/**
 * `smugglers hint --save FILE --seat N`: the hint a seat would get at the
 * table (shared/engine/hint.ts: the hard bot's move from the seat's own view,
 * and the game's reason), for scripting. The save is checked as the Load
 * screen checks it, and refused in one line with the same reason.
 */
import fs from 'node:fs';
import type { Seat } from '../../shared/engine/contract.js';
import { hintFor } from '../../shared/engine/hint.js';
import { checkSaveText } from '../saves/save-file.js';
import { inEnglish } from '../words/host-words.js';
import { CliError } from './cli-errors.js';

export { HINT_USAGE } from './hint-usage.js';


export interface HintOutput {
  move: unknown;
  reason: { key: string; params?: Record<string, string | number>; text: string };
}

export function hintCommand(file: string, seat: Seat): HintOutput {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    throw new CliError(`Cannot read ${file}: ${(error as Error).message}`);
  }
  const checked = checkSaveText(text);
  if (!checked.ok) throw new CliError(`${file} cannot be loaded: ${checked.problem}`);
  if (seat >= checked.save.seats.length) throw new CliError(`There is no seat ${seat} in ${file}: its seats are 0 to ${checked.save.seats.length - 1}.`);
  const hint = hintFor(checked.game, checked.state, seat);
  if (!hint.ok) throw new CliError(`No hint for seat ${seat}: ${inEnglish(hint.problem)}`);
  const { reason } = hint.hint;
  // A seat the reason speaks of is named by its player, as the table names it.
  const named = typeof reason.params?.seat === 'number' ? { ...reason.params, name: checked.save.seats[reason.params.seat]?.name ?? String(reason.params.seat + 1) } : reason.params;
  return { move: hint.hint.move, reason: { ...reason, text: inEnglish({ key: reason.key, ...(named ? { params: named } : {}) }) } };
}

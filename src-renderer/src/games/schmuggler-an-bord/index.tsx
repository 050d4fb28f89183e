/** The Schmuggler an Bord game UI: table, rules, setup options and the words of the log. */
import type { SabOptions, SabView } from '../../../../shared/games/schmuggler-an-bord/types';
import { i18n } from '../../i18n/i18n';
import type { GameUi } from '../types';
import { sabRules } from './rulesOutline';
import { scoreBreakdown, scoreLabel } from './score';
import { secretOf } from './secret';
import { SabTable } from './Table';
import { type Words, describeEvent, describeTurn } from './text';
import './schmuggler-an-bord.css';

/** The game's words in the current language, asked at each call: the shared screen asks again when the language changes. */
const words = (): Words => i18n.getFixedT(null, 'schmuggler-an-bord');

export const schmugglerAnBordUi: GameUi<SabView, SabOptions> = {
  Table: SabTable,
  rules: sabRules,
  optionsForm: { className: 'sab-options' },
  describeEvent: (event, names) => describeEvent(words(), event, names),
  describeTurn: (view, names) => describeTurn(words(), view, names),
  // RULINGS 3: a game of memory; the log shows only the latest move unless the table plays with open history.
  logShowsLatestOnly: (view) => !view.options.openHistory,
  // A card counts 2 and a chip 1: the final table shows how each score came about.
  scoreColumn: { label: () => scoreLabel(words()), describe: (seat, result, view) => scoreBreakdown(words(), seat, result, view) },
  // The table shows the latest news, and the whole record where the game allows it: a log column beside it would only repeat it.
  logPlace: 'none',
  // Hot-seat: a curtain only before a secret objection or a search (secret.ts); draws, rolls and suspicions are public.
  secretOf: (view, seat, names) => secretOf(words(), view, seat, names),
};

export default schmugglerAnBordUi;

/** The Insel der Schmuggler game UI: the table (its 3D bay loads lazily), rules, setup options and the words of the log. */
import type { InselOptions, InselView } from '../../../../shared/games/insel-der-schmuggler/types';
import { i18n } from '../../i18n/i18n';
import type { GameUi } from '../types';
import { inselRules } from './rulesOutline';
import { InselTable } from './Table';
import { type Words, describeEvent, describeTurn } from './text';
import './insel.css';

/** The game's words in the current language, asked at each call: the shared screen asks again when the language changes. */
const words = (): Words => i18n.getFixedT(null, 'insel-der-schmuggler');

// The result's scores are the banked totals, and the first to 7 wins: the final table's own "Score" says it all.
export const inselUi: GameUi<InselView, InselOptions> = {
  Table: InselTable,
  rules: inselRules,
  optionsForm: { className: 'insel-options' },
  describeEvent: (event, names) => describeEvent(words(), event, names),
  describeTurn: (view, names) => describeTurn(words(), view, names),
  // The bay sails the mover's boat before a hot-seat curtain hides it.
  playsMoveBeforeCurtain: true,
  // The log goes under the boats, in the table's one side column: the bay gets the width.
  logPlace: 'table',
};

export default inselUi;

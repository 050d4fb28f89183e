/** The Smugglers (2025) game UI: table, rules, setup options, the words of the log and the final score column. */
import type { S25Options, S25View } from '../../../../shared/games/smugglers-2025/types';
import { i18n } from '../../i18n/i18n';
import type { GameUi } from '../types';
import { s25Rules } from './rulesOutline';
import { S25Table } from './Table';
import { type Words, describeEvent, describeTurn, scoreCell, scoreLabel } from './text';
import './smugglers-2025.css';

/** The game's words in the current language, asked at each call: the shared screen asks again when the language changes. */
const words = (): Words => i18n.getFixedT(null, 'smugglers-2025');

export const smugglers2025Ui: GameUi<S25View, S25Options> = {
  Table: S25Table,
  rules: s25Rules,
  optionsForm: { className: 's25-options' },
  describeEvent: (event, names) => describeEvent(words(), event, names),
  describeTurn: (view, names) => describeTurn(words(), view, names),
  // The tie-break counts illegal goods in front: the final table shows them beside the points.
  scoreColumn: { label: () => scoreLabel(words()), describe: (seat, result, view) => scoreCell(words(), seat, result, view) },
};

export default smugglers2025Ui;

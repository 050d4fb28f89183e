/** The Smugglers (2016) game UI: the table (its 3D scene loads lazily), rules, setup options and the words of the log. */
import type { SmugglersOptions, SmugglersView } from '../../../../shared/games/smugglers-2016/types';
import { i18n } from '../../i18n/i18n';
import type { GameUi } from '../types';
import { ProfileOption } from './ProfileOption';
import { smugglersRules } from './rulesOutline';
import { SmugglersTable } from './Table';
import { type Words, describeEvent, describeTurn, finalTokens, scoreLabel } from './text';
import './smugglers.css';

/** The game's words in the current language, asked at each call: the shared screen asks again when the language changes. */
const words = (): Words => i18n.getFixedT(null, 'smugglers-2016');

export const smugglersUi: GameUi<SmugglersView, SmugglersOptions> = {
  Table: SmugglersTable,
  rules: smugglersRules,
  optionsForm: { className: 'sm-options', own: { physics: ProfileOption } },
  describeEvent: (event, names) => describeEvent(words(), event, names),
  describeTurn: (view, names) => describeTurn(words(), view, names),
  // The result's scores count tokens, but a set of tokens wins: the final table shows the tokens and the set.
  scoreColumn: { label: () => scoreLabel(words()), describe: (seat, result, view) => finalTokens(words(), seat, result, view) },
};

export default smugglersUi;

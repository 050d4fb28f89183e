/** The Smugglers (2016) game UI: the table (its 3D scene loads lazily), rules, setup options and the words of the log. */
import type { SmugglersOptions, SmugglersView } from '../../../../shared/games/smugglers-2016/types';
import type { GameUi } from '../types';
import { SmugglersOptionsForm } from './OptionsForm';
import { SmugglersRules } from './Rules';
import { SmugglersTable } from './Table';
import { SCORE_LABEL, describeEvent, describeTurn, finalTokens } from './text';
import './smugglers.css';

export const smugglersUi: GameUi<SmugglersView, SmugglersOptions> = {
  Table: SmugglersTable,
  Rules: SmugglersRules,
  OptionsForm: SmugglersOptionsForm,
  describeEvent,
  describeTurn,
  // The result's scores count tokens, but a set of tokens wins: the final table shows the tokens and the set.
  scoreColumn: { label: () => SCORE_LABEL, describe: finalTokens },
};

export default smugglersUi;

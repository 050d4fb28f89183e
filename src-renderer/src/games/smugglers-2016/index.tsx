/** The Smugglers (2016) game UI: the table (its 3D scene loads lazily), rules, setup options and the words of the log. */
import type { SmugglersOptions, SmugglersView } from '../../../../shared/games/smugglers-2016/types';
import type { GameUi } from '../types';
import { SmugglersOptionsForm } from './OptionsForm';
import { SmugglersRules } from './Rules';
import { SmugglersTable } from './Table';
import { describeEvent, describeTurn } from './text';
import './smugglers.css';

export const smugglersUi: GameUi<SmugglersView, SmugglersOptions> = {
  Table: SmugglersTable,
  Rules: SmugglersRules,
  OptionsForm: SmugglersOptionsForm,
  describeEvent,
  describeTurn,
};

export default smugglersUi;

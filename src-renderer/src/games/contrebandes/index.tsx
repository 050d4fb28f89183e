/** The Contrebandes game UI: table, rules, setup options and the words of the log. */
import type { ContrebandesOptions, ContrebandesView } from '../../../../shared/games/contrebandes/types';
import type { GameUi } from '../types';
import { ContrebandesOptionsForm } from './OptionsForm';
import { ContrebandesRules } from './Rules';
import { ContrebandesTable } from './Table';
import { describeEvent, describeTurn } from './text';
import './contrebandes.css';

export const contrebandesUi: GameUi<ContrebandesView, ContrebandesOptions> = {
  Table: ContrebandesTable,
  Rules: ContrebandesRules,
  OptionsForm: ContrebandesOptionsForm,
  describeEvent,
  describeTurn,
};

export default contrebandesUi;

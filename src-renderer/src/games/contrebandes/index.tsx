/** The Contrebandes game UI: table, rules, setup options and the words of the log. */
import type { ContrebandesOptions, ContrebandesView } from '../../../../shared/games/contrebandes/types';
import { i18n } from '../../i18n/i18n';
import type { GameUi } from '../types';
import { contrebandesRules } from './rulesOutline';
import { ContrebandesTable } from './Table';
import { type Words, describeEvent, describeTurn } from './text';
import './contrebandes.css';

/** The words in the current language, asked for at each call: the screen asks again when the language changes. */
function words(): Words {
  return i18n.getFixedT(null, 'contrebandes');
}

export const contrebandesUi: GameUi<ContrebandesView, ContrebandesOptions> = {
  Table: ContrebandesTable,
  rules: contrebandesRules,
  optionsForm: { className: 'cb-options' },
  describeEvent: (event, names) => describeEvent(words(), event, names),
  describeTurn: (view, names) => describeTurn(words(), view, names),
};

export default contrebandesUi;

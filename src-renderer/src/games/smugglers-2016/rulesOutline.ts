/** The rules of Smugglers (2016), in our own words and short, for the rules panel: the outline RulesPage draws. */
import type { ParseKeys } from 'i18next';
import type { RulesOutline } from '../../kit2d/rules/outline';

export const smugglersRules: RulesOutline<ParseKeys<'smugglers-2016'>> = {
  namespace: 'smugglers-2016',
  className: 'sm-rules',
  opening: [{ text: 'rules.intro' }],
  sections: [
    { id: 'goal', title: 'rules.goalTitle', body: [{ text: 'rules.goal' }] },
    {
      id: 'round',
      title: 'rules.roundTitle',
      body: [{ steps: ['rules.boss', 'rules.sculpting', 'rules.test', 'rules.scale', 'rules.inspection', 'rules.reveals'], terms: true }],
    },
    { id: 'table', title: 'rules.tableTitle', body: [{ list: ['rules.watch', 'rules.numbers', 'rules.keyboard'] }] },
  ],
};

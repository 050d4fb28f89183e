/** The rules of Insel der Schmuggler, in our own words, for the rules panel: the outline RulesPage draws. */
import type { ParseKeys } from 'i18next';
import type { RulesOutline } from '../../kit2d/rules/outline';

export const inselRules: RulesOutline<ParseKeys<'insel-der-schmuggler'>> = {
  namespace: 'insel-der-schmuggler',
  className: 'insel-rules',
  opening: [{ text: 'rules.lead', className: 'insel-rules-lead' }],
  sections: [
    { id: 'goal', title: 'rules.goal.title', body: [{ text: 'rules.goal.text' }] },
    { id: 'bay', title: 'rules.bay.title', body: [{ text: 'rules.bay.text' }] },
    { id: 'goods', title: 'rules.goods.title', body: [{ text: 'rules.goods.text' }] },
    { id: 'setup', title: 'rules.setup.title', body: [{ text: 'rules.setup.text' }] },
    {
      id: 'turn',
      title: 'rules.turn.title',
      body: [{ steps: ['rules.turn.take', 'rules.turn.roll', 'rules.turn.beam', 'rules.turn.catch', 'rules.turn.sail'], terms: true }],
    },
    {
      id: 'sailing',
      title: 'rules.sailing.title',
      body: [{ list: ['rules.sailing.beam', 'rules.sailing.boats', 'rules.sailing.sea', 'rules.sailing.harbour'], terms: true }],
    },
    { id: 'end', title: 'rules.end.title', body: [{ text: 'rules.end.text' }] },
    { id: 'table', title: 'rules.table.title', body: [{ list: ['rules.table.pointer', 'rules.table.keyboard', 'rules.table.peek', 'rules.table.camera'] }] },
  ],
};

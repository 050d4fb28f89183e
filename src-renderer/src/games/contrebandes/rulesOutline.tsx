/** The rules of Contrebandes, in our own words, for the rules panel: the outline RulesPage draws. */
import type { ParseKeys } from 'i18next';
import type { RulesOutline } from '../../kit2d/rules/outline';
import { CardFace } from './CardArt';

/** A legal good, a contraband and a cheese of each value, beside the cards' words. */
function SampleCards() {
  return (
    <div className="cb-rules-cards" aria-hidden="true">
      <CardFace card={1} size="sm" decorative />
      <CardFace card={4} size="sm" decorative />
      <CardFace card={7} size="sm" decorative />
      <CardFace card={9} size="sm" decorative />
      <CardFace card={10} size="sm" decorative />
    </div>
  );
}

export const contrebandesRules: RulesOutline<ParseKeys<'contrebandes'>> = {
  namespace: 'contrebandes',
  className: 'cb-rules',
  opening: [{ text: 'rules.lead', className: 'cb-rules-lead' }],
  sections: [
    { id: 'goal', title: 'rules.goal.title', body: [{ text: 'rules.goal.text' }] },
    {
      id: 'cards',
      title: 'rules.cards.title',
      body: [{ text: 'rules.cards.intro' }, { list: ['rules.cards.legal', 'rules.cards.contraband', 'rules.cards.cheese'], terms: true }, { figure: SampleCards }],
    },
    { id: 'night', title: 'rules.night.title', body: [{ text: 'rules.night.text' }] },
    { id: 'loading', title: 'rules.loading.title', body: [{ text: 'rules.loading.text' }] },
    { id: 'declaring', title: 'rules.declaring.title', body: [{ text: 'rules.declaring.text' }] },
    {
      id: 'inspecting',
      title: 'rules.inspecting.title',
      body: [{ text: 'rules.inspecting.intro' }, { list: ['rules.inspecting.cheese', 'rules.inspecting.legal', 'rules.inspecting.contraband'], terms: true }],
    },
    { id: 'cashing', title: 'rules.cashing.title', body: [{ text: 'rules.cashing.text' }] },
    { id: 'scoring', title: 'rules.scoring.title', body: [{ text: 'rules.scoring.intro' }, { list: ['rules.scoring.cheese', 'rules.scoring.bonus'], terms: true }] },
    { id: 'end', title: 'rules.end.title', body: [{ text: 'rules.end.text' }] },
  ],
};

/** The rules of Schmuggler an Bord, in our own words, for the rules panel: the outline RulesPage draws. */
import type { ParseKeys } from 'i18next';
import type { RulesOutline } from '../../kit2d/rules/outline';
import { GoodIcon } from './GoodIcon';

/** A few goods of the ring, as a picture beside the goal. */
const SAMPLE = ['coffee', 'gold', 'pearls', 'rum', 'radios'] as const;

function SampleGoods() {
  return (
    <div className="sab-rules-goods" aria-hidden="true">
      {SAMPLE.map((good) => (
        <GoodIcon key={good} good={good} size={36} />
      ))}
    </div>
  );
}

export const sabRules: RulesOutline<ParseKeys<'schmuggler-an-bord'>> = {
  namespace: 'schmuggler-an-bord',
  className: 'sab-rules',
  opening: [{ text: 'rules.lead', className: 'sab-rules-lead' }],
  sections: [
    { id: 'goal', title: 'rules.goal.title', body: [{ text: 'rules.goal.text' }, { figure: SampleGoods }] },
    { id: 'setup', title: 'rules.setup.title', body: [{ text: 'rules.setup.text' }] },
    { id: 'turn', title: 'rules.turn.title', body: [{ list: ['rules.turn.roll', 'rules.turn.card', 'rules.turn.empty'], terms: true }] },
    { id: 'myself', title: 'rules.myself.title', body: [{ text: 'rules.myself.text' }] },
    {
      id: 'guess',
      title: 'rules.guess.title',
      body: [{ text: 'rules.guess.text' }, { list: ['rules.guess.order', 'rules.guess.card', 'rules.guess.pay'], terms: true }],
    },
    { id: 'search', title: 'rules.search.title', body: [{ text: 'rules.search.text' }] },
    { id: 'end', title: 'rules.end.title', body: [{ text: 'rules.end.text' }] },
    { id: 'table', title: 'rules.table.title', body: [{ list: ['rules.table.memory', 'rules.table.keys', 'rules.table.hotseat'] }] },
  ],
};

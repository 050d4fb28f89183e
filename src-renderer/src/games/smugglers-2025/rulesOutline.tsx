/** The rules of Smugglers (2025), in our own words, for the rules panel: the round, the judging, every good and every customs card; the outline RulesPage draws. */
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { LONG_CUSTOMS, STANDARD_CUSTOMS } from '../../../../shared/games/smugglers-2025/customs';
import { COPIES, KINDS, isLegal } from '../../../../shared/games/smugglers-2025/goods';
import type { RulesOutline } from '../../kit2d/rules/outline';
import { KindIcon } from './kindIcons';

/** Every good: its icon, its copies and what it scores. */
function EveryGood() {
  const { t } = useTranslation('smugglers-2025');
  return (
    <ul className="s25-rules-goods">
      {KINDS.map((kind) => (
        <li key={kind} className={isLegal(kind) ? 'is-legal' : 'is-illegal'}>
          <KindIcon kind={kind} className="s25-rules-icon" />
          <span>
            <strong>{t(`kind.${kind}`)}</strong> {t('rules.goods.copies', { count: COPIES[kind] })} {t(`kindRuleLong.${kind}`)}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** Every customs card and what it does, the long game's marked. */
function EveryCustoms() {
  const { t } = useTranslation('smugglers-2025');
  return (
    <ul className="s25-rules-customs">
      {STANDARD_CUSTOMS.map((customs) => (
        <li key={customs}>
          <strong>{t(`customs.${customs}.name`)}</strong>: {t(`customs.${customs}.effect`)}
        </li>
      ))}
      {LONG_CUSTOMS.map((customs) => (
        <li key={customs}>
          <strong>{t(`customs.${customs}.name`)}</strong> {t('rules.customs.longMark')}: {t(`customs.${customs}.effect`)}
        </li>
      ))}
    </ul>
  );
}

export const s25Rules: RulesOutline<ParseKeys<'smugglers-2025'>> = {
  namespace: 'smugglers-2025',
  className: 's25-rules',
  opening: [{ text: 'rules.lead', className: 's25-rules-lead' }],
  sections: [
    { id: 'goal', title: 'rules.goal.title', body: [{ text: 'rules.goal.text' }] },
    { id: 'setup', title: 'rules.setup.title', body: [{ text: 'rules.setup.text' }] },
    {
      id: 'round',
      title: 'rules.round.title',
      body: [{ steps: ['rules.round.customs', 'rules.round.smuggle', 'rules.round.reveal', 'rules.round.draw', 'rules.round.sack'], terms: true }],
    },
    {
      id: 'judging',
      title: 'rules.judging.title',
      body: [
        { text: 'rules.judging.text' },
        {
          list: [
            'rules.judging.customs',
            'rules.judging.secondWeapon',
            'rules.judging.onlyPoison',
            'rules.judging.otherIllegal',
            'rules.judging.onlyIllegal',
            'rules.judging.alreadyOwned',
            'rules.judging.amnesty',
          ],
          terms: true,
        },
      ],
    },
    { id: 'goods', title: 'rules.goods.title', body: [{ text: 'rules.goods.text' }, { figure: EveryGood }] },
    { id: 'customs', title: 'rules.customs.title', body: [{ text: 'rules.customs.text' }, { figure: EveryCustoms }] },
    { id: 'robots', title: 'rules.robots.title', body: [{ text: 'rules.robots.text' }] },
    {
      id: 'end',
      title: 'rules.end.title',
      body: [{ text: 'rules.end.text' }, { list: ['rules.end.sets', 'rules.end.rings', 'rules.end.coins', 'rules.end.ties', 'rules.end.outOfGoods'], terms: true }],
    },
    { id: 'variants', title: 'rules.variants.title', body: [{ list: ['rules.variants.long', 'rules.variants.coins'], terms: true }] },
    { id: 'table', title: 'rules.table.title', body: [{ list: ['rules.table.select', 'rules.table.keys', 'rules.table.hotseat'] }] },
  ],
};

/** The rules of Smugglers (2025), in our own words, for the rules panel: the round, the judging, every good and every customs card. */
import { Trans, useTranslation } from 'react-i18next';
import { LONG_CUSTOMS, STANDARD_CUSTOMS } from '../../../../shared/games/smugglers-2025/customs';
import { COPIES, KINDS, isLegal } from '../../../../shared/games/smugglers-2025/goods';
import { KindIcon } from './kindIcons';

const ROUND = ['customs', 'smuggle', 'reveal', 'draw', 'sack'] as const;
const JUDGING = ['customs', 'secondWeapon', 'onlyPoison', 'otherIllegal', 'onlyIllegal', 'alreadyOwned', 'amnesty'] as const;
const END = ['sets', 'rings', 'coins', 'ties', 'outOfGoods'] as const;
const ON_THIS_TABLE = ['select', 'keys', 'hotseat'] as const;

export function S25Rules() {
  const { t } = useTranslation('smugglers-2025');
  const bold = [<strong key="term" />];
  return (
    <article className="s25-rules">
      <p className="s25-rules-lead">{t('rules.lead')}</p>

      <h3>{t('rules.goal.title')}</h3>
      <p>{t('rules.goal.text')}</p>

      <h3>{t('rules.setup.title')}</h3>
      <p>{t('rules.setup.text')}</p>

      <h3>{t('rules.round.title')}</h3>
      <ol>
        {ROUND.map((part) => (
          <li key={part}>
            <Trans t={t} i18nKey={`rules.round.${part}`} components={bold} />
          </li>
        ))}
      </ol>

      <h3>{t('rules.judging.title')}</h3>
      <p>{t('rules.judging.text')}</p>
      <ul>
        {JUDGING.map((part) => (
          <li key={part}>
            <Trans t={t} i18nKey={`rules.judging.${part}`} components={bold} />
          </li>
        ))}
      </ul>

      <h3>{t('rules.goods.title')}</h3>
      <p>{t('rules.goods.text')}</p>
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

      <h3>{t('rules.customs.title')}</h3>
      <p>{t('rules.customs.text')}</p>
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

      <h3>{t('rules.robots.title')}</h3>
      <p>{t('rules.robots.text')}</p>

      <h3>{t('rules.end.title')}</h3>
      <p>{t('rules.end.text')}</p>
      <ul>
        {END.map((part) => (
          <li key={part}>
            <Trans t={t} i18nKey={`rules.end.${part}`} components={bold} />
          </li>
        ))}
      </ul>

      <h3>{t('rules.variants.title')}</h3>
      <ul>
        <li>
          <Trans t={t} i18nKey="rules.variants.long" components={bold} />
        </li>
        <li>
          <Trans t={t} i18nKey="rules.variants.coins" components={bold} />
        </li>
      </ul>

      <h3>{t('rules.table.title')}</h3>
      <ul>
        {ON_THIS_TABLE.map((point) => (
          <li key={point}>{t(`rules.table.${point}`)}</li>
        ))}
      </ul>
    </article>
  );
}

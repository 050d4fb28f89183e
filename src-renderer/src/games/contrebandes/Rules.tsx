/** The rules of Contrebandes, in our own words, for the rules panel. */
import { Trans, useTranslation } from 'react-i18next';
import { CardFace } from './CardArt';

export function ContrebandesRules() {
  const { t } = useTranslation('contrebandes');
  const bold = [<strong key="0" />, <strong key="1" />];
  return (
    <article className="cb-rules">
      <p className="cb-rules-lead">{t('rules.lead')}</p>

      <h3>{t('rules.goal.title')}</h3>
      <p>{t('rules.goal.text')}</p>

      <h3>{t('rules.cards.title')}</h3>
      <p>{t('rules.cards.intro')}</p>
      <ul>
        <li>
          <Trans t={t} i18nKey="rules.cards.legal" components={bold} />
        </li>
        <li>
          <Trans t={t} i18nKey="rules.cards.contraband" components={bold} />
        </li>
        <li>
          <Trans t={t} i18nKey="rules.cards.cheese" components={bold} />
        </li>
      </ul>
      <div className="cb-rules-cards" aria-hidden="true">
        <CardFace card={1} size="sm" decorative />
        <CardFace card={4} size="sm" decorative />
        <CardFace card={7} size="sm" decorative />
        <CardFace card={9} size="sm" decorative />
        <CardFace card={10} size="sm" decorative />
      </div>

      <h3>{t('rules.night.title')}</h3>
      <p>{t('rules.night.text')}</p>

      <h3>{t('rules.loading.title')}</h3>
      <p>{t('rules.loading.text')}</p>

      <h3>{t('rules.declaring.title')}</h3>
      <p>{t('rules.declaring.text')}</p>

      <h3>{t('rules.inspecting.title')}</h3>
      <p>{t('rules.inspecting.intro')}</p>
      <ul>
        <li>
          <Trans t={t} i18nKey="rules.inspecting.cheese" components={bold} />
        </li>
        <li>
          <Trans t={t} i18nKey="rules.inspecting.legal" components={bold} />
        </li>
        <li>
          <Trans t={t} i18nKey="rules.inspecting.contraband" components={bold} />
        </li>
      </ul>

      <h3>{t('rules.cashing.title')}</h3>
      <p>{t('rules.cashing.text')}</p>

      <h3>{t('rules.scoring.title')}</h3>
      <p>{t('rules.scoring.intro')}</p>
      <ul>
        <li>
          <Trans t={t} i18nKey="rules.scoring.cheese" components={bold} />
        </li>
        <li>
          <Trans t={t} i18nKey="rules.scoring.bonus" components={bold} />
        </li>
      </ul>

      <h3>{t('rules.end.title')}</h3>
      <p>{t('rules.end.text')}</p>
    </article>
  );
}

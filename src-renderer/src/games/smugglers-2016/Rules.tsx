/** The rules of Smugglers (2016), in our own words and short, for the rules panel. */
import { Trans, useTranslation } from 'react-i18next';

const STEPS = ['boss', 'sculpting', 'test', 'scale', 'inspection', 'reveals'] as const;
const ON_THIS_TABLE = ['watch', 'numbers', 'keyboard'] as const;

export function SmugglersRules() {
  const { t } = useTranslation('smugglers-2016');
  return (
    <article className="sm-rules">
      <p>{t('rules.intro')}</p>

      <h3>{t('rules.goalTitle')}</h3>
      <p>{t('rules.goal')}</p>

      <h3>{t('rules.roundTitle')}</h3>
      <ol>
        {STEPS.map((step) => (
          <li key={step}>
            <Trans t={t} i18nKey={`rules.${step}`} components={[<strong key="term" />]} />
          </li>
        ))}
      </ol>

      <h3>{t('rules.tableTitle')}</h3>
      <ul>
        {ON_THIS_TABLE.map((point) => (
          <li key={point}>{t(`rules.${point}`)}</li>
        ))}
      </ul>
    </article>
  );
}

/** The rules of Insel der Schmuggler, in our own words, for the rules panel. */
import { Trans, useTranslation } from 'react-i18next';

const TURN = ['take', 'roll', 'beam', 'catch', 'sail'] as const;
const SAILING = ['beam', 'boats', 'sea', 'harbour'] as const;
const ON_THIS_TABLE = ['pointer', 'keyboard', 'peek', 'camera'] as const;

export function InselRules() {
  const { t } = useTranslation('insel-der-schmuggler');
  const bold = [<strong key="term" />];
  return (
    <article className="insel-rules">
      <p className="insel-rules-lead">{t('rules.lead')}</p>

      <h3>{t('rules.goal.title')}</h3>
      <p>{t('rules.goal.text')}</p>

      <h3>{t('rules.bay.title')}</h3>
      <p>{t('rules.bay.text')}</p>

      <h3>{t('rules.goods.title')}</h3>
      <p>{t('rules.goods.text')}</p>

      <h3>{t('rules.setup.title')}</h3>
      <p>{t('rules.setup.text')}</p>

      <h3>{t('rules.turn.title')}</h3>
      <ol>
        {TURN.map((part) => (
          <li key={part}>
            <Trans t={t} i18nKey={`rules.turn.${part}`} components={bold} />
          </li>
        ))}
      </ol>

      <h3>{t('rules.sailing.title')}</h3>
      <ul>
        {SAILING.map((part) => (
          <li key={part}>
            <Trans t={t} i18nKey={`rules.sailing.${part}`} components={bold} />
          </li>
        ))}
      </ul>

      <h3>{t('rules.end.title')}</h3>
      <p>{t('rules.end.text')}</p>

      <h3>{t('rules.table.title')}</h3>
      <ul>
        {ON_THIS_TABLE.map((point) => (
          <li key={point}>{t(`rules.table.${point}`)}</li>
        ))}
      </ul>
    </article>
  );
}

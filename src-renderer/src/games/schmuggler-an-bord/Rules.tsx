/** The rules of Schmuggler an Bord, in our own words, for the rules panel. */
import { Trans, useTranslation } from 'react-i18next';
import { GoodIcon } from './GoodIcon';

const TURN = ['roll', 'card', 'empty'] as const;
const GUESS = ['order', 'card', 'pay'] as const;
const ON_THIS_TABLE = ['memory', 'keys', 'hotseat'] as const;
/** A few goods of the ring, as a picture beside the goal. */
const SAMPLE = ['coffee', 'gold', 'pearls', 'rum', 'radios'] as const;

export function SabRules() {
  const { t } = useTranslation('schmuggler-an-bord');
  const bold = [<strong key="term" />];
  return (
    <article className="sab-rules">
      <p className="sab-rules-lead">{t('rules.lead')}</p>

      <h3>{t('rules.goal.title')}</h3>
      <p>{t('rules.goal.text')}</p>
      <div className="sab-rules-goods" aria-hidden="true">
        {SAMPLE.map((good) => (
          <GoodIcon key={good} good={good} size={36} />
        ))}
      </div>

      <h3>{t('rules.setup.title')}</h3>
      <p>{t('rules.setup.text')}</p>

      <h3>{t('rules.turn.title')}</h3>
      <ul>
        {TURN.map((part) => (
          <li key={part}>
            <Trans t={t} i18nKey={`rules.turn.${part}`} components={bold} />
          </li>
        ))}
      </ul>

      <h3>{t('rules.myself.title')}</h3>
      <p>{t('rules.myself.text')}</p>

      <h3>{t('rules.guess.title')}</h3>
      <p>{t('rules.guess.text')}</p>
      <ul>
        {GUESS.map((part) => (
          <li key={part}>
            <Trans t={t} i18nKey={`rules.guess.${part}`} components={bold} />
          </li>
        ))}
      </ul>

      <h3>{t('rules.search.title')}</h3>
      <p>{t('rules.search.text')}</p>

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

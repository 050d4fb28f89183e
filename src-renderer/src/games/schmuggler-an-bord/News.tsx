/**
 * What just happened: the latest event worth a line, always; and with the
 * "open history" option the whole record of the game, newest at the bottom
 * (RULINGS 3: by default the table shows only the latest event, the game is
 * one of memory).
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Fact } from '../../../../shared/games/schmuggler-an-bord/types';
import { NewsLine } from '../../kit2d/NewsLine';
import { useNewestInSight } from '../../kit2d/useNewestInSight';
import { describeEvent } from './text';

interface NewsProps {
  facts: readonly Fact[];
  names: readonly string[];
  openHistory: boolean;
}

export function News({ facts, names, openHistory }: NewsProps) {
  const { t } = useTranslation('schmuggler-an-bord');
  const lines = useMemo(() => {
    const out: { key: number; text: string }[] = [];
    facts.forEach((fact, index) => {
      const text = describeEvent(t, fact, names);
      if (text !== null) out.push({ key: index, text });
    });
    return out;
  }, [t, facts, names]);
  const latest = lines[lines.length - 1]?.text ?? null;

  // The history keeps its newest line in sight, as the game's log does.
  const list = useNewestInSight<HTMLOListElement>(lines);

  return (
    <section className={`sab-news${openHistory ? ' has-history' : ''}`} aria-label={t('news.label')}>
      <NewsLine className="sab-news-line" emptyClassName="is-empty" data-news="" line={latest} empty={t('news.empty')} />
      {openHistory && (
        <ol ref={list.ref} onScroll={list.onScroll} className="sab-history" data-history="" aria-label={t('news.history')} tabIndex={0}>
          {lines.map((line) => (
            <li key={line.key}>{line.text}</li>
          ))}
        </ol>
      )}
    </section>
  );
}

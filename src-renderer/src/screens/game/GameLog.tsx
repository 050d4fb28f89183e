/** The public log: one line per event worth telling, newest at the bottom. */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoggedEvent } from '../../../../shared/protocol/messages';
import type { GameUi } from '../../games/types';
import { useNewestInSight } from '../../kit2d/useNewestInSight';
import './GameLog.css';

/** Whether the game keeps its public log to the latest move's lines (GameUi.logShowsLatestOnly); a throw keeps the whole log. */
export function safeLatestOnly(ui: GameUi, view: unknown): boolean {
  try {
    return ui.logShowsLatestOnly?.(view) ?? false;
  } catch {
    return false;
  }
}

export function GameLog({ entries, ui, names, latestOnly = false }: { entries: readonly LoggedEvent[]; ui: GameUi; names: readonly string[]; latestOnly?: boolean }) {
  const { t, i18n } = useTranslation('match');
  // The log keeps the events, not their words: each line is worded again in the language of the moment.
  const language = i18n.resolvedLanguage ?? i18n.language;
  const lines = useMemo(() => {
    const out: { key: string; text: string; version: number }[] = [];
    entries.forEach((entry, index) => {
      let text: string | null;
      try {
        text = ui.describeEvent(entry.event, names);
      } catch {
        text = null;
      }
      if (text) out.push({ key: `${entry.version}-${index}`, text, version: entry.version });
    });
    // A game of memory (GameUi.logShowsLatestOnly): the lines of the latest move that has any.
    const latest = out[out.length - 1]?.version;
    return latestOnly ? out.filter((line) => line.version === latest) : out;
    // describeEvent words in the current language: a new one words every line again.
  }, [entries, ui, names, language, latestOnly]);

  const list = useNewestInSight<HTMLOListElement>(lines);

  return (
    <section className="game-log panel-navy" aria-labelledby="game-log-title">
      <h2 id="game-log-title" className="game-log-title">
        {t('log.title')}
      </h2>
      <ol
        ref={list.ref}
        className="game-log-list"
        data-testid="game-log"
        role="log"
        aria-label={t('log.label')}
        tabIndex={0}
        onScroll={list.onScroll}
      >
        {lines.length === 0 && <li className="game-log-empty">{t('log.empty')}</li>}
        {lines.map((line) => (
          <li key={line.key} className="game-log-line">
            {line.text}
          </li>
        ))}
      </ol>
    </section>
  );
}

/**
 * The strip of the baize kept for news: the mule the officer searched last,
 * open with its cards and what it meant, or else the "what just happened"
 * line of the latest quarter (one or the other: the strip's room is small). It has its own room in the table's layout, so
 * it never lies over other text; the open mule stays until the next quarter's
 * mules are shown or the viewer closes it, not for a fixed time.
 */
import { Trans, useTranslation } from 'react-i18next';
import { NewsLine } from '../../kit2d/NewsLine';
import { FlipCard } from './CardArt';
import type { ShownMule } from './logic';
import { seatName, shownCardsText } from './text';

interface TableNewsProps {
  opened: ShownMule | null;
  caption: string | null;
  line: string | null;
  names: readonly string[];
  reducedMotion: boolean;
  onClose(): void;
}

export function TableNews({ opened, caption, line, names, reducedMotion, onClose }: TableNewsProps) {
  const { t } = useTranslation('contrebandes');
  const owner = opened ? seatName(t, names, opened.seat) : '';
  const searchedTitle = opened
    ? t('news.searchedTitle', { officer: seatName(t, names, opened.officer), name: owner, cards: shownCardsText(t, opened.cards) }).replace(/<\/?\d+>/g, '')
    : undefined;
  return (
    <div className="cb-news" data-testid="table-news" data-tutorial="news">
      {opened && (
        <section
          key={opened.version}
          className={`cb-searched cb-searched--${opened.outcome}`}
          data-testid="searched-mule"
          aria-label={t('news.searchedLabel', { name: owner })}
        >
          {/* On a short table the title shares a line with the cards and may be cut short: its title attribute says it all. */}
          <p className="cb-searched-title" title={searchedTitle}>
            <Trans
              t={t}
              i18nKey="news.searchedTitle"
              values={{ officer: seatName(t, names, opened.officer), name: owner, cards: shownCardsText(t, opened.cards) }}
              components={[<span key="0" className="cb-sr" />]}
            />
          </p>
          <span className="cb-searched-cards" aria-hidden="true">
            {opened.cards.map((card, i) => (
              <FlipCard key={card} card={card} size="sm" animate={opened.animate && !reducedMotion} delayMs={i * 160} />
            ))}
          </span>
          {caption && (
            <strong className={`cb-stamp cb-stamp--${opened.outcome}`} role="status">
              {caption}
            </strong>
          )}
          <button type="button" className="cb-searched-close" aria-label={t('news.close')} onClick={onClose}>
            ×
          </button>
        </section>
      )}
      {/* An open mule stands in for the quarter's line: closing it, or the next quarter's mules, bring the line back. */}
      {!opened && (
        // Two lines at most on the felt: a busy quarter's line is cut there, and its whole sentence is its tip.
        <NewsLine className="cb-news-line" emptyClassName="cb-muted" data-testid="news-line" line={line || null} empty={t('news.empty')} title={line || undefined} />
      )}
    </div>
  );
}

/**
 * The solo high scores: the best scores of each mode's table, in the main
 * menu (a dialog per game) and at the end of a solo game (its mode's table,
 * the new score marked). The host keeps them; only its own window may ask.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HIGH_SCORES_KEPT, type HighScores, type HighScoreTable } from '../../../shared/protocol/high-scores';
import { Dialog } from '../components/Dialog';
import { HostRequestError, errorMessage, getHost, hostSentence } from '../host';
import { formatNumber } from '../i18n/format';
import { localeOf } from '../i18n/i18n';
import { compareModes, hasHighScores, modeLabel } from './modes';
import './HighScores.css';

/** The day a score was made, in the player's way; an unreadable date shows nothing. */
function dayOf(date: string): string {
  const time = Date.parse(date);
  return Number.isNaN(time) ? '' : new Intl.DateTimeFormat(localeOf(), { dateStyle: 'medium' }).format(time);
}

function HighScoreTableView({ table, newMatch }: { table: HighScoreTable; newMatch: string | null }) {
  const { t } = useTranslation('shell');
  return (
    <table className="high-scores-table" data-game={table.game} data-mode={table.mode}>
      <caption>{t('highScores.caption', { mode: modeLabel(t, table) })}</caption>
      <thead>
        <tr>
          <th scope="col">{t('highScores.rank')}</th>
          <th scope="col">{t('highScores.player')}</th>
          <th scope="col" className="high-scores-score">
            {t('highScores.score')}
          </th>
          <th scope="col" className="high-scores-date">
            {t('highScores.date')}
          </th>
        </tr>
      </thead>
      <tbody>
        {table.entries.length === 0 && (
          <tr>
            <td colSpan={4} className="high-scores-empty">
              {t('highScores.modeEmpty')}
            </td>
          </tr>
        )}
        {table.entries.map((entry, index) => {
          const isNew = entry.matchId === newMatch;
          return (
            <tr key={entry.matchId} className={isNew ? 'high-scores-new' : undefined} data-testid="high-score-row" data-new={isNew ? 'true' : 'false'}>
              <td className="high-scores-rank">{formatNumber(index + 1)}</td>
              <th scope="row" className="high-scores-name">
                {entry.name}
                {isNew && <span className="high-scores-badge">{t('highScores.new')}</span>}
              </th>
              <td className="high-scores-score">{formatNumber(entry.score)}</td>
              <td className="high-scores-date">{dayOf(entry.date)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

export interface HighScoresPanelProps {
  tables: readonly HighScoreTable[];
  /** The match whose score is new here (the end of a solo game): its row is marked. */
  newMatch?: string | null;
  /** A line under the tables (a score that did not make its table). */
  note?: string | null;
  /** What the host says of a damaged file it set aside, in the player's language. */
  problem?: string | null;
}

/** The tables, standard modes first; a word when there is none yet. */
export function HighScoresPanel({ tables, newMatch = null, note = null, problem = null }: HighScoresPanelProps) {
  const { t } = useTranslation('shell');
  const sorted = [...tables].sort(compareModes);
  return (
    <section className="high-scores" data-testid="high-scores">
      {problem && (
        <p className="high-scores-problem" role="status">
          {problem}
        </p>
      )}
      {sorted.length === 0 ? (
        <p className="high-scores-none">{t('highScores.none')}</p>
      ) : (
        sorted.map((table) => <HighScoreTableView key={`${table.game} ${table.mode}`} table={table} newMatch={newMatch} />)
      )}
      {note && <p className="high-scores-note">{note}</p>}
    </section>
  );
}

type Loaded = { status: 'loading' } | { status: 'ready'; scores: HighScores } | { status: 'failed'; message: string; hostOnly: boolean };

/** Asks the host for the tables (of a game; with a match, that match's mode too). */
function useHighScores(game: string, matchId?: string): Loaded {
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    setLoaded({ status: 'loading' });
    getHost()
      .request({ type: 'listHighScores', game, ...(matchId === undefined ? {} : { matchId }) })
      .then(
        (scores) => live && setLoaded({ status: 'ready', scores }),
        (cause: unknown) => live && setLoaded({ status: 'failed', message: errorMessage(cause), hostOnly: cause instanceof HostRequestError && cause.code === 'host-only' }),
      );
    return () => {
      live = false;
    };
  }, [game, matchId]);
  return loaded;
}

/** The main menu's dialog: every mode's table of one game. */
export function HighScoresDialog({ game, title, onClose }: { game: string; title: string; onClose(): void }) {
  const { t } = useTranslation('shell');
  const loaded = useHighScores(game);
  return (
    <Dialog title={t('highScores.title', { title })} onClose={onClose} className="high-scores-dialog" testId="high-scores-dialog">
      <p className="high-scores-intro">{t('highScores.intro', { kept: HIGH_SCORES_KEPT })}</p>
      {loaded.status === 'loading' && <p className="loading-note">{t('highScores.loading')}</p>}
      {loaded.status === 'failed' && (
        <p className="message-error" role="alert">
          {t('highScores.failed', { message: loaded.message })}
        </p>
      )}
      {loaded.status === 'ready' && (
        <HighScoresPanel tables={loaded.scores.tables} problem={loaded.scores.problem ? hostSentence(loaded.scores.problem) : null} />
      )}
    </Dialog>
  );
}

/**
 * The end of a game: for a solo match the host records, its mode's table with
 * this match's row marked (or a word that the score did not make it). Nothing
 * for any other match, or for a window that may not ask (a LAN guest).
 */
export function MatchHighScores({ matchId, game, score }: { matchId: string; game: string; score: number | undefined }) {
  if (!hasHighScores(game)) return null;
  return <MatchTable matchId={matchId} game={game} score={score} />;
}

function MatchTable({ matchId, game, score }: { matchId: string; game: string; score: number | undefined }) {
  const { t } = useTranslation('shell');
  const loaded = useHighScores(game, matchId);
  if (loaded.status === 'loading') return null;
  if (loaded.status === 'failed') {
    return loaded.hostOnly ? null : (
      <p className="message-error" role="alert">
        {t('highScores.failed', { message: loaded.message })}
      </p>
    );
  }
  const { match, tables, problem } = loaded.scores;
  if (!match) return null;
  const table = tables.find((candidate) => candidate.game === match.game && candidate.mode === match.mode) ?? { ...match, entries: [] };
  const ranked = table.entries.some((entry) => entry.matchId === matchId);
  return (
    <HighScoresPanel
      tables={[table]}
      newMatch={matchId}
      note={!ranked && score !== undefined ? t('highScores.notRanked', { score, kept: HIGH_SCORES_KEPT }) : null}
      problem={problem ? hostSentence(problem) : null}
    />
  );
}

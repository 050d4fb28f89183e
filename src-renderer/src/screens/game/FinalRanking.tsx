/**
 * The end of the game: the ranking, winners highlighted, and what to do next.
 * A solo game ends with the player's score instead of a one-row ranking that
 * names him the winner (its high-score table, the children, ranks it).
 */
import { type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameResult } from '../../../../shared/engine/contract';
import { Dialog } from '../../components/Dialog';
import { formatNumber } from '../../i18n/format';
import { type ScoreCells, isSolo, rankRows, resultHeadline, scoreCells } from './ranking';
import './FinalRanking.css';

export interface FinalRankingProps {
  result: GameResult;
  names: readonly string[];
  busy: boolean;
  error: string | null;
  /** Absent where a new game cannot start from here (a LAN game). */
  onPlayAgain?: () => void;
  onMenu(): void;
  /** The label of the way out (default "Main menu"). */
  menuLabel?: string;
  /** Closes the dialog to look at the final table. */
  onHide(): void;
  /** Opens the game's replay (absent where this window cannot: a LAN guest's; the host replays LAN games). */
  onReplay?: () => void;
  /** The score column (default "Score" and each seat's score), as the game's UI words it. */
  cells?: ScoreCells;
  /** How many hints each seat took ("What would you do?"), by seat: a column once anybody took one. */
  hints?: readonly number[];
  /** Shown under the ranking (a solo game's high-score table). */
  children?: ReactNode;
}

export function FinalRanking({
  result,
  names,
  busy,
  error,
  onPlayAgain,
  onMenu,
  onHide,
  onReplay,
  menuLabel,
  cells: gameCells,
  hints = [],
  children,
}: FinalRankingProps) {
  const { t } = useTranslation('match');
  const cells = gameCells ?? scoreCells(t, result);
  const rows = rankRows(t, result, names, cells);
  const shared = result.winners.length > 1;
  const hintsTaken = hints.some((count) => count > 0);
  const playAgain = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      title={t('ranking.title')}
      onClose={onHide}
      initialFocus={onPlayAgain ? playAgain : menu}
      className="final-dialog"
      actions={
        <>
          <button type="button" className="btn btn-ghost" onClick={onHide}>
            {t('ranking.lookAtTable')}
          </button>
          {onReplay && (
            <button type="button" className="btn" onClick={onReplay} data-testid="watch-replay">
              {t('ranking.watchReplay')}
            </button>
          )}
          <button ref={menu} type="button" className={onPlayAgain ? 'btn' : 'btn btn-primary'} onClick={onMenu}>
            {menuLabel ?? t('actions.mainMenu')}
          </button>
          {onPlayAgain && (
            <button ref={playAgain} type="button" className="btn btn-primary" onClick={onPlayAgain} disabled={busy}>
              {busy ? t('ranking.shuffling') : t('ranking.playAgain')}
            </button>
          )}
        </>
      }
    >
      {isSolo(result) ? (
        <p className="final-headline final-solo" data-testid="final-ranking">
          <span data-testid="final-headline">{resultHeadline(t, result, names)}</span>
          {hintsTaken && (
            <span className="final-hints" data-testid="final-hints">
              {' '}
              ({t('hint.taken', { count: hints[0] ?? 0 })})
            </span>
          )}
        </p>
      ) : (
        <>
          <p className={`final-headline ${shared ? 'final-headline-shared' : ''}`} data-testid="final-headline">
            {resultHeadline(t, result, names)}
          </p>
          <table className="final-table" data-testid="final-ranking">
            <caption className="visually-hidden">{t('ranking.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('ranking.rank')}</th>
                <th scope="col">{t('ranking.player')}</th>
                <th scope="col" className="final-score">
                  {cells.label}
                </th>
                {hintsTaken && (
                  <th scope="col" className="final-hints">
                    {t('hint.column')}
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr
                  key={row.seat}
                  className={row.winner ? 'final-winner' : undefined}
                  data-testid="final-rank-row"
                  data-winner={row.winner ? 'true' : 'false'}
                >
                  <td className="final-rank">{formatNumber(row.rank)}</td>
                  <th scope="row" className="final-name">
                    {row.name}
                    {row.winner && <span className="final-badge">{shared ? t('ranking.sharedWinner') : t('ranking.winner')}</span>}
                  </th>
                  <td className="final-score">{row.scoreText}</td>
                  {hintsTaken && (
                    <td className="final-hints" data-testid="final-hints">
                      {formatNumber(hints[row.seat] ?? 0)}
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
      {children}
      {error && (
        <p className="message-error" role="alert">
          {error}
        </p>
      )}
    </Dialog>
  );
}

/**
 * The end's scores, broken down: one row per seat (the winners marked), one
 * column per kind of good that anyone scored or holds in front (its points,
 * and under them how many cards when more than one), the gem trios' bonus after the gems, the
 * coins still in hand, the total, and the illegal goods that break a tie.
 * Seats as rows keep it short enough to stand under the table at 1024×700.
 * Each column is named under its picture and explained in its tip (what the
 * good scores). Alone against the robots there is no winner to mark.
 */
import { useTranslation } from 'react-i18next';
import { KINDS, type Kind } from '../../../../shared/games/smugglers-2025/goods';
import type { S25View, ScoreBreakdown } from '../../../../shared/games/smugglers-2025/types';
import { Tooltip } from '../../kit2d/Tooltip';
import { KindIcon } from './kindIcons';
import { cardLabel, kindName, seatName, winnerText } from './text';

type Column = Kind | 'gemTrios';

/** The columns worth showing: the kinds some seat scored or holds in front, in the order of KINDS, and the trio bonus after the gems. */
export function breakdownColumns(scores: readonly ScoreBreakdown[], front: readonly (readonly Kind[])[]): Column[] {
  const columns: Column[] = [];
  for (const kind of KINDS) {
    if (scores.some((score, seat) => score.byKind[kind] !== undefined || (front[seat] ?? []).includes(kind))) columns.push(kind);
    if (kind === 'purpleGem' && scores.some((score) => (score.byKind.gemTrios ?? 0) > 0)) columns.push('gemTrios');
  }
  return columns;
}

export function Breakdown({ view, names }: { view: S25View; names: readonly string[] }) {
  const { t } = useTranslation('smugglers-2025');
  const scores = view.scores;
  if (scores === null) return null;
  // A solo game has a score, not a winner.
  const winners = new Set(scores.length > 1 ? (view.result?.winners ?? []) : []);
  const columns = breakdownColumns(scores, view.front);
  const coins = view.options.coins || scores.some((score) => score.coinsInHand > 0);
  const columnName = (column: Column) => (column === 'gemTrios' ? t('breakdown.gemTrios') : kindName(t, column));
  const columnHint = (column: Column) => (column === 'gemTrios' ? t('breakdown.gemTriosHint') : cardLabel(t, column));
  return (
    <section className="s25-breakdown" data-testid="s25-breakdown" aria-label={t('breakdown.label')}>
      <table>
        <caption>
          <span className="s25-breakdown-title">{t('breakdown.label')}</span>
          {view.result !== null && <span className="s25-breakdown-winner">{winnerText(t, view.result, names)}</span>}
        </caption>
        <thead>
          <tr>
            <th scope="col" className="s25-breakdown-corner">
              {t('breakdown.player')}
            </th>
            {columns.map((column) => (
              <th key={column} scope="col" data-kind={column}>
                <Tooltip className="s25-breakdown-head" tip={columnHint(column)}>
                  {column === 'gemTrios' ? (
                    <span className="s25-breakdown-trio" aria-hidden="true">
                      <KindIcon kind="pinkGem" className="s25-breakdown-icon" />
                      <KindIcon kind="blueGem" className="s25-breakdown-icon" />
                      <KindIcon kind="purpleGem" className="s25-breakdown-icon" />
                    </span>
                  ) : (
                    <KindIcon kind={column} className="s25-breakdown-icon" />
                  )}
                  <span className="s25-breakdown-name">{columnName(column)}</span>
                </Tooltip>
              </th>
            ))}
            {coins && (
              <th scope="col">
                <Tooltip className="s25-breakdown-head" tip={t('breakdown.coinsHint')}>
                  {t('breakdown.coinsInHand')}
                </Tooltip>
              </th>
            )}
            <th scope="col">
              <Tooltip className="s25-breakdown-head" tip={t('breakdown.totalHint')}>
                {t('breakdown.total')}
              </Tooltip>
            </th>
            <th scope="col">
              <Tooltip className="s25-breakdown-head" tip={t('breakdown.illegalHint')}>
                {t('breakdown.illegal')}
              </Tooltip>
            </th>
          </tr>
        </thead>
        <tbody>
          {scores.map((score, seat) => {
            const winner = winners.has(seat);
            return (
              <tr key={seat} data-seat={seat} className={winner ? 'is-winner' : undefined}>
                <th scope="row">
                  {seatName(t, names, seat)}
                  {winner && <span className="s25-crown">{t('breakdown.winnerMark')}</span>}
                </th>
                {columns.map((column) => {
                  const points = score.byKind[column];
                  const count = column === 'gemTrios' ? 0 : (view.front[seat] ?? []).filter((kind) => kind === column).length;
                  return (
                    <td key={column} data-kind={column} data-points={points ?? 0}>
                      {points === undefined ? t('breakdown.none') : points}
                      {count > 1 && <span className="s25-breakdown-count">{t('breakdown.cards', { count })}</span>}
                    </td>
                  );
                })}
                {coins && (
                  <td data-kind="coinsInHand" data-points={score.coinsInHand}>
                    {score.coinsInHand}
                  </td>
                )}
                <td className="s25-breakdown-total" data-total={score.total}>
                  {score.total}
                </td>
                <td data-illegal={score.illegalCount}>{score.illegalCount}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}

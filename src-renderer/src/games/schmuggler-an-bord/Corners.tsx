/**
 * What lies in the board's corners, outside the ring: the die, the ship's
 * kitty and the turn count.
 */
import { useTranslation } from 'react-i18next';
import { Tooltip } from '../../kit2d/Tooltip';

/** Where the pips of each face lie on a 3×3 grid (row-major cells 0–8). */
const PIPS: Record<number, number[]> = {
  1: [4],
  2: [2, 6],
  3: [2, 4, 6],
  4: [0, 2, 6, 8],
  5: [0, 2, 4, 6, 8],
  6: [0, 2, 3, 5, 6, 8],
};

/** The die: its face drawn in pips, its number as its text (for the screen readers and the tests). */
export function Die({ pips, rollKey, tumbles }: { pips: number | null; rollKey: number; tumbles: boolean }) {
  const { t } = useTranslation('schmuggler-an-bord');
  const label = pips === null ? t('table.dieNone') : t('table.die', { pips });
  return (
    <div className="sab-corner sab-corner--die">
      <Tooltip
        // A new roll draws a new die, so that it tumbles once.
        key={rollKey}
        className={`sab-die${pips === null ? ' is-blank' : ''}${tumbles ? ' is-rolled' : ''}`}
        role="img"
        tip={pips === null ? label : t('table.dieTip', { pips })}
        data-die=""
      >
        {Array.from({ length: 9 }, (_, cell) => (
          <span key={cell} className={`sab-pip${pips !== null && PIPS[pips]?.includes(cell) ? ' is-on' : ''}`} aria-hidden="true" />
        ))}
        <span className="visually-hidden">
          {pips ?? ''}
        </span>
      </Tooltip>
    </div>
  );
}

/** The ship's kitty: the chips paid so far. */
export function Kitty({ chips }: { chips: number }) {
  const { t } = useTranslation('schmuggler-an-bord');
  return (
    <Tooltip className="sab-corner sab-corner--kitty" tip={t('table.kittyTip', { count: chips })} data-tutorial="kitty">
      <span className="visually-hidden">{t('table.kitty')}</span>
      {/* Shown where the board has room for it; the hidden one above names the count for screen readers. */}
      <span className="sab-kitty-label" aria-hidden="true">
        {t('table.kitty')}
      </span>
      <span className="sab-kitty-pile" aria-hidden="true">
        <span className="sab-chip" />
        <span className="sab-chip" />
        <span className="sab-chip" />
      </span>
      <span className="sab-kitty-count" data-kitty="">
        {chips}
      </span>
    </Tooltip>
  );
}

export function TurnCount({ number }: { number: number }) {
  const { t } = useTranslation('schmuggler-an-bord');
  return (
    <div className="sab-corner sab-corner--turn">
      {number > 0 && <Tooltip tip={t('table.turnTip', { number })}>{t('table.turnNumber', { number })}</Tooltip>}
    </div>
  );
}

/**
 * "Reset view": puts a 3D table's camera back on the game's own shot after
 * the player has turned or zoomed it. Place it over the stage, outside the
 * canvas; it is there only while the player holds the view.
 */
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useViewControl, viewControl } from './viewControl';
import './ResetViewButton.css';

/** Bottom right of the stage (its parent must be positioned): the corner the games' overlays leave free. */
const CORNER: CSSProperties = { position: 'absolute', right: 10, bottom: 12, zIndex: 2 };

export function ResetViewButton({ className = 'btn btn-small', style = CORNER }: { className?: string; style?: CSSProperties }) {
  const { t } = useTranslation('shell');
  const { held } = useViewControl();
  if (!held) return null;
  return (
    // A control of what is shown, not of the game: it works on a replay's read-only table too (data-view-control).
    <button type="button" className={`${className} kit3d-reset`} style={style} onClick={() => viewControl.reset()} title={t('view.resetTitle')} data-view-control>
      {t('view.reset')}
    </button>
  );
}

/**
 * The hourglass: sand falls from the top bulb to the bottom one as the client's clock runs. What it
 * means (sculpting ends with its sand) is its tip, on hover, keyboard focus and long press.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Tooltip } from '../../../kit2d/Tooltip';

export function Hourglass({
  fraction,
  reducedMotion,
  step = 0,
}: {
  /** Share of the time left, 1 → 0. */
  fraction: number;
  reducedMotion: boolean;
  /**
   * The whole seconds left: the falling stream's grains move on one at each
   * (not a CSS animation, which repainted the station every frame while the
   * player thought: issue #27).
   */
  step?: number;
}) {
  const { t } = useTranslation('smugglers-2016');
  const left = Math.min(1, Math.max(0, fraction));
  // Top bulb: y 8..46, the sand's surface sinks towards the neck; bottom bulb: y 54..92, a heap rising.
  const topSurface = 46 - 34 * left;
  const heap = 92 - 34 * (1 - left);
  const running = left > 0 && left < 1;
  const id = 'sc' + useId().replace(/[^a-zA-Z0-9_-]/g, '');
  return (
    <Tooltip className="sc-hourglass-tip" role="img" tip={t('sculpt.hourglassTip', { state: left > 0 ? t('sculpt.hourglassRunning') : t('sculpt.hourglassOut') })}>
      <svg className="sc-hourglass" viewBox="0 0 60 100" aria-hidden="true" focusable="false">
        <defs>
          <clipPath id={`${id}-top`}>
            <path d="M10 8 H50 C50 28 34 40 31 48 H29 C26 40 10 28 10 8 Z" />
          </clipPath>
          <clipPath id={`${id}-bottom`}>
            <path d="M29 52 H31 C34 60 50 72 50 92 H10 C10 72 26 60 29 52 Z" />
          </clipPath>
        </defs>
        <rect x="6" y="2" width="48" height="6" rx="2" className="sc-hourglass-frame" />
        <rect x="6" y="92" width="48" height="6" rx="2" className="sc-hourglass-frame" />
        <g clipPath={`url(#${id}-top)`}>
          <rect x="0" y={topSurface} width="60" height={50 - topSurface} className="sc-sand" />
        </g>
        <g clipPath={`url(#${id}-bottom)`}>
          <path d={`M0 92 L0 ${Math.min(92, heap + 14)} Q30 ${heap - 6} 60 ${Math.min(92, heap + 14)} L60 92 Z`} className="sc-sand" />
        </g>
        {running && (
          <line
            x1="30"
            y1="48"
            x2="30"
            y2="90"
            className={reducedMotion ? 'sc-sand-stream' : 'sc-sand-stream sc-sand-stream-moving'}
            strokeDashoffset={reducedMotion ? undefined : -3 * (step % 2)}
          />
        )}
        <path d="M10 8 H50 C50 28 34 40 31 50 C34 60 50 72 50 92 H10 C10 72 26 60 29 50 C26 40 10 28 10 8 Z" className="sc-glass" />
      </svg>
    </Tooltip>
  );
}

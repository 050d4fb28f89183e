/**
 * The batch study's chart: pass rate against sphere diameter, one curve per
 * hole and roundness level, the holes marked, a compared study dashed.
 * Chart.js loads the first time a chart is drawn; a new language redraws it
 * in its words.
 */
import { type Ref, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SweepChartHandle } from './chartSetup';
import type { ChartSeries, HoleMarker } from './logic';

export interface SweepChartApi {
  /** The chart as a PNG data URL; null while it is not drawn. */
  toPng(): string | null;
}

export interface SweepChartProps {
  series: ChartSeries[];
  markers: HoleMarker[];
  /** Drawn above the curves (and so in the exported PNG). */
  title: string;
  /** Read by screen readers in place of the picture. */
  summary: string;
  ref?: Ref<SweepChartApi>;
}

export function SweepChart({ series, markers, title, summary, ref }: SweepChartProps) {
  const { t } = useTranslation('sandbox');
  const canvas = useRef<HTMLCanvasElement>(null);
  const chart = useRef<SweepChartHandle | null>(null);
  const latest = useRef({ series, markers, title, t });
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');

  useImperativeHandle(ref, () => ({ toPng: () => chart.current?.toPng() ?? null }), []);

  useEffect(() => {
    latest.current = { series, markers, title, t };
    chart.current?.update({ series, markers, title, t });
  }, [series, markers, title, t]);

  useEffect(() => {
    let cancelled = false;
    import('./chartSetup')
      .then(({ createSweepChart }) => {
        if (cancelled || !canvas.current) return;
        chart.current = createSweepChart(canvas.current, latest.current);
        setState('ready');
      })
      .catch(() => {
        if (!cancelled) setState('failed');
      });
    return () => {
      cancelled = true;
      chart.current?.destroy();
      chart.current = null;
    };
  }, []);

  return (
    <div className="study-chart" data-testid="sweep-chart" data-state={state}>
      <canvas ref={canvas} role="img" aria-label={summary} />
      {state === 'loading' && <p className="study-chart-note">{t('chart.drawing')}</p>}
      {state === 'failed' && <p className="study-chart-note message-error">{t('chart.failed')}</p>}
    </div>
  );
}

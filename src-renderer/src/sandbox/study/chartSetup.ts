/**
 * Chart.js, set up for the batch study's chart. Only SweepChart imports this
 * module, and only dynamically: Chart.js stays out of the menu's chunk and
 * loads with the first chart drawn.
 */
import {
  Chart,
  type ChartDataset,
  type Plugin,
  Legend,
  LineController,
  LineElement,
  LinearScale,
  PointElement,
  Title,
  Tooltip,
} from 'chart.js';
import type { SandboxT } from '../words';
import { type ChartSeries, type HoleMarker, sizeAxis } from './logic';

Chart.register(LineController, LineElement, PointElement, LinearScale, Legend, Title, Tooltip);

/** The chart's background: drawn into the canvas so that an exported PNG looks as it does on screen. */
export const CHART_BACKGROUND = '#0e1623';
const INK = '#f4ead7';
const INK_MUTED = '#cbbda4';
const GRID = 'rgba(203, 189, 164, 0.14)';
const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'DejaVu Sans', sans-serif";

export interface SweepChartData {
  series: ChartSeries[];
  markers: HoleMarker[];
  /** Drawn above the chart, so that an exported picture says what it shows. */
  title: string;
  /** The words of the axes, ticks, tooltips and hole marks (a new language redraws them). */
  t: SandboxT;
}

export interface SweepChartHandle {
  update(data: SweepChartData): void;
  /** The chart as a PNG data URL, at twice the screen's resolution when it can. */
  toPng(): string;
  destroy(): void;
}

function withAlpha(hex: string, alpha: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  return `rgba(${(value >> 16) & 255}, ${(value >> 8) & 255}, ${value & 255}, ${alpha})`;
}

function axisOptions(data: SweepChartData): { min?: number; max?: number } {
  const axis = sizeAxis(data.series, data.markers);
  return axis ? { min: axis.min, max: axis.max } : {};
}

function axisTicks(data: SweepChartData): { stepSize?: number } {
  const axis = sizeAxis(data.series, data.markers);
  return axis ? { stepSize: axis.stepMm } : {};
}

function datasets(series: ChartSeries[]): ChartDataset<'line', { x: number; y: number }[]>[] {
  return series.map((entry) => ({
    label: entry.label,
    data: entry.points,
    borderColor: entry.compare ? withAlpha(entry.color, 0.75) : entry.color,
    backgroundColor: entry.compare ? withAlpha(entry.color, 0.35) : entry.color,
    borderDash: entry.dash,
    borderWidth: entry.compare ? 1.75 : 2.25,
    pointStyle: entry.pointStyle,
    pointRadius: entry.compare ? 2 : 3,
    pointHoverRadius: 5,
    tension: 0,
    fill: false,
    // Points at 0 % and 100 % sit on the edges: let them show whole.
    clip: 6,
  }));
}

export function createSweepChart(canvas: HTMLCanvasElement, initial: SweepChartData): SweepChartHandle {
  let markers = initial.markers;
  let t = initial.t;

  const background: Plugin<'line'> = {
    id: 'studyBackground',
    beforeDraw(chart) {
      const { ctx } = chart;
      ctx.save();
      ctx.globalCompositeOperation = 'destination-over';
      ctx.fillStyle = CHART_BACKGROUND;
      ctx.fillRect(0, 0, chart.width, chart.height);
      ctx.restore();
    },
  };

  const holeLines: Plugin<'line'> = {
    id: 'studyHoleMarkers',
    beforeDatasetsDraw(chart) {
      const { ctx, chartArea, scales } = chart;
      const x = scales.x;
      if (!x) return;
      ctx.save();
      // eslint-disable-next-line i18next/no-literal-string -- a CSS font, not words
      ctx.font = `600 11px ${FONT}`;
      ctx.textAlign = 'center';
      ctx.textBaseline = 'top';
      markers.forEach((marker, index) => {
        const px = x.getPixelForValue(marker.diameterMm);
        if (px < chartArea.left - 0.5 || px > chartArea.right + 0.5) return;
        ctx.strokeStyle = withAlpha(marker.color, marker.compare ? 0.45 : 0.7);
        ctx.lineWidth = 1;
        ctx.setLineDash(marker.compare ? [2, 4] : [4, 4]);
        ctx.beginPath();
        ctx.moveTo(px, chartArea.top);
        ctx.lineTo(px, chartArea.bottom);
        ctx.stroke();
        // Labels alternate between two rows so that close holes stay readable.
        const y = chartArea.top + 4 + (index % 2) * 14;
        const text = `${t('chart.marker', { hole: marker.hole })}${marker.compare ? '′' : ''}`;
        const width = ctx.measureText(text).width + 6;
        ctx.fillStyle = withAlpha('#080c13', 0.8);
        ctx.fillRect(px - width / 2, y - 1, width, 13);
        ctx.fillStyle = marker.color;
        ctx.fillText(text, px, y);
      });
      ctx.restore();
    },
  };

  const chart = new Chart<'line', { x: number; y: number }[]>(canvas, {
    type: 'line',
    data: { datasets: datasets(initial.series) },
    plugins: [background, holeLines],
    options: {
      animation: false,
      responsive: true,
      maintainAspectRatio: false,
      devicePixelRatio: Math.max(2, globalThis.devicePixelRatio || 1),
      parsing: false,
      normalized: true,
      interaction: { mode: 'nearest', intersect: false },
      layout: { padding: { top: 8, right: 16, bottom: 4, left: 4 } },
      scales: {
        x: {
          type: 'linear',
          ...axisOptions(initial),
          title: { display: true, text: t('chart.xAxis'), color: INK_MUTED, font: { family: FONT, size: 13, weight: 'bold' } },
          ticks: { color: INK_MUTED, font: { family: FONT }, callback: (value) => t('units.number', { value: Number(value) }), ...axisTicks(initial) },
          grid: { color: GRID },
          border: { color: GRID },
        },
        y: {
          type: 'linear',
          min: 0,
          max: 100,
          title: { display: true, text: t('chart.yAxis'), color: INK_MUTED, font: { family: FONT, size: 13, weight: 'bold' } },
          ticks: { color: INK_MUTED, stepSize: 10, callback: (value) => t('chart.tick', { value: Number(value) }), font: { family: FONT } },
          grid: { color: GRID },
          border: { color: GRID },
        },
      },
      plugins: {
        title: {
          display: true,
          text: initial.title,
          color: INK,
          align: 'start',
          font: { family: FONT, size: 13, weight: 'bold' },
          padding: { top: 2, bottom: 10 },
        },
        legend: {
          position: 'bottom',
          labels: { color: INK, usePointStyle: true, boxWidth: 8, boxHeight: 8, padding: 10, font: { family: FONT, size: 11 } },
        },
        tooltip: {
          callbacks: {
            label: (item) => {
              const point = item.raw as { x: number; y: number };
              return t('chart.tooltip', {
                series: item.dataset.label ?? '',
                percent: Math.round(point.y),
                size: point.x,
                formatParams: { size: { maximumFractionDigits: 2 } },
              });
            },
          },
        },
      },
    },
  });

  return {
    update(data) {
      markers = data.markers;
      t = data.t;
      chart.data.datasets = datasets(data.series);
      const title = chart.options.plugins?.title;
      if (title) title.text = data.title;
      const x = chart.options.scales?.x;
      const y = chart.options.scales?.y;
      if (x?.title) x.title.text = t('chart.xAxis');
      if (y?.title) y.title.text = t('chart.yAxis');
      const axis = sizeAxis(data.series, data.markers);
      if (x && axis) {
        x.min = axis.min;
        x.max = axis.max;
        if (x.ticks) (x.ticks as { stepSize?: number }).stepSize = axis.stepMm;
      }
      chart.update();
    },
    toPng() {
      return chart.toBase64Image('image/png', 1);
    },
    destroy() {
      chart.destroy();
    },
  };
}

import { describe, expect, it } from 'vitest';
import { DEFAULT_PROFILE } from '../../../../shared/games/smugglers-2016/physics/profile';
import { MAX_SWEEP_ROLLS, type SweepLimit, type SweepResult, type SweepRow } from '../../../../shared/games/smugglers-2016/physics/sweep-plan';
import type { SweepUpdate } from '../../../../shared/games/smugglers-2016/sandbox-protocol';
import {
  COMPARE_DASH,
  IDLE_SWEEP,
  type SweepState,
  applySweepUpdate,
  buildSeries,
  chartFileName,
  chartTitle,
  copyName,
  csvFileName,
  defaultForm,
  defaultStudyName,
  etaText,
  fileSlug,
  formatMm,
  holeColor,
  holeMarkers,
  limitCellText,
  limitsTable,
  passPercent,
  planFromForm,
  progressFraction,
  progressPercent,
  progressText,
  roundnessLabel,
  sizeAxis,
} from './logic';

function row(hole: number, sphere: number, roundness: number, passed: number, trials = 10, holeMm = 20 + hole): SweepRow {
  return { hole, holeDiameterMm: holeMm, sphereDiameterMm: sphere, roundness, trials, passed, passRate: passed / trials };
}

describe('progress', () => {
  it('is a fraction clamped to 0..1, and 0 while the total is unknown', () => {
    expect(progressFraction(0, 0)).toBe(0);
    expect(progressFraction(5, 10)).toBe(0.5);
    expect(progressFraction(12, 10)).toBe(1);
    expect(progressFraction(-1, 10)).toBe(0);
    expect(progressFraction(Number.NaN, 10)).toBe(0);
    expect(progressPercent(2, 3)).toBe(66);
    expect(progressPercent(3, 3)).toBe(100);
  });

  it('says the rolls done with thousands separators', () => {
    expect(progressText(1234, 7000)).toBe('1,234 of 7,000 rolls');
  });

  it('says the time left in seconds, minutes or hours', () => {
    expect(etaText(null)).toBe('estimating the time left…');
    expect(etaText(-5)).toBe('estimating the time left…');
    expect(etaText(300)).toBe('less than a second left');
    expect(etaText(12_400)).toBe('about 12 s left');
    expect(etaText(59_400)).toBe('about 59 s left');
    expect(etaText(125_000)).toBe('about 2 min 05 s left');
    expect(etaText(3_780_000)).toBe('about 1 h 03 min left');
  });
});

describe('applySweepUpdate', () => {
  const running: SweepState = { ...IDLE_SWEEP, status: 'running', sweepId: 'sweep-aaaaaaaa', total: 100 };
  const update = (patch: Partial<SweepUpdate>): SweepUpdate => ({
    type: 'sweep',
    sweepId: 'sweep-aaaaaaaa',
    state: 'running',
    done: 10,
    total: 100,
    etaMs: 5000,
    result: null,
    error: null,
    ...patch,
  });

  it('follows the running sweep', () => {
    const next = applySweepUpdate(running, update({}));
    expect(next).toMatchObject({ status: 'running', done: 10, total: 100, etaMs: 5000 });
  });

  it('ignores another sweep and anything after the end', () => {
    expect(applySweepUpdate(running, update({ sweepId: 'sweep-bbbbbbbb' }))).toBe(running);
    const done = applySweepUpdate(running, update({ state: 'done', done: 100, result: {} as SweepResult }));
    expect(done.status).toBe('done');
    expect(done.result).not.toBeNull();
    expect(done.etaMs).toBeNull();
    expect(applySweepUpdate(done, update({}))).toBe(done);
  });

  it('keeps the reason of a failure', () => {
    expect(applySweepUpdate(running, update({ state: 'failed', error: 'worker died' }))).toMatchObject({ status: 'failed', error: 'worker died' });
    expect(applySweepUpdate(running, update({ state: 'failed' })).error).toBe('The sweep failed.');
    expect(applySweepUpdate(running, update({ state: 'cancelled', done: 40 }))).toMatchObject({ status: 'cancelled', done: 40, result: null });
  });
});

describe('planFromForm', () => {
  const form = defaultForm({ fromMm: 15, toMm: 42, stepMm: 1 }, 'Standard');

  it('turns the default form into a plan of all seven holes', () => {
    const check = planFromForm(form, DEFAULT_PROFILE);
    expect(check.ok).toBe(true);
    if (!check.ok) return;
    expect(check.plan.holes).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(check.plan.roundness).toEqual([1, 0.8, 0.6]);
    expect(check.plan.sizes).toEqual({ fromMm: 15, toMm: 42, stepMm: 1 });
    expect(check.rolls).toBe(7 * 28 * 3 * 10);
  });

  it('counts holes from 1 in the form and from 0 in the plan, sorted, once each', () => {
    const check = planFromForm({ ...form, holes: [7, 1, 4, 4] }, DEFAULT_PROFILE);
    expect(check.ok && check.plan.holes).toEqual([0, 3, 6]);
  });

  it('explains what is wrong', () => {
    expect(planFromForm(form, null)).toEqual({ ok: false, message: 'Choose a profile.' });
    expect(planFromForm({ ...form, holes: [] }, DEFAULT_PROFILE)).toMatchObject({ ok: false, message: 'Choose at least one hole.' });
    expect(planFromForm({ ...form, roundness: [] }, DEFAULT_PROFILE)).toMatchObject({ ok: false });
    expect(planFromForm({ ...form, trials: 'x' }, DEFAULT_PROFILE)).toEqual({ ok: false, message: 'Trials per size: type a number.' });
    const backwards = planFromForm({ ...form, fromMm: '40', toMm: '20' }, DEFAULT_PROFILE);
    expect(backwards.ok).toBe(false);
    expect(!backwards.ok && backwards.message).toMatch(/^Sizes: The sizes must run from the smaller to the larger/);
    const fractional = planFromForm({ ...form, trials: '2.5' }, DEFAULT_PROFILE);
    expect(!fractional.ok && fractional.message).toMatch(/^Trials per size: /);
  });

  it('refuses more rolls than a sweep may have', () => {
    const check = planFromForm({ ...form, fromMm: '1', toMm: '100', stepMm: '0.05', trials: '1000' }, DEFAULT_PROFILE);
    expect(check.ok).toBe(false);
    expect(!check.ok && check.message).toContain(MAX_SWEEP_ROLLS.toLocaleString('en-US'));
  });

  it('reads a decimal comma', () => {
    const check = planFromForm({ ...form, stepMm: '0,5' }, DEFAULT_PROFILE);
    expect(check.ok && check.plan.sizes.stepMm).toBe(0.5);
  });
});

describe('file names', () => {
  it('makes profile names safe', () => {
    expect(fileSlug('Standard')).toBe('standard');
    expect(fileSlug("Grand-mère's (big) holes")).toBe('grand-mere-s-big-holes');
    expect(fileSlug('...')).toBe('profile');
    expect(csvFileName('Standard', 42)).toBe('sweep-standard-42.csv');
    expect(chartFileName('Wide holes', 7)).toBe('sweep-wide-holes-7.png');
    expect(chartFileName('Wide holes', 7, 'svg')).toBe('sweep-wide-holes-7.svg');
  });

  it('names copies and studies', () => {
    expect(copyName('Standard', ['Standard'])).toBe('Standard copy');
    expect(copyName('Standard', ['Standard', 'standard copy'])).toBe('Standard copy 2');
    expect(copyName('x'.repeat(40), []).length).toBeLessThanOrEqual(40);
    expect(defaultStudyName({ profileName: 'Standard', seed: 3 })).toBe('Standard seed 3');
  });
});

describe('chart series', () => {
  const rows = [
    row(2, 22, 1, 2),
    row(1, 20, 1, 10),
    row(1, 22, 1, 5),
    row(1, 21, 1, 8),
    row(1, 20, 0.6, 9),
    row(1, 21, 0.6, 4),
  ];

  it('makes one curve per hole and roundness level, holes in order, roundest first, points by size', () => {
    const series = buildSeries(rows);
    expect(series.map((entry) => [entry.hole, entry.roundness])).toEqual([
      [1, 1],
      [1, 0.6],
      [2, 1],
    ]);
    expect(series[0]?.points).toEqual([
      { x: 20, y: 100 },
      { x: 21, y: 80 },
      { x: 22, y: 50 },
    ]);
    expect(series[0]?.label).toBe('Hole 1 (21 mm), roundness 1.0');
    expect(series[0]?.dash).toEqual([]);
    expect(series[1]?.dash).not.toEqual([]);
    expect(series[0]?.pointStyle).not.toBe(series[1]?.pointStyle);
    expect(series[0]?.color).toBe(holeColor(1));
    expect(series[2]?.color).toBe(holeColor(2));
  });

  it('leaves the roundness out of the label when there is one level', () => {
    expect(buildSeries([row(3, 20, 0.8, 1)])[0]?.label).toBe('Hole 3 (23 mm)');
  });

  it('draws a compared study dashed, named, with keys of its own', () => {
    const compared = buildSeries(rows, { compare: true, name: 'Wide' });
    expect(compared.every((entry) => entry.compare && entry.dash === COMPARE_DASH)).toBe(true);
    expect(compared[0]?.label).toBe('Wide: Hole 1 (21 mm), roundness 1.0');
    const keys = new Set([...buildSeries(rows), ...compared].map((entry) => entry.key));
    expect(keys.size).toBe(6);
  });

  it('keeps a compared study to the holes of the main one', () => {
    const compared = buildSeries(rows, { compare: true, onlyHoles: [2] });
    expect(compared.map((entry) => entry.hole)).toEqual([2]);
    expect(holeMarkers([row(1, 20, 1, 1)], [row(1, 20, 1, 1, 10, 25), row(3, 20, 1, 1)]).map((m) => [m.hole, m.diameterMm, m.compare])).toEqual([
      [1, 21, false],
      [1, 25, true],
    ]);
  });

  it('reads the pass rate from passed and trials, in percent', () => {
    expect(passPercent(row(1, 20, 1, 3, 4))).toBe(75);
    expect(passPercent({ ...row(1, 20, 1, 0, 0), passRate: 0.5 })).toBe(50);
  });

  it('marks each hole once, and a compared hole only where its size differs', () => {
    const other = [row(1, 20, 1, 1, 10, 21), row(2, 20, 1, 1, 10, 30)];
    expect(holeMarkers(rows, other)).toEqual([
      { hole: 1, diameterMm: 21, color: holeColor(1), compare: false },
      { hole: 2, diameterMm: 22, color: holeColor(2), compare: false },
      { hole: 2, diameterMm: 30, color: holeColor(2), compare: true },
    ]);
  });

  it('fits the size axis to whole ticks around the data and the holes', () => {
    expect(sizeAxis(buildSeries([row(1, 14, 1, 1), row(1, 42, 1, 1)]))).toEqual({ min: 14, max: 42, stepMm: 2 });
    expect(sizeAxis(buildSeries([row(1, 17.5, 1, 1), row(1, 23, 1, 1)]))).toEqual({ min: 17, max: 23, stepMm: 1 });
    expect(sizeAxis(buildSeries([row(1, 20, 1, 1)]), [{ hole: 1, diameterMm: 26, color: '#fff', compare: false }])).toEqual({
      min: 20,
      max: 26,
      stepMm: 1,
    });
    expect(sizeAxis(buildSeries([row(1, 5, 1, 1), row(1, 60, 1, 1)]))).toEqual({ min: 5, max: 60, stepMm: 5 });
    expect(sizeAxis([])).toBeNull();
    expect(sizeAxis(buildSeries([row(1, 20, 1, 1)]))).toEqual({ min: 20, max: 21, stepMm: 1 });
  });

  it('titles the chart with what was swept and what it is compared with', () => {
    const plan = { profileName: 'Standard', seed: 4, trials: 25 };
    expect(chartTitle(plan, null, null)).toBe('Pass rate by sphere diameter · profile Standard, seed 4, 25 trials per size');
    expect(chartTitle(plan, 'Mine', 'Wide')).toBe('Pass rate by sphere diameter · Mine · profile Standard, seed 4, 25 trials per size · dashed: Wide');
  });

  it('gives every hole its own colour', () => {
    expect(new Set([1, 2, 3, 4, 5, 6, 7].map(holeColor)).size).toBe(7);
  });
});

describe('limits table', () => {
  const limits: SweepLimit[] = [
    { hole: 4, holeDiameterMm: 32, roundness: 0.6, largest95Mm: 29 },
    { hole: 1, holeDiameterMm: 26, roundness: 1, largest95Mm: 25.5 },
    { hole: 1, holeDiameterMm: 26, roundness: 0.6, largest95Mm: null },
    { hole: 4, holeDiameterMm: 32, roundness: 1, largest95Mm: 31 },
  ];

  it('has a row per hole and a column per roundness level, roundest first', () => {
    expect(limitsTable(limits)).toEqual({
      levels: [1, 0.6],
      rows: [
        { hole: 1, holeDiameterMm: 26, cells: [25.5, null] },
        { hole: 4, holeDiameterMm: 32, cells: [31, 29] },
      ],
    });
  });

  it('says when nothing passed and when a level was not swept', () => {
    const table = limitsTable([{ hole: 2, holeDiameterMm: 35, roundness: 0.8, largest95Mm: 33 }, ...limits]);
    expect(table.rows[1]?.cells).toEqual([undefined, 33, undefined]);
    expect(limitCellText(undefined)).toBe('—');
    expect(limitCellText(null)).toBe('none passes');
    expect(limitCellText(25.5)).toBe('25.5 mm');
  });
});

describe('formatting', () => {
  it('writes sizes and roundness briefly', () => {
    expect(formatMm(26)).toBe('26 mm');
    expect(formatMm(25.25)).toBe('25.25 mm');
    expect(formatMm(1 / 3)).toBe('0.33 mm');
    expect(roundnessLabel(1)).toBe('1.0');
    expect(roundnessLabel(0.8)).toBe('0.8');
    expect(roundnessLabel(0.75)).toBe('0.75');
  });

});

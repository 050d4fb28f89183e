import { describe, expect, it } from 'vitest';
import { DEFAULT_PROFILE } from '../../../../shared/games/smugglers-2016/physics/profile';
import { MAX_SWEEP_ROLLS, type SweepLimit, type SweepResult, type SweepRow } from '../../../../shared/games/smugglers-2016/physics/sweep-plan';
import { sandboxNameSchema } from '../../../../shared/games/smugglers-2016/sandbox-protocol';
import type { SweepUpdate } from '../../../../shared/games/smugglers-2016/sandbox-protocol';
import { wordsIn } from '../../i18n/testing';
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
  nameProblem,
  passPercent,
  planFromForm,
  progressFraction,
  progressPercent,
  progressText,
  roundnessLabel,
  sizeAxis,
} from './logic';

const en = await wordsIn('en', 'sandbox');
const de = await wordsIn('de', 'sandbox');
const fr = await wordsIn('fr', 'sandbox');

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
    expect(progressText(en, 1234, 7000)).toBe('1,234 of 7,000 rolls');
    expect(progressText(en, 0, 1)).toBe('0 of 1 roll');
    expect(progressText(de, 1234, 7000)).toBe('1.234 von 7.000 Läufen');
    expect(progressText(fr, 1234, 7000)).toBe('1\u202f234 sur 7\u202f000 lancers');
  });

  it('says the time left in seconds, minutes or hours', () => {
    expect(etaText(en, null)).toBe('estimating the time left…');
    expect(etaText(en, -5)).toBe('estimating the time left…');
    expect(etaText(en, 300)).toBe('less than a second left');
    expect(etaText(en, 12_400)).toBe('about 12 s left');
    expect(etaText(en, 59_400)).toBe('about 59 s left');
    expect(etaText(en, 125_000)).toBe('about 2 min 05 s left');
    expect(etaText(en, 3_780_000)).toBe('about 1 h 03 min left');
    expect(etaText(de, 125_000)).toBe('noch etwa 2\u00a0min 05\u00a0s');
    expect(etaText(fr, 125_000)).toBe('environ 2\u00a0min 05\u00a0s restantes');
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
    expect(applySweepUpdate(running, update({ state: 'failed' })).error).toBeNull();
    expect(applySweepUpdate(running, update({ state: 'cancelled', done: 40 }))).toMatchObject({ status: 'cancelled', done: 40, result: null });
  });
});

describe('planFromForm', () => {
  const form = defaultForm({ fromMm: 15, toMm: 42, stepMm: 1 }, 'Standard');

  it('turns the default form into a plan of all seven holes', () => {
    const check = planFromForm(en, form, DEFAULT_PROFILE);
    expect(check.ok).toBe(true);
    if (!check.ok) return;
    expect(check.plan.holes).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(check.plan.roundness).toEqual([1, 0.8, 0.6]);
    expect(check.plan.sizes).toEqual({ fromMm: 15, toMm: 42, stepMm: 1 });
    expect(check.rolls).toBe(7 * 28 * 3 * 10);
  });

  it('counts holes from 1 in the form and from 0 in the plan, sorted, once each', () => {
    const check = planFromForm(en, { ...form, holes: [7, 1, 4, 4] }, DEFAULT_PROFILE);
    expect(check.ok && check.plan.holes).toEqual([0, 3, 6]);
  });

  it('explains what is wrong', () => {
    expect(planFromForm(en, form, null)).toEqual({ ok: false, message: 'Choose a profile.' });
    expect(planFromForm(en, { ...form, holes: [] }, DEFAULT_PROFILE)).toMatchObject({ ok: false, message: 'Choose at least one hole.' });
    expect(planFromForm(en, { ...form, roundness: [] }, DEFAULT_PROFILE)).toMatchObject({ ok: false });
    expect(planFromForm(en, { ...form, trials: 'x' }, DEFAULT_PROFILE)).toEqual({ ok: false, message: 'Trials per size: type a number.' });
    const backwards = planFromForm(en, { ...form, fromMm: '40', toMm: '20' }, DEFAULT_PROFILE);
    expect(backwards.ok).toBe(false);
    expect(!backwards.ok && backwards.message).toMatch(/^Sizes: The sizes must run from the smaller to the larger/);
    const fractional = planFromForm(en, { ...form, trials: '2.5' }, DEFAULT_PROFILE);
    expect(fractional).toEqual({ ok: false, message: 'Trials per size: must be a whole number.' });
    expect(planFromForm(en, { ...form, trials: '0' }, DEFAULT_PROFILE)).toEqual({ ok: false, message: 'Trials per size: must be at least 1.' });
  });

  it('explains what is wrong in German and French', () => {
    expect(planFromForm(de, form, null)).toEqual({ ok: false, message: 'Wähle ein Profil.' });
    expect(planFromForm(fr, { ...form, holes: [] }, DEFAULT_PROFILE)).toEqual({ ok: false, message: 'Choisissez au moins un trou.' });
    expect(planFromForm(de, { ...form, trials: 'x' }, DEFAULT_PROFILE)).toEqual({ ok: false, message: 'Versuche je Größe: Gib eine Zahl ein.' });
    expect(planFromForm(fr, { ...form, trials: '2.5' }, DEFAULT_PROFILE)).toEqual({ ok: false, message: 'Essais par taille\u00a0: doit être un nombre entier.' });
    expect(planFromForm(de, { ...form, holes: [1], roundness: [1], trials: '1', stepMm: '0,01' }, DEFAULT_PROFILE)).toEqual({ ok: false, message: 'Schritt: muss mindestens 0,05 sein.' });
    expect(planFromForm(fr, { ...form, fromMm: '40', toMm: '20' }, DEFAULT_PROFILE)).toEqual({
      ok: false,
      message: 'Tailles\u00a0: les tailles doivent aller de la plus petite à la plus grande.',
    });
    const tooMany = planFromForm(de, { ...form, fromMm: '1', toMm: '100', stepMm: '0.05', trials: '1000' }, DEFAULT_PROFILE);
    expect(!tooMany.ok && tooMany.message).toContain(MAX_SWEEP_ROLLS.toLocaleString('de'));
  });

  it('refuses more rolls than a sweep may have', () => {
    const check = planFromForm(en, { ...form, fromMm: '1', toMm: '100', stepMm: '0.05', trials: '1000' }, DEFAULT_PROFILE);
    expect(check.ok).toBe(false);
    expect(!check.ok && check.message).toContain(MAX_SWEEP_ROLLS.toLocaleString('en'));
  });

  it('reads a decimal comma', () => {
    const check = planFromForm(en, { ...form, stepMm: '0,5' }, DEFAULT_PROFILE);
    expect(check.ok && check.plan.sizes.stepMm).toBe(0.5);
  });
});

describe('file names', () => {
  it('makes profile names safe', () => {
    expect(fileSlug(en, 'Standard')).toBe('standard');
    expect(fileSlug(en, "Grand-mère's (big) holes")).toBe('grand-mere-s-big-holes');
    expect(fileSlug(en, '...')).toBe('profile');
    expect(csvFileName(en, 'Standard', 42)).toBe('sweep-standard-42.csv');
    expect(chartFileName(en, 'Wide holes', 7)).toBe('sweep-wide-holes-7.png');
    expect(chartFileName(en, 'Wide holes', 7, 'svg')).toBe('sweep-wide-holes-7.svg');
  });

  it('names copies and studies', () => {
    expect(copyName(en, 'Standard', ['Standard'])).toBe('Standard copy');
    expect(copyName(en, 'Standard', ['Standard', 'standard copy'])).toBe('Standard copy 2');
    expect(copyName(en, 'x'.repeat(40), []).length).toBeLessThanOrEqual(40);
    expect(defaultStudyName(en, { profileName: 'Standard', seed: 3 })).toBe('Standard seed 3');
    expect(copyName(de, 'Standard', ['Standard'])).toBe('Standard Kopie');
    expect(copyName(fr, 'Standard', ['Standard', 'Standard copie'])).toBe('Standard copie 2');
    expect(copyName(de, 'x'.repeat(40), []).length).toBeLessThanOrEqual(40);
    expect(csvFileName(de, 'Große Löcher', 42)).toBe('messreihe-grosse-locher-42.csv');
  });

  it('says why a name is refused', () => {
    const issue = (name: string) => (sandboxNameSchema.safeParse(name).error?.issues ?? [])[0];
    expect(nameProblem(en, issue(''))).toBe('A name cannot be empty.');
    expect(nameProblem(en, issue('x'.repeat(41)))).toBe('A name has at most 40 characters.');
    expect(nameProblem(en, issue('a/b'))).toBe("A name may use letters, digits, spaces and . , ' ( ) - _ only.");
    expect(nameProblem(de, issue(''))).toBe('Ein Name darf nicht leer sein.');
    expect(nameProblem(fr, issue('x'.repeat(41)))).toBe('Un nom compte au plus 40 caractères.');
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
    const series = buildSeries(en, rows);
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
    expect(buildSeries(en, [row(3, 20, 0.8, 1)])[0]?.label).toBe('Hole 3 (23 mm)');
  });

  it('draws a compared study dashed, named, with keys of its own', () => {
    const compared = buildSeries(en, rows, { compare: true, name: 'Wide' });
    expect(compared.every((entry) => entry.compare && entry.dash === COMPARE_DASH)).toBe(true);
    expect(compared[0]?.label).toBe('Wide: Hole 1 (21 mm), roundness 1.0');
    const keys = new Set([...buildSeries(en, rows), ...compared].map((entry) => entry.key));
    expect(keys.size).toBe(6);
  });

  it('keeps a compared study to the holes of the main one', () => {
    const compared = buildSeries(en, rows, { compare: true, onlyHoles: [2] });
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
    expect(sizeAxis(buildSeries(en, [row(1, 14, 1, 1), row(1, 42, 1, 1)]))).toEqual({ min: 14, max: 42, stepMm: 2 });
    expect(sizeAxis(buildSeries(en, [row(1, 17.5, 1, 1), row(1, 23, 1, 1)]))).toEqual({ min: 17, max: 23, stepMm: 1 });
    expect(sizeAxis(buildSeries(en, [row(1, 20, 1, 1)]), [{ hole: 1, diameterMm: 26, color: '#fff', compare: false }])).toEqual({
      min: 20,
      max: 26,
      stepMm: 1,
    });
    expect(sizeAxis(buildSeries(en, [row(1, 5, 1, 1), row(1, 60, 1, 1)]))).toEqual({ min: 5, max: 60, stepMm: 5 });
    expect(sizeAxis([])).toBeNull();
    expect(sizeAxis(buildSeries(en, [row(1, 20, 1, 1)]))).toEqual({ min: 20, max: 21, stepMm: 1 });
  });

  it('titles the chart with what was swept and what it is compared with', () => {
    const plan = { profileName: 'Standard', seed: 4, trials: 25 };
    expect(chartTitle(en, plan, null, null)).toBe('Pass rate by sphere diameter · profile Standard, seed 4, 25 trials per size');
    expect(chartTitle(en, plan, 'Mine', 'Wide')).toBe('Pass rate by sphere diameter · Mine · profile Standard, seed 4, 25 trials per size · dashed: Wide');
    expect(chartTitle(de, plan, null, 'Wide')).toBe('Durchgangsquote nach Kugeldurchmesser · Profil Standard, Startwert 4, 25 Versuche je Größe · gestrichelt: Wide');
    expect(chartTitle(fr, { ...plan, trials: 1 }, null, null)).toBe('Taux de passage selon le diamètre de la boule · profil Standard, graine 4, 1 essai par taille');
  });

  it('labels the curves in German and French, with a decimal comma', () => {
    const series = buildSeries(de, [row(1, 20, 1, 2, 10, 25.5), row(1, 20, 0.75, 2, 10, 25.5)]);
    expect(series.map((entry) => entry.label)).toEqual(['Loch 1 (25,5\u00a0mm), Rundheit 1,0', 'Loch 1 (25,5\u00a0mm), Rundheit 0,75']);
    expect(buildSeries(fr, [row(2, 20, 1, 2)], { compare: true, name: 'Large' })[0]?.label).toBe('Large\u00a0: Trou 2 (22\u00a0mm)');
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
    expect(limitCellText(en, undefined)).toBe('—');
    expect(limitCellText(en, null)).toBe('none passes');
    expect(limitCellText(en, 25.5)).toBe('25.5 mm');
    expect(limitCellText(de, 25.5)).toBe('25,5\u00a0mm');
    expect(limitCellText(fr, null)).toBe('aucune ne passe');
  });
});

describe('formatting', () => {
  it('writes sizes and roundness briefly', () => {
    expect(formatMm(en, 26)).toBe('26 mm');
    expect(formatMm(en, 25.25)).toBe('25.25 mm');
    expect(formatMm(en, 1 / 3)).toBe('0.33 mm');
    expect(roundnessLabel(en, 1)).toBe('1.0');
    expect(roundnessLabel(en, 0.8)).toBe('0.8');
    expect(roundnessLabel(en, 0.75)).toBe('0.75');
    expect(formatMm(de, 25.25)).toBe('25,25\u00a0mm');
    expect(roundnessLabel(fr, 0.8)).toBe('0,8');
  });

});

/**
 * The sandbox's "Batch study" tab: plan a sweep (holes, sizes, roundness,
 * trials, seed, profile), run it in the host with a progress bar, then read
 * the chart of pass rates and the table of the largest sizes that pass with
 * 95 % certainty; export them, save the study, load saved ones and overlay a
 * second study to compare.
 */
import { type RefObject, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PROFILE } from '../../../../shared/games/smugglers-2016/physics/profile';
import { defaultSweepSizes, sweepCsv } from '../../../../shared/games/smugglers-2016/physics/sweep';
import type { SweepResult } from '../../../../shared/games/smugglers-2016/physics/sweep-plan';
import {
  type NamedProfile,
  STANDARD_PROFILE_NAME,
  type Study,
  type StudySummary,
  sandboxNameSchema,
} from '../../../../shared/games/smugglers-2016/sandbox-protocol';
import { ConfirmDialog } from '../../components/Dialog';
import { errorMessage, getHost } from '../../host';
import { formatDateTime } from '../../i18n/format';
import { num } from '../words';
import { downloadDataUrl, downloadText } from './download';
import {
  HOLE_NUMBERS,
  ROUNDNESS_CHOICES,
  type StudyForm,
  buildSeries,
  chartFileName,
  chartTitle,
  csvFileName,
  defaultForm,
  defaultStudyName,
  etaText,
  formatMm,
  holeColor,
  holeMarkers,
  limitCellText,
  limitsTable,
  nameProblem,
  planFromForm,
  progressFraction,
  progressPercent,
  progressText,
  roundnessLabel,
} from './logic';
import { SweepChart, type SweepChartApi } from './SweepChart';
import { useSweep } from './sweepStore';
import './study.css';

type Notice = { kind: 'ok' | 'error'; text: string } | null;

/** What the results area shows: the sweep just run (savable) or a saved study. */
interface Shown {
  result: SweepResult;
  /** Set while it is the finished sweep of this window (it can be saved). */
  sweepId: string | null;
  /** The saved study's name, once saved or when loaded. */
  savedName: string | null;
}

function formatDate(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? '' : formatDateTime(time);
}

/** What the panel showed when the player last left the tab: it comes back as it was. */
const memory: {
  form: StudyForm | null;
  shown: Shown | null;
  compare: Study | null;
  studyName: string;
  /** The finished sweep whose results were last put on show (so a later visit does not put them back over a loaded study). */
  shownSweepId: string | null;
} = {
  form: null,
  shownSweepId: null,
  shown: null,
  compare: null,
  studyName: '',
};

export function BatchStudyPanel() {
  const { t } = useTranslation('sandbox');
  const sweep = useSweep();
  const ids = useId();
  const [profiles, setProfiles] = useState<NamedProfile[] | null>(null);
  const [form, setForm] = useState<StudyForm>(() => memory.form ?? defaultForm(defaultSweepSizes(DEFAULT_PROFILE), STANDARD_PROFILE_NAME));
  const [studies, setStudies] = useState<StudySummary[] | null>(null);
  const [shown, setShown] = useState<Shown | null>(() => memory.shown);
  const [compare, setCompare] = useState<Study | null>(() => memory.compare);
  const [studyName, setStudyName] = useState(() => memory.studyName);
  const [notice, setNotice] = useState<Notice>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<StudySummary | null>(null);
  const chartApi = useRef<SweepChartApi>(null);
  const formTouched = useRef(memory.form !== null);

  useEffect(() => {
    memory.shown = shown;
    memory.compare = compare;
    memory.studyName = studyName;
    if (formTouched.current) memory.form = form;
  }, [form, shown, compare, studyName]);

  const refreshStudies = useCallback(async () => {
    try {
      setStudies(await getHost().request({ type: 'listStudies' }));
    } catch (cause) {
      setStudies([]);
      setNotice({ kind: 'error', text: t('study.notice.studiesFailed', { error: errorMessage(cause) }) });
    }
  }, [t]);

  useEffect(() => {
    let live = true;
    getHost()
      .request({ type: 'listProfiles' })
      .then((list) => {
        if (!live) return;
        setProfiles(list);
        const standard = list.find((entry) => entry.name === STANDARD_PROFILE_NAME) ?? list[0];
        if (!standard) return;
        if (!formTouched.current) setForm(defaultForm(defaultSweepSizes(standard.profile), standard.name));
        else setForm((current) => (list.some((entry) => entry.name === current.profileName) ? current : { ...current, profileName: standard.name }));
      })
      .catch((cause: unknown) => {
        if (!live) return;
        setProfiles([]);
        setNotice({ kind: 'error', text: t('study.notice.profilesFailed', { error: errorMessage(cause) }) });
      });
    void refreshStudies();
    return () => {
      live = false;
    };
  }, [refreshStudies]);

  // A sweep that finished shows its results (also when it finished while another tab was open).
  useEffect(() => {
    if (sweep.status === 'done' && sweep.result && sweep.sweepId !== memory.shownSweepId) {
      memory.shownSweepId = sweep.sweepId;
      setShown({ result: sweep.result, sweepId: sweep.sweepId, savedName: null });
      setStudyName(defaultStudyName(t, sweep.result.plan));
    }
  }, [sweep.status, sweep.result, sweep.sweepId, t]);

  const profile = profiles?.find((entry) => entry.name === form.profileName)?.profile ?? (profiles ? null : DEFAULT_PROFILE);
  const check = useMemo(() => planFromForm(t, form, profile ?? null), [t, form, profile]);
  const running = sweep.status === 'starting' || sweep.status === 'running';

  function edit(patch: Partial<StudyForm>) {
    formTouched.current = true;
    setForm((current) => ({ ...current, ...patch }));
  }

  function toggle(list: number[], value: number): number[] {
    return list.includes(value) ? list.filter((entry) => entry !== value) : [...list, value];
  }

  function resetSizes() {
    if (!profile) return;
    const sizes = defaultSweepSizes(profile);
    edit({ fromMm: String(sizes.fromMm), toMm: String(sizes.toMm), stepMm: String(sizes.stepMm) });
  }

  async function run() {
    if (!check.ok) return;
    setNotice(null);
    await useSweep.getState().start(check.plan);
  }

  async function loadStudy(summary: StudySummary, asCompare: boolean) {
    setBusy(summary.name);
    setNotice(null);
    try {
      const study = await getHost().request({ type: 'loadStudy', name: summary.name });
      if (asCompare) setCompare(study);
      else {
        setShown({ result: study.result, sweepId: null, savedName: study.name });
        setStudyName(study.name);
        if (compare?.name === study.name) setCompare(null);
      }
    } catch (cause) {
      setNotice({ kind: 'error', text: errorMessage(cause) });
    } finally {
      setBusy(null);
    }
  }

  async function saveStudy() {
    if (!shown?.sweepId) return;
    const name = sandboxNameSchema.safeParse(studyName);
    if (!name.success) {
      setNotice({ kind: 'error', text: nameProblem(t, name.error.issues[0]) });
      return;
    }
    setBusy('save');
    setNotice(null);
    try {
      const saved = await getHost().request({ type: 'saveStudy', name: name.data, sweepId: shown.sweepId });
      setShown({ ...shown, savedName: saved.name });
      setNotice({ kind: 'ok', text: t('study.notice.savedStudy', { name: saved.name }) });
      await refreshStudies();
    } catch (cause) {
      setNotice({ kind: 'error', text: errorMessage(cause) });
    } finally {
      setBusy(null);
    }
  }

  async function confirmDelete() {
    const summary = toDelete;
    if (!summary) return;
    setBusy(summary.name);
    setNotice(null);
    try {
      await getHost().request({ type: 'deleteStudy', name: summary.name });
      if (compare?.name === summary.name) setCompare(null);
      if (shown?.savedName === summary.name && !shown.sweepId) setShown(null);
      setNotice({ kind: 'ok', text: t('study.notice.deletedStudy', { name: summary.name }) });
      await refreshStudies();
    } catch (cause) {
      setNotice({ kind: 'error', text: errorMessage(cause) });
    } finally {
      setBusy(null);
      setToDelete(null);
    }
  }

  function exportCsv() {
    if (!shown) return;
    const { plan } = shown.result;
    downloadText(csvFileName(t, plan.profileName, plan.seed), sweepCsv(shown.result));
  }

  function exportPng() {
    if (!shown) return;
    const png = chartApi.current?.toPng();
    if (!png) {
      setNotice({ kind: 'error', text: t('study.notice.notDrawn') });
      return;
    }
    const { plan } = shown.result;
    downloadDataUrl(chartFileName(t, plan.profileName, plan.seed, 'png'), png);
  }

  return (
    <div className="study">
      <section className="study-plan panel-navy" aria-labelledby="study-plan-title">
        <h2 id="study-plan-title">{t('study.sweep')}</h2>
        <form
          className="study-form"
          onSubmit={(event) => {
            event.preventDefault();
            void run();
          }}
        >
          <fieldset className="study-fieldset">
            <legend className="field-label">{t('study.holes')}</legend>
            <div className="study-checks">
              {HOLE_NUMBERS.map((hole) => (
                <label key={hole} className="study-check">
                  <input
                    type="checkbox"
                    checked={form.holes.includes(hole)}
                    onChange={() => edit({ holes: toggle(form.holes, hole) })}
                    disabled={running}
                  />
                  <span className="study-swatch" style={{ background: holeColor(hole) }} aria-hidden="true" />
                  {hole}
                  {profile && <span className="study-check-note">{formatMm(t, profile.holesMm[hole - 1] ?? 0)}</span>}
                </label>
              ))}
            </div>
          </fieldset>

          <fieldset className="study-fieldset">
            <legend className="field-label">{t('study.sizes')}</legend>
            <div className="study-row">
              <NumberField label={t('study.fields.fromMm')} value={form.fromMm} onChange={(fromMm) => edit({ fromMm })} disabled={running} step="0.5" />
              <NumberField label={t('study.fields.toMm')} value={form.toMm} onChange={(toMm) => edit({ toMm })} disabled={running} step="0.5" />
              <NumberField label={t('study.fields.stepMm')} value={form.stepMm} onChange={(stepMm) => edit({ stepMm })} disabled={running} step="0.25" />
              <button type="button" className="btn btn-small btn-ghost study-row-button" onClick={resetSizes} disabled={running || !profile}>
                {t('study.defaultSizes')}
              </button>
            </div>
          </fieldset>

          <fieldset className="study-fieldset">
            <legend className="field-label">{t('study.roundnessLevels')}</legend>
            <div className="study-checks">
              {ROUNDNESS_CHOICES.map((level) => (
                <label key={level} className="study-check">
                  <input
                    type="checkbox"
                    checked={form.roundness.includes(level)}
                    onChange={() => edit({ roundness: toggle(form.roundness, level) })}
                    disabled={running}
                  />
                  {roundnessLabel(t, level)}
                </label>
              ))}
            </div>
          </fieldset>

          <div className="study-row">
            <NumberField label={t('study.fields.trials')} value={form.trials} onChange={(trials) => edit({ trials })} disabled={running} step="1" />
            <NumberField label={t('study.fields.seed')} value={form.seed} onChange={(seed) => edit({ seed })} disabled={running} step="1" />
            <div className="field study-profile">
              <label className="field-label" htmlFor={`${ids}-profile`}>
                {t('study.fields.profile')}
              </label>
              <select
                id={`${ids}-profile`}
                className="select"
                value={form.profileName}
                onChange={(event) => edit({ profileName: event.target.value })}
                disabled={running || !profiles}
              >
                {(profiles ?? [{ name: STANDARD_PROFILE_NAME }]).map((entry) => (
                  <option key={entry.name} value={entry.name}>
                    {entry.name}
                  </option>
                ))}
              </select>
            </div>
          </div>

          <div className="study-actions">
            <button type="submit" className="btn btn-primary" disabled={running || !check.ok}>
              {t('study.run')}
            </button>
            {running && (
              <button type="button" className="btn btn-danger" onClick={() => void useSweep.getState().cancel()} disabled={sweep.status !== 'running'}>
                {t('study.cancel')}
              </button>
            )}
            <span className={check.ok ? 'hint' : 'message-error'} aria-live="polite">
              {check.ok ? t('study.rolls', { count: check.rolls }) : check.message}
            </span>
          </div>
        </form>

        {sweep.status !== 'idle' && (
          <div className="study-progress" aria-live="polite">
            <div
              className="study-progressbar"
              role="progressbar"
              aria-label={t('study.progressLabel')}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={progressPercent(sweep.done, sweep.total)}
              aria-valuetext={progressText(t, sweep.done, sweep.total)}
            >
              <div className="study-progressbar-fill" style={{ width: `${progressFraction(sweep.done, sweep.total) * 100}%` }} />
            </div>
            <p className="study-progress-text">
              {sweep.status === 'starting' && t('study.starting')}
              {sweep.status === 'running' && t('study.running', { progress: progressText(t, sweep.done, sweep.total), eta: etaText(t, sweep.etaMs) })}
              {sweep.status === 'done' && t('study.done', { progress: progressText(t, sweep.done, sweep.total) })}
              {sweep.status === 'cancelled' && t('study.cancelled', { progress: progressText(t, sweep.done, sweep.total) })}
              {sweep.status === 'failed' && (
                <span className="message-error">{sweep.error === null ? t('study.failedNoReason') : t('study.failed', { error: sweep.error })}</span>
              )}
            </p>
            {sweep.status === 'running' && sweep.error && <p className="message-error">{sweep.error}</p>}
          </div>
        )}
      </section>

      {notice && (
        <p className={notice.kind === 'ok' ? 'message-ok' : 'message-error'} role={notice.kind === 'error' ? 'alert' : 'status'}>
          {notice.text}
        </p>
      )}

      {shown ? (
        <Results
          shown={shown}
          compare={compare}
          chartApi={chartApi}
          studyName={studyName}
          onStudyName={setStudyName}
          onSave={() => void saveStudy()}
          saving={busy === 'save'}
          onExportCsv={exportCsv}
          onExportPng={exportPng}
          onStopCompare={() => setCompare(null)}
        />
      ) : (
        <p className="hint study-empty">
          {running ? t('study.emptyRunning') : t('study.empty')}
        </p>
      )}

      <section className="study-saved panel-navy" aria-labelledby="study-saved-title">
        <h2 id="study-saved-title">{t('study.saved.title')}</h2>
        {studies === null ? (
          <p className="hint">{t('study.saved.loading')}</p>
        ) : studies.length === 0 ? (
          <p className="hint">{t('study.saved.none')}</p>
        ) : (
          <ul className="study-list">
            {studies.map((summary) => (
              <li key={summary.name} className="study-list-item">
                <div className="study-list-text">
                  <strong>{summary.name}</strong>
                  <span className="hint">
                    {t('study.saved.summary', {
                      profile: summary.profileName,
                      holes: summary.holes.join(t('units.listSeparator')),
                      levels: summary.roundness.map((level) => roundnessLabel(t, level)).join(t('units.listSeparator')),
                      count: summary.rolls,
                      date: formatDate(summary.savedAt),
                    })}
                  </span>
                </div>
                <div className="study-list-actions">
                  <button type="button" className="btn btn-small" onClick={() => void loadStudy(summary, false)} disabled={busy !== null}>
                    {t('study.saved.load')}
                  </button>
                  <button
                    type="button"
                    className="btn btn-small"
                    onClick={() => void loadStudy(summary, true)}
                    disabled={busy !== null || !shown || compare?.name === summary.name || (shown.sweepId === null && shown.savedName === summary.name)}
                    aria-label={t('study.saved.compareWith', { name: summary.name })}
                  >
                    {t('study.saved.compare')}
                  </button>
                  <button
                    type="button"
                    className="btn btn-small btn-ghost"
                    onClick={() => setToDelete(summary)}
                    disabled={busy !== null}
                    aria-label={t('study.saved.deleteName', { name: summary.name })}
                  >
                    {t('study.saved.delete')}
                  </button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>

      {toDelete && (
        <ConfirmDialog
          title={t('study.deleteDialog.title')}
          message={t('study.deleteDialog.message', { name: toDelete.name })}
          confirmLabel={t('study.deleteDialog.confirm')}
          danger
          busy={busy === toDelete.name}
          onConfirm={() => void confirmDelete()}
          onCancel={() => setToDelete(null)}
        />
      )}
    </div>
  );
}

function NumberField(props: { label: string; value: string; onChange(value: string): void; disabled?: boolean; step?: string }) {
  const id = useId();
  return (
    <div className="field study-number">
      <label className="field-label" htmlFor={id}>
        {props.label}
      </label>
      <input
        id={id}
        className="input"
        type="number"
        inputMode="decimal"
        step={props.step}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        disabled={props.disabled}
      />
    </div>
  );
}

interface ResultsProps {
  shown: Shown;
  compare: Study | null;
  chartApi: RefObject<SweepChartApi | null>;
  studyName: string;
  onStudyName(name: string): void;
  onSave(): void;
  saving: boolean;
  onExportCsv(): void;
  onExportPng(): void;
  onStopCompare(): void;
}

function Results(props: ResultsProps) {
  const { t } = useTranslation('sandbox');
  const { shown, compare } = props;
  const ids = useId();
  const { plan } = shown.result;
  const series = useMemo(() => {
    const main = buildSeries(t, shown.result.rows);
    if (!compare) return main;
    const holes = [...new Set(shown.result.rows.map((row) => row.hole))];
    return [...main, ...buildSeries(t, compare.result.rows, { compare: true, name: compare.name, onlyHoles: holes })];
  }, [t, shown.result.rows, compare]);
  const markers = useMemo(() => holeMarkers(shown.result.rows, compare?.result.rows ?? []), [shown.result.rows, compare]);
  const table = useMemo(() => limitsTable(shown.result.limits), [shown.result.limits]);
  const compareTable = useMemo(() => (compare ? limitsTable(compare.result.limits) : null), [compare]);
  const title = shown.savedName ?? t('study.results.thisSweep');
  const about = { count: table.rows.length, profile: plan.profileName, seed: String(plan.seed) };
  const summary = compare ? t('study.results.summaryCompared', { ...about, name: compare.name }) : t('study.results.summary', about);

  return (
    <section className="study-results panel-navy" aria-labelledby="study-results-title">
      <header className="study-results-header">
        <div>
          <h2 id="study-results-title">{title}</h2>
          <p className="hint">
            {t('study.results.about', {
              profile: plan.profileName,
              seed: String(plan.seed),
              trials: plan.trials,
              count: shown.result.rolls,
              seconds: num(t, shown.result.elapsedMs / 1000, 1),
            })}
          </p>
          {compare && (
            <p className="hint">
              {t('study.results.comparing', { name: compare.name, profile: compare.result.plan.profileName })}{' '}
              <button type="button" className="btn btn-small btn-ghost" onClick={props.onStopCompare}>
                {t('study.results.stopComparing')}
              </button>
            </p>
          )}
        </div>
        <div className="study-results-actions">
          <button type="button" className="btn btn-small" onClick={props.onExportCsv}>
            {t('study.results.exportCsv')}
          </button>
          <button type="button" className="btn btn-small" onClick={props.onExportPng}>
            {t('study.results.exportPng')}
          </button>
        </div>
      </header>

      <SweepChart
        ref={props.chartApi}
        series={series}
        markers={markers}
        title={chartTitle(t, plan, shown.savedName, compare?.name ?? null)}
        summary={summary}
      />

      <h3 className="study-subtitle">{t('study.results.limitsTitle')}</h3>
      <table className="study-table" data-testid="sweep-limits">
        <thead>
          <tr>
            <th scope="col">{t('study.results.hole')}</th>
            <th scope="col">{t('study.results.diameter')}</th>
            {table.levels.map((level) => (
              <th key={level} scope="col">
                {t('study.results.roundness', { level: roundnessLabel(t, level) })}
              </th>
            ))}
            {compareTable &&
              compareTable.levels.map((level) => (
                <th key={`c${level}`} scope="col" className="study-compare-cell">
                  {t('study.results.compareLevel', { name: compare?.name ?? '', level: roundnessLabel(t, level) })}
                </th>
              ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => {
            const other = compareTable?.rows.find((entry) => entry.hole === row.hole);
            return (
              <tr key={row.hole}>
                <th scope="row">
                  <span className="study-swatch" style={{ background: holeColor(row.hole) }} aria-hidden="true" /> {row.hole}
                </th>
                <td>{formatMm(t, row.holeDiameterMm)}</td>
                {row.cells.map((cell, index) => (
                  <td key={index}>{limitCellText(t, cell)}</td>
                ))}
                {compareTable &&
                  compareTable.levels.map((_level, index) => (
                    <td key={`c${index}`} className="study-compare-cell">
                      {other ? limitCellText(t, other.cells[index]) : t('units.none')}
                    </td>
                  ))}
              </tr>
            );
          })}
        </tbody>
      </table>

      {shown.sweepId && (
        <form
          className="study-save"
          onSubmit={(event) => {
            event.preventDefault();
            props.onSave();
          }}
        >
          <div className="field">
            <label className="field-label" htmlFor={`${ids}-name`}>
              {t('study.results.studyName')}
            </label>
            <input id={`${ids}-name`} className="input" value={props.studyName} maxLength={40} onChange={(event) => props.onStudyName(event.target.value)} />
          </div>
          <button type="submit" className="btn" disabled={props.saving || props.studyName.trim() === ''}>
            {t('study.results.save')}
          </button>
          {shown.savedName && <span className="message-ok">{t('study.results.savedAs', { name: shown.savedName })}</span>}
        </form>
      )}
    </section>
  );
}

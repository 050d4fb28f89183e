/** The player's settings, saved through the host (his language with them: it applies once saved). */
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Settings } from '../../../shared/protocol/messages';
import { LanguagePicker } from '../components/LanguagePicker';
import { useFocusHeading } from '../components/useFocusHeading';
import { formatNumber } from '../i18n/format';
import { nameProblem } from '../setup/seats';
import { useNavigation } from '../stores/navigation';
import { useSettings } from '../stores/settings';
import { saveSettings } from './saveSettings';
import './SettingsScreen.css';

/** The bots' pace in seconds, one decimal, the language's way ("0.7", "0,7"). */
function seconds(ms: number): string {
  return formatNumber(ms / 1000, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}

export function SettingsScreen() {
  const { t } = useTranslation('shell');
  const heading = useFocusHeading();
  const leave = useNavigation((state) => state.leaveSettings);
  const stored = useSettings((state) => state.settings);
  const loaded = useSettings((state) => state.loaded);
  const loadError = useSettings((state) => state.loadError);
  const save = useSettings((state) => state.save);
  const [draft, setDraft] = useState<Settings>(stored);
  const [touched, setTouched] = useState(false);
  // Saved, the screen goes back where it was opened from: only what went wrong shows here.
  const [status, setStatus] = useState<{ kind: 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const nameId = useId();
  const nameHint = useId();
  const delayId = useId();

  // The host's settings may arrive after the screen opened: show them unless the player has started editing.
  useEffect(() => {
    if (!touched) setDraft(stored);
  }, [stored, touched]);

  // An empty name is no name chosen: the screens call him by the word for "player" in his language.
  const unnamed = draft.playerName.trim() === '';
  const problem = unnamed ? null : nameProblem(draft.playerName, t);

  function change(patch: Partial<Settings>) {
    setTouched(true);
    setStatus(null);
    setDraft((current) => ({ ...current, ...patch }));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (problem) {
      setStatus({ kind: 'error', text: problem });
      return;
    }
    setBusy(true);
    const outcome = await saveSettings(draft, save, leave);
    if (outcome.kind === 'refused') {
      setStatus({ kind: 'error', text: outcome.why });
      setBusy(false);
    }
  }

  return (
    <main className="screen screen-narrow settings-screen">
      <header className="screen-header">
        <button type="button" className="btn btn-ghost" onClick={leave}>
          <span aria-hidden="true">←</span> {t('common.back')}
        </button>
        <h1 ref={heading} tabIndex={-1}>
          {t('settings.title')}
        </h1>
      </header>

      {!loaded && <p className="hint">{t('settings.loading')}</p>}
      {loadError && <p className="message-error">{t('settings.loadFailed', { message: loadError })}</p>}

      <form className="panel settings-form" onSubmit={submit} noValidate>
        <div className="settings-row">
          <div className="field settings-name-field">
            <label className="field-label" htmlFor={nameId}>
              {t('settings.name')}
            </label>
            <input
              id={nameId}
              className="input settings-name"
              value={draft.playerName}
              maxLength={24}
              placeholder={t('settings.defaultName')}
              aria-invalid={problem ? true : undefined}
              aria-describedby={nameHint}
              onChange={(event) => change({ playerName: event.target.value })}
            />
            <span id={nameHint} className={problem ? 'message-error' : 'hint'}>
              {problem ?? (unnamed ? t('settings.nameUnchosen', { name: t('settings.defaultName') }) : t('settings.nameHint'))}
            </span>
          </div>
          <LanguagePicker value={draft.language} disabled={busy} onChange={(language) => change({ language })} />
        </div>

        <div className="field">
          <label className="field-label" htmlFor={delayId}>
            {t('settings.botPace')}
          </label>
          <div className="settings-range">
            <input
              id={delayId}
              type="range"
              min={0}
              max={5000}
              step={100}
              value={draft.botDelayMs}
              aria-valuetext={t('settings.botPaceSpoken', { seconds: seconds(draft.botDelayMs), count: draft.botDelayMs / 1000 })}
              onChange={(event) => change({ botDelayMs: Number(event.target.value) })}
            />
            <output htmlFor={delayId} className="settings-range-value">
              {t('settings.botPaceValue', { seconds: seconds(draft.botDelayMs) })}
            </output>
          </div>
          <span className="hint">{t('settings.botPaceHint')}</span>
        </div>

        <label className="check">
          <input
            type="checkbox"
            checked={draft.reducedMotion}
            onChange={(event) => change({ reducedMotion: event.target.checked })}
          />
          <span>
            <span className="check-title">{t('settings.reducedMotion')}</span>
            <span className="hint check-hint">{t('settings.reducedMotionHint')}</span>
          </span>
        </label>

        <label className="check">
          <input
            type="checkbox"
            checked={draft.hotSeatCurtain}
            onChange={(event) => change({ hotSeatCurtain: event.target.checked })}
          />
          <span>
            <span className="check-title">{t('settings.curtain')}</span>
            <span className="hint check-hint">{t('settings.curtainHint')}</span>
          </span>
        </label>

        <div className="settings-actions">
          <div aria-live="polite" className="settings-status">
            {status && <span className="message-error">{status.text}</span>}
          </div>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy ? t('settings.saving') : t('settings.save')}
          </button>
        </div>
      </form>
    </main>
  );
}

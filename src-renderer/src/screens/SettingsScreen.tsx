/** The player's settings, saved through the host. */
import { type FormEvent, useEffect, useId, useState } from 'react';
import type { Settings } from '../../../shared/protocol/messages';
import { useFocusHeading } from '../components/useFocusHeading';
import { errorMessage } from '../host';
import { nameProblem } from '../setup/seats';
import { useNavigation } from '../stores/navigation';
import { useSettings } from '../stores/settings';
import './SettingsScreen.css';

export function SettingsScreen() {
  const heading = useFocusHeading();
  const go = useNavigation((state) => state.go);
  const stored = useSettings((state) => state.settings);
  const loaded = useSettings((state) => state.loaded);
  const loadError = useSettings((state) => state.loadError);
  const save = useSettings((state) => state.save);
  const [draft, setDraft] = useState<Settings>(stored);
  const [touched, setTouched] = useState(false);
  const [status, setStatus] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const nameId = useId();
  const nameHint = useId();
  const delayId = useId();

  // The host's settings may arrive after the screen opened: show them unless the player has started editing.
  useEffect(() => {
    if (!touched) setDraft(stored);
  }, [stored, touched]);

  const problem = nameProblem(draft.playerName);

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
    try {
      const saved = await save({ ...draft, playerName: draft.playerName.trim() });
      setDraft(saved);
      setTouched(false);
      setStatus({ kind: 'ok', text: 'Settings saved.' });
    } catch (cause) {
      setStatus({ kind: 'error', text: errorMessage(cause) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <main className="screen screen-narrow settings-screen">
      <header className="screen-header">
        <button type="button" className="btn btn-ghost" onClick={() => go({ name: 'menu' })}>
          <span aria-hidden="true">←</span> Back
        </button>
        <h1 ref={heading} tabIndex={-1}>
          Settings
        </h1>
      </header>

      {!loaded && <p className="hint">Fetching your settings…</p>}
      {loadError && <p className="message-error">Your settings could not be read: {loadError}</p>}

      <form className="panel settings-form" onSubmit={submit} noValidate>
        <div className="field">
          <label className="field-label" htmlFor={nameId}>
            Your name
          </label>
          <input
            id={nameId}
            className="input settings-name"
            value={draft.playerName}
            maxLength={24}
            aria-invalid={problem ? true : undefined}
            aria-describedby={nameHint}
            onChange={(event) => change({ playerName: event.target.value })}
          />
          <span id={nameHint} className={problem ? 'message-error' : 'hint'}>
            {problem ?? 'Seat 1 of a new game gets this name.'}
          </span>
        </div>

        <div className="field">
          <label className="field-label" htmlFor={delayId}>
            Pace of the bots
          </label>
          <div className="settings-range">
            <input
              id={delayId}
              type="range"
              min={0}
              max={5000}
              step={100}
              value={draft.botDelayMs}
              aria-valuetext={`${(draft.botDelayMs / 1000).toFixed(1)} seconds`}
              onChange={(event) => change({ botDelayMs: Number(event.target.value) })}
            />
            <output htmlFor={delayId} className="settings-range-value">
              {(draft.botDelayMs / 1000).toFixed(1)} s
            </output>
          </div>
          <span className="hint">How long each bot move waits before it shows, so you can follow the play.</span>
        </div>

        <label className="check">
          <input
            type="checkbox"
            checked={draft.reducedMotion}
            onChange={(event) => change({ reducedMotion: event.target.checked })}
          />
          <span>
            <span className="check-title">Reduce motion</span>
            <span className="hint check-hint">Cards and panels appear without animation.</span>
          </span>
        </label>

        <label className="check">
          <input
            type="checkbox"
            checked={draft.hotSeatCurtain}
            onChange={(event) => change({ hotSeatCurtain: event.target.checked })}
          />
          <span>
            <span className="check-title">Hot-seat curtain</span>
            <span className="hint check-hint">
              When several people share this screen, ask “Pass to …” before showing each player’s hand.
            </span>
          </span>
        </label>

        <div className="settings-actions">
          <div aria-live="polite" className="settings-status">
            {status && <span className={status.kind === 'ok' ? 'message-ok' : 'message-error'}>{status.text}</span>}
          </div>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy ? 'Saving…' : 'Save'}
          </button>
        </div>
      </form>
    </main>
  );
}

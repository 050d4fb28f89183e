/**
 * The first start's question, on the menu: what to call the player, in his
 * language, skippable. Not a dialog: nothing waits for it (the games, Load and
 * Settings stay at hand), and it goes once answered or put off.
 */
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../host/errors';
import { nameProblem } from '../setup/seats';
import { useSettings } from '../stores/settings';
import { browserStore, skipNamePrompt } from './namePrompt';

export function NamePrompt({ onDone }: { onDone(): void }) {
  const { t } = useTranslation('shell');
  const settings = useSettings((state) => state.settings);
  const save = useSettings((state) => state.save);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const headingId = useId();
  const inputId = useId();
  const hintId = useId();

  const skip = () => {
    skipNamePrompt(browserStore());
    onDone();
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (name.trim() === '') return skip();
    const problem = nameProblem(name, t);
    if (problem) return setError(problem);
    setBusy(true);
    try {
      await save({ ...settings, playerName: name.trim() });
      onDone();
    } catch (cause) {
      setError(errorMessage(cause));
      setBusy(false);
    }
  }

  return (
    <form className="panel menu-name-prompt" aria-labelledby={headingId} onSubmit={submit} noValidate data-testid="name-prompt">
      <h2 id={headingId} className="menu-name-prompt-title">
        {t('menu.namePrompt.title')}
      </h2>
      <div className="menu-name-prompt-row">
        <label className="field-label" htmlFor={inputId}>
          {t('menu.namePrompt.label')}
        </label>
        <input
          id={inputId}
          className="input"
          value={name}
          maxLength={24}
          placeholder={t('settings.defaultName')}
          aria-describedby={hintId}
          aria-invalid={error ? true : undefined}
          onChange={(event) => {
            setName(event.target.value);
            setError(null);
          }}
        />
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {t('menu.namePrompt.save')}
        </button>
        <button type="button" className="btn btn-ghost" disabled={busy} onClick={skip}>
          {t('menu.namePrompt.skip')}
        </button>
      </div>
      <p id={hintId} className={error ? 'message-error' : 'hint'}>
        {error ?? t('menu.namePrompt.hint')}
      </p>
    </form>
  );
}

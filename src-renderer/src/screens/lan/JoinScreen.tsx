/**
 * Joining a LAN table: the code the host reads out and a name. In the app the
 * host is another machine, so its address comes first; a browser page is
 * already on the host and asks only for the code and the name.
 */
import { type FormEvent, useId, useState } from 'react';
import { useFocusHeading } from '../../components/useFocusHeading';
import { Lantern } from '../../components/Lantern';
import { loadCredentials, rememberedName, resumePlan } from '../../lan/credentials';
import { JOIN_CODE_LENGTH, MAX_NAME_CHARS, codeProblem, normalizeCode } from '../../lan/limits';
import { useRole } from '../../lan/role';
import { joinTable, resumeGuest } from '../../lan/session';
import { socketUrlFor } from '../../host';
import { useNavigation } from '../../stores/navigation';
import { useSettings } from '../../stores/settings';
import { nameProblem } from '../../setup/seats';
import './Lan.css';

export function JoinScreen({ message }: { message: string | null }) {
  const heading = useFocusHeading();
  const go = useNavigation((state) => state.go);
  const role = useRole((state) => state.role);
  const playerName = useSettings((state) => state.settings.playerName);
  const isApp = role !== 'guest';
  const [stored] = useState(() => loadCredentials());
  const [address, setAddress] = useState(() => (isApp ? (stored?.address ?? '') : ''));
  const [code, setCode] = useState(() => stored?.code ?? '');
  const [name, setName] = useState(() => rememberedName() || stored?.name || (isApp ? playerName : ''));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(message);
  const [checked, setChecked] = useState(false);
  const addressId = useId();
  const codeId = useId();
  const nameId = useId();
  const codeHint = useId();
  const addressHint = useId();

  const addressProblem = isApp
    ? address.trim() === ''
      ? 'Type the address the host’s screen shows.'
      : socketUrlFor(address) === null
        ? 'Type it like 192.168.1.20:47800.'
        : null
    : null;
  const badCode = codeProblem(code);
  const badName = nameProblem(name);
  const canResume = resumePlan(stored).kind !== 'none' && (isApp ? stored?.address !== null : stored?.address === null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setChecked(true);
    if (addressProblem || badCode || badName) return;
    setBusy(true);
    setError(null);
    const problem = await joinTable({ address: isApp ? address : null, code, name });
    setBusy(false);
    if (problem) setError(problem);
    else go({ name: 'guestLobby' });
  }

  async function resume() {
    setBusy(true);
    setError(null);
    const outcome = await resumeGuest(loadCredentials());
    setBusy(false);
    if (outcome.to === 'game') go({ name: 'game' });
    else if (outcome.to === 'lobby') go({ name: 'guestLobby' });
    else setError(outcome.message ?? 'That table is gone.');
  }

  return (
    <main className="screen screen-narrow lan-join">
      <header className="screen-header">
        {isApp ? (
          <button type="button" className="btn btn-ghost" onClick={() => go({ name: 'menu' })}>
            <span aria-hidden="true">←</span> Back
          </button>
        ) : (
          <Lantern size={44} />
        )}
        <h1 ref={heading} tabIndex={-1}>
          {isApp ? 'Join a LAN game' : 'Smugglers’ Table: join the game'}
        </h1>
      </header>

      <form className="panel lan-join-form" onSubmit={submit} noValidate>
        <p className="lan-lead">
          {isApp
            ? 'The host opens a LAN table and reads you its address and join code.'
            : 'Ask the host for the join code shown on the host’s screen.'}
        </p>
        {isApp && (
          <div className="field">
            <label className="field-label" htmlFor={addressId}>
              Host address
            </label>
            <input
              id={addressId}
              className="input"
              value={address}
              placeholder="192.168.1.20:47800"
              autoComplete="off"
              spellCheck={false}
              aria-invalid={checked && addressProblem ? true : undefined}
              aria-describedby={addressHint}
              onChange={(event) => setAddress(event.target.value)}
            />
            <span id={addressHint} className={checked && addressProblem ? 'message-error' : 'hint'}>
              {checked && addressProblem ? addressProblem : 'As the host’s screen shows it, with the port.'}
            </span>
          </div>
        )}
        <div className="field">
          <label className="field-label" htmlFor={codeId}>
            Join code
          </label>
          <input
            id={codeId}
            className="input lan-code-input"
            value={code}
            maxLength={JOIN_CODE_LENGTH + 4}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            aria-invalid={checked && badCode ? true : undefined}
            aria-describedby={codeHint}
            onChange={(event) => setCode(normalizeCode(event.target.value))}
          />
          <span id={codeHint} className={checked && badCode ? 'message-error' : 'hint'}>
            {checked && badCode ? badCode : `${JOIN_CODE_LENGTH} letters and digits.`}
          </span>
        </div>
        <div className="field">
          <label className="field-label" htmlFor={nameId}>
            Your name
          </label>
          <input
            id={nameId}
            className="input"
            value={name}
            maxLength={MAX_NAME_CHARS}
            autoComplete="nickname"
            aria-invalid={checked && badName ? true : undefined}
            onChange={(event) => setName(event.target.value)}
          />
          {checked && badName && <span className="message-error">{badName}</span>}
        </div>
        {error && (
          <p className="message-error" role="alert">
            {error}
          </p>
        )}
        <div className="lan-join-actions">
          {canResume && (
            <button type="button" className="btn" onClick={resume} disabled={busy}>
              Back to my seat
            </button>
          )}
          <button type="submit" className="btn btn-primary btn-large" disabled={busy}>
            {busy ? 'Knocking…' : 'Join'}
          </button>
        </div>
      </form>
    </main>
  );
}

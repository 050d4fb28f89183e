/**
 * Joining a LAN table: the code the host reads out and a name. In the app the
 * host is another machine, so its address comes first, typed or filled in
 * from a table found on the network (FoundTables); a browser page is
 * already on the host and asks only for the code and the name, or only for
 * the name when it was opened from the lobby's QR code (lan/joinLink.ts).
 */
import { type FormEvent, Suspense, lazy, useEffect, useId, useRef, useState } from 'react';
import type { FoundTable } from '../../../../shared/protocol/discovery';
import { useTranslation } from 'react-i18next';
import { useFocusHeading } from '../../components/useFocusHeading';
import { Lantern } from '../../components/Lantern';
import { loadCredentials, rememberedName, resumePlan } from '../../lan/credentials';
import { forgetScannedJoinCode, scannedJoinCode } from '../../lan/joinLink';
import { JOIN_CODE_LENGTH, MAX_NAME_CHARS, codeProblem, normalizeCode } from '../../lan/limits';
import { useRole } from '../../lan/role';
import { joinTable, resumeGuest } from '../../lan/session';
import { GuestLobby } from './lazyGuestLobby';
import { socketUrlFor } from '../../host';
import { useNavigation } from '../../stores/navigation';
import { usePlayerName } from '../../stores/playerName';
import { nameProblem } from '../../setup/seats';
import { GuestLanguage } from './GuestLanguage';
import { usePhoneWidth } from './usePhoneWidth';
import './Lan.css';

// Only the app's own window lists the tables found on the network (a browser cannot hear them): a guest's page
// never loads the list, nor the protocol's schemas it checks them with (issue #29: a phone's join page sooner).
const FoundTables = lazy(() => import('./FoundTables').then((module) => ({ default: module.FoundTables })));

/** How a host address looks (the same in every language). */
const ADDRESS_EXAMPLE = '192.168.1.20:47800';

export function JoinScreen({ message }: { message: string | null }) {
  const { t } = useTranslation('lan');
  const heading = useFocusHeading();
  const go = useNavigation((state) => state.go);
  const role = useRole((state) => state.role);
  const playerName = usePlayerName();
  // Not yet known only on a page opened from a QR code, which is a guest's (App.tsx shows it before the host's answer).
  const isApp = role === 'host';
  const [stored] = useState(() => loadCredentials());
  const [address, setAddress] = useState(() => (isApp ? (stored?.address ?? '') : ''));
  // The code of a scanned QR code: its field hides until a join with it fails.
  const [scanned, setScanned] = useState(() => (isApp ? null : scannedJoinCode()));
  const [code, setCode] = useState(() => scanned ?? stored?.code ?? '');
  const [name, setName] = useState(() => rememberedName() || stored?.name || (isApp ? playerName : ''));
  // The lobby comes next: it loads while the guest types his name. The table a QR code named is asked for
  // already, since the host answered the page (main.tsx, screens/game/prefetchTable.ts).
  useEffect(() => {
    void GuestLobby.preload().catch(() => undefined);
  }, []);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(message);
  const [checked, setChecked] = useState(false);
  /** The name of the table found on the network whose address was filled in. */
  const [chosen, setChosen] = useState<string | null>(null);
  const codeInput = useRef<HTMLInputElement>(null);
  usePhoneWidth();
  const addressId = useId();
  const codeId = useId();
  const nameId = useId();
  const codeHint = useId();
  const addressHint = useId();

  const addressProblem = isApp
    ? address.trim() === ''
      ? t('join.address.empty')
      : socketUrlFor(address) === null
        ? t('join.address.format', { example: ADDRESS_EXAMPLE })
        : null
    : null;
  const badCode = codeProblem(t, code);
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
    if (problem) {
      setError(problem);
      setScanned(null);
    } else {
      forgetScannedJoinCode();
      go({ name: 'guestLobby' });
    }
  }

  /** A table found on the network: its address goes in, and the code (never advertised) is asked for. */
  function choose(table: FoundTable) {
    setAddress(table.address);
    setChosen(table.name);
    setCode('');
    setScanned(null);
    setError(null);
    setChecked(false);
    codeInput.current?.focus();
  }

  async function resume() {
    setBusy(true);
    setError(null);
    const outcome = await resumeGuest(loadCredentials());
    setBusy(false);
    if (outcome.to === 'game') go({ name: 'game' });
    else if (outcome.to === 'lobby') go({ name: 'guestLobby' });
    else setError(outcome.message ?? t('join.gone'));
  }

  return (
    <main className="screen screen-narrow lan-join">
      <header className="screen-header">
        {isApp ? (
          <button type="button" className="btn btn-ghost" onClick={() => go({ name: 'menu' })}>
            <span aria-hidden="true">←</span> {t('join.back')}
          </button>
        ) : (
          <Lantern size={44} />
        )}
        <h1 ref={heading} tabIndex={-1}>
          {isApp ? t('join.titleApp') : t('join.titleBrowser')}
        </h1>
        <GuestLanguage />
      </header>

      {isApp && (
        <Suspense fallback={null}>
          <FoundTables onJoin={choose} />
        </Suspense>
      )}

      <form className="panel lan-join-form" onSubmit={submit} noValidate>
        <p className="lan-lead">
          {isApp ? t('join.leadApp') : scanned ? t('join.leadScanned') : t('join.leadBrowser')}
        </p>
        {chosen !== null && (
          <p className="hint" role="status" data-testid="chosen-table">
            {t('join.found.chosen', { name: chosen })}
          </p>
        )}
        {scanned && (
          <p className="lan-scanned-code" data-testid="scanned-code">
            {t('join.scanned', { code: scanned })}
          </p>
        )}
        {isApp && (
          <div className="field">
            <label className="field-label" htmlFor={addressId}>
              {t('join.address.label')}
            </label>
            <input
              id={addressId}
              className="input"
              value={address}
              placeholder={ADDRESS_EXAMPLE}
              autoComplete="off"
              spellCheck={false}
              aria-invalid={checked && addressProblem ? true : undefined}
              aria-describedby={addressHint}
              onChange={(event) => {
                setAddress(event.target.value);
                setChosen(null);
              }}
            />
            <span id={addressHint} className={checked && addressProblem ? 'message-error' : 'hint'}>
              {checked && addressProblem ? addressProblem : t('join.address.hint')}
            </span>
          </div>
        )}
        {!scanned && (
          <div className="field">
            <label className="field-label" htmlFor={codeId}>
              {t('join.code.label')}
            </label>
            <input
              id={codeId}
              ref={codeInput}
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
              {checked && badCode ? badCode : t('join.code.hint', { length: JOIN_CODE_LENGTH })}
            </span>
          </div>
        )}
        <div className="field">
          <label className="field-label" htmlFor={nameId}>
            {t('join.name')}
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
              {t('join.resume')}
            </button>
          )}
          <button type="submit" className="btn btn-primary btn-large" disabled={busy}>
            {busy ? t('join.knocking') : t('join.join')}
          </button>
        </div>
      </form>
    </main>
  );
}

/**
 * The sandbox's "Profiles" tab: the named physical configurations of
 * Smugglers (2016). Standard is built in and read only; a new profile starts
 * as a copy of another; edits are checked by physicsProfileSchema before the
 * host saves them.
 */
import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PhysicsProfile } from '../../../../shared/games/smugglers-2016/physics/profile';
import { type NamedProfile, STANDARD_PROFILE_NAME, sandboxNameSchema } from '../../../../shared/games/smugglers-2016/sandbox-protocol';
import { ConfirmDialog } from '../../components/Dialog';
import { errorMessage, getHost } from '../../host';
import { grams } from '../words';
import { copyName, formatMm, nameProblem } from './logic';
import {
  HOLE_FIELDS,
  MAIN_FIELDS,
  MORE_FIELDS,
  type ProfileField,
  type ProfileFormValues,
  derivedNumbers,
  fieldLabel,
  formToProfile,
  profileToForm,
} from './profileForm';
import './study.css';

export interface ProfilesPanelProps {
  /**
   * Starts a game of Smugglers (2016) with the named profile (its numbers come along, as saved);
   * the button shows only when this is given.
   */
  onStartGame?: (profileName: string, profile: PhysicsProfile) => void;
}

type Notice = { kind: 'ok' | 'error'; text: string } | null;

/** What the editor holds: a saved profile, or a new one not saved yet. */
interface Editing {
  /** The name it is saved under; null for a new profile. */
  savedName: string | null;
  name: string;
  builtIn: boolean;
  base: PhysicsProfile;
  values: ProfileFormValues;
  dirty: boolean;
}

function editingOf(entry: NamedProfile): Editing {
  return {
    savedName: entry.name,
    name: entry.name,
    builtIn: entry.builtIn,
    base: entry.profile,
    values: profileToForm(entry.profile),
    dirty: false,
  };
}

export function ProfilesPanel({ onStartGame }: ProfilesPanelProps = {}) {
  const { t } = useTranslation('sandbox');
  const [profiles, setProfiles] = useState<NamedProfile[] | null>(null);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [copyFrom, setCopyFrom] = useState(STANDARD_PROFILE_NAME);
  const [notice, setNotice] = useState<Notice>(null);
  const [badPath, setBadPath] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [toDelete, setToDelete] = useState<string | null>(null);
  const idPrefix = useId();

  const refresh = useCallback(async (select?: string) => {
    try {
      const list = await getHost().request({ type: 'listProfiles' });
      setProfiles(list);
      setEditing((current) => {
        const wanted = select ?? current?.savedName ?? STANDARD_PROFILE_NAME;
        const entry = list.find((profile) => profile.name === wanted) ?? list[0];
        if (select === undefined && current && (current.dirty || current.savedName === null)) return current;
        return entry ? editingOf(entry) : null;
      });
    } catch (cause) {
      setProfiles((current) => current ?? []);
      setNotice({ kind: 'error', text: errorMessage(cause) });
    }
  }, []);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  const check = useMemo(() => (editing ? formToProfile(t, editing.values, editing.base) : null), [t, editing]);
  const derived = useMemo(() => {
    if (!editing) return null;
    return derivedNumbers(check?.ok ? check.profile : editing.base);
  }, [editing, check]);

  function select(entry: NamedProfile) {
    setNotice(null);
    setBadPath(null);
    setEditing(editingOf(entry));
  }

  function startCopy() {
    const source = profiles?.find((entry) => entry.name === copyFrom);
    if (!source || !profiles) return;
    setNotice(null);
    setBadPath(null);
    setEditing({
      savedName: null,
      name: copyName(t, source.name, profiles.map((entry) => entry.name)),
      builtIn: false,
      base: source.profile,
      values: profileToForm(source.profile),
      dirty: true,
    });
  }

  function setValue(path: string, value: string) {
    setEditing((current) => (current ? { ...current, values: { ...current.values, [path]: value }, dirty: true } : current));
    if (badPath === path) setBadPath(null);
  }

  async function save() {
    if (!editing || editing.builtIn) return;
    const name = sandboxNameSchema.safeParse(editing.name);
    if (!name.success) {
      setNotice({ kind: 'error', text: t('profiles.notice.nameProblem', { problem: nameProblem(t, name.error.issues[0]) }) });
      setBadPath('name');
      return;
    }
    if (name.data.toLowerCase() === STANDARD_PROFILE_NAME.toLowerCase()) {
      setNotice({ kind: 'error', text: t('profiles.notice.nameStandard', { name: STANDARD_PROFILE_NAME }) });
      setBadPath('name');
      return;
    }
    const clash = profiles?.find(
      (entry) => entry.name.toLowerCase() === name.data.toLowerCase() && entry.name !== editing.savedName,
    );
    if (clash) {
      setNotice({ kind: 'error', text: t('profiles.notice.nameTaken', { name: clash.name }) });
      setBadPath('name');
      return;
    }
    const result = formToProfile(t, editing.values, editing.base);
    if (!result.ok) {
      setNotice({ kind: 'error', text: result.message });
      setBadPath(result.path);
      return;
    }
    setBusy(true);
    setNotice(null);
    setBadPath(null);
    try {
      const saved = await getHost().request({ type: 'saveProfile', name: name.data, profile: result.profile });
      if (editing.savedName && editing.savedName !== saved.name) {
        // Renamed: the old name goes.
        await getHost().request({ type: 'deleteProfile', name: editing.savedName });
      }
      setNotice({ kind: 'ok', text: t('profiles.notice.saved', { name: saved.name }) });
      await refresh(saved.name);
    } catch (cause) {
      setNotice({ kind: 'error', text: errorMessage(cause) });
    } finally {
      setBusy(false);
    }
  }

  async function confirmDelete() {
    const name = toDelete;
    if (!name) return;
    setBusy(true);
    setNotice(null);
    try {
      await getHost().request({ type: 'deleteProfile', name });
      setNotice({ kind: 'ok', text: t('profiles.notice.deleted', { name }) });
      await refresh(STANDARD_PROFILE_NAME);
    } catch (cause) {
      setNotice({ kind: 'error', text: errorMessage(cause) });
    } finally {
      setBusy(false);
      setToDelete(null);
    }
  }

  function field(entry: ProfileField) {
    const id = `${idPrefix}-${entry.path}`;
    return (
      <div key={entry.path} className="field">
        <label className="field-label" htmlFor={id}>
          {fieldLabel(t, entry.path)}
        </label>
        <input
          id={id}
          className="input"
          type="number"
          inputMode="decimal"
          step={entry.step}
          value={editing?.values[entry.path] ?? ''}
          onChange={(event) => setValue(entry.path, event.target.value)}
          readOnly={editing?.builtIn}
          aria-invalid={badPath !== null && (badPath === entry.path || entry.path.startsWith(`${badPath}.`)) ? true : undefined}
        />
      </div>
    );
  }

  return (
    <div className="profiles">
      <section className="profiles-list panel-navy" aria-labelledby={`${idPrefix}-list`}>
        <h2 id={`${idPrefix}-list`}>{t('profiles.title')}</h2>
        {profiles === null ? (
          <p className="hint">{t('profiles.loading')}</p>
        ) : (
          <ul className="study-list">
            {profiles.map((entry) => {
              const selected = editing?.savedName === entry.name;
              return (
                <li key={entry.name} className={`study-list-item${selected ? ' is-selected' : ''}`}>
                  <button
                    type="button"
                    className="btn btn-ghost btn-small profiles-pick"
                    aria-pressed={selected}
                    onClick={() => select(entry)}
                  >
                    {entry.name}
                  </button>
                  {entry.builtIn && <span className="badge">{t('profiles.builtIn')}</span>}
                </li>
              );
            })}
          </ul>
        )}
        <div className="profiles-new">
          <div className="field">
            <label className="field-label" htmlFor={`${idPrefix}-from`}>
              {t('profiles.newFrom')}
            </label>
            <select id={`${idPrefix}-from`} className="select" value={copyFrom} onChange={(event) => setCopyFrom(event.target.value)} disabled={!profiles}>
              {(profiles ?? []).map((entry) => (
                <option key={entry.name} value={entry.name}>
                  {entry.name}
                </option>
              ))}
            </select>
          </div>
          <button type="button" className="btn" onClick={startCopy} disabled={!profiles || busy}>
            {t('profiles.newFromName', { name: copyFrom })}
          </button>
        </div>
      </section>

      {editing && (
        <section className="profiles-editor panel-navy" aria-labelledby={`${idPrefix}-editor`}>
          <div className="profiles-editor-header">
            <h2 id={`${idPrefix}-editor`}>
              {editing.savedName === null ? t('profiles.newProfile') : editing.builtIn ? t('profiles.readOnly', { name: editing.name }) : editing.name}
            </h2>
            {editing.dirty && !editing.builtIn && <span className="badge">{t('profiles.notSaved')}</span>}
          </div>
          {editing.builtIn && <p className="hint">{t('profiles.builtInHint')}</p>}

          <form
            onSubmit={(event) => {
              event.preventDefault();
              void save();
            }}
          >
            {!editing.builtIn && (
              <div className="field profiles-section profiles-name">
                <label className="field-label" htmlFor={`${idPrefix}-name`}>
                  {t('profiles.name')}
                </label>
                <input
                  id={`${idPrefix}-name`}
                  className="input"
                  value={editing.name}
                  maxLength={40}
                  onChange={(event) => {
                    const name = event.target.value;
                    setEditing((current) => (current ? { ...current, name, dirty: true } : current));
                    if (badPath === 'name') setBadPath(null);
                  }}
                  aria-invalid={badPath === 'name' ? true : undefined}
                />
              </div>
            )}

            <fieldset className="profiles-grid profiles-section">
              <legend className="field-label">{t('profiles.holes')}</legend>
              {HOLE_FIELDS.map(field)}
            </fieldset>

            <fieldset className="profiles-grid profiles-section">
              <legend className="field-label">{t('profiles.main')}</legend>
              {MAIN_FIELDS.map(field)}
            </fieldset>

            <details className="profiles-more">
              <summary>{t('profiles.more')}</summary>
              <fieldset className="profiles-grid">
                <legend className="visually-hidden">{t('profiles.otherNumbers')}</legend>
                {MORE_FIELDS.map(field)}
              </fieldset>
            </details>

            {derived && (
              <dl className="profiles-derived" aria-label={t('profiles.derived.label')}>
                <div>
                  <dt>{t('profiles.derived.allPutty')}</dt>
                  <dd>{formatMm(t, derived.allPuttyDiameterMm)}</dd>
                </div>
                <div>
                  <dt>{t('profiles.derived.smallestHole')}</dt>
                  <dd>{grams(t, derived.smallestHoleMassG, 1)}</dd>
                </div>
                <div>
                  <dt>{t('profiles.derived.largestHole')}</dt>
                  <dd>{grams(t, derived.largestHoleMassG, 1)}</dd>
                </div>
                <div>
                  <dt>{t('profiles.derived.tooSmall')}</dt>
                  <dd>{t('profiles.derived.tooSmallCount', { count: derived.holesTooSmallForAll, total: HOLE_FIELDS.length })}</dd>
                </div>
              </dl>
            )}

            {notice && (
              <p className={notice.kind === 'ok' ? 'message-ok' : 'message-error'} role={notice.kind === 'error' ? 'alert' : 'status'}>
                {notice.text}
              </p>
            )}

            <div className="profiles-actions">
              {!editing.builtIn && (
                <button type="submit" className="btn btn-primary" disabled={busy}>
                  {t('profiles.save')}
                </button>
              )}
              {!editing.builtIn && editing.dirty && editing.savedName !== null && (
                <button
                  type="button"
                  className="btn btn-ghost"
                  onClick={() => {
                    const entry = profiles?.find((profile) => profile.name === editing.savedName);
                    if (entry) select(entry);
                  }}
                  disabled={busy}
                >
                  {t('profiles.undo')}
                </button>
              )}
              {editing.savedName === null && (
                <button
                  type="button"
                  className="btn btn-ghost"
                  onClick={() => {
                    const entry = profiles?.find((profile) => profile.name === STANDARD_PROFILE_NAME) ?? profiles?.[0];
                    if (entry) select(entry);
                  }}
                  disabled={busy}
                >
                  {t('profiles.discard')}
                </button>
              )}
              {!editing.builtIn && editing.savedName !== null && (
                <button type="button" className="btn btn-danger" onClick={() => setToDelete(editing.savedName)} disabled={busy}>
                  {t('profiles.delete')}
                </button>
              )}
              {onStartGame && editing.savedName !== null && (
                <button
                  type="button"
                  className="btn"
                  onClick={() => {
                    const saved = profiles?.find((entry) => entry.name === editing.savedName);
                    if (saved) onStartGame(saved.name, saved.profile);
                  }}
                  disabled={busy || editing.dirty}
                  title={editing.dirty ? t('profiles.saveFirst') : undefined}
                >
                  {t('profiles.startGame')}
                </button>
              )}
            </div>
          </form>
        </section>
      )}

      {!editing && notice && (
        <p className={notice.kind === 'ok' ? 'message-ok' : 'message-error'} role={notice.kind === 'error' ? 'alert' : 'status'}>
          {notice.text}
        </p>
      )}

      {toDelete && (
        <ConfirmDialog
          title={t('profiles.deleteDialog.title')}
          message={t('profiles.deleteDialog.message', { name: toDelete })}
          confirmLabel={t('profiles.deleteDialog.confirm')}
          danger
          busy={busy}
          onConfirm={() => void confirmDelete()}
          onCancel={() => setToDelete(null)}
        />
      )}
    </div>
  );
}

/** Saved games: load, delete, export and import. */
import { type ChangeEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { catalog } from '../games/catalog';
import type { SaveSummary } from '../../../shared/protocol/messages';
import { ConfirmDialog } from '../components/Dialog';
import { useFocusHeading } from '../components/useFocusHeading';
import { errorMessage, getHost, hostSentence, namespacesOf } from '../host';
import { type Namespace, isNamespace } from '../i18n/catalogues';
import { formatDateTime } from '../i18n/format';
import { download } from '../saves/download';
import { readForHost } from '../saves/importSize';
import { saveName, savedAtOf, sortSaves } from '../saves/pick';
import { useMatch } from '../stores/match';
import { useNavigation } from '../stores/navigation';
import { tableMemories } from '../stores/tableMemory';
import './LoadScreen.css';

type ListState = { status: 'loading' } | { status: 'ready'; saves: SaveSummary[] } | { status: 'failed'; message: string };
type Notice = { kind: 'ok' | 'error'; text: string } | null;

const titleOf = (game: string) => catalog.find((entry) => entry.id === game)?.title ?? game;

/** The catalogues a save's problem is worded from: the shell's, and any a sentence it quotes needs. */
function quotedNamespaces(save: SaveSummary): Namespace[] {
  return ['shell', ...[...namespacesOf(save.problem)].filter((namespace): namespace is Namespace => isNamespace(namespace) && namespace !== 'shell')];
}

interface SaveRowProps {
  save: SaveSummary;
  /** Something is being done (a load, an export, a deletion): the buttons wait. */
  busy: boolean;
  onLoad: () => void;
  onReplay: () => void;
  onExport: () => void;
  onDelete: () => void;
}

/** One saved game; its buttons say which save they act on (a screen reader hears "Load Contrebandes with Ann, Ben and Cat, …"). */
export function SaveRow({ save, busy, onLoad, onReplay, onExport, onDelete }: SaveRowProps) {
  const { t } = useTranslation('shell');
  // The areas of the sentences the problem quotes (a game's refusal of a move in the log), loaded before it is worded.
  useTranslation(quotedNamespaces(save));
  const damaged = save.problem !== null;
  const savedAt = savedAtOf(save, formatDateTime);
  const name = saveName(t, save, titleOf(save.game), savedAt);
  return (
    <li className={`save-row panel ${damaged ? 'save-row-damaged' : ''}`} data-testid="save-row">
      <div className="save-info">
        <div className="save-title-line">
          <h2 className="save-title">{titleOf(save.game)}</h2>
          {damaged ? (
            <span className="badge save-badge-damaged">{t('load.damaged')}</span>
          ) : save.finished ? (
            <span className="badge save-badge-finished">{t('load.finished')}</span>
          ) : (
            <span className="badge save-badge-open">{t('load.inProgress')}</span>
          )}
        </div>
        <p className="save-players">{save.players.length > 0 ? save.players.join(', ') : t('load.unknownPlayers')}</p>
        <p className="save-meta">
          {!damaged && (
            <>
              <span>{t('load.moves', { count: save.moves })}</span>
              <span aria-hidden="true"> · </span>
            </>
          )}
          <span>{savedAt === null ? t('load.savedUnknown') : t('load.savedAt', { savedAt })}</span>
        </p>
        {damaged && (
          <p className="save-problem" data-testid="save-problem">
            {save.problem && hostSentence(save.problem)}
          </p>
        )}
      </div>
      <div className="save-actions">
        <button type="button" className="btn btn-primary" aria-label={t('load.loadSave', { save: name })} disabled={damaged || busy} onClick={onLoad}>
          {t('load.load')}
        </button>
        <button type="button" className="btn" aria-label={t('load.replaySave', { save: name })} disabled={damaged || busy} onClick={onReplay}>
          {t('load.replay')}
        </button>
        <button type="button" className="btn" aria-label={t('load.exportSave', { save: name })} disabled={busy || damaged} onClick={onExport}>
          {t('load.export')}
        </button>
        <button type="button" className="btn btn-ghost" aria-label={t('load.deleteSave', { save: name })} disabled={busy} onClick={onDelete}>
          {t('load.delete')}
        </button>
      </div>
    </li>
  );
}

export function LoadScreen() {
  const { t } = useTranslation('shell');
  const heading = useFocusHeading();
  const go = useNavigation((state) => state.go);
  const openMatch = useMatch((state) => state.open);
  const [list, setList] = useState<ListState>({ status: 'loading' });
  const [notice, setNotice] = useState<Notice>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<SaveSummary | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const replayInput = useRef<HTMLInputElement>(null);

  const refresh = useCallback(async () => {
    try {
      const saves = await getHost().request({ type: 'listSaves' });
      setList({ status: 'ready', saves: sortSaves(saves) });
    } catch (cause) {
      setList({ status: 'failed', message: errorMessage(cause) });
    }
  }, []);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  async function load(save: SaveSummary) {
    setBusy(save.matchId);
    setNotice(null);
    try {
      const opened = await getHost().request({ type: 'loadSave', matchId: save.matchId });
      void openMatch(opened);
      go({ name: 'game' });
    } catch (cause) {
      setNotice({ kind: 'error', text: errorMessage(cause) });
      setBusy(null);
    }
  }

  async function exportSave(save: SaveSummary) {
    setBusy(save.matchId);
    setNotice(null);
    try {
      const file = await getHost().request({ type: 'exportSave', matchId: save.matchId });
      download(file.fileName, file.content);
      setNotice({ kind: 'ok', text: t('load.exported', { fileName: file.fileName }) });
    } catch (cause) {
      setNotice({ kind: 'error', text: errorMessage(cause) });
    } finally {
      setBusy(null);
    }
  }

  async function confirmDelete() {
    const save = toDelete;
    if (!save) return;
    setBusy(save.matchId);
    setNotice(null);
    try {
      await getHost().request({ type: 'deleteSave', matchId: save.matchId });
      tableMemories.forget(save.matchId);
      setNotice({ kind: 'ok', text: t('load.deleted', { title: titleOf(save.game), players: save.players.join(', ') }) });
      await refresh();
    } catch (cause) {
      setNotice({ kind: 'error', text: errorMessage(cause) });
    } finally {
      setBusy(null);
      setToDelete(null);
    }
  }

  async function importFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setNotice(null);
    setBusy('import');
    try {
      const read = await readForHost(t, file);
      if (!read.ok) {
        setNotice({ kind: 'error', text: read.problem });
        return;
      }
      const summary = await getHost().request({ type: 'importSave', fileName: file.name, content: read.content });
      setNotice({ kind: 'ok', text: t('load.imported', { title: titleOf(summary.game), players: summary.players.join(', ') }) });
      await refresh();
    } catch (cause) {
      setNotice({ kind: 'error', text: errorMessage(cause) });
    } finally {
      setBusy(null);
    }
  }

  /** A replay file opens in the replay screen (the host checks it as a save, and keeps nothing of it). */
  async function openReplayFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setNotice(null);
    try {
      const read = await readForHost(t, file);
      if (read.ok) go({ name: 'replay', source: { kind: 'file', fileName: file.name, content: read.content }, back: { name: 'load' } });
      else setNotice({ kind: 'error', text: read.problem });
    } catch (cause) {
      // A file that cannot be read (gone, or no permission): said, and nothing opens.
      setNotice({ kind: 'error', text: errorMessage(cause) });
    }
  }

  return (
    <main className="screen screen-narrow load-screen">
      <header className="screen-header">
        <button type="button" className="btn btn-ghost" onClick={() => go({ name: 'menu' })}>
          <span aria-hidden="true">←</span> {t('common.back')}
        </button>
        <h1 ref={heading} tabIndex={-1}>
          {t('load.title')}
        </h1>
        <div className="load-import">
          <button type="button" className="btn" disabled={busy === 'import'} onClick={() => fileInput.current?.click()}>
            {t('load.import')}
          </button>
          <input
            ref={fileInput}
            type="file"
            accept=".json,application/json"
            className="visually-hidden"
            tabIndex={-1}
            aria-label={t('load.importFile')}
            data-testid="import-file"
            onChange={importFile}
          />
          <button type="button" className="btn" disabled={busy !== null} onClick={() => replayInput.current?.click()}>
            {t('load.importReplay')}
          </button>
          <input
            ref={replayInput}
            type="file"
            accept=".json,application/json"
            className="visually-hidden"
            tabIndex={-1}
            aria-label={t('load.importReplayFile')}
            data-testid="replay-file"
            onChange={(event) => void openReplayFile(event)}
          />
        </div>
      </header>

      <div aria-live="polite" className="load-notice">
        {notice && (
          <p className={notice.kind === 'ok' ? 'message-ok' : 'message-error'} role={notice.kind === 'error' ? 'alert' : undefined}>
            {notice.text}
          </p>
        )}
      </div>

      {list.status === 'loading' && <p className="hint">{t('load.loading')}</p>}
      {list.status === 'failed' && <p className="message-error">{t('load.listFailed', { message: list.message })}</p>}
      {list.status === 'ready' && list.saves.length === 0 && (
        <div className="panel load-empty">
          <p>{t('load.empty')}</p>
        </div>
      )}
      {list.status === 'ready' && list.saves.length > 0 && (
        <ul className="save-list" aria-label={t('load.list')}>
          {list.saves.map((save) => (
            <SaveRow
              key={save.matchId}
              save={save}
              busy={busy !== null}
              onLoad={() => void load(save)}
              onReplay={() => go({ name: 'replay', source: { kind: 'save', matchId: save.matchId }, back: { name: 'load' } })}
              onExport={() => void exportSave(save)}
              onDelete={() => setToDelete(save)}
            />
          ))}
        </ul>
      )}

      {toDelete && (
        <ConfirmDialog
          title={t('load.confirmDelete.title')}
          message={
            <p>
              {toDelete.players.length > 0
                ? t('load.confirmDelete.message', { title: titleOf(toDelete.game), players: toDelete.players.join(', ') })
                : t('load.confirmDelete.messageUnknown', { title: titleOf(toDelete.game) })}
            </p>
          }
          confirmLabel={t('load.confirmDelete.confirm')}
          danger
          busy={busy !== null}
          onConfirm={confirmDelete}
          onCancel={() => setToDelete(null)}
        />
      )}
    </main>
  );
}

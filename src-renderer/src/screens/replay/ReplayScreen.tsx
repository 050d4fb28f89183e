/**
 * A replay (issue #28, part 2): the game's own table drawn read-only from one
 * position, seen through one perspective, with a move slider, ← → steps,
 * chapters, "play" at the table speed and a perspective picker. The host holds
 * the replay; this screen asks it for one position at a time (host/replays.ts)
 * and never sees more than the perspective it asked for. Loaded on demand.
 */
import { type SyntheticEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Seat } from '../../../../shared/engine/contract';
import type { Perspective, ReplayOpened, ReplayPosition, ReplaySource } from '../../../../shared/protocol/replay';
import { ErrorBoundary } from '../../components/ErrorBoundary';
import { isPlayableGameId, catalog } from '../../games/catalog';
import { useGameUi } from '../../games/loadGameUi';
import { download } from '../../saves/download';
import type { GameUi, SubmitResult } from '../../games/types';
import { errorMessage, getHost } from '../../host';
import { formatNumber } from '../../i18n/format';
import { TableSpeedControl } from '../../kit2d/TableSpeedControl';
import { useTableSpeed } from '../../kit2d/tableSpeed';
import { useShortcuts } from '../../kit2d/useShortcuts';
import { type Screen, useNavigation } from '../../stores/navigation';
import { useSettings } from '../../stores/settings';
import { tableMemories, tableMemory } from '../../stores/tableMemory';
import { GameLog, safeLatestOnly } from '../game/GameLog';
import { logPlace } from '../game/logPlace';
import { type ReplayAction, chapterAt, clampVersion, playDelayMs, replayActionFor, seatOf, tableUpdateOf, versionAfter } from './replaySteps';
import '../game/GameScreen.css';
import './ReplayScreen.css';

/**
 * What a press or a change on the replay's table does: nothing (it never reaches the table), unless it is
 * on a control of what is shown rather than of the game (data-view-control: Skip replay, Reset view).
 */
function stayReadOnly(event: SyntheticEvent): void {
  if (event.target instanceof Element && event.target.closest('[data-view-control]') !== null) return;
  event.preventDefault();
  event.stopPropagation();
}

type Opening = { status: 'opening' } | { status: 'open'; opened: ReplayOpened } | { status: 'failed'; message: string };

/** The position on screen and how the table came to it: `epoch` changes whenever the table is drawn anew (a jump, another perspective). */
interface Shown {
  position: ReplayPosition;
  epoch: number;
  /** The version the table was drawn anew at: its first update carries its position's events as its whole log. */
  since: number;
}

export interface ReplayScreenProps {
  source: ReplaySource;
  /** Where "Back" goes: the screen it was opened from. */
  back: Screen;
}

export default function ReplayScreen({ source, back }: ReplayScreenProps) {
  const { t } = useTranslation('shell');
  const go = useNavigation((state) => state.go);
  const reducedMotion = useSettings((state) => state.settings.reducedMotion);
  const [speed] = useTableSpeed();
  const [opening, setOpening] = useState<Opening>({ status: 'opening' });
  const [shown, setShown] = useState<Shown | null>(null);
  const [playing, setPlaying] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // A table still playing the events of its position (a roll, a reveal) holds "play" until it is done.
  const [held, setHeld] = useState(false);
  const asked = useRef(0);
  const root = useRef<HTMLDivElement>(null);

  // Opened once per screen; the host forgets it when the screen goes.
  const sourceKey = JSON.stringify(source);
  useEffect(() => {
    let live = true;
    let replayId: string | null = null;
    getHost()
      .request({ type: 'openReplay', source: JSON.parse(sourceKey) as ReplaySource })
      .then(
        (opened) => {
          replayId = opened.replayId;
          if (!live) {
            void getHost().request({ type: 'closeReplay', replayId }).catch(() => undefined);
            return;
          }
          setOpening({ status: 'open', opened });
          setShown({ position: opened.position, epoch: 0, since: opened.position.version });
        },
        (cause: unknown) => live && setOpening({ status: 'failed', message: errorMessage(cause) }),
      );
    return () => {
      live = false;
      if (replayId === null) return;
      tableMemories.forget(`replay-${replayId}`);
      void getHost().request({ type: 'closeReplay', replayId }).catch(() => undefined);
    };
  }, [sourceKey]);

  const opened = opening.status === 'open' ? opening.opened : null;
  const position = shown?.position ?? null;

  /** Asks the host for a position; only the latest asked is shown (a slider dragged asks many). */
  const show = useCallback(
    async (version: number, perspective: Perspective) => {
      if (!opened || !position) return;
      const target = clampVersion(version, opened.moves);
      if (target === position.version && perspective === position.perspective) return;
      const ticket = ++asked.current;
      try {
        const next = await getHost().request({ type: 'replayPosition', replayId: opened.replayId, version: target, perspective });
        if (ticket !== asked.current) return;
        setProblem(null);
        setHeld(false);
        // One step on with the same eyes is the table's next update (its animations play); anything else draws it anew.
        const stepOn = next.version === position.version + 1 && perspective === position.perspective;
        setShown((current) =>
          stepOn && current ? { ...current, position: next } : { position: next, epoch: (current?.epoch ?? 0) + 1, since: next.version },
        );
      } catch (cause) {
        if (ticket === asked.current) setProblem(errorMessage(cause));
      }
    },
    [opened, position],
  );

  const act = useCallback(
    (action: ReplayAction) => {
      if (!opened || !position) return;
      if (action === 'play') {
        setPlaying((now) => !now && position.version < opened.moves);
        return;
      }
      setPlaying(false);
      void show(versionAfter(action, position.version, opened), position.perspective);
    },
    [opened, position, show],
  );

  // Play: the next position after the table speed's pace, once the table has played the last.
  useEffect(() => {
    if (!playing || !opened || !position || held) return;
    if (position.version >= opened.moves) {
      setPlaying(false);
      return;
    }
    const timer = window.setTimeout(() => void show(position.version + 1, position.perspective), playDelayMs(speed));
    return () => window.clearTimeout(timer);
  }, [playing, opened, position, held, speed, show]);

  useShortcuts(root, false, (key) => {
    const action = replayActionFor(key);
    return action === null ? null : () => act(action);
  });

  const ui = useGameUi(opened?.game ?? null);
  const game = opened?.game ?? null;
  const { ready: gameWordsReady } = useTranslation(game !== null && isPlayableGameId(game) ? game : 'match', { useSuspense: false });
  const gameUi = ui.status === 'ready' && gameWordsReady ? ui.ui : null;
  const names = opened?.players ?? [];
  const title = catalog.find((entry) => entry.id === game)?.title ?? game ?? '';
  const epoch = shown?.epoch ?? 0;
  const perspectiveKey = position ? String(position.perspective) : '';
  const memory = useMemo(() => (opened ? tableMemory(`replay-${opened.replayId}:${perspectiveKey}:${epoch}`) : null), [opened, perspectiveKey, epoch]);
  const since = shown?.since ?? 0;
  const update = useMemo(() => (opened && position ? tableUpdateOf(opened, position, position.version === since) : null), [opened, position, since]);
  const holdAfter = useCallback((version: number | null) => setHeld(version !== null), []);
  const submit = useCallback((): Promise<SubmitResult> => Promise.resolve({ ok: false, message: t('replay.readOnly') }), [t]);

  const perspectiveName = (perspective: Perspective): string =>
    perspective === 'spectator' ? t('replay.spectator') : perspective === 'open' ? t('replay.allOpen') : (names[perspective] ?? t('replay.seat', { number: perspective + 1 }));

  if (opening.status === 'failed') {
    return (
      <main className="screen screen-narrow game-problem">
        <h1>{t('replay.cannotOpen')}</h1>
        <p className="message-error" role="alert">
          {opening.message}
        </p>
        <button type="button" className="btn btn-primary" onClick={() => go(back)}>
          {t('common.back')}
        </button>
      </main>
    );
  }

  const chapter = opened && position ? chapterAt(opened.chapters, position.version) : null;
  const phrase = gameUi && position ? describedTurn(gameUi, position.view, names) : '';
  const place = logPlace(gameUi, false);
  // The log as the table held it at this move (the host gives a game of memory's latest announcement only).
  const log = gameUi && position && <GameLog entries={position.log} ui={gameUi} names={names} latestOnly={safeLatestOnly(gameUi, position.view)} />;

  return (
    <div className="game-screen replay-screen" ref={root} data-testid="replay-screen">
      <h1 className="visually-hidden">{t('replay.title', { title })}</h1>
      <header className="game-topbar">
        <div className="game-topbar-left">
          <button type="button" className="btn btn-ghost" onClick={() => go(back)}>
            <span aria-hidden="true">←</span> {t('common.back')}
          </button>
          <span className="replay-badge">{t('replay.badge')}</span>
        </div>
        <div className="turn-banner">
          <span className="turn-game">{title}</span>
          {chapter && <span className="turn-who">{t(`replay.chapter.${chapter.kind}`, { number: chapter.number })}</span>}
          {phrase && !position?.result && <span className="turn-phrase">{phrase}</span>}
        </div>
        <div className="game-topbar-right">
          {opened && position && (
            <label className="replay-perspective">
              <span>{t('replay.perspective')}</span>
              <select
                value={String(position.perspective)}
                data-testid="replay-perspective"
                onChange={(event) => {
                  const value = event.target.value;
                  const perspective: Perspective = value === 'spectator' || value === 'open' ? value : (Number(value) as Seat);
                  void show(position.version, perspective);
                }}
              >
                {opened.perspectives.map((perspective) => (
                  <option key={String(perspective)} value={String(perspective)}>
                    {perspectiveName(perspective)}
                  </option>
                ))}
              </select>
            </label>
          )}
        </div>
      </header>

      {problem && (
        <p className="game-alert" role="alert">
          {problem}
        </p>
      )}

      <div className={place === 'column' ? 'game-body' : 'game-body game-body-whole'}>
        {/*
          Read-only, yet readable: the table's controls show what the seat could do, and nothing on it can be
          pressed or changed (a click or a change stops here, before the table hears it), while hover, focus and
          a long press still open every tip on it, and a 3D table still turns.
        */}
        <section className="game-table replay-table" aria-label={t('replay.table')} onClickCapture={stayReadOnly} onChangeCapture={stayReadOnly} onSubmitCapture={stayReadOnly}>
          {gameUi && update && memory ? (
            <ErrorBoundary
              key={`${perspectiveKey}:${epoch}`}
              fallback={(error) => (
                <div className="game-table-failed" role="alert">
                  <p>{t('replay.drawFailed', { message: error.message })}</p>
                </div>
              )}
            >
              <gameUi.Table
                update={update}
                view={update.view}
                seat={position ? seatOf(position.perspective) : null}
                seats={update.seats}
                submit={submit}
                reducedMotion={reducedMotion}
                memory={memory}
                holdAfter={holdAfter}
                log={place === 'table' ? log : undefined}
              />
            </ErrorBoundary>
          ) : (
            <p className="loading-note">{t('replay.opening')}</p>
          )}
        </section>
        {place === 'column' && log}
      </div>

      {opened && position && (
        <footer className="replay-controls panel-navy" aria-label={t('replay.controls')}>
          <button type="button" className="btn" onClick={() => act('previousChapter')} disabled={position.version === 0} aria-keyshortcuts="PageUp">
            {t('replay.previousChapter')}
          </button>
          <button type="button" className="btn" onClick={() => act('previous')} disabled={position.version === 0} aria-keyshortcuts="ArrowLeft" aria-label={t('replay.previous')}>
            <span aria-hidden="true">←</span>
          </button>
          <button type="button" className="btn btn-primary replay-play" onClick={() => act('play')} aria-pressed={playing} aria-keyshortcuts="Space" disabled={!playing && position.version >= opened.moves}>
            {playing ? t('replay.pause') : t('replay.play')}
          </button>
          <button type="button" className="btn" onClick={() => act('next')} disabled={position.version >= opened.moves} aria-keyshortcuts="ArrowRight" aria-label={t('replay.next')}>
            <span aria-hidden="true">→</span>
          </button>
          <button type="button" className="btn" onClick={() => act('nextChapter')} disabled={position.version >= opened.moves} aria-keyshortcuts="PageDown">
            {t('replay.nextChapter')}
          </button>
          <input
            type="range"
            className="replay-slider"
            min={0}
            max={opened.moves}
            step={1}
            value={position.version}
            aria-label={t('replay.slider')}
            aria-valuetext={t('replay.moveOf', { move: formatNumber(position.version), moves: formatNumber(opened.moves) })}
            data-testid="replay-slider"
            onChange={(event) => {
              setPlaying(false);
              void show(Number(event.target.value), position.perspective);
            }}
          />
          <span className="replay-move" data-testid="replay-move">
            {t('replay.moveOf', { move: formatNumber(position.version), moves: formatNumber(opened.moves) })}
          </span>
          <TableSpeedControl />
          <ExportButton replayId={opened.replayId} />
        </footer>
      )}
    </div>
  );
}

/** What the active seats are doing, as the game's banner says it ('' where the game cannot say). */
function describedTurn(ui: GameUi, view: unknown, names: readonly string[]): string {
  try {
    return ui.describeTurn(view, names);
  } catch {
    return '';
  }
}

/** Saves the replay as a file to share (a save file without the host's own secrets). */
function ExportButton({ replayId }: { replayId: string }) {
  const { t } = useTranslation('shell');
  const [note, setNote] = useState<string | null>(null);
  async function exportReplay() {
    try {
      const file = await getHost().request({ type: 'exportReplay', replayId });
      download(file.fileName, file.content);
      setNote(t('replay.exported', { fileName: file.fileName }));
    } catch (cause) {
      setNote(errorMessage(cause));
    }
  }
  return (
    <>
      <button type="button" className="btn btn-ghost" onClick={() => void exportReplay()}>
        {t('replay.export')}
      </button>
      {note && (
        <span className="replay-note" role="status">
          {note}
        </span>
      )}
    </>
  );
}

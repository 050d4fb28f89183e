/** Whether the game keeps its public log to the latest move's lines (GameUi.logShowsLatestOnly); a throw keeps the whole log. */
function safeLatestOnly(ui: GameUi, view: unknown): boolean {
  try {
    return ui.logShowsLatestOnly?.(view) ?? false;
  } catch {
    return false;
  }
}

/**
 * The frame every game shares: turn banner, bot-thinking indicator, the
 * game's table, the public log, rules, undo, the end-of-game ranking, and the
 * hot-seat curtain. Loaded on demand, with the game UIs.
 */
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { isPlayableGameId } from '../../games/catalog';
import type { Seat } from '../../../../shared/engine/contract';
import type { MatchUpdate, SeatStatus } from '../../../../shared/protocol/messages';
import { ConfirmDialog } from '../../components/Dialog';
import { ErrorBoundary } from '../../components/ErrorBoundary';
import { RulesDialog } from '../../components/RulesDialog';
import { useGameUi } from '../../games/loadGameUi';
import type { GameUi, SubmitResult } from '../../games/types';
import { MatchHighScores } from '../../highscores/HighScores';
import { errorMessage, getHost, hostSentence } from '../../host';
import { formatList } from '../../i18n/format';
import { chooseView } from '../../hotseat/chooseView';
import { finishBeforeCurtain } from '../../hotseat/finishBeforeCurtain';
import { useRole } from '../../lan/role';
import { leaveTable } from '../../lan/session';
import { randomSeed } from '../../setup/seats';
import { newestUpdate, useMatch, viewerKey } from '../../stores/match';
import { useResultHold } from '../../stores/resultHold';
import { useNavigation } from '../../stores/navigation';
import { useSettings } from '../../stores/settings';
import { tableMemory } from '../../stores/tableMemory';
import { Curtain } from './Curtain';
import { FinalRanking } from './FinalRanking';
import { ChatPanel } from '../lan/ChatPanel';
import { GameLog } from './GameLog';
import { AwayNotices, LanTableButton, TableClosed } from './LanTable';
import { resultHeadline, scoreCells, seatName } from './ranking';
import './GameScreen.css';

const catalogTitle = (game: string | null) => (game ? game.charAt(0).toUpperCase() + game.slice(1) : '');

/** Seat names indexed by seat. */
function namesOf(t: TFunction<'match'>, seats: readonly SeatStatus[] | undefined): string[] {
  const names: string[] = [];
  for (const status of seats ?? []) names[status.seat] = status.name;
  for (let seat = 0; seat < names.length; seat++) names[seat] ??= t('seat', { number: seat + 1 });
  return names;
}

function safeTurn(ui: GameUi, view: unknown, names: readonly string[]): string {
  try {
    return ui.describeTurn(view, names);
  } catch {
    return '';
  }
}

/**
 * An outcome the host computes (a roll) kept failing: the game waits. The
 * host's own window may ask for it to be tried again; a guest is told to wait.
 */
function HostProblemNotice({ matchId, sentence, canRetry }: { matchId: string; sentence: string; canRetry: boolean }) {
  const { t } = useTranslation('match');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  async function retry() {
    setBusy(true);
    setFailed(null);
    try {
      await getHost().request({ type: 'retryHostTask', matchId });
    } catch (cause) {
      setFailed(errorMessage(cause));
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="game-alert game-host-problem" role="alert" data-testid="host-problem">
      <span>
        {sentence} {canRetry ? '' : t('problem.hostRetries')}
        {failed && ` (${failed})`}
      </span>
      {canRetry && (
        <button type="button" className="btn" onClick={() => void retry()} disabled={busy}>
          {t('actions.tryAgain')}
        </button>
      )}
    </div>
  );
}

export default function GameScreen({ title }: { title?: string }) {
  const { t } = useTranslation('match');
  const go = useNavigation((state) => state.go);
  const game = useMatch((state) => state.game);
  const grants = useMatch((state) => state.grants);
  const updates = useMatch((state) => state.updates);
  const log = useMatch((state) => state.log);
  const status = useMatch((state) => state.status);
  const openError = useMatch((state) => state.error);
  const leave = useMatch((state) => state.leave);
  const open = useMatch((state) => state.open);
  const submitMove = useMatch((state) => state.submit);
  const undoMove = useMatch((state) => state.undo);
  const replaySetup = useMatch((state) => state.replaySetup);
  const curtainEnabled = useSettings((state) => state.settings.hotSeatCurtain);
  const reducedMotion = useSettings((state) => state.settings.reducedMotion);
  const ui = useGameUi(game);
  // The game's own words (its table, log lines, banner phrase), loaded with its UI; they follow the language as it changes.
  const { ready: gameWordsReady } = useTranslation(game !== null && isPlayableGameId(game) ? game : 'match', { useSuspense: false });
  const heading = useRef<HTMLHeadingElement>(null);

  const newest = useMemo(() => newestUpdate(updates), [updates]);
  const names = useMemo(() => namesOf(t, newest?.seats), [t, newest?.seats]);
  const localHumans = useMemo(
    () => grants.map((grant) => grant.seat).filter((seat) => newest?.seats.find((s) => s.seat === seat)?.kind !== 'bot'),
    [grants, newest?.seats],
  );

  const [lastShown, setLastShown] = useState<Seat | null>(null);
  const due = chooseView({
    localHumans,
    activeSeats: newest?.activeSeats ?? [],
    curtainEnabled,
    lastShownSeat: lastShown,
  });
  // A table that still replays what led to the newest updates holds back the result and the log's later lines.
  const matchId = newest?.matchId ?? null;
  const heldAfter = useResultHold((state) => (matchId === null ? undefined : state.heldAfter[matchId]));
  // Hot-seat: a table that plays the mover's move finishes it before the curtain (hotseat/finishBeforeCurtain.ts).
  // Only such tables are drawn once more for the mover: another would act on an update meant for the next seat.
  const newestVersion = newest?.version ?? null;
  const [offeredVersion, setOfferedVersion] = useState<number | null>(null);
  const handsOver = ui.status === 'ready' && ui.ui.playsMoveBeforeCurtain === true;
  const choice = handsOver ? finishBeforeCurtain(due, { lastShownSeat: lastShown, holding: heldAfter !== undefined, offeredVersion, newestVersion }) : due;
  // After the table's own layout effects (children first): by now it has said whether it holds the update.
  const curtainDue = handsOver && due.kind === 'curtain';
  useLayoutEffect(() => {
    if (curtainDue) setOfferedVersion(newestVersion);
  }, [curtainDue, newestVersion]);
  const shownSeat = choice.kind === 'seat' ? choice.seat : null;
  useEffect(() => {
    if (shownSeat !== null) setLastShown(shownSeat);
  }, [shownSeat]);

  // Focus the (hidden) heading when the frame comes up: on opening and after each curtain.
  const frameUp = choice.kind !== 'curtain';
  useEffect(() => {
    if (frameUp) heading.current?.focus({ preventScroll: true });
  }, [frameUp]);

  const [rulesOpen, setRulesOpen] = useState(false);
  const [resultHidden, setResultHidden] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [againBusy, setAgainBusy] = useState(false);
  const [againError, setAgainError] = useState<string | null>(null);

  const shown: MatchUpdate | null =
    choice.kind === 'curtain' ? null : (updates[choice.kind === 'seat' ? viewerKey(choice.seat) : 'spectator'] ?? null);

  const shownMatch = shown?.matchId ?? null;
  const memory = useMemo(() => (shownMatch === null ? null : tableMemory(shownMatch)), [shownMatch]);
  const shownVersion = shown?.version ?? null;
  const holdResult = useResultHold((state) => state.holdAfter);
  const holdAfter = useCallback(
    (version: number | null) => {
      if (shownMatch !== null) holdResult(shownMatch, version);
    },
    [shownMatch, holdResult],
  );
  const held = heldAfter !== undefined;
  const logEntries = useMemo(() => (heldAfter === undefined ? log.entries : log.entries.filter((entry) => entry.version <= heldAfter)), [log.entries, heldAfter]);
  const submit = useCallback(
    (move: unknown): Promise<SubmitResult> => {
      if (shownSeat === null || shownVersion === null) {
        return Promise.resolve({ ok: false, message: t('notice.notYourSeat') });
      }
      return submitMove(shownSeat, move, shownVersion);
    },
    [t, shownSeat, shownVersion, submitMove],
  );

  const role = useRole((state) => state.role);
  const lan = newest?.lan ?? null;
  // The host's own window is told the code; a guest's never is.
  const lanHost = lan !== null && lan.host !== null;
  const lanGuest = lan !== null && !lanHost;
  const [confirmLeave, setConfirmLeave] = useState(false);
  const exitScreen = () => go(role === 'guest' ? { name: 'join' } : { name: 'menu' });

  const toMenu = () => {
    if (lanGuest) {
      // A game that goes on keeps the seat's token, for "Back to my seat".
      const forget = Boolean(lan?.closed || newest?.result);
      // A neutral screen while leaving: the app must be back on its own host before its menu asks anything.
      go({ name: 'starting' });
      void leaveTable({ forget }).then(exitScreen);
      return;
    }
    void leave();
    exitScreen();
  };
  /** Leaving a LAN game asks first: for the host it closes the table, for a guest it gives up his seat. */
  const askToLeave = () => {
    if (lan && !lan.closed && !newest?.result) setConfirmLeave(true);
    else toMenu();
  };

  async function playAgain() {
    const setup = replaySetup();
    if (!setup) return;
    setAgainBusy(true);
    setAgainError(null);
    try {
      const opened = await getHost().request({
        type: 'createMatch',
        game: setup.game,
        seats: setup.seats,
        ...(setup.options === undefined ? {} : { options: setup.options }),
        seed: randomSeed(),
      });
      void open(opened, setup);
    } catch (cause) {
      setAgainError(errorMessage(cause));
      setAgainBusy(false);
    }
  }

  if (status === 'error') {
    return (
      <main className="screen screen-narrow game-problem">
        <h1>{t('problem.notSet')}</h1>
        <p className="message-error" role="alert">
          {openError}
        </p>
        <button type="button" className="btn btn-primary" onClick={toMenu}>
          {role === 'guest' ? t('actions.backToJoin') : t('actions.mainMenu')}
        </button>
      </main>
    );
  }

  if (choice.kind === 'curtain') {
    return <Curtain name={seatName(t, names, choice.seat)} onReveal={() => setLastShown(choice.seat)} onMenu={toMenu} />;
  }

  if (ui.status === 'failed' || ui.status === 'missing') {
    return (
      <main className="screen screen-narrow game-problem">
        <h1>{t('problem.cannotShow')}</h1>
        <p className="message-error" role="alert">
          {ui.status === 'failed' ? t('problem.tableNotLoaded', { message: ui.message }) : t('problem.noTable')}
        </p>
        <button type="button" className="btn btn-primary" onClick={toMenu}>
          {t('actions.mainMenu')}
        </button>
      </main>
    );
  }

  // Not before its words: a log line or banner phrase worded without them would show their keys.
  const gameUi = ui.status === 'ready' && gameWordsReady ? ui.ui : null;
  const latestOnly = gameUi !== null && newest !== null && newest !== undefined && safeLatestOnly(gameUi, newest.view);
  // Held back while the table replays what led to it (the last roll): the ranking comes after the replay.
  const result = held ? null : (newest?.result ?? null);
  const active = newest?.activeSeats ?? [];
  const thinking = (newest?.seats ?? []).filter((seat) => seat.thinking);
  const phrase = gameUi && shown ? safeTurn(gameUi, shown.view, names) : '';
  const yourMove = shownSeat !== null && active.includes(shownSeat);
  // The host's sentences in this player's language (a guest may read another than the host's).
  const saveError = newest?.saveError ? hostSentence(newest.saveError) : null;
  const hostProblem = newest?.hostProblem ? hostSentence(newest.hostProblem) : null;
  const shownStatus = shownSeat !== null ? newest?.seats.find((status) => status.seat === shownSeat) : undefined;

  const activeNames = active.map((seat) => seatName(t, names, seat));
  // describeTurn usually names the active seats itself; only add the names when it does not.
  const phraseNamesAll = phrase !== '' && activeNames.every((name) => phrase.includes(name));
  let bannerWho: string | null;
  if (!newest) bannerWho = t('banner.takingSeats');
  else if (held) bannerWho = t('banner.replay');
  else if (result) bannerWho = t('banner.gameOver', { headline: resultHeadline(t, result, names) });
  else if (yourMove) bannerWho = t('banner.yourMove');
  else if (activeNames.length > 0 && !phraseNamesAll) bannerWho = formatList(activeNames);
  else if (activeNames.length === 0 && !phrase) bannerWho = t('banner.waiting');
  else bannerWho = null;

  async function undo() {
    if (shownSeat === null) return;
    setNotice(null);
    const outcome = await undoMove(shownSeat);
    if (!outcome.ok) setNotice(outcome.message);
  }

  return (
    <div className="game-screen">
      <h1 ref={heading} tabIndex={-1} className="visually-hidden">
        {title ?? catalogTitle(game)}
      </h1>
      <header className="game-topbar">
        <div className="game-topbar-left">
          <button
            type="button"
            className="btn btn-ghost"
            aria-label={lanGuest ? t('topBar.leaveLabel') : t('topBar.menuLabel')}
            onClick={askToLeave}
          >
            <span aria-hidden="true">←</span> {lanGuest ? t('topBar.leave') : t('topBar.menu')}
          </button>
          {lanGuest ? (
            <span className="game-autosave" title={t('topBar.savedByHostHint')}>
              {t('topBar.savedByHost')}
            </span>
          ) : saveError ? (
            <span className="game-autosave game-autosave-failed">{t('topBar.notSaved')}</span>
          ) : (
            <span className="game-autosave" title={t('topBar.savedAutomaticallyHint')}>
              {t('topBar.savedAutomatically')}
            </span>
          )}
        </div>

        <div className={`turn-banner ${yourMove ? 'turn-banner-you' : ''}`} data-testid="turn-banner" aria-live="polite">
          <span className="turn-game">{title ?? catalogTitle(game)}</span>
          {bannerWho && <span className={yourMove ? 'turn-who turn-you' : 'turn-who'}>{bannerWho}</span>}
          {phrase && !result && !held && <span className="turn-phrase">{phrase}</span>}
          {thinking.length > 0 && !result && (
            <span className="bot-thinking" data-testid="bot-thinking">
              <span className="bot-thinking-dots" aria-hidden="true">
                <span />
                <span />
                <span />
              </span>
              {t('banner.thinking', { names: thinking.map((seat) => seat.name), count: thinking.length })}
            </span>
          )}
        </div>

        <div className="game-topbar-right">
          <span className="game-viewer" data-testid="viewer-label">
            {shownSeat === null
              ? t('topBar.watching')
              : names[shownSeat] === undefined
                ? t('topBar.playingAsSeat', { number: shownSeat + 1 })
                : t('topBar.playingAs', { name: names[shownSeat] })}
          </span>
          {shown?.canUndo && shownSeat !== null && (
            <button type="button" className="btn" onClick={undo}>
              {t('actions.undo')}
            </button>
          )}
          {result && resultHidden && (
            <button type="button" className="btn btn-primary" onClick={() => setResultHidden(false)}>
              {t('actions.results')}
            </button>
          )}
          {lanHost && lan && newest && <LanTableButton matchId={newest.matchId} lan={lan} seats={newest.seats} />}
          <button type="button" className="btn" onClick={() => setRulesOpen(true)} aria-haspopup="dialog">
            {t('actions.rules')}
          </button>
        </div>
      </header>

      {saveError && (
        <p className="game-alert" role="alert">
          {t('notice.autosaveFailed', { error: saveError })}
        </p>
      )}
      {hostProblem && newest && !result && (
        <HostProblemNotice matchId={newest.matchId} sentence={hostProblem} canRetry={!lanGuest && role !== 'guest'} />
      )}
      {notice && (
        <p className="game-alert" role="alert">
          {notice}
        </p>
      )}
      {lanHost && newest && !result && <AwayNotices matchId={newest.matchId} seats={newest.seats} />}
      {lanGuest && shownStatus?.standIn && !result && (
        <p className="game-guest-note" role="status">
          {t('notice.botPlayedYourSeat')}
        </p>
      )}

      <div className="game-body">
        <section className="game-table" aria-label={t('table.label')}>
          {gameUi && shown && memory ? (
            <ErrorBoundary
              key={`${shown.matchId}:${String(shown.viewer)}`}
              fallback={(error, retry) => (
                <div className="game-table-failed" role="alert">
                  <p>{t('problem.drawFailed', { message: error.message })}</p>
                  <button type="button" className="btn" onClick={retry}>
                    {t('actions.tryAgain')}
                  </button>
                </div>
              )}
            >
              <gameUi.Table
                update={shown}
                view={shown.view}
                seat={shownSeat}
                seats={shown.seats}
                submit={submit}
                reducedMotion={reducedMotion}
                memory={memory}
                holdAfter={holdAfter}
              />
            </ErrorBoundary>
          ) : (
            <p className="loading-note">{status === 'joining' || !gameUi ? t('table.setting') : t('table.waiting')}</p>
          )}
        </section>
        {lan && newest ? (
          <div className="game-side">
            {gameUi && <GameLog entries={logEntries} ui={gameUi} names={names} latestOnly={latestOnly} />}
            <ChatPanel room={newest.matchId} />
          </div>
        ) : (
          gameUi && <GameLog entries={logEntries} ui={gameUi} names={names} latestOnly={latestOnly} />
        )}
      </div>

      {rulesOpen && game && <RulesDialog game={game} title={title ?? catalogTitle(game)} onClose={() => setRulesOpen(false)} />}
      {result && !resultHidden && (
        <FinalRanking
          result={result}
          names={names}
          busy={againBusy}
          error={againError}
          {...(lan ? {} : { onPlayAgain: playAgain })}
          onMenu={toMenu}
          {...(lanGuest ? { menuLabel: t('topBar.leaveLabel') } : {})}
          onHide={() => setResultHidden(true)}
          cells={scoreCells(t, result, gameUi?.scoreColumn, newest?.view)}
        >
          {newest && <MatchHighScores matchId={newest.matchId} game={newest.game} score={result.scores[0]} />}
        </FinalRanking>
      )}
      {lanGuest && lan?.closed && (
        <TableClosed
          sentence={hostSentence(lan.closed)}
          backLabel={role === 'guest' ? t('actions.backToJoin') : t('actions.mainMenu')}
          onBack={toMenu}
        />
      )}
      {confirmLeave && (
        <ConfirmDialog
          title={lanHost ? t('leave.closeTitle') : t('leave.title')}
          message={lanHost ? t('leave.closeMessage') : t('leave.message')}
          confirmLabel={lanHost ? t('leave.closeConfirm') : t('leave.confirm')}
          danger
          onCancel={() => setConfirmLeave(false)}
          onConfirm={() => {
            setConfirmLeave(false);
            toMenu();
          }}
        />
      )}
    </div>
  );
}

/**
 * The frame every game shares: turn banner, bot-thinking indicator, the
 * game's table, the public log, rules, taking back a move, the end-of-game ranking, and the
 * hot-seat curtain. Loaded on demand, with the game UIs.
 */
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { catalogEntry, isPlayableGameId } from '../../games/catalog';
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
import { takeBackSeat } from '../../hotseat/takeBackSeat';
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
import { useChat } from '../../lan/chat';
import { usePhoneWidth } from '../lan/usePhoneWidth';
import { usePhoneLayout } from './usePhoneLayout';
import { TableSpeedControl } from '../../kit2d/TableSpeedControl';
import { TutorialCoach } from '../../kit2d/tutorial/TutorialCoach';
import { usePlayerName } from '../../stores/playerName';
import { startTutorial } from '../../stores/tutorial';
import { HintButton, HintPanel, type ShownHint } from '../../kit2d/HintButton';
import { hintSentence } from '../../kit2d/hintWords';
import { GameLog, safeLatestOnly } from './GameLog';
import { logPlace } from './logPlace';
import { AwayNotices, LanTableButton, TableClosed } from './LanTable';
import { heldBanner } from './heldBanner';
import { resultHeadline, scoreCells, seatName } from './ranking';
import { TakeBackButton, TookBackNotice } from './TakeBack';
import './GameScreen.css';

const catalogTitle = (game: string | null) => (game ? game.charAt(0).toUpperCase() + game.slice(1) : '');

/** Seat names indexed by seat. */
function namesOf(t: TFunction<'match'>, seats: readonly SeatStatus[] | undefined): string[] {
  const names: string[] = [];
  for (const status of seats ?? []) names[status.seat] = status.name;
  for (let seat = 0; seat < names.length; seat++) names[seat] ??= t('seat', { number: seat + 1 });
  return names;
}

/** How many hints each seat took, by seat (an older host's update tells none). */
function hintsBySeat(seats: readonly SeatStatus[] | undefined): number[] {
  const hints: number[] = [];
  for (const status of seats ?? []) hints[status.seat] = status.hints ?? 0;
  return Array.from(hints, (count) => count ?? 0);
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
  // A game that says what is secret in a seat's view (GameUi.secretOf): the curtain comes only before a secret, and says which.
  const secretOf = ui.status === 'ready' ? ui.ui.secretOf : undefined;
  const secretFor = (seat: Seat): string | null | undefined => {
    const own = updates[viewerKey(seat)];
    // The seat's own view not in yet with the newest move: the curtain, to be safe.
    if (secretOf === undefined || own === undefined || (newest !== null && own.version < newest.version)) return undefined;
    return secretOf(own.view, seat, names);
  };
  const due = chooseView({
    localHumans,
    activeSeats: newest?.activeSeats ?? [],
    curtainEnabled,
    lastShownSeat: lastShown,
    ...(secretOf === undefined ? {} : { holdsSecret: (seat: Seat) => secretFor(seat) !== null }),
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

  // Focus the (hidden) heading when the frame comes up: on opening and after each curtain. A table that has
  // just put the focus somewhere itself (its effects run first: the seat's place, the move's first control)
  // keeps it; the heading takes only a focus nobody holds (the menu's button or the curtain is gone).
  const frameUp = choice.kind !== 'curtain';
  useEffect(() => {
    if (!frameUp) return;
    const focused = document.activeElement;
    if (focused === null || focused === document.body || !focused.isConnected) heading.current?.focus({ preventScroll: true });
  }, [frameUp]);

  const [rulesOpen, setRulesOpen] = useState(false);
  const [resultHidden, setResultHidden] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [takingBack, setTakingBack] = useState(false);
  const [againBusy, setAgainBusy] = useState(false);
  const [againError, setAgainError] = useState<string | null>(null);
  const [hint, setHint] = useState<ShownHint | null>(null);

  const shown: MatchUpdate | null =
    choice.kind === 'curtain' ? null : (updates[choice.kind === 'seat' ? viewerKey(choice.seat) : 'spectator'] ?? null);

  const shownMatch = shown?.matchId ?? null;
  const memory = useMemo(() => (shownMatch === null ? null : tableMemory(shownMatch)), [shownMatch]);
  const shownVersion = shown?.version ?? null;
  const holdResult = useResultHold((state) => state.holdAfter);
  const holdAfter = useCallback(
    (version: number | null, mover?: Seat | null) => {
      if (shownMatch !== null) holdResult(shownMatch, version, mover);
    },
    [shownMatch, holdResult],
  );
  const heldMover = useResultHold((state) => (matchId === null ? undefined : state.heldMover[matchId]));
  const held = heldAfter !== undefined;
  const logEntries = useMemo(() => (heldAfter === undefined ? log.entries : log.entries.filter((entry) => entry.version <= heldAfter)), [log.entries, heldAfter]);
  // A guided first game: the step on screen, and the step at which a move was last refused (its hint shows then).
  const tutorial = shown?.tutorial ?? newest?.tutorial ?? null;
  const [refusedAtStep, setRefusedAtStep] = useState<string | null>(null);
  const stepOnScreen = tutorial?.id ?? null;
  const stepHint = tutorial?.hint ? hostSentence({ key: tutorial.hint }) : null;
  const submit = useCallback(
    async (move: unknown): Promise<SubmitResult> => {
      if (shownSeat === null || shownVersion === null) {
        return { ok: false, message: t('notice.notYourSeat') };
      }
      const outcome = await submitMove(shownSeat, move, shownVersion);
      // The engine's reason is the table's to show; the coach adds what to try (unless the refusal is the step's hint itself).
      if (!outcome.ok && stepOnScreen !== null && outcome.message !== stepHint) setRefusedAtStep(stepOnScreen);
      return outcome;
    },
    [t, shownSeat, shownVersion, submitMove, stepOnScreen, stepHint],
  );

  const role = useRole((state) => state.role);
  // A guest's table fits his phone's width (the host's window keeps its 1024 px floor).
  usePhoneWidth(role === 'guest');
  // On a guest's phone the log, the chat and the table speed fold into a drawer: the table keeps the screen.
  const phone = usePhoneLayout(role === 'guest');
  const [sideOpen, setSideOpen] = useState(false);
  // Chat lines that came while the drawer was shut: the ☰ carries their count until it opens. What the
  // table held when it opened (and a reconnection's history sent again) counts as read.
  const chatLines = useChat((state) => (newest === null ? 0 : (state.rooms[newest.matchId]?.length ?? 0)));
  const [readLines, setReadLines] = useState(chatLines);
  const drawerShut = phone && !sideOpen;
  useEffect(() => {
    if (!drawerShut) setReadLines(chatLines);
    else if (chatLines < readLines) setReadLines(chatLines);
  }, [drawerShut, chatLines, readLines]);
  const unread = drawerShut ? Math.max(0, chatLines - readLines) : 0;
  useEffect(() => {
    if (!sideOpen) return;
    const close = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setSideOpen(false);
    };
    window.addEventListener('keydown', close);
    return () => window.removeEventListener('keydown', close);
  }, [sideOpen]);
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

  const { t: shellWords } = useTranslation('shell');
  const lessonLabel = shellWords('tutorial.label');
  const playerName = usePlayerName();
  const [coachBusy, setCoachBusy] = useState(false);
  /** A request of the coach's (Next, Continue, Start again); a refusal shows as a notice. */
  async function coach(request: () => Promise<unknown>) {
    setCoachBusy(true);
    setNotice(null);
    try {
      await request();
    } catch (cause) {
      setNotice(errorMessage(cause));
    } finally {
      setCoachBusy(false);
    }
  }
  const tutorialMatch = newest?.matchId ?? null;

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

  // Taking back a move (the game's manifest allows it; the host says whose, per seat): at the shown seat's own table
  // his own, and in hot-seat, on the curtain or the next seat's table, the move of the one who just moved.
  const allowsTakeBack = game !== null && catalogEntry(game)?.takeBack === true && !newest?.result;
  const undoSeat = allowsTakeBack
    ? takeBackSeat({ shownSeat: choice.kind === 'seat' ? choice.seat : null, localHumans, canUndo: (seat) => updates[viewerKey(seat)]?.canUndo === true })
    : null;
  async function takeBack(seat: Seat) {
    if (takingBack) return;
    setNotice(null);
    setTakingBack(true);
    const outcome = await undoMove(seat);
    setTakingBack(false);
    if (!outcome.ok) setNotice(outcome.message);
  }

  if (choice.kind === 'curtain') {
    const curtainTakeBack = undoSeat === null ? null : { name: seatName(t, names, undoSeat), busy: takingBack, problem: notice, onTakeBack: () => void takeBack(undoSeat) };
    return (
      <Curtain
        name={seatName(t, names, choice.seat)}
        secret={secretFor(choice.seat)}
        onReveal={() => setLastShown(choice.seat)}
        onMenu={toMenu}
        takeBack={curtainTakeBack}
      />
    );
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
  const gameLog = gameUi && <GameLog entries={logEntries} ui={gameUi} names={names} latestOnly={latestOnly} />;
  // Where the log goes (GameUi.logPlace); at a LAN table the column stays, for the chat.
  const place = logPlace(gameUi, lan !== null);
  // With no column beside it (the log in the table, or news the table shows itself), the table gets the screen's width.
  // On a phone the log and the chat are in the drawer: the table has the whole width there too.
  const whole = phone || (place !== 'column' && !(lan && newest));
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
  // A hint belongs to the seat and the position it was worked out for: once the game moves on, it is gone.
  const hintShown = hint !== null && shown !== null && hint.seat === shownSeat && hint.version === shown.version ? hint : null;
  // At the seat's own decision, a person's seat played here (not a stand-in bot's), where the table allows hints.
  const mayAskHint =
    yourMove && !result && !held && newest !== null && shownStatus?.kind === 'human' && !shownStatus.standIn && (lan === null || lan.allowHints);

  const activeNames = active.map((seat) => seatName(t, names, seat));
  // describeTurn usually names the active seats itself; only add the names when it does not.
  const phraseNamesAll = phrase !== '' && activeNames.every((name) => phrase.includes(name));
  let bannerWho: string | null;
  if (!newest) bannerWho = t('banner.takingSeats');
  else if (held) bannerWho = heldBanner(t, heldMover ?? null, shownSeat, names);
  else if (result) bannerWho = t('banner.gameOver', { headline: resultHeadline(t, result, names) });
  else if (yourMove) bannerWho = t('banner.yourMove');
  else if (activeNames.length > 0 && !phraseNamesAll) bannerWho = formatList(activeNames);
  else if (activeNames.length === 0 && !phrase) bannerWho = t('banner.waiting');
  else bannerWho = null;

  // The finished game's replay, on the host: a LAN guest's window cannot open one (the host replays LAN games).
  const endedMatch = result && role !== 'guest' ? (newest?.matchId ?? null) : null;
  const watchReplay = endedMatch === null ? null : () => go({ name: 'replay', source: { kind: 'match', matchId: endedMatch }, back: { name: 'game' } });

  // The game allows taking back (its manifest): a player's table offers it, pressable when the host says he (or, in
  // hot-seat, the one who just moved) may now.
  const offersTakeBack = allowsTakeBack && shownSeat !== null && shownStatus?.kind === 'human' && !result;
  const tookBack = newest?.tookBack ?? null;

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
          {tutorial ? (
            <span className="game-autosave game-lesson">{lessonLabel}</span>
          ) : lanGuest ? (
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
          {/* Others' turns at ×1, ×2, ×4 or skipped: the animations here, and the bots' waits at the owner's table. */}
          {newest && !result && !(phone && lan) && <TableSpeedControl />}
          {/* On a phone whose seat this is is said to screen readers only (the seat panels show it, marked "you"). */}
          <span className={phone ? 'game-viewer visually-hidden' : 'game-viewer'} data-testid="viewer-label">
            {shownSeat === null
              ? t('topBar.watching')
              : names[shownSeat] === undefined
                ? t('topBar.playingAsSeat', { number: shownSeat + 1 })
                : t('topBar.playingAs', { name: names[shownSeat] })}
          </span>
          {mayAskHint && newest && shownSeat !== null && (
            <HintButton
              seat={shownSeat}
              ask={() => getHost().request({ type: 'askHint', matchId: newest.matchId, seat: shownSeat })}
              onHint={(answer) => {
                setNotice(null);
                setHint(answer);
              }}
              onProblem={setNotice}
              describeProblem={errorMessage}
            />
          )}
          {offersTakeBack && (
            <TakeBackButton
              possible={undoSeat !== null}
              busy={takingBack}
              onTakeBack={() => undoSeat !== null && void takeBack(undoSeat)}
              whose={undoSeat !== null && undoSeat !== shownSeat ? seatName(t, names, undoSeat) : null}
            />
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
          {phone && lan && newest && (
            <button
              type="button"
              className="btn game-side-toggle"
              aria-label={unread > 0 ? t('topBar.sideLabelUnread', { count: unread }) : t('topBar.sideLabel')}
              aria-expanded={sideOpen}
              aria-controls="game-side"
              data-testid="side-toggle"
              onClick={() => setSideOpen((open) => !open)}
            >
              <span className="game-side-toggle-mark" aria-hidden="true" />
              {unread > 0 && (
                <span className="game-side-toggle-unread" aria-hidden="true" data-testid="side-unread">
                  {unread > 9 ? '9+' : unread}
                </span>
              )}
              {/* Its words for screen readers (and its tip); on screen its mark. The toggle shows on a phone only. */}
              <span className="game-side-toggle-label visually-hidden">{t('topBar.side')}</span>
            </button>
          )}
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
      {hintShown && <HintPanel reason={hostSentence(hintSentence(hintShown.reason, names))} onDismiss={() => setHint(null)} />}
      {notice && (
        <p className="game-alert" role="alert">
          {notice}
        </p>
      )}
      {tookBack && !result && <TookBackNotice seat={tookBack.seat} viewer={shownSeat} names={names} />}
      {lanHost && newest && !result && <AwayNotices matchId={newest.matchId} seats={newest.seats} />}
      {lanGuest && shownStatus?.standIn && !result && (
        <p className="game-guest-note" role="status">
          {t('notice.botPlayedYourSeat')}
        </p>
      )}

      {/* A lesson's coach: a band of its own above the table, so that it covers nothing the step talks about. */}
      {tutorial && gameUi && tutorialMatch && game && !result && (
        <TutorialCoach
          step={tutorial}
          text={hostSentence({ key: tutorial.text })}
          hint={refusedAtStep === tutorial.id ? stepHint : null}
          busy={coachBusy}
          onNext={() => void coach(() => getHost().request({ type: 'tutorialNext', matchId: tutorialMatch }))}
          onContinue={() => void coach(() => getHost().request({ type: 'tutorialContinue', matchId: tutorialMatch }))}
          onRestart={() => void coach(() => startTutorial(game, playerName))}
          onLeave={toMenu}
        />
      )}
      <div className={whole ? 'game-body game-body-whole' : 'game-body'}>
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
                log={place === 'table' ? gameLog : undefined}
                hint={hintShown?.move ?? null}
              />
            </ErrorBoundary>
          ) : (
            <p className="loading-note">{status === 'joining' || !gameUi ? t('table.setting') : t('table.waiting')}</p>
          )}
        </section>
        {/* The drawer's shade: what lies under it is out of reach until it closes (a tap on the shade closes it). */}
        {phone && sideOpen && lan && newest && <div className="game-side-shade" role="presentation" onClick={() => setSideOpen(false)} />}
        {lan && newest ? (
          <div
            id="game-side"
            className={phone ? `game-side game-side-drawer${sideOpen ? ' is-open' : ''}` : 'game-side'}
            data-testid="game-side"
            {...(phone && !sideOpen ? { hidden: true } : {})}
          >
            {phone && (
              <div className="game-side-head">
                {!result && <TableSpeedControl />}
                <button
                  type="button"
                  className="btn game-side-close"
                  aria-label={t('topBar.sideCloseLabel')}
                  onClick={() => setSideOpen(false)}
                >
                  {t('topBar.sideClose')}
                </button>
              </div>
            )}
            {place === 'column' && gameLog}
            <ChatPanel room={newest.matchId} />
          </div>
        ) : (
          place === 'column' && gameLog
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
          {...(watchReplay ? { onReplay: watchReplay } : {})}
          cells={scoreCells(t, result, gameUi?.scoreColumn, newest?.view)}
          hints={hintsBySeat(newest?.seats)}
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

/**
 * The host's LAN table: the game, its options and the seats (open for a
 * guest, a bot, or a player at this screen), then the join code and addresses
 * to tell the guests, who took which seat, the lobby chat, and Start.
 */
import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type PlayableGameId, catalog, isPlayableGameId, playableGameIds } from '../../games/catalog';
import type { LobbySeat } from '../../../../shared/protocol/lan';
import { ConfirmDialog } from '../../components/Dialog';
import { BotLevelField, PlayerCountPicker, SeatNameField } from '../../components/SeatFields';
import { useFocusHeading } from '../../components/useFocusHeading';
import { useGameUi } from '../../games/loadGameUi';
import { OptionsForm } from '../../kit2d/options/OptionsForm';
import { errorMessage, getHost } from '../../host';
import {
  type LobbySeatDraft,
  lobbySetupProblems,
  resizeLobbySeats,
  startProblem,
  toLobbySeatSetup,
} from '../../lan/lobbySetup';
import { useLobby } from '../../lan/session';
import { playersLabel } from '../../saves/pick';
import { startingOptions, useGameOptions } from '../../setup/gameOptions';
import { parseSeed } from '../../setup/seats';
import { useMatch } from '../../stores/match';
import { useNavigation } from '../../stores/navigation';
import { usePlayerName } from '../../stores/playerName';
import { ChatPanel } from './ChatPanel';
import { JoinQr } from './JoinQr';
import '../NewGame.css';
import './Lan.css';

const playable = catalog.filter((entry) => entry.available && isPlayableGameId(entry.id));

function initialCount(min: number, max: number): number {
  return Math.min(max, Math.max(min, 4));
}

/** What was last sent to the host, to tell whether the rows changed since. */
function setupKey(seats: readonly LobbySeatDraft[], options: unknown, allowSpectators: boolean, allowHints: boolean): string {
  return JSON.stringify({ seats: seats.map(toLobbySeatSetup), options, allowSpectators, allowHints });
}

export default function HostLobby() {
  const { t } = useTranslation('lan');
  const { t: shellWords } = useTranslation('shell');
  const heading = useFocusHeading();
  const go = useNavigation((state) => state.go);
  const openMatch = useMatch((state) => state.open);
  const playerName = usePlayerName();
  const lobby = useLobby((state) => (state.mode === 'host' ? state.lobby : null));
  const hosted = useLobby((state) => (state.mode === 'host' ? state.hosted : null));

  const [game, setGame] = useState<PlayableGameId>(() => playableGameIds[0] as PlayableGameId);
  const entry = catalog.find((candidate) => candidate.id === game);
  // Only the chosen game's options and UI load, each in its own chunk.
  const spec = useGameOptions(game);
  const ui = useGameUi(game);
  const min = entry?.minPlayers ?? 1;
  const max = entry?.maxPlayers ?? 1;
  const [count, setCount] = useState(() => initialCount(min, max));
  const [seats, setSeats] = useState<LobbySeatDraft[]>(() => resizeLobbySeats([], initialCount(min, max), playerName));
  /**
   * The options, with the game they belong to: an effect of the game shown
   * before a switch may still run after it (React flushes it after the
   * switch's own updates) and set that game's defaults; they are then not the
   * chosen game's, and wait for its own. Undefined until they are loaded.
   */
  const [chosen, setChosen] = useState<{ game: string; options: unknown } | undefined>(undefined);
  const options = chosen?.game === game ? chosen.options : undefined;
  const setOptions = useCallback((next: unknown) => setChosen({ game, options: next }), [game]);
  const [allowSpectators, setAllowSpectators] = useState(true);
  // Hints ("What would you do?") are off at a LAN table unless the host allows them: the guests see which.
  const [allowHints, setAllowHints] = useState(false);
  const hintsId = useId();
  const [seedText, setSeedText] = useState('');
  const seedId = useId();
  const seedHintId = useId();
  const seed = parseSeed(seedText);
  const [sent, setSent] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [showProblems, setShowProblems] = useState(false);
  const [confirmLeave, setConfirmLeave] = useState(false);
  const gameId = useId();
  const spectatorsId = useId();

  const isOpen = lobby !== null && hosted !== null;
  const problems = lobbySetupProblems(t, seats.slice(0, count));
  const valid = problems.rows.every((problem) => problem === null) && problems.table === null;
  const current = setupKey(seats.slice(0, count), options, allowSpectators, allowHints);
  const dirty = isOpen && sent !== current;
  const waiting = lobby ? startProblem(t, lobby.seats) : null;
  const byNumber = useMemo(() => new Map<number, LobbySeat>((lobby?.seats ?? []).map((seat) => [seat.seat, seat])), [lobby]);

  useEffect(() => {
    if (spec.status === 'ready') setChosen((now) => (now?.game === game ? now : { game, options: startingOptions(spec.spec, count) }));
  }, [spec, count, game]);

  // A lobby left open from an earlier visit to this screen: show its setup.
  useEffect(() => {
    if (isOpen && sent === null && options !== undefined) setSent(current);
  }, [isOpen, sent, current, options]);

  function changeGame(next: PlayableGameId) {
    const nextEntry = catalog.find((candidate) => candidate.id === next);
    const nextCount = initialCount(nextEntry?.minPlayers ?? 1, nextEntry?.maxPlayers ?? 1);
    setGame(next);
    setCount(nextCount);
    setSeats((rows) => resizeLobbySeats(rows, nextCount, playerName));
    setChosen(undefined); // the next game's defaults, once its options are loaded
  }

  function changeCount(next: number) {
    setCount(next);
    setSeats((rows) => resizeLobbySeats(rows, next, playerName));
  }

  function changeSeat(index: number, change: Partial<LobbySeatDraft>) {
    setSeats((rows) => rows.map((seat, at) => (at === index ? { ...seat, ...change } : seat)));
  }

  async function openTable() {
    setShowProblems(true);
    if (!valid || busy || !seed.ok || options === undefined) return;
    setBusy(true);
    setError(null);
    const setup = seats.slice(0, count).map(toLobbySeatSetup);
    try {
      if (isOpen && lobby) {
        await getHost().request({ type: 'updateLobby', lobbyId: lobby.lobbyId, seats: setup, options, allowSpectators, allowHints });
      } else {
        useLobby.setState({ mode: 'host', lobbyId: null, lobby: null, hosted: null, seat: null, token: null, expecting: true });
        const opened = await getHost().request({
          type: 'openLobby',
          game,
          seats: setup,
          options,
          allowSpectators,
          allowHints,
          ...(seed.seed === undefined ? {} : { seed: seed.seed }),
        });
        const state = useLobby.getState();
        useLobby.setState({
          lobbyId: opened.lobbyId,
          hosted: opened,
          expecting: false,
          // The first update usually comes before the answer; if not, a stand-in until it does.
          lobby:
            state.lobby?.lobbyId === opened.lobbyId
              ? state.lobby
              : {
                  type: 'lobby',
                  lobbyId: opened.lobbyId,
                  game,
                  options,
                  seats: setup.map((seat, index) => ({
                    seat: index,
                    kind: seat.kind,
                    name: seat.kind === 'open' ? null : seat.name,
                    level: seat.kind === 'bot' ? seat.level : null,
                    connected: seat.kind !== 'open',
                    yours: false,
                  })),
                  allowSpectators,
                  allowHints,
                  host: { code: opened.code, addresses: opened.addresses },
                  matchId: null,
                  closed: null,
                },
        });
      }
      setSent(current);
    } catch (cause) {
      if (!isOpen) useLobby.getState().reset();
      setError(errorMessage(cause));
    } finally {
      setBusy(false);
    }
  }

  async function start() {
    if (!lobby) return;
    setBusy(true);
    setError(null);
    try {
      const opened = await getHost().request({ type: 'startLobby', lobbyId: lobby.lobbyId });
      useLobby.getState().reset();
      void openMatch(opened);
      go({ name: 'game' });
    } catch (cause) {
      setError(errorMessage(cause));
      setBusy(false);
    }
  }

  async function closeTable(): Promise<boolean> {
    if (!lobby) return true;
    setBusy(true);
    setError(null);
    try {
      await getHost().request({ type: 'closeLobby', lobbyId: lobby.lobbyId });
      useLobby.getState().reset();
      setSent(null);
      return true;
    } catch (cause) {
      setError(errorMessage(cause));
      return false;
    } finally {
      setBusy(false);
    }
  }

  function back() {
    if (isOpen) setConfirmLeave(true);
    else go({ name: 'menu' });
  }

  // The rows come with the options, the look (and any control of the game's own) with its UI.
  const optionRows = spec.status === 'ready' && ui.status === 'ready' ? spec.spec.form : undefined;
  const optionsLook = (ui.status === 'ready' ? ui.ui.optionsForm : undefined) ?? { className: '' };
  const code = hosted?.code ?? lobby?.host?.code ?? '';
  const addresses = lobby?.host?.addresses ?? hosted?.addresses ?? [];

  return (
    <main className="screen new-game lan-host">
      <header className="screen-header">
        <button type="button" className="btn btn-ghost" onClick={back}>
          <span aria-hidden="true">←</span> {t('host.back')}
        </button>
        <h1 ref={heading} tabIndex={-1}>
          {t('host.title')}
        </h1>
      </header>

      <div className="new-game-form">
        <div className="lan-host-main">
          <section className="panel new-game-section" aria-labelledby="lan-players-title">
            <div className="new-game-section-head">
              <h2 id="lan-players-title">
                {t('host.seats')} <span className="new-game-range">{playersLabel(shellWords, min, max)}</span>
              </h2>
              <PlayerCountPicker name="lan-player-count" min={min} max={max} count={count} onChange={changeCount} />
            </div>

            <ol className="seat-list">
              {seats.slice(0, count).map((seat, index) => {
                const problem = showProblems ? problems.rows[index] : null;
                const n = index + 1;
                const taken = byNumber.get(index);
                const held = seat.kind === 'open' && taken?.kind === 'guest' ? taken : null;
                return (
                  <li key={index} className={`seat-row lan-seat-row seat-row-${seat.kind === 'bot' ? 'bot' : 'human'}`} data-testid={`seat-row-${n}`}>
                    <span className="seat-number" aria-hidden="true">
                      {n}
                    </span>
                    <label className="field seat-kind">
                      <span className="field-label">{t('host.seat', { n })}</span>
                      <select
                        className="select"
                        value={seat.kind}
                        aria-label={t('host.seatPlayer', { n })}
                        onChange={(event) => changeSeat(index, { kind: event.target.value as LobbySeatDraft['kind'] })}
                      >
                        <option value="open">{t('host.kind.open')}</option>
                        <option value="local">{t('host.kind.local')}</option>
                        <option value="bot">{t('host.kind.bot')}</option>
                      </select>
                    </label>
                    {seat.kind === 'open' ? (
                      <span className="lan-seat-holder" data-testid={`seat-guest-${n}`}>
                        {held ? (
                          <>
                            <span className={`lan-dot ${held.connected ? 'lan-dot-on' : 'lan-dot-off'}`} aria-hidden="true" />
                            <span className="lan-seat-name">{held.name}</span>
                            <span className="lan-seat-what">{held.connected ? t('host.connected') : t('host.disconnected')}</span>
                          </>
                        ) : (
                          <span className="lan-seat-what">{isOpen ? t('host.waitingGuest') : t('host.guestTakes')}</span>
                        )}
                      </span>
                    ) : (
                      <SeatNameField seat={n} name={seat.name} invalid={Boolean(problem)} onChange={(name) => changeSeat(index, { name })} />
                    )}
                    {seat.kind === 'bot' ? (
                      <BotLevelField seat={n} level={seat.level} onChange={(level) => changeSeat(index, { level })} />
                    ) : (
                      <span className="seat-level seat-level-human">{seat.kind === 'local' ? t('host.atThisScreen') : t('host.anotherMachine')}</span>
                    )}
                    {problem && (
                      <p className="message-error seat-problem" role="alert">
                        {t('host.seatProblem', { n, problem })}
                      </p>
                    )}
                  </li>
                );
              })}
            </ol>
            {showProblems && problems.table && (
              <p className="message-error" role="alert">
                {problems.table}
              </p>
            )}
            <p className="hint">
              {t('host.seatsHint')}
            </p>
          </section>
          {isOpen && lobby && (
            <div className="lan-host-chat">
              <ChatPanel room={lobby.lobbyId} />
            </div>
          )}
        </div>

        <div className="new-game-side">
          {isOpen && (
            <section className="panel new-game-section lan-open" aria-labelledby="lan-open-title" data-testid="lan-open">
              <h2 id="lan-open-title">{t('host.open.title')}</h2>
              <div className="lan-code-block">
                <span className="field-label">{t('host.open.code')}</span>
                <span className="lan-code" data-testid="join-code" aria-label={t('host.open.codeSpelled', { letters: code.split('').join(' ') })}>
                  {code}
                </span>
              </div>
              <div>
                <span className="field-label">{t('host.open.guestsOpen')}</span>
                {addresses.length > 0 ? (
                  <ul className="lan-addresses">
                    {addresses.map((address) => (
                      <li key={address} data-testid="lan-address">
                        {address}
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p className="hint">{t('host.open.noAddress')}</p>
                )}
                <p className="hint">{t('host.open.how', { join: shellWords('menu.joinLan') })}</p>
              </div>
              {/* One code, of the first address (the usual machine has one LAN address; the others stay listed above to type). */}
              {addresses[0] !== undefined && code !== '' && <JoinQr address={addresses[0]} code={code} game={lobby.game} />}
              {dirty && (
                <button type="button" className="btn" onClick={() => void openTable()} disabled={busy}>
                  {t('host.open.apply')}
                </button>
              )}
              {error && (
                <p className="message-error" role="alert">
                  {error}
                </p>
              )}
              <p className="hint lan-start-why" id="lan-start-why" aria-live="polite">
                {dirty ? t('host.open.applyFirst') : (waiting ?? t('host.open.allSeated'))}
              </p>
              <div className="lan-open-actions">
                <button type="button" className="btn" onClick={() => void closeTable()} disabled={busy}>
                  {t('host.open.close')}
                </button>
                <button
                  type="button"
                  className="btn btn-primary btn-large"
                  onClick={start}
                  disabled={busy || dirty || waiting !== null}
                  aria-describedby="lan-start-why"
                >
                  {t('host.open.start')}
                </button>
              </div>
            </section>
          )}
          <section className="panel new-game-section" aria-labelledby="lan-table-title">
            <h2 id="lan-table-title">{t('host.table.title')}</h2>
            <div className="field">
              <label className="field-label" htmlFor={gameId}>
                {t('host.table.game')}
              </label>
              <select
                id={gameId}
                className="select"
                value={game}
                disabled={isOpen}
                onChange={(event) => changeGame(event.target.value as PlayableGameId)}
              >
                {playable.map((candidate) => (
                  <option key={candidate.id} value={candidate.id}>
                    {candidate.title}
                  </option>
                ))}
              </select>
            </div>
            {!isOpen && (
              <div className="field">
                <label className="field-label" htmlFor={seedId}>
                  {t('host.table.seed')}
                </label>
                <input
                  id={seedId}
                  className="input"
                  inputMode="numeric"
                  placeholder={t('host.table.random')}
                  value={seedText}
                  aria-invalid={!seed.ok ? true : undefined}
                  aria-describedby={!seed.ok ? seedHintId : undefined}
                  onChange={(event) => setSeedText(event.target.value)}
                />
                {!seed.ok && (
                  <span id={seedHintId} className="message-error">
                    {seed.message}
                  </span>
                )}
              </div>
            )}
            <label className="check" htmlFor={spectatorsId}>
              <input
                id={spectatorsId}
                type="checkbox"
                checked={allowSpectators}
                onChange={(event) => setAllowSpectators(event.target.checked)}
              />
              <span>
                {t('host.table.spectators')}
                <span className="hint lan-check-hint"> {t('host.table.spectatorsHint')}</span>
              </span>
            </label>
            <label className="check" htmlFor={hintsId}>
              <input id={hintsId} type="checkbox" checked={allowHints} onChange={(event) => setAllowHints(event.target.checked)} />
              <span>
                {t('host.table.hints')}
                <span className="hint lan-check-hint"> {t('host.table.hintsHint')}</span>
              </span>
            </label>
            {(ui.status === 'loading' || spec.status === 'loading') && <p className="hint">{t('host.table.loading')}</p>}
            {spec.status === 'failed' && <p className="message-error">{t('host.table.failed', { message: spec.message })}</p>}
            {spec.status !== 'failed' && ui.status === 'failed' && (
              <p className="message-error">{t('host.table.failed', { message: ui.message })}</p>
            )}
            {optionRows && options !== undefined && (
              <div className="options-form">
                <OptionsForm namespace={game} rows={optionRows} look={optionsLook} options={options} seats={count} onChange={setOptions} />
              </div>
            )}
          </section>

          {!isOpen && (
            <div className="new-game-actions">
              {error && (
                <p className="message-error" role="alert">
                  {error}
                </p>
              )}
              <button type="button" className="btn btn-primary btn-large" onClick={() => void openTable()} disabled={busy || options === undefined}>
                {busy ? t('host.opening') : t('host.openTable')}
              </button>
            </div>
          )}
        </div>
      </div>

      {confirmLeave && (
        <ConfirmDialog
          title={t('host.confirmClose.title')}
          message={t('host.confirmClose.message')}
          confirmLabel={t('host.confirmClose.confirm')}
          danger
          busy={busy}
          onCancel={() => setConfirmLeave(false)}
          onConfirm={() =>
            void closeTable().then((ok) => {
              setConfirmLeave(false);
              if (ok) go({ name: 'menu' });
            })
          }
        />
      )}
    </main>
  );
}

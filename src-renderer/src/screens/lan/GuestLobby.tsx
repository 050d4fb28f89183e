/** A LAN guest at the table before the start: take a seat (or watch), chat, wait for the host. */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { catalog } from '../../games/catalog';
import { useFocusHeading } from '../../components/useFocusHeading';
import { hostSentence } from '../../host';
import { useRole } from '../../lan/role';
import { claimSeat, enterMatch, leaveTable, releaseSeat, useLobby } from '../../lan/session';
import { useNavigation } from '../../stores/navigation';
import { prefetchTable } from '../game/prefetchTable';
import { ChatPanel } from './ChatPanel';
import { GuestLanguage } from './GuestLanguage';
import { LobbySeats } from './LobbySeats';
import { usePhoneWidth } from './usePhoneWidth';
import './Lan.css';

export function GuestLobby() {
  const { t } = useTranslation('lan');
  const heading = useFocusHeading();
  const go = useNavigation((state) => state.go);
  const role = useRole((state) => state.role);
  const lobby = useLobby((state) => state.lobby);
  const mySeat = useLobby((state) => state.seat);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [startProblem, setStartProblem] = useState<string | null>(null);
  const entered = useRef<string | null>(null);
  usePhoneWidth();

  const exit = () => go(role === 'guest' ? { name: 'join' } : { name: 'menu' });

  // The table's chunks load while the guest waits here: on a phone's slow link his table comes up sooner after the start.
  const game = lobby?.game ?? null;
  useEffect(() => {
    if (game !== null) void prefetchTable(game);
  }, [game]);

  // The host started: into the seat (or the spectators' view), once.
  const matchId = lobby?.matchId ?? null;
  useEffect(() => {
    if (!lobby || !matchId || entered.current === matchId) return;
    entered.current = matchId;
    const problem = enterMatch(lobby);
    if (problem) setStartProblem(problem);
    else go({ name: 'game' });
  }, [lobby, matchId, go]);

  if (!lobby) {
    return (
      <main className="screen screen-narrow lan-lobby">
        <h1 ref={heading} tabIndex={-1}>
          {t('guest.noTable')}
        </h1>
        <button type="button" className="btn btn-primary" onClick={exit}>
          {role === 'guest' ? t('guest.joinTable') : t('guest.mainMenu')}
        </button>
      </main>
    );
  }

  const title = catalog.find((entry) => entry.id === lobby.game)?.title ?? lobby.game;
  // The host's sentence in this guest's language (he may read another than the host's).
  const closed = lobby.closed ? hostSentence(lobby.closed) : startProblem;

  async function take(seat: number) {
    setBusy(true);
    setError(null);
    const problem = await claimSeat(seat);
    setBusy(false);
    setError(problem);
  }

  async function free() {
    setBusy(true);
    setError(null);
    const problem = await releaseSeat();
    setBusy(false);
    setError(problem);
  }

  async function leave() {
    setBusy(true);
    go({ name: 'starting' });
    await leaveTable();
    exit();
  }

  return (
    <main className="screen lan-lobby" data-testid="guest-lobby">
      <header className="screen-header">
        <button type="button" className="btn btn-ghost" onClick={leave} disabled={busy}>
          <span aria-hidden="true">←</span> {t('guest.leave')}
        </button>
        <h1 ref={heading} tabIndex={-1}>
          {t('guest.title', { title })}
        </h1>
        <GuestLanguage />
      </header>

      {closed ? (
        <section className="panel lan-closed" role="alert" data-testid="table-closed">
          <h2>{t('guest.closed')}</h2>
          <p>{closed}</p>
          <button type="button" className="btn btn-primary" onClick={leave}>
            {role === 'guest' ? t('guest.backToJoin') : t('guest.mainMenu')}
          </button>
        </section>
      ) : (
        <div className="lan-lobby-body">
          <section className="panel lan-section" aria-labelledby="guest-seats-title">
            <h2 id="guest-seats-title">{t('guest.seats')}</h2>
            <LobbySeats
              seats={lobby.seats}
              action={(seat) =>
                seat.yours ? (
                  <button type="button" className="btn btn-small" onClick={free} disabled={busy}>
                    {t('guest.leaveSeat')}
                  </button>
                ) : seat.kind === 'open' ? (
                  <button
                    type="button"
                    className="btn btn-small btn-primary"
                    onClick={() => void take(seat.seat)}
                    disabled={busy}
                    aria-label={t('guest.takeSeatNumber', { n: seat.seat + 1 })}
                  >
                    {t('guest.takeSeat')}
                  </button>
                ) : null
              }
            />
            {error && (
              <p className="message-error" role="alert">
                {error}
              </p>
            )}
            <p className="lan-waiting" role="status" data-testid="lobby-status">
              {mySeat !== null
                ? t('guest.seated', { n: mySeat + 1 })
                : lobby.allowSpectators
                  ? t('guest.playOrWatch')
                  : t('guest.noSpectators')}
            </p>
            {/* Whether the host allows hints at this table: every guest knows before the game begins. */}
            <p className="hint" data-testid="lobby-hints">
              {lobby.allowHints ? t('guest.hintsAllowed') : t('guest.hintsBarred')}
            </p>
          </section>
          <ChatPanel room={lobby.lobbyId} className="lan-lobby-chat" />
        </div>
      )}
    </main>
  );
}

/** A LAN guest at the table before the start: take a seat (or watch), chat, wait for the host. */
import { useEffect, useRef, useState } from 'react';
import { catalog } from '../../../../shared/games/catalog';
import { useFocusHeading } from '../../components/useFocusHeading';
import { useRole } from '../../lan/role';
import { claimSeat, enterMatch, leaveTable, releaseSeat, useLobby } from '../../lan/session';
import { useNavigation } from '../../stores/navigation';
import { ChatPanel } from './ChatPanel';
import { LobbySeats } from './LobbySeats';
import './Lan.css';

export function GuestLobby() {
  const heading = useFocusHeading();
  const go = useNavigation((state) => state.go);
  const role = useRole((state) => state.role);
  const lobby = useLobby((state) => state.lobby);
  const mySeat = useLobby((state) => state.seat);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [startProblem, setStartProblem] = useState<string | null>(null);
  const entered = useRef<string | null>(null);

  const exit = () => go(role === 'guest' ? { name: 'join' } : { name: 'menu' });

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
          Not at a table
        </h1>
        <button type="button" className="btn btn-primary" onClick={exit}>
          {role === 'guest' ? 'Join a table' : 'Main menu'}
        </button>
      </main>
    );
  }

  const title = catalog.find((entry) => entry.id === lobby.game)?.title ?? lobby.game;
  const closed = lobby.closed ?? startProblem;

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
          <span aria-hidden="true">←</span> Leave
        </button>
        <h1 ref={heading} tabIndex={-1}>
          {title} · LAN table
        </h1>
      </header>

      {closed ? (
        <section className="panel lan-closed" role="alert" data-testid="table-closed">
          <h2>The table is closed</h2>
          <p>{closed}</p>
          <button type="button" className="btn btn-primary" onClick={leave}>
            {role === 'guest' ? 'Back to the join screen' : 'Main menu'}
          </button>
        </section>
      ) : (
        <div className="lan-lobby-body">
          <section className="panel lan-section" aria-labelledby="guest-seats-title">
            <h2 id="guest-seats-title">Seats</h2>
            <LobbySeats
              seats={lobby.seats}
              action={(seat) =>
                seat.yours ? (
                  <button type="button" className="btn btn-small" onClick={free} disabled={busy}>
                    Leave this seat
                  </button>
                ) : seat.kind === 'open' ? (
                  <button
                    type="button"
                    className="btn btn-small btn-primary"
                    onClick={() => void take(seat.seat)}
                    disabled={busy}
                    aria-label={`Take seat ${seat.seat + 1}`}
                  >
                    Take this seat
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
                ? `You sit at seat ${mySeat + 1}. Waiting for the host to start…`
                : lobby.allowSpectators
                  ? 'Take an open seat to play, or stay to watch. Waiting for the host to start…'
                  : 'Take an open seat to play: this table takes no spectators.'}
            </p>
          </section>
          <ChatPanel room={lobby.lobbyId} className="lan-lobby-chat" />
        </div>
      )}
    </main>
  );
}

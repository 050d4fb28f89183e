/**
 * The LAN parts of the game frame: the host's "LAN table" dialog (code,
 * addresses, who is connected), the host's notices for an away guest (let a
 * bot play his seat, give it back), and the guests' "table closed" dialog.
 */
import { useId, useRef, useState } from 'react';
import type { BotLevel } from '../../../../shared/engine/contract';
import type { MatchLan, SeatStatus } from '../../../../shared/protocol/messages';
import { Dialog } from '../../components/Dialog';
import '../lan/Lan.css';
import { errorMessage, getHost } from '../../host';

async function standIn(matchId: string, seat: number, level: BotLevel | null): Promise<string | null> {
  try {
    await getHost().request({ type: 'standIn', matchId, seat, level });
    return null;
  } catch (error) {
    return errorMessage(error);
  }
}

/** People's seats of a LAN game that are away or played by a stand-in bot. */
export function awaySeats(seats: readonly SeatStatus[]): SeatStatus[] {
  return seats.filter((seat) => seat.kind === 'human' && (seat.presence === 'away' || seat.standIn !== null));
}

/** For one away seat: let a bot play it (with its level), or give it back. */
function StandInControl({ matchId, status, compact }: { matchId: string; status: SeatStatus; compact?: boolean }) {
  const [level, setLevel] = useState<BotLevel>('normal');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const levelId = useId();

  async function act(next: BotLevel | null) {
    setBusy(true);
    setError(null);
    setError(await standIn(matchId, status.seat, next));
    setBusy(false);
  }

  return (
    <span className={`lan-standin${compact ? ' lan-standin-compact' : ''}`}>
      {status.standIn ? (
        <button
          type="button"
          className="btn btn-small"
          onClick={() => void act(null)}
          disabled={busy}
          aria-label={`Give the seat back to ${status.name}`}
        >
          Give the seat back
        </button>
      ) : (
        <>
          <label className="visually-hidden" htmlFor={levelId}>
            Bot level for {status.name}
          </label>
          <select id={levelId} className="select lan-standin-level" value={level} onChange={(event) => setLevel(event.target.value as BotLevel)}>
            <option value="easy">Easy</option>
            <option value="normal">Normal</option>
            <option value="hard">Hard</option>
          </select>
          <button
            type="button"
            className="btn btn-small"
            onClick={() => void act(level)}
            disabled={busy}
            aria-label={`Let a bot play for ${status.name}`}
          >
            Let a bot play
          </button>
        </>
      )}
      {error && (
        <span className="message-error" role="alert">
          {error}
        </span>
      )}
    </span>
  );
}

/** The host's bar under the top bar for each away guest. */
export function AwayNotices({ matchId, seats }: { matchId: string; seats: readonly SeatStatus[] }) {
  const away = awaySeats(seats);
  if (away.length === 0) return null;
  return (
    <div className="lan-away" role="region" aria-label="Away players">
      {away.map((status) => (
        <p key={status.seat} className="lan-away-line" data-testid={`away-${status.seat}`}>
          <span>
            {status.standIn
              ? `A ${status.standIn} bot plays for ${status.name}${status.presence === 'away' ? ', who is away' : ''}.`
              : `${status.name} is away: the game waits for them.`}
          </span>
          <StandInControl matchId={matchId} status={status} compact />
        </p>
      ))}
    </div>
  );
}

/** The host's button in the top bar and its dialog: how guests join, and who is here. */
export function LanTableButton({ matchId, lan, seats }: { matchId: string; lan: MatchLan; seats: readonly SeatStatus[] }) {
  const [open, setOpen] = useState(false);
  const people = seats.filter((seat) => seat.kind === 'human');
  const away = awaySeats(seats).length;
  return (
    <>
      <button type="button" className="btn" aria-haspopup="dialog" onClick={() => setOpen(true)} data-testid="lan-table-button">
        LAN table{away > 0 && <span className="lan-away-count"> · {away} away</span>}
      </button>
      {open && (
        <Dialog title="LAN table" onClose={() => setOpen(false)} testId="lan-table-dialog" className="lan-table-dialog">
          {lan.host && (
            <div className="lan-table-join">
              <div>
                <span className="field-label">Join code</span>
                <span className="lan-code lan-code-small">{lan.host.code}</span>
              </div>
              <div>
                <span className="field-label">Guests open</span>
                <ul className="lan-addresses">
                  {lan.host.addresses.map((address) => (
                    <li key={address}>{address}</li>
                  ))}
                </ul>
              </div>
              <p className="hint">A guest who drops comes back to his seat with the same code and name.</p>
            </div>
          )}
          <ul className="lan-table-seats" aria-label="Players">
            {people.map((status) => (
              <li key={status.seat} className="lan-table-seat">
                <span className={`lan-dot ${status.presence === 'away' ? 'lan-dot-off' : 'lan-dot-on'}`} aria-hidden="true" />
                <span className="lan-seat-name">{status.name}</span>
                <span className="lan-seat-what">
                  {status.presence === 'away' ? 'away' : 'connected'}
                  {status.standIn ? ` · ${status.standIn} bot plays` : ''}
                </span>
                {(status.presence === 'away' || status.standIn) && <StandInControl matchId={matchId} status={status} compact />}
              </li>
            ))}
          </ul>
          <p className="hint">
            Spectators {lan.allowSpectators ? 'may watch this game.' : 'are not let in.'}
          </p>
        </Dialog>
      )}
    </>
  );
}

/** A guest's notice that the host closed the table, with the way back. */
export function TableClosed({ sentence, backLabel, onBack }: { sentence: string; backLabel: string; onBack(): void }) {
  const back = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      title="The table is closed"
      onClose={onBack}
      initialFocus={back}
      closeButton={false}
      role="alertdialog"
      testId="table-closed"
      actions={
        <button ref={back} type="button" className="btn btn-primary" onClick={onBack}>
          {backLabel}
        </button>
      }
    >
      <p>{sentence}</p>
    </Dialog>
  );
}

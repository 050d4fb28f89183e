/**
 * The LAN parts of the game frame: the host's "LAN table" dialog (code,
 * addresses, who is connected), the host's notices for an away guest (let a
 * bot play his seat, give it back), and the guests' "table closed" dialog.
 */
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BOT_LEVELS, type BotLevel } from '../../../../shared/engine/contract';
import type { MatchLan, SeatStatus } from '../../../../shared/protocol/messages';
import { Dialog } from '../../components/Dialog';
import { Tooltip } from '../../kit2d/Tooltip';
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
  const { t } = useTranslation('match');
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
          aria-label={t('lan.giveBackTo', { name: status.name })}
        >
          {t('lan.giveBack')}
        </button>
      ) : (
        <>
          <label className="visually-hidden" htmlFor={levelId}>
            {t('lan.botLevelFor', { name: status.name })}
          </label>
          <select id={levelId} className="select lan-standin-level" value={level} onChange={(event) => setLevel(event.target.value as BotLevel)}>
            {BOT_LEVELS.map((option) => (
              <option key={option} value={option}>
                {t(`lan.level.${option}`)}
              </option>
            ))}
          </select>
          <button
            type="button"
            className="btn btn-small"
            onClick={() => void act(level)}
            disabled={busy}
            aria-label={t('lan.letBotPlayFor', { name: status.name })}
          >
            {t('lan.letBotPlay')}
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
  const { t } = useTranslation('match');
  const away = awaySeats(seats);
  if (away.length === 0) return null;
  return (
    <div className="lan-away" role="region" aria-label={t('lan.awayPlayers')}>
      {away.map((status) => (
        <p key={status.seat} className="lan-away-line" data-testid={`away-${status.seat}`}>
          <span>
            {status.standIn
              ? t(status.presence === 'away' ? `lan.standInAway.${status.standIn}` : `lan.standIn.${status.standIn}`, { name: status.name })
              : t('lan.isAway', { name: status.name })}
          </span>
          <StandInControl matchId={matchId} status={status} compact />
        </p>
      ))}
    </div>
  );
}

/** The host's button in the top bar and its dialog: how guests join, and who is here. */
export function LanTableButton({ matchId, lan, seats }: { matchId: string; lan: MatchLan; seats: readonly SeatStatus[] }) {
  const { t } = useTranslation('match');
  const [open, setOpen] = useState(false);
  const people = seats.filter((seat) => seat.kind === 'human');
  const away = awaySeats(seats).length;
  return (
    <>
      <Tooltip tip={t('lan.tableButtonTip')} tabIndex={-1}>
        <button type="button" className="btn lan-table-button" aria-haspopup="dialog" onClick={() => setOpen(true)} data-testid="lan-table-button">
          <span className="lan-table-mark" aria-hidden="true" />
          {/* Under 1440 px the top bar keeps the banner's room: the mark (and who is away) alone shows, the words stay the button's name. */}
          <span className="lan-table-label">{t('lan.tableButton')}</span>
          {away > 0 && <span className="lan-away-count"> · {t('lan.awayCount', { count: away })}</span>}
        </button>
      </Tooltip>
      {open && (
        <Dialog title={t('lan.tableButton')} onClose={() => setOpen(false)} testId="lan-table-dialog" className="lan-table-dialog">
          {lan.host && (
            <div className="lan-table-join">
              <div>
                <span className="field-label">{t('lan.joinCode')}</span>
                <span className="lan-code lan-code-small">{lan.host.code}</span>
              </div>
              <div>
                <span className="field-label">{t('lan.guestsOpen')}</span>
                <ul className="lan-addresses">
                  {lan.host.addresses.map((address) => (
                    <li key={address}>{address}</li>
                  ))}
                </ul>
              </div>
              <p className="hint">{t('lan.rejoinHint')}</p>
            </div>
          )}
          <ul className="lan-table-seats" aria-label={t('lan.players')}>
            {people.map((status) => (
              <li key={status.seat} className="lan-table-seat">
                <span className={`lan-dot ${status.presence === 'away' ? 'lan-dot-off' : 'lan-dot-on'}`} aria-hidden="true" />
                <span className="lan-seat-name">{status.name}</span>
                <span className="lan-seat-what">
                  {status.presence === 'away' ? t('lan.away') : t('lan.connected')}
                  {status.standIn ? ` · ${t(`lan.botPlays.${status.standIn}`)}` : ''}
                </span>
                {(status.presence === 'away' || status.standIn) && <StandInControl matchId={matchId} status={status} compact />}
              </li>
            ))}
          </ul>
          <p className="hint">{lan.allowSpectators ? t('lan.spectatorsWelcome') : t('lan.spectatorsBarred')}</p>
          <p className="hint">{lan.allowHints ? t('hint.allowedAtTable') : t('hint.barredAtTable')}</p>
        </Dialog>
      )}
    </>
  );
}

/** A guest's notice that the host closed the table, with the way back. */
export function TableClosed({ sentence, backLabel, onBack }: { sentence: string; backLabel: string; onBack(): void }) {
  const { t } = useTranslation('match');
  const back = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      title={t('lan.closed')}
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

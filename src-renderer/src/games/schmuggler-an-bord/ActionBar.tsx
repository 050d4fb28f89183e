/**
 * The seat on screen's controls: the line that says what to do (or what the
 * table waits for), and the buttons of the move he may make now: roll, name
 * a suspect (his own seat as "Myself"), object or let it pass, and during a
 * search the searcher's row (his places are buttons for him alone). The
 * refusal of the last move shows under them. Keys: see offer.ts.
 */
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { Seat } from '../../../../shared/engine/contract';
import type { SabMove, SabView } from '../../../../shared/games/schmuggler-an-bord/types';
import { ActionBar as Bar } from '../../kit2d/ActionBar';
import { KeyCap as Cap, useKeyLabel } from '../../kit2d/KeyCap';
import { leadOf } from './lead';
import { KEYS, type Offer, searchPlaces } from './offer';
import { SearchRow } from './SearchRow';
import { instruction, seatName, theGood } from './text';

interface ActionBarProps {
  view: SabView;
  viewer: Seat | null;
  offer: Offer;
  names: readonly string[];
  busy: boolean;
  error: string | null;
  send(move: SabMove): void;
  ref?: Ref<HTMLElement>;
}

/** The key a button answers to, drawn on it in this table's look. */
function KeyCap({ children }: { children: string }) {
  return <Cap className="sab-key">{children}</Cap>;
}

export function ActionBar({ view, viewer, offer, names, busy, error, send, ref }: ActionBarProps) {
  const { t } = useTranslation('schmuggler-an-bord');
  const good = view.round?.good;
  const search = view.round?.search ?? null;
  const key = useKeyLabel();
  return (
    <Bar ref={ref} look="sab" label={t('actions.label')} keys={t('table.keys')} instruction={instruction(t, view, viewer, names)} error={error} tabIndex={-1}>
      {offer.kind === 'roll' && (
        <div className="sab-buttons">
          <button type="button" className="btn btn-primary" data-action="roll" data-tutorial="roll" disabled={busy} aria-keyshortcuts={key(KEYS.roll)} onClick={() => send({ type: 'roll' })}>
            <KeyCap>{KEYS.roll}</KeyCap>
            {t('actions.roll')}
          </button>
        </div>
      )}
      {offer.kind === 'suspect' && viewer !== null && (
        <div className="sab-buttons sab-suspects" role="group" aria-label={t('actions.suspects', { good: good === undefined ? '' : theGood(t, good) })}>
          {offer.seats.map((seat) => {
            const own = seat === viewer;
            const name = seatName(t, names, seat);
            // Each button says where it leads (lead.ts): naming a seat that already suspected makes it search at once.
            const lead = leadOf(view.round?.chain ?? [], viewer, seat);
            const sought = good === undefined ? '' : theGood(t, good);
            return (
              <button
                key={seat}
                type="button"
                className={`btn${own ? ' btn-primary' : ''} sab-suspect`}
                data-suspect={seat}
                // The guided first game's names: each suspect, and the viewer's own "Myself".
                data-tutorial={own ? `suspect-${seat} myself` : `suspect-${seat}`}
                disabled={busy}
                data-lead={lead}
                title={t(`actions.leadLong.${lead}`, { name, good: sought })}
                aria-keyshortcuts={own ? key(`${KEYS.myself} ${seat + 1}`) : String(seat + 1)}
                onClick={() => send({ type: 'suspect', seat })}
              >
                <KeyCap>{String(seat + 1)}</KeyCap>
                <span className="sab-suspect-text">
                  <span className="sab-suspect-name" title={own ? t('actions.myself') : name}>
                    {own ? t('actions.myself') : name}
                  </span>
                  <span className="sab-suspect-lead">{t(`actions.lead.${lead}`)}</span>
                </span>
              </button>
            );
          })}
        </div>
      )}
      {offer.kind === 'object' && (
        <div className="sab-buttons" role="group" aria-label={t('actions.objections')}>
          <button
            type="button"
            className="btn btn-danger"
            data-object="yes"
            data-tutorial="object"
            disabled={busy}
            // Where it leads, before the player commits (the rules: one chip per objector, one way or the other).
            title={t('actions.objectLong', { name: seatName(t, names, view.round?.roller ?? 0), good: good === undefined ? '' : theGood(t, good) })}
            aria-keyshortcuts={key(KEYS.object)}
            onClick={() => send({ type: 'object', object: true })}
          >
            <KeyCap>{KEYS.object}</KeyCap>
            {t('actions.object')}
          </button>
          <button
            type="button"
            className="btn"
            data-object="no"
            disabled={busy}
            title={t('actions.passLong')}
            aria-keyshortcuts={key(KEYS.pass)}
            onClick={() => send({ type: 'object', object: false })}
          >
            <KeyCap>{KEYS.pass}</KeyCap>
            {t('actions.pass')}
          </button>
        </div>
      )}
      {view.phase === 'search' && search !== null && good !== undefined && (
        <SearchRow
          searcher={search.seat}
          good={good}
          places={offer.kind === 'search' ? offer.places : searchPlaces(view)}
          names={names}
          mine={offer.kind === 'search'}
          busy={busy}
          onTurn={(index) => send({ type: 'turnCard', index })}
        />
      )}
    </Bar>
  );
}

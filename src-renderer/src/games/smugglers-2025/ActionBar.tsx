/**
 * The seat on screen's controls: the line that says what to do (or what the
 * table waits for), and the buttons of his move: Smuggle once the right
 * number of cards is selected; on his drawing turn Discard (before his first
 * draw, with one card selected) and how many cards he still draws (the
 * market and the deck, at the top, are what he draws with). The refusal of
 * the last move shows under them. Keys: see offer.ts.
 */
import { useTranslation } from 'react-i18next';
import type { Seat } from '../../../../shared/engine/contract';
import type { S25Move, S25View } from '../../../../shared/games/smugglers-2025/types';
import { ActionBar as Bar } from '../../kit2d/ActionBar';
import { KeyCap, useKeyLabel } from '../../kit2d/KeyCap';
import { KEYS, type Offer, discardMove, smuggleMove } from './offer';
import { instruction } from './text';

interface ActionBarProps {
  view: S25View;
  viewer: Seat | null;
  offer: Offer;
  selection: readonly number[];
  names: readonly string[];
  busy: boolean;
  error: string | null;
  send(move: S25Move): void;
}

export function ActionBar({ view, viewer, offer, selection, names, busy, error, send }: ActionBarProps) {
  const { t } = useTranslation('smugglers-2025');
  const smuggle = smuggleMove(view, offer, selection);
  const discard = discardMove(view, offer, selection);
  const key = useKeyLabel();
  const keys = t('table.keys', { smuggle: key(KEYS.smuggle), discard: key(KEYS.discard), deck: key(KEYS.deck), market: KEYS.market.map(key).join(', ') });
  return (
    <Bar look="s25" label={t('actions.label')} keys={keys} instruction={instruction(t, view, viewer, names)} error={error}>
      {offer.kind === 'smuggle' && (
        <div className="s25-buttons">
          <button
            type="button"
            className="btn btn-primary"
            data-action="smuggle"
            data-tutorial="smuggle"
            disabled={busy || smuggle === null}
            aria-keyshortcuts={key(`${KEYS.smuggle} Enter`)}
            onClick={() => smuggle !== null && send(smuggle)}
          >
            <KeyCap className="s25-key">{KEYS.smuggle}</KeyCap>
            {t('actions.smuggle', { count: offer.count })}
            <span className="s25-chosen">{t('actions.chosen', { chosen: selection.length, count: offer.count })}</span>
          </button>
        </div>
      )}
      {offer.kind === 'draw' && (
        <div className="s25-buttons">
          {offer.canDiscard && (
            <button
              type="button"
              className="btn"
              data-action="discard"
              data-tutorial="discard"
              disabled={busy || discard === null}
              aria-keyshortcuts={key(KEYS.discard)}
              title={t('actions.discardHint')}
              onClick={() => discard !== null && send(discard)}
            >
              <KeyCap className="s25-key">{KEYS.discard}</KeyCap>
              {t('actions.discard')}
            </button>
          )}
          <span className="s25-to-draw" data-to-draw={offer.toDraw}>
            {t('actions.toDraw', { count: offer.toDraw })}
          </span>
        </div>
      )}
    </Bar>
  );
}

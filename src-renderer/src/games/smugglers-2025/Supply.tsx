/**
 * The top of the table: this round's customs card, the round, the market's
 * face-up goods, the deck and the discard pile. On the viewer's drawing turn
 * the market cards and the deck are the buttons he draws with (Q W E and D).
 * Every card and the customs card say what they mean on hover and focus.
 */
import { useTranslation } from 'react-i18next';
import { LONG_CUSTOMS } from '../../../../shared/games/smugglers-2025/customs';
import type { Kind } from '../../../../shared/games/smugglers-2025/goods';
import type { S25View } from '../../../../shared/games/smugglers-2025/types';
import { CardBack, GoodsCard } from './GoodsCard';
import { KeyCap, useKeyLabel } from '../../kit2d/KeyCap';
import { Tooltip } from '../../kit2d/Tooltip';
import { KEYS, type Offer } from './offer';
import { cardLabel, customsEffect, customsName, kindName } from './text';

interface SupplyProps {
  view: S25View;
  offer: Offer;
  busy: boolean;
  onTake(kind: Kind): void;
  onDrawDeck(): void;
}

const LONG: ReadonlySet<string> = new Set(LONG_CUSTOMS);

export function Supply({ view, offer, busy, onTake, onDrawDeck }: SupplyProps) {
  const { t } = useTranslation('smugglers-2025');
  const drawing = offer.kind === 'draw';
  const closed = view.customs === 'closedMarket';
  const robots = view.options.robots;
  const keyLabel = useKeyLabel();
  return (
    <div className="s25-supply">
      <div className="s25-customs-slot" data-tutorial="customs">
        <div
          className={`s25-customs${view.customs === null ? ' is-empty' : ''}`}
          data-customs={view.customs ?? undefined}
          role="group"
          aria-label={t('table.customsCard')}
        >
          <span className="s25-customs-kicker">
            <span aria-hidden="true">{t('table.customsCard')}</span>
            <span className="s25-round-number">{t('table.round', { round: view.round, rounds: view.rounds })}</span>
          </span>
          {view.customs !== null && (
            <>
              <strong className="s25-customs-name">
                <Tooltip tip={t('table.customsTip', { effect: customsEffect(t, view.customs) })}>{customsName(t, view.customs)}</Tooltip>
                {LONG.has(view.customs) && (
                  <Tooltip className="s25-customs-long" role="img" tip={t('table.longCard')}>
                    {t('table.longMark')}
                  </Tooltip>
                )}
              </strong>
              <span className="s25-customs-effect">{customsEffect(t, view.customs)}</span>
            </>
          )}
        </div>
        <p className="s25-round">
          {t('table.customsLeft', { count: view.customsLeft })}
          {robots > 0 && ` · ${t('table.robots', { count: robots })}`}
        </p>
      </div>

      <div className={`s25-market${closed ? ' is-closed' : ''}${drawing && offer.market.length > 0 ? ' is-open' : ''}`} role="group" aria-label={t('table.market')} data-tutorial="market">
        <span className="s25-pile-title">{t('table.market')}</span>
        <div className="s25-market-cards">
          {view.market.map((kind, slot) => {
            const key = KEYS.market[slot] ?? '';
            const takeable = drawing && offer.market.includes(kind);
            return takeable ? (
              <Tooltip key={kind} className="s25-card-tip" tip={cardLabel(t, kind)} tabIndex={-1}>
                <button
                  type="button"
                  className="s25-market-card"
                  data-market={kind}
                  disabled={busy}
                  aria-keyshortcuts={keyLabel(key)}
                  aria-label={t('actions.takeMarket', { card: cardLabel(t, kind) })}
                  onClick={() => onTake(kind)}
                >
                  <GoodsCard kind={kind} size="medium" />
                  <KeyCap className="s25-key">{key}</KeyCap>
                </button>
              </Tooltip>
            ) : (
              <Tooltip key={kind} className="s25-market-card" data-market={kind} role="img" tip={cardLabel(t, kind)}>
                <GoodsCard kind={kind} size="medium" />
              </Tooltip>
            );
          })}
          {view.market.length === 0 && <span className="s25-pile-empty">{t('table.empty')}</span>}
        </div>
        {closed && <span className="s25-market-closed">{t('table.marketClosed')}</span>}
      </div>

      <div className="s25-piles">
        <div className="s25-pile" data-tutorial="deck">
          <span className="s25-pile-title">
            {t('table.deck')}{' '}
            <span className="s25-pile-count" data-deck-count={view.deckCount}>
              {view.deckCount}
            </span>
          </span>
          {drawing ? (
            <button
              type="button"
              className="s25-deck is-open"
              data-action="draw-deck"
              disabled={busy}
              aria-keyshortcuts={keyLabel(KEYS.deck)}
              aria-label={t('actions.drawDeckLabel', { count: view.deckCount })}
              onClick={onDrawDeck}
            >
              <CardBack size="medium" />
              <KeyCap className="s25-key">{KEYS.deck}</KeyCap>
            </button>
          ) : (
            <div className="s25-deck" role="img" aria-label={t('table.deckCount', { count: view.deckCount })}>
              {view.deckCount > 0 ? <CardBack size="medium" /> : <span className="s25-card s25-card--medium is-gap" />}
            </div>
          )}
        </div>
        <div className="s25-pile">
          <span className="s25-pile-title">
            {t('table.discard')}{' '}
            <span className="s25-pile-count" data-discard-count={view.discardCount}>
              {view.discardCount}
            </span>
          </span>
          <Tooltip
            className="s25-discard"
            role="img"
            tip={
              view.discardTop === null
                ? t('table.discardEmpty')
                : `${t('table.discardCount', { count: view.discardCount, top: kindName(t, view.discardTop) })}. ${cardLabel(t, view.discardTop)}`
            }
          >
            {view.discardTop === null ? <span className="s25-card s25-card--medium is-gap" /> : <GoodsCard kind={view.discardTop} size="medium" />}
          </Tooltip>
        </div>
      </div>
    </div>
  );
}

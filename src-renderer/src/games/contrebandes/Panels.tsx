/** The viewer's controls: declaring, inspecting, stopping, designating, taking bonus cards. */
import { type FormEvent, useId, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import type { Seat } from '../../../../shared/engine/contract';
import { type Card, type Kind, KINDS } from '../../../../shared/games/contrebandes/cards';
import { type ContrebandesView, type Declaration, MAX_MESSAGE_LENGTH } from '../../../../shared/games/contrebandes/types';
import { Tooltip } from '../../kit2d/Tooltip';
import { CardFace, KindIcon } from './CardArt';
import { claimsAreTrue, defaultClaims, designatableSeats, groupFaces, inspectableSeats } from './logic';
import { cardLabel, cardTip, cardsText, declarationText, kindLabel, seatName } from './text';
import { useArrivals } from './useArrivals';

/** A declaration as chips: one per kind with its count, then the message. */
export function DeclarationChips({ declaration }: { declaration: Declaration }) {
  const { t } = useTranslation('contrebandes');
  const counts = new Map<Kind, number>();
  for (const kind of declaration.kinds) counts.set(kind, (counts.get(kind) ?? 0) + 1);
  const goods = declarationText(t, declaration.kinds);
  return (
    <>
      {/* Named by what it declares; its tip says what a declaration is. */}
      <Tooltip className="cb-chips-tip" tip={t('chips.tip', { goods })}>
        <span className="cb-chips" aria-label={t('chips.declares', { goods })} role="img">
          {[...counts.entries()].map(([kind, count]) => (
            <span key={kind} className={`cb-chip cb-chip--${kind}`} aria-hidden="true">
              <span className="cb-chip-count">{count}×</span>
              <KindIcon kind={kind} />
              <span className="cb-chip-label">{t(`chips.kind.${kind}`)}</span>
            </span>
          ))}
        </span>
      </Tooltip>
      {declaration.message !== '' && <q className="cb-bubble-message">{declaration.message}</q>}
    </>
  );
}

// ---------------------------------------------------------------- declaring

interface ComposerProps {
  mule: readonly Card[];
  officerName: string;
  busy: boolean;
  onDeclare(kinds: Kind[], message: string): void;
}

export function DeclarationComposer({ mule, officerName, busy, onDeclare }: ComposerProps) {
  const { t } = useTranslation('contrebandes');
  const [claims, setClaims] = useState<Kind[]>(() => defaultClaims(mule));
  const [message, setMessage] = useState('');
  const messageId = useId();
  const countId = useId();
  const headingId = useId();
  const truthful = claimsAreTrue(mule, claims);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onDeclare(claims.slice(), message.trim());
  };

  return (
    <form className="cb-panel cb-composer" onSubmit={submit} aria-labelledby={headingId} data-tutorial="declare">
      <h3 id={headingId} className="cb-section-title">
        {t('composer.title', { officer: officerName })}
      </h3>
      <p className="cb-muted">{t('composer.hint')}</p>
      <ol className="cb-claims">
        {mule.map((card, i) => (
          <li key={card} className="cb-claim">
            <CardFace card={card} size="xs" />
            <span className="cb-claim-arrow" aria-hidden="true">
              →
            </span>
            <select
              className={`cb-select cb-select--${claims[i] ?? 'food'}`}
              aria-label={t('composer.claim', { number: i + 1, card: cardLabel(t, card) })}
              value={claims[i]}
              onChange={(event) => {
                const kind = event.target.value as Kind;
                setClaims((current) => current.map((old, j) => (j === i ? kind : old)));
              }}
            >
              {KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {kindLabel(t, kind)}
                </option>
              ))}
            </select>
          </li>
        ))}
      </ol>
      <div className="cb-composer-foot">
        <p className="cb-claim-summary">
          <Trans t={t} i18nKey="composer.summary" values={{ goods: declarationText(t, claims) }} components={[<strong key="0" />]} />{' '}
          <Tooltip className={`cb-tag ${truthful ? 'cb-tag--true' : 'cb-tag--bluff'}`} tip={truthful ? t('composer.truthTip') : t('composer.bluffTip')}>
            {truthful ? t('composer.truth') : t('composer.bluff')}
          </Tooltip>
        </p>
        <div className="cb-field">
          <label htmlFor={messageId}>{t('composer.message')}</label>
          <input
            id={messageId}
            className="cb-input"
            type="text"
            value={message}
            maxLength={MAX_MESSAGE_LENGTH}
            placeholder={t('composer.placeholder')}
            aria-describedby={countId}
            onChange={(event) => setMessage(event.target.value.slice(0, MAX_MESSAGE_LENGTH))}
          />
          <span id={countId} className="cb-muted cb-count">
            {message.length}/{MAX_MESSAGE_LENGTH}
          </span>
        </div>
        <button type="submit" className="cb-button cb-button--primary" disabled={busy}>
          {t('composer.declare')}
        </button>
      </div>
    </form>
  );
}

// ---------------------------------------------------------------- officer

interface OfficerProps {
  view: ContrebandesView;
  names: readonly string[];
  busy: boolean;
  onInspect(seat: Seat): void;
  onStop(): void;
}

export function InspectionPanel({ view, names, busy, onInspect, onStop }: OfficerProps) {
  const { t } = useTranslation('contrebandes');
  const targets = inspectableSeats(view);
  const headingId = useId();
  return (
    <section className="cb-panel cb-officer" aria-labelledby={headingId}>
      <h3 id={headingId} className="cb-section-title">
        {view.inspections.length === 0 ? t('inspect.title') : t('inspect.titleMore')}
      </h3>
      {targets.length === 0 ? (
        <p className="cb-muted">{t('inspect.nobody')}</p>
      ) : (
        <ul className="cb-target-list">
          {targets.map((seat) => {
            const player = view.players[seat];
            const name = seatName(t, names, seat);
            return (
              <li key={seat} className="cb-target">
                <span className="cb-target-name">{name}</span>
                <span className="cb-muted">{cardsText(t, player?.muleCount ?? 0)}</span>
                <span className="cb-target-decl">{player?.declaration && <DeclarationChips declaration={player.declaration} />}</span>
                <button
                  type="button"
                  className="cb-button cb-button--primary"
                  aria-label={t('inspect.inspectName', { name })}
                  data-tutorial={`inspect-${seat}`}
                  disabled={busy}
                  onClick={() => onInspect(seat)}
                >
                  {t('inspect.inspect')}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {view.inspections.length > 0 && (
        <button type="button" className="cb-button" disabled={busy} onClick={onStop} data-tutorial="stop">
          {t('inspect.stop')}
        </button>
      )}
    </section>
  );
}

interface DesignateProps {
  view: ContrebandesView;
  names: readonly string[];
  busy: boolean;
  onDesignate(seat: Seat): void;
}

export function DesignatePanel({ view, names, busy, onDesignate }: DesignateProps) {
  const { t } = useTranslation('contrebandes');
  const headingId = useId();
  return (
    <section className="cb-panel cb-designate" aria-labelledby={headingId} data-tutorial="designate">
      <h3 id={headingId} className="cb-section-title">
        {t('designate.title', { quarter: view.quarter + 2 })}
      </h3>
      <div className="cb-button-row">
        {designatableSeats(view).map((seat) => {
          const name = seatName(t, names, seat);
          return (
            <button
              key={seat}
              type="button"
              className="cb-button cb-button--primary"
              aria-label={t('designate.name', { name })}
              disabled={busy}
              onClick={() => onDesignate(seat)}
            >
              {name}
            </button>
          );
        })}
      </div>
    </section>
  );
}

// ---------------------------------------------------------------- the Caisse de Retraite

interface CaisseProps {
  cards: readonly Card[];
  /** When set, the viewer picks a bonus card: each face becomes a "Take …" button. */
  onTake?: ((card: Card) => void) | null;
  busy?: boolean;
  testId?: string;
  title?: string;
}

export function Caisse({ cards, onTake, busy = false, testId = 'caisse', title }: CaisseProps) {
  const { t } = useTranslation('contrebandes');
  const headingId = useId();
  const groups = groupFaces(cards);
  const arrived = useArrivals(cards);
  return (
    <section className={`cb-caisse${onTake ? ' cb-caisse--picking' : ''}`} data-testid={testId} data-tutorial={testId} aria-labelledby={headingId}>
      <h3 id={headingId} className="cb-pile-title">
        <Tooltip tip={t('caisse.tip')}>{title ?? t('caisse.title')}</Tooltip> <span className="cb-muted">({cards.length})</span>
      </h3>
      {groups.length === 0 ? (
        <p className="cb-muted cb-empty-pile">{t('caisse.empty')}</p>
      ) : (
        <ul className="cb-pile">
          {groups.map((group) => (
            <li key={group.card} className={`cb-pile-item${arrived(group.card) ? ' cb-arrive' : ''}`}>
              {onTake ? (
                <Tooltip className="cb-card-tip" tip={cardTip(t, group.card)} tabIndex={-1}>
                  <button
                    type="button"
                    className="cb-take"
                    aria-label={t('caisse.take', { card: cardLabel(t, group.card) })}
                    disabled={busy}
                    onClick={() => onTake(group.card)}
                  >
                    <CardFace card={group.card} size="md" decorative />
                    {group.count > 1 && <span className="cb-pile-count">×{group.count}</span>}
                  </button>
                </Tooltip>
              ) : (
                <>
                  <CardFace card={group.card} size="sm" />
                  {group.count > 1 && <PileCount count={group.count} />}
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** "×2" on a pile's card: how many such cards lie there. */
function PileCount({ count }: { count: number }) {
  const { t } = useTranslation('contrebandes');
  return (
    <Tooltip className="cb-pile-count" tip={t('caisse.countTip', { count })}>
      ×{count}
    </Tooltip>
  );
}

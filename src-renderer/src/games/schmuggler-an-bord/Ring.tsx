/**
 * The ring of thirty fields round the ship, and the pawn on its inner lane.
 * Each field shows its good (picture and, where the board is big enough,
 * name) and, while its card still lies there, a face-down card on it.
 */
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { FIELD_COUNT, type Field, goodOf } from '../../../../shared/games/schmuggler-an-bord/goods';
import { GoodIcon } from './GoodIcon';
import { CARD_RADIUS, FIELD_RADIUS, PAWN_RADIUS, type Point, pointOf } from './ring';
import { goodName } from './text';
import { usePawnWalk } from './usePawnWalk';

const FIELDS = Array.from({ length: FIELD_COUNT }, (_, field) => field);

function at(point: Point): CSSProperties {
  return { left: `${point.x}%`, top: `${point.y}%` };
}

/** A field's card: a little further out than the field, turned along the radius and a little askew. */
function cardAt(field: Field): CSSProperties {
  return { ...at(pointOf(field, CARD_RADIUS)), transform: `translate(-50%, -50%) rotate(${(360 * field) / FIELD_COUNT + 8}deg)` };
}

interface RingProps {
  /** In the setup no card lies on the ring yet, and no field is shown as emptied. */
  setup: boolean;
  onField: readonly boolean[];
  pawn: Field;
  /** The field of the round's good (an empty field the table is asking about), highlighted. */
  sought: Field | null;
  reducedMotion: boolean;
}

export function Ring({ setup, onField, pawn, sought, reducedMotion }: RingProps) {
  const { t } = useTranslation('schmuggler-an-bord');
  const shownPawn = usePawnWalk(pawn, reducedMotion);
  return (
    <div className={`sab-ring${setup ? ' is-setup' : ''}`} role="group" aria-label={t('table.board')}>
      {FIELDS.map((field) => {
        const good = goodOf(field);
        const name = goodName(t, good);
        const card = onField[field] === true;
        return [
          // The card lies under its field, poking out towards the rim: drawn first, so the field lies over it.
          card && <span key={`card-${field}`} className="sab-field-card" style={cardAt(field)} aria-hidden="true" />,
          <div
            key={field}
            className={`sab-field${card ? ' has-card' : ''}${field === sought ? ' is-sought' : ''}${field === pawn ? ' is-pawn' : ''}`}
            style={at(pointOf(field, FIELD_RADIUS))}
            data-field={field}
            data-card={card ? 'yes' : 'no'}
            role="img"
            aria-label={name}
            title={card ? t('table.fieldWithCard', { good: name }) : t('table.fieldEmpty', { good: name })}
          >
            <GoodIcon good={good} />
            <span className="sab-field-name" aria-hidden="true" title={name}>
              {name}
            </span>
          </div>,
        ];
      })}
      <div
        className="sab-pawn"
        style={at(pointOf(shownPawn, PAWN_RADIUS))}
        data-pawn=""
        data-field={pawn}
        role="img"
        aria-label={t('table.pawn', { good: goodName(t, goodOf(pawn)) })}
      >
        <svg viewBox="0 0 20 24" aria-hidden="true" focusable="false">
          <ellipse cx="10" cy="21" rx="8" ry="2.6" />
          <path d="M4 21c1-5 3-8 4.2-10h3.6C13 13 15 16 16 21Z" />
          <circle cx="10" cy="7" r="4.6" />
        </svg>
      </div>
    </div>
  );
}

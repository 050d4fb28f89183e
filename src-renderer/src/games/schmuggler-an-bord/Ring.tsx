/**
 * The ring of thirty fields round the ship, and the pawn on its inner lane.
 * Each field shows its good (picture and, where the board is big enough,
 * name) and, while its card still lies there, a face-down card on it. Each
 * field says what it is in a tip (the kit's: hover, long press, keyboard
 * focus). The ring is one tab stop, not thirty: Tab lands on the pawn's field
 * and the arrows go round (ring.ts fieldAfterKey), as in any group of like
 * things; the table's own keys (R, the digits) still work from there.
 */
import { type CSSProperties, type FocusEvent, type KeyboardEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FIELD_COUNT, type Field, goodOf } from '../../../../shared/games/schmuggler-an-bord/goods';
import { Tooltip } from '../../kit2d/Tooltip';
import { GoodIcon } from './GoodIcon';
import { CARD_RADIUS, FIELD_RADIUS, PAWN_RADIUS, type Point, fieldAfterKey, pointOf } from './ring';
import { type Words, goodLabel, goodName } from './text';
import type { Pace } from '../../kit2d/pace';
import { usePawnWalk, walkTiming } from './usePawnWalk';

const FIELDS = Array.from({ length: FIELD_COUNT }, (_, field) => field);

function at(point: Point): CSSProperties {
  return { left: `${point.x}%`, top: `${point.y}%` };
}

/** A field's card: a little further out than the field, turned along the radius and a little askew. */
function cardAt(field: Field): CSSProperties {
  return { ...at(pointOf(field, CARD_RADIUS)), transform: `translate(-50%, -50%) rotate(${(360 * field) / FIELD_COUNT + 8}deg)` };
}

/**
 * What a field is, its tip and its name for screen readers: its good, whether
 * its card still lies on it (in the setup no card lies anywhere yet: the good
 * alone), and whether the pawn stands on it or the round is about it.
 */
export function fieldTip(t: Words, field: Field, state: { setup: boolean; card: boolean; pawn: boolean; sought: boolean }): string {
  const good = goodName(t, goodOf(field));
  const what = state.setup ? good : state.card ? t('table.fieldWithCard', { good }) : t('table.fieldEmpty', { good });
  return [what, state.pawn ? t('table.fieldPawn') : null, state.sought ? t('table.fieldSought') : null].filter((part) => part !== null).join(' · ');
}

/** A field's element in the ring (the pawn carries a data-field too). */
function fieldElement(ring: HTMLElement | null, field: Field): HTMLElement | null {
  return ring?.querySelector<HTMLElement>(`.sab-field[data-field="${field}"]`) ?? null;
}

function fieldOfElement(target: EventTarget): Field | null {
  if (!(target instanceof HTMLElement) || !target.classList.contains('sab-field')) return null;
  const field = Number(target.dataset.field);
  return Number.isInteger(field) ? field : null;
}

interface RingProps {
  /** In the setup no card lies on the ring yet, and no field is shown as emptied. */
  setup: boolean;
  onField: readonly boolean[];
  pawn: Field;
  /** The field of the round's good (an empty field the table is asking about), highlighted. */
  sought: Field | null;
  reducedMotion: boolean;
  /** How the pawn walks: another's roll at the table speed (absent: ×1). */
  pace?: Pace;
}

export function Ring({ setup, onField, pawn, sought, reducedMotion, pace }: RingProps) {
  const { t } = useTranslation('schmuggler-an-bord');
  const shownPawn = usePawnWalk(pawn, reducedMotion, pace);
  const glide = pace === undefined ? undefined : `${walkTiming(pace, reducedMotion).glideMs}ms`;
  const ring = useRef<HTMLDivElement>(null);
  // The field the focus is on while it is in the ring; once it leaves, Tab comes back to the pawn's field
  // (it moves every turn, and where it stands is what a player looks for first).
  const [focused, setFocused] = useState<Field | null>(null);
  const tabStop = focused ?? pawn;
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const from = fieldOfElement(event.target);
    const to = from === null ? null : fieldAfterKey(from, event.key);
    if (to === null) return;
    // Not the page's scrolling, nor a table's shortcut (useShortcuts leaves a handled key alone).
    event.preventDefault();
    setFocused(to);
    fieldElement(ring.current, to)?.focus();
  };
  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    const field = fieldOfElement(event.target);
    if (field !== null) setFocused(field);
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!(event.relatedTarget instanceof Node && ring.current?.contains(event.relatedTarget))) setFocused(null);
  };
  return (
    // The keys and the focus of its fields, heard once for the ring.
    <div
      ref={ring}
      className={`sab-ring${setup ? ' is-setup' : ''}`}
      role="group"
      aria-label={t('table.board')}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      {FIELDS.map((field) => {
        const good = goodOf(field);
        const card = onField[field] === true;
        return [
          // The card lies under its field, poking out towards the rim: drawn first, so the field lies over it.
          card && <span key={`card-${field}`} className="sab-field-card" style={cardAt(field)} aria-hidden="true" />,
          <Tooltip
            key={field}
            className={`sab-field${card ? ' has-card' : ''}${field === sought ? ' is-sought' : ''}${field === pawn ? ' is-pawn' : ''}`}
            style={at(pointOf(field, FIELD_RADIUS))}
            data-field={field}
            data-card={card ? 'yes' : 'no'}
            // The guided first game points at a field by its good.
            data-tutorial={`field-${good}`}
            role="img"
            tip={fieldTip(t, field, { setup, card, pawn: field === pawn, sought: field === sought })}
            tabIndex={field === tabStop ? 0 : -1}
          >
            <GoodIcon good={good} />
            <span className="sab-field-name" aria-hidden="true">
              {goodLabel(t, good)}
            </span>
          </Tooltip>,
        ];
      })}
      <div
        className="sab-pawn"
        style={{ ...at(pointOf(shownPawn, PAWN_RADIUS)), transitionDuration: glide }}
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

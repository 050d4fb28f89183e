/**
 * Every boat, in three short lines: its colour and owner with the total banked
 * (of 7); what it carries (nothing, a face-down tile, or on the viewer's own
 * boat the tile he knows, behind "look at my tile") beside the delivered tiles,
 * face up; and where it lies.
 */
import { useTranslation } from 'react-i18next';
import type { Seat } from '../../../../shared/engine/contract';
import { fieldOf } from '../../../../shared/games/insel-der-schmuggler/board';
import { WINNING_TOTAL } from '../../../../shared/games/insel-der-schmuggler/goods';
import type { BoatView, InselView } from '../../../../shared/games/insel-der-schmuggler/types';
import { SeatName } from '../../kit2d/SeatName';
import { SeatPanel } from '../../kit2d/SeatPanel';
import { PeekControl } from './Peek';
import { boatColor } from './scene/contract';
import { TileChip } from './TileChip';
import { type Words, fieldName, islandIn, seatName } from './text';

/** The first player's badge (a sign, not a word: its tip names it). */
const STAR = '★';

export function whereText(t: Words, boat: BoatView): string {
  if (boat.at === null) return t('seats.where.none');
  const field = fieldOf(boat.at);
  if (field?.kind === 'harbour') return t('seats.where.harbour', { island: islandIn(t, field.island) });
  return t('seats.where.sea', { field: fieldName(t, boat.at) });
}

export function SeatsPanel({ view, viewer, names }: { view: InselView; viewer: Seat | null; names: readonly string[] }) {
  const { t } = useTranslation('insel-der-schmuggler');
  return (
    <ul className="insel-seats" aria-label={t('seats.label')}>
      {view.boats.map((boat) => {
        const own = boat.seat === viewer;
        const turn = view.phase !== 'over' && boat.seat === view.turn;
        const banked = view.banked[boat.seat] ?? { tiles: [], total: 0 };
        const bankedText = t('seats.banked', { total: banked.total, goal: WINNING_TOTAL });
        return (
          <SeatPanel key={boat.seat} className="insel-seat" turn={turn} own={own} colour={boatColor(boat.seat)} data-testid={`insel-seat-${boat.seat}`}>
            <span className="insel-seat-name">
              <SeatName
                name={seatName(t, names, boat.seat)}
                mark={<span className="insel-boat-mark" aria-hidden="true" />}
                you={own ? t('seats.you') : null}
                youClassName="hint"
                first={boat.seat === view.firstPlayer ? t('seats.first') : null}
                firstClassName="insel-badge"
                firstSign={STAR}
                turn={turn ? t('seats.turn') : null}
              />
            </span>
            <span className="insel-total" data-total={banked.total} title={bankedText}>
              <span className="visually-hidden">{bankedText}</span>
              <span aria-hidden="true">
                {banked.total}/{WINNING_TOTAL}
              </span>
            </span>
            <span className="insel-seat-cargo" data-cargo={boat.cargo === null ? 'none' : boat.cargo.known && own ? 'known' : 'unknown'}>
              {boat.cargo === null ? (
                t('seats.empty')
              ) : boat.cargo.known && own ? (
                <PeekControl tile={boat.cargo.tile} />
              ) : (
                <>
                  <span className="insel-crate" aria-hidden="true" />
                  {t('seats.unknown')}
                </>
              )}
            </span>
            <span className="insel-delivered" role="list" aria-label={t('seats.delivered')}>
              {banked.tiles.map((tile, i) => (
                <span key={i} role="listitem">
                  <TileChip tile={tile} />
                </span>
              ))}
            </span>
            <span className="insel-seat-where">{whereText(t, boat)}</span>
          </SeatPanel>
        );
      })}
    </ul>
  );
}

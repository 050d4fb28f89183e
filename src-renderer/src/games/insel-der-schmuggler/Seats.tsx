/**
 * Every boat, in three short lines: its colour and owner with the total banked
 * (of 7); what it carries (nothing, a face-down tile, or on the viewer's own
 * boat the tile he knows, behind "look at my tile") beside the delivered tiles,
 * face up; and where it lies. A boat the beam caught says so, and what it
 * lost, until its owner's next turn (caught.ts). Every sign explains itself
 * on hover, focus and long press (the kit's Tooltip).
 */
import { useTranslation } from 'react-i18next';
import type { Seat } from '../../../../shared/engine/contract';
import { fieldOf } from '../../../../shared/games/insel-der-schmuggler/board';
import { WINNING_TOTAL } from '../../../../shared/games/insel-der-schmuggler/goods';
import type { BoatView, InselView } from '../../../../shared/games/insel-der-schmuggler/types';
import { SeatName } from '../../kit2d/SeatName';
import { SeatPanel } from '../../kit2d/SeatPanel';
import { Tooltip } from '../../kit2d/Tooltip';
import type { CatchMark } from './caught';
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

export interface SeatsPanelProps {
  view: InselView;
  viewer: Seat | null;
  names: readonly string[];
  /** By seat: the beam's catch its panel marks (null or absent: none). */
  caught?: readonly (CatchMark | null)[];
}

/** A caught boat's mark: what it lost, in what the viewer may know. */
function CaughtLine({ t, mark, name }: { t: Words; mark: CatchMark; name: string }) {
  const text = mark.lost === null ? t('seats.caught.unknown') : t('seats.caught.known', { island: islandIn(t, mark.lost.destination), value: mark.lost.value });
  return (
    <Tooltip className="insel-caught" tip={t('seats.caught.tip', { name })} data-testid="insel-caught">
      {text}
    </Tooltip>
  );
}

export function SeatsPanel({ view, viewer, names, caught = [] }: SeatsPanelProps) {
  const { t } = useTranslation('insel-der-schmuggler');
  return (
    <ul className="insel-seats" aria-label={t('seats.label')}>
      {view.boats.map((boat) => {
        const own = boat.seat === viewer;
        const turn = view.phase !== 'over' && boat.seat === view.turn;
        const banked = view.banked[boat.seat] ?? { tiles: [], total: 0 };
        const bankedText = t('seats.banked', { total: banked.total, goal: WINNING_TOTAL });
        const name = seatName(t, names, boat.seat);
        const mark = caught[boat.seat] ?? null;
        return (
          <SeatPanel key={boat.seat} className="insel-seat" turn={turn} own={own} colour={boatColor(boat.seat)} data-testid={`insel-seat-${boat.seat}`} data-tutorial={own ? 'own-seat' : 'seats'}>
            <span className="insel-seat-name">
              <SeatName
                name={name}
                mark={<span className="insel-boat-mark" aria-hidden="true" />}
                you={own ? t('seats.you') : null}
                youClassName="hint"
                first={boat.seat === view.firstPlayer ? t('seats.first') : null}
                firstClassName="insel-badge"
                firstSign={STAR}
                turn={turn ? t('seats.turn') : null}
              />
            </span>
            <Tooltip className="insel-total" data-total={banked.total} tip={t('seats.bankedTip', { goal: WINNING_TOTAL })}>
              <span className="visually-hidden">{bankedText}</span>
              <span aria-hidden="true">
                {banked.total}/{WINNING_TOTAL}
              </span>
            </Tooltip>
            <span className="insel-seat-cargo" data-cargo={boat.cargo === null ? 'none' : boat.cargo.known && own ? 'known' : 'unknown'}>
              {boat.cargo === null ? (
                t('seats.empty')
              ) : boat.cargo.known && own ? (
                <PeekControl tile={boat.cargo.tile} />
              ) : (
                <Tooltip className="insel-cargo-unknown" tip={t('seats.unknownTip')}>
                  <span className="insel-crate" aria-hidden="true" />
                  {t('seats.unknown')}
                </Tooltip>
              )}
            </span>
            <span className="insel-delivered" role="list" aria-label={t('seats.delivered')}>
              {banked.tiles.map((tile, i) => (
                <span key={i} role="listitem">
                  <TileChip tile={tile} tip={t('seats.deliveredTile', { island: islandIn(t, tile.destination), count: tile.value })} />
                </span>
              ))}
            </span>
            <span className="insel-seat-where">{whereText(t, boat)}</span>
            {mark !== null && <CaughtLine t={t} mark={mark} name={name} />}
          </SeatPanel>
        );
      })}
    </ul>
  );
}

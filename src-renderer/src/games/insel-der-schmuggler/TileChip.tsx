/** A face-up tile: its destination island's colour and its value; its words (or the table's `tip`) on hover, focus and long press. */
import { useTranslation } from 'react-i18next';
import type { TileFace } from '../../../../shared/games/insel-der-schmuggler/goods';
import { Tooltip } from '../../kit2d/Tooltip';
import { tileText } from './text';

export function TileChip({ tile, tip }: { tile: TileFace; tip?: string }) {
  const { t } = useTranslation('insel-der-schmuggler');
  return (
    <Tooltip role="img" className={`insel-tile island-${tile.destination}`} tip={tip ?? tileText(t, tile)}>
      {tile.value}
    </Tooltip>
  );
}

/** A face-up tile: its destination island's colour and its value (its words in the title). */
import { useTranslation } from 'react-i18next';
import type { TileFace } from '../../../../shared/games/insel-der-schmuggler/goods';
import { tileText } from './text';

export function TileChip({ tile }: { tile: TileFace }) {
  const { t } = useTranslation('insel-der-schmuggler');
  return (
    <span className={`insel-tile island-${tile.destination}`} title={tileText(t, tile)}>
      {tile.value}
    </span>
  );
}

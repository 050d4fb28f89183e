/** The goods left on each island, and how many tiles lie in the sea. */
import { useTranslation } from 'react-i18next';
import { ISLAND_IDS } from '../../../../shared/games/insel-der-schmuggler/board';
import type { InselView } from '../../../../shared/games/insel-der-schmuggler/types';
import { islandName } from './text';

export function GoodsPanel({ view }: { view: InselView }) {
  const { t } = useTranslation('insel-der-schmuggler');
  const atSea = view.overboard.reduce((sum, stack) => sum + stack.count, 0);
  return (
    <section className="insel-goods" aria-label={t('goods.label')} data-testid="insel-goods" data-tutorial="goods">
      <ul className="insel-goods-list">
        {ISLAND_IDS.map((island) => {
          const count = view.islands[island] ?? 0;
          const words = t('goods.left', { island: islandName(t, island), count });
          // Narrow column: the name may be cut short on screen, so the whole sentence is its title and what a screen reader reads.
          return (
            <li key={island} className={`insel-goods-island island-${island}`} data-count={count} title={words}>
              <span className="insel-island-mark" aria-hidden="true" />
              <span className="insel-goods-name" aria-hidden="true">
                {islandName(t, island)}
              </span>
              <span className="insel-goods-count" aria-hidden="true">
                {count}
              </span>
              <span className="visually-hidden">{words}</span>
            </li>
          );
        })}
        {atSea > 0 && <li className="insel-goods-sea">{t('goods.sea', { count: atSea })}</li>}
      </ul>
    </section>
  );
}

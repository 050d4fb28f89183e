/**
 * *Join a LAN game*'s list of the tables open on the network (lan/foundTables.ts):
 * each table's name, game and seats, with a Join that fills in its address.
 * The code is never advertised: the player still asks the host for it.
 * Names come from the network and are shown as text, never as markup.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FoundTable } from '../../../../shared/protocol/discovery';
import { catalog } from '../../games/catalog';
import { getHost, remoteHost } from '../../host';
import { type Listing, pollTables } from '../../lan/foundTables';

/** Lists the tables while it shows, asking this window's own host (never another machine's). */
export function FoundTables({ onJoin }: { onJoin: (table: FoundTable) => void }) {
  const [listing, setListing] = useState<Listing>({ state: 'searching' });
  useEffect(() => {
    // Talking to another machine's host (a guest at its table), this window has no host of its own to ask.
    if (remoteHost() !== null) {
      setListing({ state: 'off' });
      return undefined;
    }
    const host = getHost();
    return pollTables(() => host.request({ type: 'findTables' }), setListing);
  }, []);
  return <FoundTablesList listing={listing} onJoin={onJoin} />;
}

export function FoundTablesList({ listing, onJoin }: { listing: Listing; onJoin: (table: FoundTable) => void }) {
  const { t } = useTranslation('lan');
  if (listing.state === 'off') return null;
  return (
    <section className="panel lan-found" aria-labelledby="lan-found-title" data-testid="found-tables">
      <h2 id="lan-found-title">{t('join.found.title')}</h2>
      {listing.state === 'searching' ? (
        <p className="hint" role="status">
          {t('join.found.searching')}
        </p>
      ) : listing.tables.length === 0 ? (
        <p className="hint" role="status">
          {t('join.found.none')}
        </p>
      ) : (
        <ul className="lan-list lan-found-list">
          {listing.tables.map((table) => (
            <li key={`${table.address} ${table.name} ${table.game}`} className="lan-found-table">
              <span className="lan-found-name">{table.name}</span>
              <span className="lan-found-what">
                {t('join.found.line', {
                  game: catalog.find((entry) => entry.id === table.game)?.title ?? t('join.found.unknownGame'),
                  status: table.state === 'game' ? t('join.found.playing') : table.free === 0 ? t('join.found.full') : t('join.found.free', { count: table.free, seats: table.seats }),
                })}
              </span>
              <button type="button" className="btn" aria-label={t('join.found.joinLabel', { name: table.name })} onClick={() => onJoin(table)}>
                {t('join.found.join')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

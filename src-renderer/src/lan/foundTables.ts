/**
 * The tables other hosts advertise on the LAN, as the join screen lists them
 * (docs/lan.md, "Finding tables"). A page cannot hear multicast DNS, so it
 * asks its own host, again every few seconds while the screen shows (which
 * also keeps the host browsing). A LAN guest's page has no host of its own
 * to ask (its host refuses him, `host-only`), nor has an older host the
 * request: the list is then off, and the address is typed as before.
 */
import { type FoundTable, MAX_TABLES_LISTED } from '../../../shared/protocol/discovery';
import { HostRequestError } from '../host';

/** How often the screen asks its host. */
export const FIND_EVERY_MS = 2_000;

export type Listing = { state: 'searching' } | { state: 'found'; tables: FoundTable[] } | { state: 'off' };

/**
 * Asks at once and then every `everyMs` until stopped, telling `show` what to
 * list. A dropped connection is asked again; any refusal turns the list off.
 * Returns the stop.
 */
export function pollTables(ask: () => Promise<{ tables: FoundTable[] }>, show: (listing: Listing) => void, everyMs = FIND_EVERY_MS): () => void {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const round = async (): Promise<void> => {
    try {
      const { tables } = await ask();
      if (stopped) return;
      show({ state: 'found', tables: tables.slice(0, MAX_TABLES_LISTED) });
    } catch (error) {
      if (stopped) return;
      if (!(error instanceof HostRequestError && error.code === 'disconnected')) {
        show({ state: 'off' });
        return;
      }
    }
    timer = setTimeout(() => void round(), everyMs);
  };
  show({ state: 'searching' });
  void round();
  return () => {
    stopped = true;
    if (timer !== null) clearTimeout(timer);
  };
}

/**
 * How the host's LAN tables are found on the network, and how it finds
 * others' (docs/lan.md, "Finding tables"). The host declares what it needs;
 * src-main/server/lan-discovery.ts does it with DNS-SD over multicast DNS.
 */
import type { FoundTable } from '../../shared/protocol/discovery.js';

/** One of this host's open LAN tables, as it is advertised. */
export interface OpenTable {
  /** Tells this host's tables apart (never sent: the advertisement gets a random name of its own). */
  key: string;
  /** The host's player's name. */
  name: string;
  game: string;
  free: number;
  seats: number;
  state: 'lobby' | 'game';
}

export interface TableDiscovery {
  /**
   * The tables open now, reachable on the LAN listener's port (null, or no
   * table: nothing is advertised any more). Called after every change; only
   * a table whose record changed is announced again.
   */
  advertise(port: number | null, tables: OpenTable[]): void;
  /** The tables other hosts advertise now; asking keeps the host browsing a while. */
  find(): FoundTable[];
  /** Withdraws every advertisement (a goodbye on the network) and stops browsing. */
  close(): Promise<void>;
}

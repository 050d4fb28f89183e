/**
 * Finding LAN tables (docs/lan.md, "Finding tables"): a host with a lobby or a
 * LAN game open advertises it on the local network (DNS-SD over multicast
 * DNS); the app's own window asks its host which tables others advertise. A
 * browser cannot speak multicast DNS, so only the host browses, and only for
 * the player at the host machine (a LAN guest is refused `host-only`).
 *
 * What is advertised is what anyone on the network may read: the table's name
 * (the host player's name), its game, its seats free and in all, whether it
 * still waits in the lobby, and the protocol version. Never the join code, a
 * lobby id or anything else that lets one in: the code is still read out.
 */
import { z } from 'zod';

/** The DNS-SD service type: `_smugglers-table._tcp.local`. */
export const TABLE_SERVICE_TYPE = 'smugglers-table';
/** The most tables one list holds: a network that advertises more is not listed beyond them. */
export const MAX_TABLES_LISTED = 32;
/** A table's name as shown, in characters (a player's name has at most 24). */
export const MAX_TABLE_NAME_CHARS = 24;
/** The most seats a table has (the request schemas allow 16). */
export const MAX_TABLE_SEATS = 16;

/** A table another host advertises, as the join screen lists it. */
export interface FoundTable {
  /** The host's player's name: text from the network, shown as plain text only. */
  name: string;
  /** The game's id (a game this copy may not know: the screen says so). */
  game: string;
  /** Seats waiting for a guest (0 once the game runs). */
  free: number;
  seats: number;
  /** 'lobby' while the host waits for guests, 'game' once it plays. */
  state: 'lobby' | 'game';
  /** Where to join it: http://<IPv4 address>:<port>/, the address the announcement came from. */
  address: string;
}

/** The discovery request, joined into the host's request schema (messages.ts). */
export const discoveryRequestSchemas = [
  /**
   * The tables other hosts advertise now. The host browses from the first
   * such request until a while after the last one: the join screen asks again
   * every few seconds while it shows.
   */
  z.object({ id: z.number().int(), type: z.literal('findTables') }).strict(),
] as const;

export interface DiscoveryResultFor {
  findTables: { tables: FoundTable[] };
}

/**
 * A LAN table's DNS-SD record, both ways: the TXT fields this host advertises,
 * and what it accepts of another's. Everything read comes from the network,
 * where anyone may send anything (docs/lan.md, "Threat model"): a record is
 * taken only when every field has the expected shape and stays within its
 * bounds, and otherwise dropped whole. Nothing here throws.
 */
import net from 'node:net';
import { type FoundTable, MAX_TABLES_LISTED, MAX_TABLE_NAME_CHARS, MAX_TABLE_SEATS } from '../../shared/protocol/discovery.js';
import { PROTOCOL_VERSION } from '../../shared/protocol/messages.js';
import type { OpenTable } from '../host/table-discovery.js';

/** The TXT fields: n(ame), g(ame), f(ree seats), s(eats in all), st(ate), v(ersion of the protocol). Short: a TXT record is small. */
export type TableTxt = Record<'n' | 'g' | 'f' | 's' | 'st' | 'v', string>;

const GAME_ID = /^[a-z0-9-]{1,40}$/;
const SMALL_NUMBER = /^\d{1,2}$/;
const VERSION = /^\d{1,6}$/;
/**
 * Characters a name from the network loses: control characters, and the
 * bidirectional overrides and isolates that would turn the text after them
 * round on screen.
 */
const UNSHOWN = /[\p{Cc}\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;

export function encodeTableTxt(table: OpenTable): TableTxt {
  return {
    n: cleanName(table.name) || 'Host',
    g: table.game,
    f: String(table.free),
    s: String(table.seats),
    st: table.state,
    v: String(PROTOCOL_VERSION),
  };
}

/** A name as it may be shown and sent: no control or direction characters, at most MAX_TABLE_NAME_CHARS. */
export function cleanName(name: string): string {
  return [...name.replace(UNSHOWN, '').trim()].slice(0, MAX_TABLE_NAME_CHARS).join('').trim();
}

/** The table a TXT record describes, or null when any field is missing, of another shape, or out of bounds. */
export function decodeTableTxt(txt: unknown): Omit<FoundTable, 'address'> | null {
  if (typeof txt !== 'object' || txt === null) return null;
  const field = (key: keyof TableTxt): string | null => {
    if (!Object.hasOwn(txt, key)) return null;
    const value: unknown = (txt as Record<string, unknown>)[key];
    // A TXT string is at most 255 bytes; anything longer is not one this app sent.
    return typeof value === 'string' && value.length <= 255 ? value : null;
  };
  const [n, g, f, s, st, v] = (['n', 'g', 'f', 's', 'st', 'v'] as const).map(field);
  if (n == null || g == null || f == null || s == null || st == null || v == null) return null;
  if (!VERSION.test(v) || Number(v) !== PROTOCOL_VERSION) return null;
  if (!GAME_ID.test(g) || !SMALL_NUMBER.test(f) || !SMALL_NUMBER.test(s)) return null;
  if (st !== 'lobby' && st !== 'game') return null;
  const free = Number(f);
  const seats = Number(s);
  if (seats < 1 || seats > MAX_TABLE_SEATS || free > seats) return null;
  const name = cleanName(n);
  if (name === '') return null;
  return { name, game: g, free, seats, state: st };
}

/** What the browser knows of a service (bonjour-service's Service, read as data from the network). */
export interface SeenService {
  fqdn?: unknown;
  name?: unknown;
  port?: unknown;
  txt?: unknown;
  /** Where the announcement came from. */
  referer?: unknown;
}

/**
 * The join screen's list from the services seen: each valid one (not this
 * host's own, whose names start with its prefix; of a name seen twice, the first), at the IPv4 address its announcement came from, sorted by
 * name, at most MAX_TABLES_LISTED. The address is the sender's, never one the
 * record names: a record cannot send the player to a machine that did not
 * announce it.
 */
export function listTables(services: readonly SeenService[], ownPrefix: string): FoundTable[] {
  const found = new Map<string, FoundTable>();
  for (const service of services) {
    if (typeof service.fqdn !== 'string') continue;
    const fqdn = service.fqdn.toLowerCase();
    if (fqdn.startsWith(`${ownPrefix}-`) || found.has(fqdn)) continue;
    const table = readService(service);
    if (table) found.set(fqdn, table);
  }
  return [...found.values()]
    .sort((a, b) => a.name.localeCompare(b.name) || a.address.localeCompare(b.address))
    .slice(0, MAX_TABLES_LISTED);
}

function readService(service: SeenService): FoundTable | null {
  const table = decodeTableTxt(service.txt);
  if (!table) return null;
  const port = service.port;
  if (typeof port !== 'number' || !Number.isInteger(port) || port < 1 || port > 65535) return null;
  const referer = service.referer;
  if (typeof referer !== 'object' || referer === null) return null;
  const ip: unknown = (referer as { address?: unknown }).address;
  if (typeof ip !== 'string' || !net.isIPv4(ip)) return null;
  return { ...table, address: `http://${ip}:${port}/` };
}

/**
 * Finding tables, the host's side (docs/lan.md, "Finding tables"): what the
 * host advertises follows each LAN table's life, from its lobby opening to its
 * closing and the host's own, and only the player at the host machine may ask
 * for others' tables. The discovery is a recorder here; lan-discovery.test.ts
 * and lan-discovery-namespace.test.ts test the real one.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { FoundTable } from '../../shared/protocol/discovery.js';
import type { LobbyOpened, SeatClaim } from '../../shared/protocol/lan.js';
import { DEFAULT_SETTINGS, type MatchOpened } from '../../shared/protocol/messages.js';
import { Host } from '../host/host.js';
import type { OpenTable, TableDiscovery } from '../host/table-discovery.js';
import { LanListener } from './lan-listener.js';
import { HostWindow, LOOPBACK, portOf, WsGuest } from './lan-test-kit.js';

class RecordingDiscovery implements TableDiscovery {
  port: number | null = null;
  tables: OpenTable[] = [];
  closed = false;
  others: FoundTable[] = [];
  advertise(port: number | null, tables: OpenTable[]): void {
    this.port = port;
    this.tables = tables;
  }
  find(): FoundTable[] {
    return this.others;
  }
  close(): Promise<void> {
    this.closed = true;
    this.tables = [];
    return Promise.resolve();
  }
  /** What the network is told now: nothing without a port. */
  advertised(): Omit<OpenTable, 'key'>[] {
    return this.port === null ? [] : this.tables.map(({ key: _key, ...table }) => table);
  }
}

const closes: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closes.splice(0).reverse()) await close();
});

function hostWithDiscovery() {
  const rendererDir = fs.mkdtempSync(path.join(os.tmpdir(), 'smugglers-lan-renderer-'));
  fs.writeFileSync(path.join(rendererDir, 'index.html'), '<!doctype html><title>guest</title>');
  const discovery = new RecordingDiscovery();
  const lan = new LanListener({ rendererDir, bindAddress: LOOPBACK, port: 0 });
  const host = new Host({ dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'smugglers-lan-')), botWorkers: 1, lan, discovery });
  lan.attach(host);
  host.setSettings({ ...DEFAULT_SETTINGS, playerName: 'Hostess', botDelayMs: 0 });
  closes.push(() => host.close());
  return { host, discovery, window: new HostWindow(host) };
}

async function guest(port: number): Promise<WsGuest> {
  const client = await WsGuest.connect(port);
  closes.push(() => client.close());
  return client;
}

const SEATS = [{ kind: 'local', name: 'Hostess' }, { kind: 'open' }, { kind: 'open' }];

describe('advertising a LAN table', () => {
  it('advertises nothing before a table opens', () => {
    const { discovery } = hostWithDiscovery();
    expect(discovery.advertised()).toEqual([]);
  });

  it('advertises a lobby on its port with its free seats, follows the seats, and withdraws it when it closes', async () => {
    const { discovery, window } = hostWithDiscovery();
    const opened = await window.ok<LobbyOpened>({ type: 'openLobby', game: 'contrebandes', seats: SEATS, allowSpectators: true });
    expect(discovery.port).toBe(portOf(opened));
    expect(discovery.advertised()).toEqual([{ name: 'Hostess', game: 'contrebandes', free: 2, seats: 3, state: 'lobby' }]);
    // The key is for the host alone; nothing advertised carries the code.
    expect(JSON.stringify(discovery.advertised())).not.toContain(opened.code);

    const ana = await guest(portOf(opened));
    await ana.ok({ type: 'joinLobby', code: opened.code, name: 'Ana' });
    expect(discovery.advertised()[0]?.free).toBe(2);
    await ana.ok<SeatClaim>({ type: 'claimSeat', lobbyId: opened.lobbyId, seat: 1 });
    expect(discovery.advertised()[0]?.free).toBe(1);
    await ana.ok({ type: 'releaseSeat', lobbyId: opened.lobbyId });
    expect(discovery.advertised()[0]?.free).toBe(2);
    await window.ok({ type: 'updateLobby', lobbyId: opened.lobbyId, seats: [...SEATS.slice(0, 2), { kind: 'bot', name: 'Bot', level: 'easy' }], allowSpectators: true });
    expect(discovery.advertised()).toEqual([{ name: 'Hostess', game: 'contrebandes', free: 1, seats: 3, state: 'lobby' }]);

    await window.ok({ type: 'closeLobby', lobbyId: opened.lobbyId });
    expect(discovery.advertised()).toEqual([]);
  });

  it('advertises the game while it is played, under a new name of the player, until the host leaves it', async () => {
    const { discovery, window } = hostWithDiscovery();
    const opened = await window.ok<LobbyOpened>({ type: 'openLobby', game: 'smugglers-2025', seats: SEATS.slice(0, 2), allowSpectators: false });
    const ana = await guest(portOf(opened));
    await ana.ok({ type: 'joinLobby', code: opened.code, name: 'Ana' });
    await ana.ok<SeatClaim>({ type: 'claimSeat', lobbyId: opened.lobbyId, seat: 1 });
    const match = await window.ok<MatchOpened>({ type: 'startLobby', lobbyId: opened.lobbyId });
    expect(discovery.advertised()).toEqual([{ name: 'Hostess', game: 'smugglers-2025', free: 0, seats: 2, state: 'game' }]);
    await window.ok({ type: 'setSettings', settings: { ...DEFAULT_SETTINGS, playerName: 'Zoé' } });
    expect(discovery.advertised()[0]?.name).toBe('Zoé');

    await window.ok({ type: 'leave', matchId: match.matchId });
    expect(discovery.advertised()).toEqual([]);
    // Continued, the table opens again, and is advertised again.
    await window.ok({ type: 'loadSave', matchId: match.matchId });
    expect(discovery.advertised()).toEqual([{ name: 'Zoé', game: 'smugglers-2025', free: 0, seats: 2, state: 'game' }]);
  });

  it('withdraws a lobby whose host window went away, and everything when the host closes', async () => {
    const { host, discovery, window } = hostWithDiscovery();
    await window.ok<LobbyOpened>({ type: 'openLobby', game: 'contrebandes', seats: SEATS, allowSpectators: false });
    window.connection.close();
    expect(discovery.advertised()).toEqual([]);
    const again = new HostWindow(host);
    await again.ok<LobbyOpened>({ type: 'openLobby', game: 'contrebandes', seats: SEATS, allowSpectators: false });
    expect(discovery.advertised()).toHaveLength(1);
    await host.close();
    expect(discovery.closed).toBe(true);
  });
});

describe('asking for tables', () => {
  it("answers the host's own window with the tables found", async () => {
    const { discovery, window } = hostWithDiscovery();
    discovery.others = [{ name: 'Bea', game: 'smugglers-2025', free: 1, seats: 2, state: 'lobby', address: 'http://10.0.0.9:47800/' }];
    expect(await window.ok({ type: 'findTables' })).toEqual({ tables: discovery.others });
  });

  it('refuses a LAN guest: his browser is not on his own host', async () => {
    const { discovery, window } = hostWithDiscovery();
    discovery.others = [{ name: 'Bea', game: 'smugglers-2025', free: 1, seats: 2, state: 'lobby', address: 'http://10.0.0.9:47800/' }];
    const opened = await window.ok<LobbyOpened>({ type: 'openLobby', game: 'contrebandes', seats: SEATS, allowSpectators: false });
    const stranger = await guest(portOf(opened));
    const answer = await stranger.request({ type: 'findTables' });
    expect(answer).toMatchObject({ ok: false, error: { code: 'host-only' } });
  });
});

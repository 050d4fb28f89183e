/**
 * The LAN part of the benchmark: how long a guest's move takes to come back
 * to him as his new view over loopback, and how many tables one host serves
 * at once while that stays quick.
 *
 * Each table is a 5-player Contrebandes game opened as a LAN lobby, with five
 * guests and one spectator on WebSockets (six clients). A guest moves 50 ms
 * after his turn comes (a quick human would take seconds); his move is a
 * random legal one, taken from the host's match (the bench is the referee,
 * not a client). The clients run in the same process as the host, so they
 * share its two cores: the figures are on the pessimistic side.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import { Rng } from '../../shared/engine/rng.js';
import type { LobbyOpened, SeatClaim } from '../../shared/protocol/lan.js';
import { DEFAULT_SETTINGS, type MatchOpened, type MatchUpdate, type Response } from '../../shared/protocol/messages.js';
import { Connection } from '../host/connection.js';
import { englishOf } from '../host/failure.js';
import { Host } from '../host/host.js';
import { LanListener } from '../server/lan-listener.js';

// 42 tables of 6 clients stay within the listener's MAX_GUESTS (256). Each table's clients come from a
// loopback address of their own (127.0.1.N), as each table's guests would from their own machines, which
// keeps them within the listener's cap per address.

const THINK_MS = 50;
const SEATS = 5;

export interface LanBench {
  roundTrip: { clients: number; moves: number; p50Ms: number; p99Ms: number };
  capacity: { tables: number; steps: { tables: number; clients: number; moves: number; p50Ms: number; p99Ms: number }[] };
}

export async function measureLan(quick: boolean): Promise<LanBench> {
  const seconds = quick ? 2 : 5;
  // A first, unmeasured table warms the JIT up (its first moves are compiled while they run).
  await runTables(1, 1000);
  const single = await runTables(1, seconds * 1000);
  const steps: LanBench['capacity']['steps'] = [];
  let tables = 0;
  for (const count of quick ? [1, 4, 16] : [1, 2, 4, 8, 16, 24, 32, 42]) {
    const step = await runTables(count, seconds * 1000);
    steps.push({ tables: count, ...step });
    if (step.p99Ms >= 20) break;
    tables = count;
  }
  return { roundTrip: single, capacity: { tables, steps } };
}

async function runTables(tableCount: number, durationMs: number): Promise<{ clients: number; moves: number; p50Ms: number; p99Ms: number }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'smugglers-bench-lan-'));
  const rendererDir = fs.mkdtempSync(path.join(os.tmpdir(), 'smugglers-bench-renderer-'));
  fs.writeFileSync(path.join(rendererDir, 'index.html'), '<!doctype html><title>bench</title>');
  const lan = new LanListener({ rendererDir, bindAddress: '127.0.0.1', port: 0 });
  const host = new Host({ dataDir, botWorkers: 1, lan });
  lan.attach(host);
  host.setSettings({ ...DEFAULT_SETTINGS, botDelayMs: 0 });
  const window = new Connection(host, () => {});
  const samples: number[] = [];
  const sockets: WebSocket[] = [];
  let running = true;
  try {
    for (let table = 0; table < tableCount; table++) {
      const opened = (await ask(window, { type: 'openLobby', game: 'contrebandes', seats: Array.from({ length: SEATS }, () => ({ kind: 'open' })), seed: table + 1, allowSpectators: true })) as LobbyOpened;
      const url = `${(opened.addresses[0] as string).replace('http', 'ws')}api`;
      const guests = await Promise.all(Array.from({ length: SEATS + 1 }, () => BenchClient.connect(url, `127.0.1.${table + 1}`)));
      sockets.push(...guests.map((guest) => guest.ws));
      const claims: SeatClaim[] = [];
      for (const [index, guest] of guests.entries()) {
        await guest.ask({ type: 'joinLobby', code: opened.code, name: `Guest ${index + 1}` });
        if (index < SEATS) claims.push((await guest.ask({ type: 'claimSeat', lobbyId: opened.lobbyId, seat: index })) as SeatClaim);
      }
      const match = (await ask(window, { type: 'startLobby', lobbyId: opened.lobbyId })) as MatchOpened;
      const rng = Rng.fromSeed(table + 100);
      for (const [index, guest] of guests.entries()) {
        if (index === SEATS) {
          await guest.ask({ type: 'watch', matchId: match.matchId });
          continue;
        }
        const seat = index;
        guest.onUpdate = (update) => {
          if (update.viewer !== seat) return;
          if (guest.sentAt !== null && update.version > guest.sentVersion) {
            samples.push(performance.now() - guest.sentAt);
            guest.sentAt = null;
          }
          if (!running || guest.sentAt !== null || guest.scheduled || update.result !== null || !update.activeSeats.includes(seat)) return;
          guest.scheduled = true;
          setTimeout(() => {
            guest.scheduled = false;
            const live = host.match(match.matchId);
            if (!running || !live || !live.activeSeats().includes(seat)) return;
            const legal = live.legalMoves(seat);
            guest.sentVersion = live.version;
            guest.sentAt = performance.now();
            guest.send({ type: 'submitMove', matchId: match.matchId, seat, move: legal[rng.int(legal.length)], version: live.version });
          }, THINK_MS);
        };
        await guest.ask({ type: 'joinSeat', matchId: match.matchId, seat, token: (claims[seat] as SeatClaim).token });
      }
    }
    await new Promise((resolve) => setTimeout(resolve, durationMs));
  } finally {
    running = false;
    for (const socket of sockets) socket.terminate();
    await host.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(rendererDir, { recursive: true, force: true });
  }
  const sorted = samples.sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? Number.NaN;
  return { clients: tableCount * (SEATS + 1), moves: sorted.length, p50Ms: at(0.5), p99Ms: at(0.99) };
}

let nextId = 1;
async function ask(connection: Connection, body: Record<string, unknown>): Promise<unknown> {
  const response = await connection.handle({ id: nextId++, ...body });
  if (!response.ok) throw new Error(`${response.error.code}: ${englishOf(response.error)}`);
  return response.result;
}

/** A bench guest: requests with answers, and a hook for each match update. */
class BenchClient {
  onUpdate: (update: MatchUpdate) => void = () => {};
  sentAt: number | null = null;
  sentVersion = -1;
  scheduled = false;
  private id = 1;
  private readonly waiting = new Map<number, (response: Response) => void>();

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      const message = JSON.parse(data.toString()) as Record<string, unknown>;
      if (message.type === 'match') this.onUpdate(message as unknown as MatchUpdate);
      else if (typeof message.id === 'number' && typeof message.ok === 'boolean') {
        this.waiting.get(message.id)?.(message as unknown as Response);
        this.waiting.delete(message.id);
      }
    });
  }

  static connect(url: string, localAddress: string): Promise<BenchClient> {
    const ws = new WebSocket(url, { localAddress });
    return new Promise((resolve, reject) => {
      ws.once('open', () => resolve(new BenchClient(ws)));
      ws.once('error', reject);
    });
  }

  send(body: Record<string, unknown>): void {
    this.ws.send(JSON.stringify({ id: this.id++, ...body }));
  }

  ask(body: Record<string, unknown>): Promise<unknown> {
    const id = this.id++;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, (response) => (response.ok ? resolve(response.result) : reject(new Error(englishOf(response.error)))));
      this.ws.send(JSON.stringify({ id, ...body }));
    });
  }
}

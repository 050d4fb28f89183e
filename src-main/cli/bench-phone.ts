/**
 * A LAN guest on a phone over a slow link (issue #29): how soon the join page a
 * scanned QR code opens can be used, how soon the guest has his table after
 * tapping Join, and how many bytes his browser fetched before his game's own
 * chunk.
 *
 * The host is the built `smugglers serve` with its LAN listener on 127.0.0.1
 * (as the e2e's hostLan), driven by the bench over its own WebSocket API, with
 * this start's key, as the host's window would be: it opens the lobby (the
 * guest in seat 1, bots in the others), and starts it once the guest sat down.
 * The phone is headless Chromium with Playwright's iPhone 13 profile (size,
 * touch, user agent; not its WebKit), in a new browser context each run (a
 * cold cache), throttled through CDP as the issue's profile: 4× CPU, 1.6 Mbps
 * each way, 150 ms latency.
 *
 * What each figure spans:
 *  - join page usable: from the navigation to the QR link (http://127.0.0.1:PORT/#join=CODE&game=ID) to the name
 *    field and the Join button on screen and enabled;
 *  - table playable: from tapping Join (the name already typed) through the guest lobby, tapping "Take
 *    seat 1", the bench seeing "(you)" there and asking the host to start, to the game's table on screen
 *    with no loading note left (bench-tables.ts's marks: a 3D table has drawn a frame); the bench's own
 *    steps (a locator's wait, one request on loopback) are inside it, as a person's taps would be.
 *  Both by the page's own clock, checked at every frame (bench-page-clock.ts): the tap's moment is the
 *  page's first touch event of it;
 *  - bytes before the game's chunk: the page's and every resource's transferSize (headers and body as
 *    they crossed the wire, gzip here: browsers offer brotli only over HTTPS or to localhost, and the
 *    LAN address is neither) of those requested before the game's own chunk (assets/<game>-<hash>.js).
 *    Its WebSocket's messages are not resources and are not counted.
 *
 * Each figure is the median of a few runs. On a loaded machine the times grow with the load.
 */
import type { Browser, Page } from '@playwright/test';
import WebSocket from 'ws';
import { games } from '../../shared/games/index.js';
import { subprotocolsFor } from '../../shared/protocol/host-key.js';
import { openBrowserBench } from './bench-browser.js';
import { JOIN_USABLE, pageTimeWhen, seatOffered, seatTaken, tablePlayable, tappedAt, watchNextTap } from './bench-page-clock.js';
import { PLAYABLE } from './bench-tables.js';

/** The issue's throttled profile: a mid-range phone on a poor mobile link. */
export const PHONE_PROFILE = { cpuSlowdown: 4, latencyMs: 150, bitsPerSecond: 1_600_000 } as const;

/** The issue's targets. */
export const PHONE_TARGETS = { joinMs: 2000, tableMs: 3000, bytes: 300 * 1024 } as const;

/** One resource timing, as the page reports it (the navigation's too). */
export interface ResourceTiming {
  name: string;
  startTime: number;
  transferSize: number;
}

export interface PhoneGame {
  game: string;
  /** Median ms from tapping Join to the table playable; null when not measured (see `reason`). */
  tableMs: number | null;
  /** Median ms from the host's start to the table playable, the table's files fetched in the lobby; null when not measured. */
  afterLobbyMs: number | null;
  /** Median bytes transferred before the game's own chunk; null when not measured. */
  bytes: number | null;
  /** How the files counted in `bytes` came in a run (the last), by content-encoding: gzip, as on the LAN; identity below 1 KB. */
  encodings: Record<string, number>;
  runs: number;
  reason?: string;
}

export interface PhoneBench {
  /** Median ms from navigation to a usable join page, over every run of every game; null when none ran. */
  joinMs: number | null;
  joinRuns: number;
  games: PhoneGame[];
  reason?: string;
}

export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = values.slice().sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/**
 * Whether `url` is `game`'s own chunk: assets/<game>-<hash>.js, the module its manifest imports
 * (not assets/<game>-options-<hash>.js, the setup form the menu may load, nor its CSS).
 */
export function isGameChunk(url: string, game: string): boolean {
  const file = new URL(url, 'http://host/').pathname.split('/').pop() ?? '';
  if (!file.startsWith(`${game}-`) || !file.endsWith('.js')) return false;
  // Vite's hash: one word of letters, digits, _ and - (8 of them); "options-…" is longer and has its own word.
  return /^[\w-]{8}$/.test(file.slice(game.length + 1, -'.js'.length)) && !file.slice(game.length + 1).startsWith('options-');
}

/**
 * What the page fetched before `game`'s own chunk: the page itself (the navigation's entry, at 0) and every
 * resource whose request started before the chunk's; null when the chunk was never requested.
 */
export function beforeGameChunk(entries: readonly ResourceTiming[], game: string): ResourceTiming[] | null {
  const chunk = entries.find((entry) => isGameChunk(entry.name, game));
  if (chunk === undefined) return null;
  return entries.filter((entry) => entry !== chunk && entry.startTime < chunk.startTime);
}

/** The bytes transferred before `game`'s own chunk (beforeGameChunk); null when it was never requested. */
export function bytesBeforeGameChunk(entries: readonly ResourceTiming[], game: string): number | null {
  return beforeGameChunk(entries, game)?.reduce((sum, entry) => sum + entry.transferSize, 0) ?? null;
}

/** How many of `entries` came in each content-encoding (`byUrl`: each response's), e.g. { gzip: 30, identity: 1 }. */
export function encodingsOf(entries: readonly ResourceTiming[], byUrl: ReadonlyMap<string, string>): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const entry of entries) {
    // The page's own entry is named with the fragment it was opened at (#join=…); a response never is.
    const encoding = byUrl.get(entry.name.split('#')[0] ?? '') ?? 'unknown';
    counts[encoding] = (counts[encoding] ?? 0) + 1;
  }
  return counts;
}

export interface PhoneRow {
  measure: string;
  value: string;
  target: string;
  ok: boolean | null;
}

const PROFILE_NOTE = `${PHONE_PROFILE.cpuSlowdown}× CPU, ${PHONE_PROFILE.bitsPerSecond / 1e6} Mbps, ${PHONE_PROFILE.latencyMs} ms`;

/** The bench's rows for the phone part: the join page, then per game its table and its bytes. */
export function phoneRows(bench: PhoneBench): PhoneRow[] {
  const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
  const rows: PhoneRow[] = [
    {
      measure: `phone (${PROFILE_NOTE}): QR link → join page usable`,
      value: bench.joinMs === null ? `not measured: ${bench.reason ?? 'unknown'}` : `${Math.round(bench.joinMs)} ms (median of ${bench.joinRuns})`,
      target: `< ${PHONE_TARGETS.joinMs} ms`,
      ok: bench.joinMs === null ? null : bench.joinMs < PHONE_TARGETS.joinMs,
    },
  ];
  for (const game of bench.games) {
    const why = `not measured: ${game.reason ?? 'unknown'}`;
    rows.push({
      measure: `phone: ${game.game}: tap Join → seated, started → table playable`,
      value: game.tableMs === null ? why : `${Math.round(game.tableMs)} ms (median of ${game.runs})`,
      target: `< ${PHONE_TARGETS.tableMs} ms`,
      ok: game.tableMs === null ? null : game.tableMs < PHONE_TARGETS.tableMs,
    });
    rows.push({
      measure: `phone: ${game.game}: files fetched in the lobby, host starts → table playable`,
      value: game.afterLobbyMs === null ? why : `${Math.round(game.afterLobbyMs)} ms (median of ${game.runs})`,
      target: `< ${PHONE_TARGETS.tableMs} ms`,
      ok: game.afterLobbyMs === null ? null : game.afterLobbyMs < PHONE_TARGETS.tableMs,
    });
    rows.push({
      measure: `phone: ${game.game}: bytes before the game's own chunk, as transferred`,
      value: game.bytes === null ? why : `${kb(game.bytes)} (${Object.entries(game.encodings).map(([encoding, files]) => `${encoding}: ${files} files`).join(', ')})`,
      target: `< ${PHONE_TARGETS.bytes / 1024} KB`,
      ok: game.bytes === null ? null : game.bytes < PHONE_TARGETS.bytes,
    });
  }
  return rows;
}

/** The host's window, as the bench plays it: requests over the host's own API with this start's key. */
class HostApi {
  private id = 1;
  private readonly waiting = new Map<number, { resolve: (result: unknown) => void; reject: (error: Error) => void }>();

  private constructor(private readonly ws: WebSocket) {
    ws.on('message', (data) => {
      const message = JSON.parse(data.toString()) as { id?: unknown; ok?: unknown; result?: unknown; error?: { code?: string } };
      if (typeof message.id !== 'number' || typeof message.ok !== 'boolean') return;
      const waiter = this.waiting.get(message.id);
      this.waiting.delete(message.id);
      if (message.ok) waiter?.resolve(message.result);
      else waiter?.reject(new Error(`the host refused: ${message.error?.code ?? 'unknown'}`));
    });
  }

  /** Connects to the host at `url` (the address it printed, key in its fragment). */
  static connect(url: string): Promise<HostApi> {
    const address = new URL(url);
    const key = new URLSearchParams(address.hash.slice(1)).get('key');
    const ws = new WebSocket(`ws://${address.host}/api`, subprotocolsFor(key), { headers: { Origin: address.origin } });
    return new Promise((resolve, reject) => {
      ws.once('open', () => resolve(new HostApi(ws)));
      ws.once('error', reject);
    });
  }

  ask<T>(body: Record<string, unknown>): Promise<T> {
    const id = this.id++;
    return new Promise<T>((resolve, reject) => {
      this.waiting.set(id, { resolve: resolve as (result: unknown) => void, reject });
      this.ws.send(JSON.stringify({ id, ...body }));
    });
  }

  close(): void {
    this.ws.close();
  }
}

interface RunFigures {
  joinMs: number;
  /** From the tap on Join (tapped at once) or, after the lobby, from the host's start. */
  tableMs: number;
  bytes: number | null;
  /** How the files counted in `bytes` came, by content-encoding. */
  encodings: Record<string, number>;
}

/** Playwright's iPhone 13 (its viewport, touch, user agent) without its WebKit: the browser is the machine's Chromium. */
async function iPhone(): Promise<Record<string, unknown>> {
  const { devices } = await import('@playwright/test');
  const { defaultBrowserType: _webkit, ...profile } = devices['iPhone 13'];
  return profile;
}

/** Until no request of the page has been in flight for `quietMs` (at most `timeoutMs`). */
async function requestsQuiet(page: Page, inFlight: () => number, quietMs: number, timeoutMs: number): Promise<void> {
  const end = Date.now() + timeoutMs;
  let quietSince = Date.now();
  while (Date.now() < end) {
    if (inFlight() > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= quietMs) return;
    await page.waitForTimeout(100);
  }
  throw new Error(`the page's requests did not go quiet within ${timeoutMs / 1000} s`);
}

/**
 * One cold run: a new context, throttled, from the QR link to the guest's table. `afterLobby`: the guest
 * waits in the lobby until his page has fetched what it fetches there, and the table is timed from the start.
 */
async function phoneRun(browser: Browser, api: HostApi, game: string, players: number, playable: string, afterLobby: boolean): Promise<RunFigures> {
  const seats = [{ kind: 'open' }, ...Array.from({ length: players - 1 }, (_, index) => ({ kind: 'bot', name: `Bot ${index + 1}`, level: 'easy' }))];
  const lobby = await api.ask<{ lobbyId: string; code: string; addresses: string[] }>({ type: 'openLobby', game, seats, seed: 4242, allowSpectators: false });
  // As the host's QR code has it (lan/joinLink.ts): the code, and the table's game.
  const link = `${lobby.addresses[0] ?? ''}#join=${lobby.code}&game=${game}`;
  const context = await browser.newContext(await iPhone());
  let matchId: string | null = null;
  try {
    const page: Page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const bytesPerSecond = PHONE_PROFILE.bitsPerSecond / 8;
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: PHONE_PROFILE.latencyMs,
      downloadThroughput: bytesPerSecond,
      uploadThroughput: bytesPerSecond,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_PROFILE.cpuSlowdown });
    // Chromium offers brotli to 127.0.0.1 (a trustworthy origin), never to a LAN address over http: the
    // phone asks as it would on the LAN, and the bench notes how each response really came.
    await context.setExtraHTTPHeaders({ 'Accept-Encoding': 'gzip, deflate' });
    const encodings = new Map<string, string>();
    page.on('response', (response) => encodings.set(response.url(), response.headers()['content-encoding'] ?? 'identity'));
    let inFlight = 0;
    page.on('request', () => inFlight++);
    page.on('requestfinished', () => inFlight--);
    page.on('requestfailed', () => inFlight--);

    await page.goto(link, { waitUntil: 'commit', timeout: 60_000 });
    // By the page's clock, from its navigation (bench-page-clock.ts).
    const joinMs = await pageTimeWhen(page, JOIN_USABLE, 60_000);
    const name = page.getByRole('textbox', { name: 'Your name', disabled: false });
    const join = page.getByRole('button', { name: 'Join', exact: true, disabled: false });

    await name.fill('Phone');
    await watchNextTap(page);
    await join.tap();
    // The bench taps and asks the host to start as soon as the page shows it can (a person would take longer).
    await pageTimeWhen(page, seatOffered(1), 60_000);
    await page.getByRole('button', { name: 'Take seat 1' }).tap({ timeout: 60_000 });
    await pageTimeWhen(page, seatTaken(1), 60_000);
    // After the lobby: the page's clock as the bench asks the host to start (the page reads it before the ask goes).
    const startedAt = afterLobby ? await requestsQuiet(page, () => inFlight, 1000, 60_000).then(() => page.evaluate<number>('performance.now()')) : null;
    matchId = (await api.ask<{ matchId: string }>({ type: 'startLobby', lobbyId: lobby.lobbyId })).matchId;
    const tableMs = (await pageTimeWhen(page, tablePlayable(playable), 120_000)) - (startedAt ?? (await tappedAt(page)));

    // A string, so that no bundler's helpers end up in the page (as bench-browser.ts's FRAME_TIMES).
    const entries = await page.evaluate<ResourceTiming[]>(
      `[...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')].map((entry) => ({ name: entry.name, startTime: entry.startTime, transferSize: entry.transferSize }))`,
    );
    const counted = beforeGameChunk(entries, game);
    return { joinMs, tableMs, bytes: bytesBeforeGameChunk(entries, game), encodings: counted === null ? {} : encodingsOf(counted, encodings) };
  } finally {
    await context.close();
    // The host's window leaves the match (or closes the lobby), so that no bots play on beside the next run.
    await (matchId === null ? api.ask({ type: 'closeLobby', lobbyId: lobby.lobbyId }) : api.ask({ type: 'leave', matchId })).catch(() => undefined);
  }
}

/** The phone part: every game, `runs` cold runs each; `say` tells the progress. */
export async function measurePhone(rendererDir: string, runs: number, say: (text: string) => void, only?: readonly string[]): Promise<PhoneBench> {
  const bench = await openBrowserBench(rendererDir, 'smugglers-phone-', undefined, ['--lan-address', '127.0.0.1', '--lan-port', '0']);
  if ('reason' in bench) return { joinMs: null, joinRuns: 0, games: [], reason: bench.reason };
  const joins: number[] = [];
  const results: PhoneGame[] = [];
  let api: HostApi | null = null;
  try {
    api = await HostApi.connect(await bench.url);
    for (const definition of Object.values(games).filter((one) => only === undefined || only.includes(one.meta.id))) {
      const { id } = definition.meta;
      // The fewest seats the game takes, at least two: the phone's and bots.
      const players = Math.max(2, definition.meta.minPlayers);
      const playable = PLAYABLE[id];
      if (playable === undefined) {
        results.push({ game: id, tableMs: null, afterLobbyMs: null, bytes: null, encodings: {}, runs: 0, reason: 'the bench does not know what its playable table shows (bench-tables.ts)' });
        continue;
      }
      const tables: number[] = [];
      const afterLobby: number[] = [];
      const bytes: number[] = [];
      let encodings: Record<string, number> = {};
      let reason: string | undefined;
      for (let run = 0; run < runs; run++) {
        say(`phone: ${id}, run ${run + 1} of ${runs}…`);
        try {
          const figures = await phoneRun(bench.browser, api, id, players, playable, false);
          encodings = figures.encodings;
          joins.push(figures.joinMs);
          tables.push(figures.tableMs);
          if (figures.bytes === null) reason = "the page never asked for the game's own chunk";
          else bytes.push(figures.bytes);
          say(`phone: ${id}, run ${run + 1} of ${runs}, after the lobby…`);
          afterLobby.push((await phoneRun(bench.browser, api, id, players, playable, true)).tableMs);
        } catch (error) {
          reason = `the table did not come up: ${(error as Error).message.split('\n')[0] ?? ''}`;
        }
      }
      results.push({ game: id, tableMs: median(tables), afterLobbyMs: median(afterLobby), bytes: median(bytes), encodings, runs: tables.length, ...(reason === undefined ? {} : { reason }) });
    }
  } finally {
    api?.close();
    await bench.close();
  }
  return { joinMs: median(joins), joinRuns: joins.length, games: results };
}

/**
 * The LAN lobby this window is in, as the host who opened it or as a guest,
 * and the guest's steps: join with a code, take or free a seat, go into the
 * match once the host starts it, come back after a reload, leave.
 */
import { create } from 'zustand';
import type { LobbyOpened, LobbyUpdate } from '../../../shared/protocol/lan';
import {
  HostRequestError,
  backToLocal,
  connectTo,
  errorMessage,
  getHost,
  remoteHost,
} from '../host';
import { i18n } from '../i18n/i18n';
import { useMatch } from '../stores/match';
import { normalizeCode } from './limits';
import { type GuestCredentials, clearCredentials, loadCredentials, resumePlan, saveCredentials } from './credentials';

interface LobbyStore {
  mode: 'host' | 'guest' | null;
  lobbyId: string | null;
  /** The newest lobby update. */
  lobby: LobbyUpdate | null;
  /** The host's own: code and addresses. */
  hosted: LobbyOpened | null;
  /** The guest's seat and its token. */
  seat: number | null;
  token: string | null;
  /** Waiting for the answer to openLobby / joinLobby: take the first update whatever its id. */
  expecting: boolean;
  receive(update: LobbyUpdate): void;
  reset(): void;
}

/** The LAN words in the language of the moment (these steps run outside any component). */
const words = () => i18n.getFixedT(null, 'lan');

const EMPTY = {
  mode: null,
  lobbyId: null,
  lobby: null,
  hosted: null,
  seat: null,
  token: null,
  expecting: false,
} as const;

export const useLobby = create<LobbyStore>()((set, get) => ({
  ...EMPTY,
  receive(update) {
    const state = get();
    if (state.mode === null) return;
    if (state.lobbyId !== update.lobbyId && !(state.expecting && state.lobbyId === null)) return;
    set({ lobby: update, lobbyId: update.lobbyId });
  },
  reset() {
    // The room's chat lines stay: the host does not send them again to this connection (see startPushRouting).
    set({ ...EMPTY });
  },
}));

/** How long leaving waits for the host's answers (a closed table never answers). */
const LEAVE_WAIT_MS = 1500;

/** How long to wait for another machine's host before saying it cannot be reached. */
const REACH_TIMEOUT_MS = 8000;

function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new HostRequestError('disconnected', message)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

let stopRejoin: (() => void) | null = null;

/** Joins again after a reconnection refused for the name: how often, and how far apart. */
const REJOIN_TRIES = 5;
const REJOIN_WAIT_MS = 3000;

/** After a dropped connection, the host has forgotten the lobby membership: join again with the seat token. */
function followReconnections(): void {
  stopRejoin?.();
  const rejoin = (triesLeft: number): void => {
    // Still waiting in a lobby (he may have left, or the game started, while a retry waited)?
    const { mode, lobby } = useLobby.getState();
    if (mode !== 'guest' || !lobby || lobby.matchId || lobby.closed) return;
    const stored = loadCredentials();
    const code = stored?.code;
    if (!stored || !code) return;
    void getHost()
      .request({
        type: 'joinLobby',
        code,
        name: stored.name,
        ...(stored.token ? { token: stored.token } : {}),
      })
      .then((update) => useLobby.getState().receive(update))
      .catch((error: unknown) => {
        // The host refuses a name someone at the table has, and this guest's old connection may still be
        // there with it (the host has not noticed it dropped): try again once it has. Other failures wait
        // for the next reconnection; a closed lobby comes as an update.
        if (triesLeft > 1 && error instanceof HostRequestError && error.code === 'bad-request') {
          setTimeout(() => rejoin(triesLeft - 1), REJOIN_WAIT_MS);
        }
      });
  };
  stopRejoin = getHost().onReconnect(() => rejoin(REJOIN_TRIES));
}

/** The sentence for a failed join, in our words where the host's code says enough. */
function joinProblem(error: unknown, address: string | null): string {
  const t = words();
  if (error instanceof HostRequestError) {
    if (error.code === 'disconnected') return noAnswer(address);
    if (error.code === 'host-only') return t('session.hostWindow');
  }
  return errorMessage(error);
}

/** "No host answers at 192.168.1.20:47800.", or "The host does not answer." for the page's own host. */
function noAnswer(address: string | null): string {
  const t = words();
  return address ? t('session.noAnswerAt', { address }) : t('session.noAnswer');
}

export interface JoinInput {
  /** host:port of another machine (the app), or null for the page's own host (a browser guest). */
  address: string | null;
  code: string;
  name: string;
}

/** Joins a lobby with its code; resolves with null, or a sentence saying why not. */
export async function joinTable({ address, code, name }: JoinInput): Promise<string | null> {
  const cleanCode = normalizeCode(code);
  const cleanName = name.trim();
  const cleanAddress = address?.trim() || null;
  if (cleanAddress) {
    try {
      if (remoteHost() !== cleanAddress) connectTo(cleanAddress);
    } catch (error) {
      return errorMessage(error);
    }
  }
  const stored = loadCredentials();
  const sameTable = stored && stored.address === cleanAddress && stored.code === cleanCode;
  const token = sameTable && stored.token ? stored.token : undefined;
  useLobby.setState({ ...EMPTY, mode: 'guest', expecting: true });
  try {
    const host = getHost();
    // eslint-disable-next-line i18next/no-literal-string -- internal, worded by joinProblem from its code
    const hello = await withTimeout(host.request({ type: 'hello' }), REACH_TIMEOUT_MS, 'no answer');
    // eslint-disable-next-line i18next/no-literal-string -- internal, worded by joinProblem from its code
    if (hello.role !== 'guest' && cleanAddress) throw new HostRequestError('host-only', 'host window');
    const lobby = await withTimeout(
      host.request({ type: 'joinLobby', code: cleanCode, name: cleanName, ...(token ? { token } : {}) }),
      REACH_TIMEOUT_MS,
      // eslint-disable-next-line i18next/no-literal-string -- internal, worded by joinProblem from its code
      'no answer',
    );
    const yours = lobby.seats.find((seat) => seat.yours);
    const seat = yours && token ? yours.seat : null;
    saveCredentials({
      address: cleanAddress,
      lobbyId: lobby.lobbyId,
      code: cleanCode,
      name: cleanName,
      game: lobby.game,
      seat,
      token: seat !== null ? (token ?? null) : null,
      matchId: null,
    });
    useLobby.setState({ lobbyId: lobby.lobbyId, lobby, seat, token: seat !== null ? (token ?? null) : null, expecting: false });
    followReconnections();
    return null;
  } catch (error) {
    useLobby.setState({ ...EMPTY });
    if (cleanAddress) backToLocal();
    return joinProblem(error, cleanAddress);
  }
}

/** Takes an open seat (freeing the one held before); null or why not. */
export async function claimSeat(seat: number): Promise<string | null> {
  const lobbyId = useLobby.getState().lobbyId;
  if (!lobbyId) return words()('session.notAtTable');
  try {
    const claim = await getHost().request({ type: 'claimSeat', lobbyId, seat });
    saveCredentials({ seat: claim.seat, token: claim.token });
    useLobby.setState({ seat: claim.seat, token: claim.token });
    return null;
  } catch (error) {
    return errorMessage(error);
  }
}

/** Frees the seat held. */
export async function releaseSeat(): Promise<string | null> {
  const lobbyId = useLobby.getState().lobbyId;
  if (!lobbyId) return null;
  try {
    await getHost().request({ type: 'releaseSeat', lobbyId });
    saveCredentials({ seat: null, token: null });
    useLobby.setState({ seat: null, token: null });
    return null;
  } catch (error) {
    return errorMessage(error);
  }
}

/** Goes into the match the host started: the held seat, else watching. Null, or why not. */
export function enterMatch(lobby: LobbyUpdate): string | null {
  if (!lobby.matchId) return words()('session.notStarted');
  const { seat, token } = useLobby.getState();
  saveCredentials({ matchId: lobby.matchId, game: lobby.game, seat, token });
  if (seat !== null && token) {
    void useMatch.getState().open({ matchId: lobby.matchId, game: lobby.game, grants: [{ seat, token }] }, undefined, { watch: false });
    return null;
  }
  if (!lobby.allowSpectators) {
    clearCredentials();
    return words()('session.startedWithoutYou');
  }
  void useMatch.getState().open({ matchId: lobby.matchId, game: lobby.game, grants: [] });
  return null;
}

export type ResumeOutcome = { to: 'game' } | { to: 'lobby' } | { to: 'join'; message: string | null };

/** Takes a guest back where his stored credentials say he was (after a reload, or from the app's join screen). */
export async function resumeGuest(stored: GuestCredentials | null = loadCredentials()): Promise<ResumeOutcome> {
  const plan = resumePlan(stored);
  if (plan.kind === 'none' || !stored) return { to: 'join', message: null };
  if (plan.kind === 'joinLobby') {
    const problem = await joinTable({ address: stored.address, code: plan.code, name: plan.name });
    return problem ? { to: 'join', message: problem } : { to: 'lobby' };
  }
  if (stored.address) {
    try {
      if (remoteHost() !== stored.address) connectTo(stored.address);
    } catch (error) {
      return { to: 'join', message: errorMessage(error) };
    }
  }
  useLobby.setState({ ...EMPTY, mode: 'guest', seat: stored.seat, token: stored.token });
  const opened = { matchId: plan.matchId, game: plan.game, grants: plan.kind === 'joinSeat' ? [{ seat: plan.seat, token: plan.token }] : [] };
  await withTimeout(
    useMatch.getState().open(opened, undefined, { watch: plan.kind !== 'joinSeat' }),
    REACH_TIMEOUT_MS,
    // eslint-disable-next-line i18next/no-literal-string -- internal: the timeout is caught right here
    'no answer',
  ).catch(() => undefined);
  const match = useMatch.getState();
  if (match.status === 'ready' && match.matchId === plan.matchId) return { to: 'game' };
  // The match is gone (or not reopened yet): back to its lobby if it still has one.
  const reason = match.error ?? noAnswer(stored.address);
  await match.leave();
  if (stored.code) {
    saveCredentials({ matchId: null });
    const problem = await joinTable({ address: stored.address, code: stored.code, name: stored.name });
    if (!problem) return { to: 'lobby' };
  }
  if (stored.address) backToLocal();
  useLobby.setState({ ...EMPTY });
  return { to: 'join', message: words()('session.cannotResume', { reason }) };
}

/**
 * Leaves the table: frees the lobby seat, leaves the match, back to this
 * window's own host. `forget: false` keeps the credentials, so "Back to my
 * seat" on the join screen still works (leaving a game that goes on).
 */
export async function leaveTable({ forget = true }: { forget?: boolean } = {}): Promise<void> {
  const { mode, lobby, seat } = useLobby.getState();
  const work: Promise<unknown>[] = [];
  if (mode === 'guest' && lobby && !lobby.matchId && !lobby.closed && seat !== null) work.push(releaseSeat());
  const match = useMatch.getState();
  // leave() empties the store at once; its request may never be answered by a host that closed the table.
  if (match.matchId) work.push(match.leave());
  await Promise.race([Promise.all(work), new Promise((resolve) => setTimeout(resolve, LEAVE_WAIT_MS))]);
  // The chat lines stay with the connection: the host sends this connection no line twice, even after it comes back.
  if (forget) clearCredentials();
  stopRejoin?.();
  stopRejoin = null;
  useLobby.getState().reset();
  if (remoteHost() !== null) backToLocal();
}

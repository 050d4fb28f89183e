/**
 * Hints at a LAN table (issue #28, part 3): off unless the host ticked
 * *Allow hints* in the lobby; the guests are told which, and their seat's
 * hint is answered or refused accordingly, over real WebSockets on 127.0.0.1.
 */
import { describe, expect, it } from 'vitest';
import type { LobbyOpened, SeatClaim } from '../../shared/protocol/lan.js';
import type { HintAnswer, MatchOpened, MatchUpdate } from '../../shared/protocol/messages.js';
import { type LanHost, HostWindow, portOf, until, WsGuest, closingAfterEach } from './lan-test-kit.js';

const { add, lanHost } = closingAfterEach();

/**
 * A Smugglers (2025) table (everybody picks at once: the guest's seat decides at the start) with Ana at
 * seat 2, opened with the lobby's hint setting as given, or changed once in the lobby before the start.
 */
async function tableWithGuest(lan: LanHost, hints: { opened?: boolean; updated?: boolean }) {
  const window = new HostWindow(lan.host);
  const seats = [{ kind: 'local', name: 'Hostess' }, { kind: 'open' }];
  const opened = await window.ok<LobbyOpened>({
    type: 'openLobby',
    game: 'smugglers-2025',
    seats,
    seed: 77,
    allowSpectators: false,
    ...(hints.opened === undefined ? {} : { allowHints: hints.opened }),
  });
  if (hints.updated !== undefined) {
    await window.ok({ type: 'updateLobby', lobbyId: opened.lobbyId, seats, options: null, allowSpectators: false, allowHints: hints.updated });
  }
  const ana = await WsGuest.connect(portOf(opened));
  add(() => ana.close());
  await ana.ok({ type: 'joinLobby', code: opened.code, name: 'Ana' });
  const claim = await ana.ok<SeatClaim>({ type: 'claimSeat', lobbyId: opened.lobbyId, seat: 1 });
  const match = await window.ok<MatchOpened>({ type: 'startLobby', lobbyId: opened.lobbyId });
  await ana.ok({ type: 'joinSeat', matchId: match.matchId, seat: 1, token: claim.token });
  await until(() => ana.pushes('match').length > 0);
  const update = ana.pushes('match').at(-1) as unknown as MatchUpdate;
  return { ana, matchId: match.matchId, told: update.lan?.allowHints };
}

describe('hints at a LAN table', () => {
  it('are refused by default, and the guests are told they are off', async () => {
    const { ana, matchId, told } = await tableWithGuest(lanHost(), {});
    expect(told).toBe(false);
    const asked = await ana.request({ type: 'askHint', matchId, seat: 1 });
    expect(asked.ok).toBe(false);
    if (!asked.ok) expect(asked.error).toMatchObject({ code: 'no-hint', key: 'match:hint.refused.notAllowed' });
  });

  it('are answered to the guest’s seat once the host allowed them, when opening the table or in the lobby', async () => {
    for (const hints of [{ opened: true }, { opened: false, updated: true }]) {
      const { ana, matchId, told } = await tableWithGuest(lanHost(), hints);
      expect(told, JSON.stringify(hints)).toBe(true);
      const answer = await ana.ok<HintAnswer>({ type: 'askHint', matchId, seat: 1 });
      expect(answer.move, JSON.stringify(hints)).toMatchObject({ type: 'smuggle' });
      // Only her own seat: the host's seat is not hers to ask for.
      const other = await ana.request({ type: 'askHint', matchId, seat: 0 });
      expect(other.ok).toBe(false);
    }
  });
});

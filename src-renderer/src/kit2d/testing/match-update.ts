/**
 * The update a table gets with a view, in tables' tests: every seat a
 * connected human, nothing pending, the view's own active seats and result.
 */
import type { MatchUpdate } from '../../../../shared/protocol/messages';

export function matchUpdateOf(game: string, view: Pick<MatchUpdate, 'viewer' | 'activeSeats' | 'result'>, names: readonly string[], version = 5): MatchUpdate {
  return {
    type: 'match',
    matchId: 'm',
    game,
    viewer: view.viewer,
    version,
    view,
    activeSeats: view.activeSeats,
    seats: names.map((name, seat) => ({ seat, name, kind: 'human', level: null, thinking: false, presence: 'connected', standIn: null, hints: 0 })),
    events: [],
    fullLog: true,
    canUndo: false,
    result: view.result,
    saveError: null,
    hostProblem: null,
    lan: null,
    clock: null,
  };
}

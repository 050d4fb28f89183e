/** The controls of each phase, in plain DOM beside the 3D table: every action has a button and a label. */
import type { MutableRefObject, ReactNode } from 'react';
import type { Seat } from '../../../../shared/engine/contract';
import type { SmugglersMove, SmugglersView } from '../../../../shared/games/smugglers-2016/types';
import { type Panel, panelFor } from './logic';
import { type Aim, PushControl } from './PushControl';
import { contrabandLabel, seatName } from './text';

export interface ControlsProps {
  view: SmugglersView;
  seat: Seat | null;
  names: readonly string[];
  busy: boolean;
  aim: MutableRefObject<Aim>;
  send(move: SmugglersMove): void;
  /** What the side panel shows while the seat sculpts (the station itself covers the 3D table), or null while there is none. */
  sculpt: ReactNode;
  /** What re-rounding offers (the button that opens the sculpting station in 'reround' mode). */
  reround: ReactNode;
  /** A roll is still being replayed on the table: the next push waits for it. */
  replaying?: boolean;
}

export function Controls({ view, seat, names, busy, aim, send, sculpt, reround, replaying = false }: ControlsProps) {
  const panel: Panel = panelFor(view, seat);
  const name = (s: Seat) => seatName(names, s);
  switch (panel.kind) {
    case 'none':
      return <p className="sm-panel-note" role="status">{panel.reason}</p>;
    case 'over':
      return (
        <p className="sm-panel-note" role="status">
          {view.winner !== null ? `${name(view.winner)} wins the game.` : 'The game is over.'}
        </p>
      );
    case 'sculpt':
      return <>{sculpt}</>;
    case 'push':
      if (replaying) return <p className="sm-panel-note" role="status">Watch the ball roll…</p>;
      return (
        <div className="sm-panel">
          <PushControl attempt={panel.attempt} busy={busy} aim={aim} onPush={(strength) => send({ type: 'push', strength })} />
          {panel.mayReround && reround}
        </div>
      );
    case 'inspect':
      return <InspectPanel view={view} targets={panel.targets} busy={busy} send={send} name={name} />;
    case 'steal':
      return (
        <div className="sm-panel" role="group" aria-label="Take a token">
          <p className="sm-panel-title">Your stink bomb went off: take a token</p>
          <div className="sm-choices">
            {panel.choices.map(({ from, token }) => (
              <button
                key={`${from}-${token}`}
                type="button"
                className={`btn sm-token-button is-${token}`}
                disabled={busy}
                onClick={() => send({ type: 'steal', from, token })}
              >
                A {token} token from {name(from)}
              </button>
            ))}
          </div>
        </div>
      );
  }
}

interface InspectPanelProps {
  view: SmugglersView;
  targets: Seat[];
  busy: boolean;
  send(move: SmugglersMove): void;
  name(seat: Seat): string;
}

function InspectPanel({ view, targets, busy, send, name }: InspectPanelProps) {
  return (
    <div className="sm-panel" role="group" aria-label="Inspect a ball">
      <p className="sm-panel-title">Inspect: what does the ball hide?</p>
      {targets.map((target) => (
        <div key={target} className="sm-inspect-row">
          <span className="sm-inspect-who">
            {name(target)}'s ball
            <span className="hint">
              {' '}
              ({view.players[target]?.stinkBombs ?? 0} stink bomb{view.players[target]?.stinkBombs === 1 ? '' : 's'} behind the screen)
            </span>
          </span>
          <div className="sm-choices">
            {(['sweet', 'sour', 'stink'] as const).map((guess) => (
              <button
                key={guess}
                type="button"
                className={`btn sm-guess is-${guess}`}
                disabled={busy}
                aria-label={`Guess a ${contrabandLabel(guess)} in ${name(target)}'s ball`}
                onClick={() => send({ type: 'inspect', target, guess })}
              >
                {contrabandLabel(guess)}
              </button>
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}

export interface ReplayControlsProps {
  /** Whether the replay plays fast (four times real time). */
  fast: boolean;
  onFast(fast: boolean): void;
  /** Runs the replays still to show to their end at once (their outcomes are still the replayed ones). */
  onSkip(): void;
}

/** Over the 3D table while a roll is replayed: watch it faster, or skip to where it ends. */
export function ReplayControls({ fast, onFast, onSkip }: ReplayControlsProps) {
  return (
    <div className="sm-replay-controls" role="group" aria-label="Replay of the roll">
      <button type="button" className="btn btn-small" aria-pressed={fast} onClick={() => onFast(!fast)}>
        Faster (×4)
      </button>
      <button type="button" className="btn btn-small" onClick={onSkip}>
        Skip replay
      </button>
    </div>
  );
}

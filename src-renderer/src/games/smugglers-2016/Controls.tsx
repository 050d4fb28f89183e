/** The controls of each phase, in plain DOM beside the 3D table: every action has a button and a label. */
import type { MutableRefObject, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Seat } from '../../../../shared/engine/contract';
import { CONTRABANDS, type SmugglersMove, type SmugglersView } from '../../../../shared/games/smugglers-2016/types';
import { type Panel, panelFor } from './logic';
import { type Aim, PushControl } from './PushControl';
import { type Words, contrabandA, contrabandLabel, seatName } from './text';

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
  const { t } = useTranslation('smugglers-2016');
  const panel: Panel = panelFor(view, seat);
  const name = (s: Seat) => seatName(t, names, s);
  switch (panel.kind) {
    case 'none':
      return <p className="sm-panel-note" role="status">{t(`panel.${panel.reason}`)}</p>;
    case 'over':
      return (
        <p className="sm-panel-note" role="status">
          {view.winner !== null ? t('panel.wins', { name: name(view.winner) }) : t('panel.over')}
        </p>
      );
    case 'sculpt':
      return <>{sculpt}</>;
    case 'push':
      if (replaying) return <p className="sm-panel-note" role="status">{t('panel.watchRoll')}</p>;
      return (
        <div className="sm-panel">
          <PushControl attempt={panel.attempt} busy={busy} aim={aim} onPush={(strength) => send({ type: 'push', strength })} />
          {panel.mayReround && reround}
        </div>
      );
    case 'inspect':
      return <InspectPanel t={t} view={view} targets={panel.targets} busy={busy} send={send} name={name} />;
    case 'steal':
      return (
        <div className="sm-panel" role="group" aria-label={t('steal.label')}>
          <p className="sm-panel-title">{t('steal.title')}</p>
          <div className="sm-choices">
            {panel.choices.map(({ from, token }) => (
              <button
                key={`${from}-${token}`}
                type="button"
                className={`btn sm-token-button is-${token}`}
                disabled={busy}
                onClick={() => send({ type: 'steal', from, token })}
              >
                {t(`steal.${token}`, { name: name(from) })}
              </button>
            ))}
          </div>
        </div>
      );
  }
}

interface InspectPanelProps {
  t: Words;
  view: SmugglersView;
  targets: Seat[];
  busy: boolean;
  send(move: SmugglersMove): void;
  name(seat: Seat): string;
}

function InspectPanel({ t, view, targets, busy, send, name }: InspectPanelProps) {
  return (
    <div className="sm-panel" role="group" aria-label={t('inspect.label')} data-tutorial="inspect">
      <p className="sm-panel-title">{t('inspect.title')}</p>
      {targets.map((target) => (
        <div key={target} className="sm-inspect-row">
          <span className="sm-inspect-who">
            {t('inspect.whose', { name: name(target) })}
            <span className="hint">
              {' '}
              {t('inspect.bombs', { count: view.players[target]?.stinkBombs ?? 0 })}
            </span>
          </span>
          <div className="sm-choices">
            {CONTRABANDS.map((guess) => (
              <button
                key={guess}
                type="button"
                className={`btn sm-guess is-${guess}`}
                disabled={busy}
                aria-label={t('inspect.guess', { contraband: contrabandA(t, guess), name: name(target) })}
                onClick={() => send({ type: 'inspect', target, guess })}
              >
                {contrabandLabel(t, guess)}
              </button>
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}

export interface ReplayControlsProps {
  /** Runs the replays still to show to their end at once (their outcomes are still the replayed ones). */
  onSkip(): void;
}

/**
 * Over the 3D table while a roll is replayed: skip to where it ends, this
 * once (how fast others' rolls play is the table speed, in the top bar).
 */
export function ReplayControls({ onSkip }: ReplayControlsProps) {
  const { t } = useTranslation('smugglers-2016');
  return (
    <div className="sm-replay-controls" role="group" aria-label={t('replay.label')}>
      {/* A control of what is shown, not of the game: it works on a replay's read-only table too. */}
      <button type="button" className="btn btn-small" onClick={onSkip} data-view-control>
        {t('replay.skip')}
      </button>
    </div>
  );
}

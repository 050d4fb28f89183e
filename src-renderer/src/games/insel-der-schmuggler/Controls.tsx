/**
 * The viewer's controls beside the bay: the instruction line of his step and a
 * button for every action that is not a pick on the bay (roll, the beam's way,
 * move my boat, stay, the choice between two moves on one field, back), plus
 * the starting harbours as buttons too, and on a phone the places to pick on
 * the bay (Places.tsx). Picks on the bay are in Table.tsx.
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Seat } from '../../../../shared/engine/contract';
import type { InselMove, InselView } from '../../../../shared/games/insel-der-schmuggler/types';
import { ActionBar } from '../../kit2d/ActionBar';
import type { FieldId } from '../../../../shared/games/insel-der-schmuggler/board';
import type { Place } from './places';
import { Places } from './Places';
import { type Step, acts, harbourChoices, stayMove, stepBack } from './targets';
import { type Words, instruction, islandName } from './text';
import { useFinger } from './useFinger';

export interface ControlsProps {
  view: InselView;
  viewer: Seat | null;
  step: Step;
  names: readonly string[];
  /** A move is on its way to the host: every button waits. */
  busy: boolean;
  /** The bay still shows what happened: the next step waits for it. */
  watching: boolean;
  send(move: InselMove): void;
  setStep(step: Step): void;
  /** "Move my boat": the boat is picked and the bay takes the keys (the table moves the focus there). */
  pickBoat(): void;
  /** The host's refusal of the last move, in the player's language. */
  error: string | null;
  /** The places the viewer may pick on the bay now, as buttons too (a phone's finger misses a field of the 3D bay). */
  places?: readonly Place[];
  /** A place picked from the list: the same as picking its field on the bay. */
  onPick?(field: FieldId): void;
}

/** A choice's question, as its group's name. */
function line(t: Words, step: Extract<Step, { kind: 'choose' }>): string {
  return step.moves.some((move) => move.type === 'load') ? t('step.chooseLoad') : t('step.choosePush');
}

/** A choice's button label: load or just stop; push or swap. */
function choiceLabel(t: Words, move: InselMove): string {
  switch (move.type) {
    case 'load':
      return t('controls.load');
    case 'push':
      return t('controls.pushHere');
    case 'swap':
      return t('controls.swapHere');
    default:
      return t('controls.justStop');
  }
}

export function Controls({ view, viewer, step, names, busy, watching, send, setStep, pickBoat, error, places = [], onPick }: ControlsProps) {
  const { t } = useTranslation('insel-der-schmuggler');
  const line = instruction(t, view, viewer, step, names, watching, useFinger());
  const mine = !watching && acts(view, viewer);
  return (
    <ActionBar look="insel" className="insel-controls" label={t('controls.label')} instruction={line} error={error} data-testid="insel-controls" data-tutorial="controls">
      {mine && <Actions t={t} view={view} viewer={viewer} step={step} busy={busy} send={send} setStep={setStep} pickBoat={pickBoat} />}
      {mine && onPick !== undefined && <Places places={places} busy={busy} onPick={onPick} />}
    </ActionBar>
  );
}

interface ActionsProps {
  t: Words;
  view: InselView;
  viewer: Seat;
  step: Step;
  busy: boolean;
  send(move: InselMove): void;
  setStep(step: Step): void;
  pickBoat(): void;
}

function Actions({ t, view, viewer, step, busy, send, setStep, pickBoat }: ActionsProps) {
  switch (view.phase) {
    case 'roll':
      return (
        <div className="insel-actions">
          <button type="button" className="btn btn-small btn-primary" disabled={busy} onClick={() => send({ type: 'roll' })} data-testid="insel-roll">
            {t('controls.roll')}
          </button>
        </div>
      );
    case 'beam':
      return (
        <div className="insel-actions">
          <button type="button" className="btn btn-small" disabled={busy} onClick={() => send({ type: 'turnBeam', direction: 'clockwise' })}>
            {t('controls.clockwise')}
          </button>
          <button type="button" className="btn btn-small" disabled={busy} onClick={() => send({ type: 'turnBeam', direction: 'counterclockwise' })}>
            {t('controls.counterclockwise')}
          </button>
        </div>
      );
    case 'harbours':
      return (
        <div className="insel-actions insel-harbours" role="group" aria-label={t('controls.harbours')}>
          {harbourChoices(view, viewer).map((island) => (
            <button key={island} type="button" className={`btn btn-small island-${island}`} disabled={busy} onClick={() => send({ type: 'chooseHarbour', island })}>
              <span className="insel-island-mark" aria-hidden="true" />
              {islandName(t, island)}
            </button>
          ))}
        </div>
      );
    case 'sail':
      return <SailActions t={t} view={view} viewer={viewer} step={step} busy={busy} send={send} setStep={setStep} pickBoat={pickBoat} />;
    default:
      return null;
  }
}

function SailActions({ t, view, viewer, step, busy, send, setStep, pickBoat }: ActionsProps) {
  const stay = stayMove(view, viewer);
  // A choice asked after a pick on the bay: its first answer takes the focus, for the keyboard.
  const firstChoice = useRef<HTMLButtonElement>(null);
  const choosing = step.kind === 'choose';
  useEffect(() => {
    if (choosing) firstChoice.current?.focus();
  }, [choosing]);
  const stayButton =
    stay === null ? null : (
      <button type="button" className="btn btn-small" disabled={busy} onClick={() => send(stay)} data-testid="insel-stay">
        {t('controls.stay')}
      </button>
    );
  const back = (
    <button type="button" className="btn btn-small btn-ghost" disabled={busy} onClick={() => setStep(stepBack(step))}>
      {t('controls.back')}
    </button>
  );
  if (step.kind === 'choose') {
    return (
      <div
        className="insel-actions"
        role="group"
        aria-label={line(t, step)}
        onKeyDown={(event) => {
          if (event.key !== 'Escape') return;
          event.preventDefault();
          setStep(stepBack(step));
        }}
      >
        {step.moves.map((move, i) => (
          <button key={i} ref={i === 0 ? firstChoice : undefined} type="button" className={i === 0 ? 'btn btn-small btn-primary' : 'btn btn-small'} disabled={busy} onClick={() => send(move)} data-testid={`insel-choice-${move.type}`}>
            {choiceLabel(t, move)}
          </button>
        ))}
        {back}
      </div>
    );
  }
  return (
    <div className="insel-actions">
      {step.kind === 'idle' ? (
        <button type="button" className="btn btn-small btn-primary" disabled={busy} onClick={pickBoat} data-testid="insel-move-boat">
          {t('controls.moveBoat')}
        </button>
      ) : (
        back
      )}
      {stayButton}
    </div>
  );
}

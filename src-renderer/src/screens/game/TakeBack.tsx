/**
 * Taking back a move, as Board Game Arena allows, in the game screen's top
 * bar for every game whose manifest allows it: the "Take back" button (the ⌫
 * key too, heard as the tables hear theirs), with a tip saying what it does
 * and when it is possible; and the line every table shows after a take-back,
 * a LAN guest's too ("Ada took back a move"). The host decides whether a move
 * may be taken back (MatchUpdate.canUndo): the button is there whenever the
 * player could, and pressable only when he can now.
 */
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Seat } from '../../../../shared/engine/contract';
import { KeyCap } from '../../kit2d/KeyCap';
import { Tooltip } from '../../kit2d/Tooltip';
import { type ShortcutAction, useShortcuts } from '../../kit2d/useShortcuts';

/** The key that takes back a move, as the tables' shortcuts name it. */
export const TAKE_BACK_KEY = 'Backspace';
/** How its cap draws it: the sign every keyboard prints on it, in no language. */
const TAKE_BACK_CAP = '⌫';

/** What a key does for the take-back (useShortcuts' actionFor): ⌫ takes back the move while it may be, anything else nothing. */
export function takeBackAction(key: string, possible: boolean, takeBack: () => void): ShortcutAction {
  return key === TAKE_BACK_KEY && possible ? takeBack : null;
}

/** `whose`: in hot-seat, the name of the one who just moved when it is his move (not the shown seat's) to take back. */
export function TakeBackButton({ possible, busy, onTakeBack, whose = null }: { possible: boolean; busy: boolean; onTakeBack(): void; whose?: string | null }) {
  const { t } = useTranslation('match');
  const root = useRef<HTMLSpanElement>(null);
  useShortcuts(root, busy, (key) => takeBackAction(key, possible, onTakeBack));
  return (
    <span ref={root} className="take-back">
      {/* While the button cannot be pressed it cannot take the focus either: the tip's trigger takes it, so the tip still says when it can. */}
      <Tooltip className="take-back-tip" tip={t('takeBack.tip')} tabIndex={possible ? -1 : 0}>
        <button type="button" className="btn" disabled={!possible || busy} aria-keyshortcuts={TAKE_BACK_KEY} onClick={onTakeBack} data-testid="take-back">
          <KeyCap className="take-back-key">{TAKE_BACK_CAP}</KeyCap>
          {/* In a window under 1440 px the top bar keeps the banner's room: the key alone shows, the words stay the button's name. */}
          <span className="take-back-label">{whose === null ? t('actions.takeBack') : t('curtain.takeBack', { name: whose })}</span>
        </button>
      </Tooltip>
    </span>
  );
}

/** Who took back a move, as every table says it while the match stands where the take-back put it. */
export function TookBackNotice({ seat, viewer, names }: { seat: Seat; viewer: Seat | null; names: readonly string[] }) {
  const { t } = useTranslation('match');
  return (
    <p className="game-guest-note game-took-back" role="status" data-testid="took-back">
      {seat === viewer ? t('takeBack.you') : t('takeBack.other', { name: names[seat] ?? t('seat', { number: seat + 1 }) })}
    </p>
  );
}

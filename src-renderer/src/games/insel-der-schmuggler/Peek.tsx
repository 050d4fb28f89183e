/**
 * "Look at my tile": the viewer's own goods stay face down until he holds the
 * control (the pointer held on it, or Space or Enter held while it has the
 * focus). Others at the same screen see only that he looks.
 */
import { type KeyboardEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TileFace } from '../../../../shared/games/insel-der-schmuggler/goods';
import { tileText } from './text';

const HOLD_KEYS = new Set([' ', 'Enter']);

export function PeekControl({ tile }: { tile: TileFace }) {
  const { t } = useTranslation('insel-der-schmuggler');
  const [held, setHeld] = useState(false);
  const shownId = useId();
  const down = (event: KeyboardEvent) => {
    if (!HOLD_KEYS.has(event.key)) return;
    // Space would scroll the page, Enter would click: holding is all they do here.
    event.preventDefault();
    setHeld(true);
  };
  const up = (event: KeyboardEvent) => {
    if (!HOLD_KEYS.has(event.key)) return;
    event.preventDefault();
    setHeld(false);
  };
  return (
    <span className="insel-peek">
      <button
        type="button"
        className="btn btn-small insel-peek-button"
        aria-pressed={held}
        aria-describedby={shownId}
        title={t('seats.peekHint')}
        data-testid="insel-peek"
        onPointerDown={(event) => {
          event.currentTarget.setPointerCapture?.(event.pointerId);
          setHeld(true);
        }}
        onPointerUp={() => setHeld(false)}
        onPointerCancel={() => setHeld(false)}
        onLostPointerCapture={() => setHeld(false)}
        onKeyDown={down}
        onKeyUp={up}
        onBlur={() => setHeld(false)}
        onContextMenu={(event) => event.preventDefault()}
      >
        {t('seats.peek')}
      </button>
      <span id={shownId} className="insel-peek-shown" aria-live="polite" data-testid="insel-peek-shown">
        {held && (
          <>
            {/* The words beside say it all: the chip is the colour only, no tip of its own. */}
            <span className={`insel-tile island-${tile.destination}`} aria-hidden="true">
              {tile.value}
            </span>{' '}
            {tileText(t, tile)}
          </>
        )}
      </span>
    </span>
  );
}

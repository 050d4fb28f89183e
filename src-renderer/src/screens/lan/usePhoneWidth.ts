/**
 * The screens a guest's phone shows fit its width: while the join page, the
 * guest lobby or a guest's table shows, body drops the 1024 px the host's
 * window is laid out for (styles/global.css), so nothing scrolls sideways and
 * a mobile browser does not zoom the page out (issue #29).
 */
import { useEffect } from 'react';

export const PHONE_WIDTH_CLASS = 'fits-phone';

export function usePhoneWidth(enabled = true): void {
  useEffect(() => {
    if (!enabled) return;
    document.body.classList.add(PHONE_WIDTH_CLASS);
    return () => document.body.classList.remove(PHONE_WIDTH_CLASS);
  }, [enabled]);
}

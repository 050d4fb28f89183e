/**
 * The screens a guest's phone shows before a table (the join page and the
 * guest lobby) fit its width: while one shows, body drops the 1024 px the
 * tables are laid out for (styles/global.css), so nothing scrolls sideways and
 * the Join button is on screen at 390 px. The tables keep their width.
 */
import { useEffect } from 'react';

export const PHONE_WIDTH_CLASS = 'fits-phone';

export function usePhoneWidth(): void {
  useEffect(() => {
    document.body.classList.add(PHONE_WIDTH_CLASS);
    return () => document.body.classList.remove(PHONE_WIDTH_CLASS);
  }, []);
}

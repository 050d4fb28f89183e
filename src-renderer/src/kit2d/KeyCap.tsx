/**
 * The key a control answers to, drawn on it. It is a sign for the eye only:
 * the control's aria-keyshortcuts says the key to screen readers, so the cap
 * is hidden from them. Its look is the table's (className). The key is given
 * as the table binds it (QWERTY); the cap shows what the player's keyboard
 * has at that place ("A" for Q on AZERTY: keyPosition.ts).
 */
import { useKeyboardLayout } from './keyboardLayout';
import { keyLabel } from './keyPosition';

export function KeyCap({ children, className }: { children: string; className: string }) {
  const label = useKeyLabel();
  return (
    <span className={className} aria-hidden="true">
      {label(children)}
    </span>
  );
}

/** How the player's keyboard names a bound key, for a control's aria-keyshortcuts ("A Enter"): several keys split by spaces. */
export function useKeyLabel(): (keys: string) => string {
  const layout = useKeyboardLayout();
  return (keys) =>
    keys
      .split(' ')
      .map((key) => keyLabel(key, layout))
      .join(' ');
}

/**
 * The key a control answers to, drawn on it. It is a sign for the eye only:
 * the control's aria-keyshortcuts says the key to screen readers, so the cap
 * is hidden from them. Its look is the table's (className).
 */
export function KeyCap({ children, className }: { children: string; className: string }) {
  return (
    <span className={className} aria-hidden="true">
      {children}
    </span>
  );
}

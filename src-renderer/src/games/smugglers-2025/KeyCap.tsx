/** The key a control answers to, drawn on it (its aria-keyshortcuts says it to screen readers). */
export function KeyCap({ children }: { children: string }) {
  return (
    <span className="s25-key" aria-hidden="true">
      {children}
    </span>
  );
}

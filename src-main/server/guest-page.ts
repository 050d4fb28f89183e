/**
 * What index.html holds for a LAN guest's page only: the links that fetch the
 * join screen's chunks beside the app's own (the build writes them,
 * electron.vite.config.ts `fetchAhead`), inside a comment, so that the host's
 * own window (on the loopback, or Electron's file) never fetches them at its
 * start. The LAN listener opens the comment (`forGuests`).
 */

/** The comment's opening and closing, around the guest's links. */
export const GUEST_OPEN = '<!--guest-page';
export const GUEST_CLOSE = 'guest-page-->';

/** index.html as a LAN guest's page gets it: the guest's links opened, nothing else changed. */
export function forGuests(html: string): string {
  const open = html.indexOf(GUEST_OPEN);
  const close = html.indexOf(GUEST_CLOSE, open);
  if (open < 0 || close < 0) return html;
  return html.slice(0, open) + html.slice(open + GUEST_OPEN.length, close) + html.slice(close + GUEST_CLOSE.length);
}

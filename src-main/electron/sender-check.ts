/**
 * Who may talk to the host over IPC: only the app's own page in the window's
 * top frame. The preload bridge is exposed to that page alone, but a frame
 * inside it (an iframe of some other page) or a page the window was somehow
 * sent to would reach the same IPC channel; the host holds the saves and
 * every player's secrets, so it answers nobody else.
 *
 * Plain values in, no electron: main.ts passes the sender frame's URL and
 * whether it is the top frame.
 */

export interface SenderFrame {
  url: string;
  isMainFrame: boolean;
}

/** Why a request from this frame is refused, or null when it is the app's own page. */
export function senderRefusal(frame: SenderFrame | null, appPageUrl: string, platform: NodeJS.Platform = process.platform): string | null {
  if (!frame) return 'The page that sent this request is gone.';
  if (!frame.isMainFrame) return "Only the app's own page may talk to the host, not a frame inside it.";
  if (!samePage(frame.url, appPageUrl, platform === 'win32' || platform === 'darwin')) {
    return "Only the app's own page may talk to the host, and this request came from another page.";
  }
  return null;
}

/**
 * The same file:// page, whatever its #route or ?query (the app routes
 * within its page) and however its path is percent-encoded; on Windows and
 * macOS, whose disks ignore case, in any case.
 */
function samePage(url: string, appPageUrl: string, ignoreCase: boolean): boolean {
  const from = fileUrlPath(url);
  const app = fileUrlPath(appPageUrl);
  if (from === null || app === null) return false;
  return ignoreCase ? from.toLowerCase() === app.toLowerCase() : from === app;
}

function fileUrlPath(url: string): string | null {
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'file:') return null;
    return `${parsed.host}${decodeURIComponent(parsed.pathname)}`;
  } catch {
    return null;
  }
}

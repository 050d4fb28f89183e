/**
 * What runs before React is even evaluated (main.tsx imports this module first): the address is read,
 * and the host is asked who this window is. The socket's handshake and the host's answer then travel
 * while react-dom and the app's modules are evaluated, not after (issue #27: the menu within 1 s).
 */
import { takeKeyFromAddress } from './host/hostKey';
import { takeJoinCodeFromAddress } from './lan/joinLink';
import { useRole } from './lan/role';
import { JoinScreen } from './screens/lan/lazyJoinScreen';

// The headless host's key leaves the address bar before anything else runs (see host/hostKey.ts).
takeKeyFromAddress();
// So does a LAN table's join code, on a guest's phone that scanned the host's QR code (see lan/joinLink.ts):
// his first screen is the join screen, whose chunk and words are fetched now, beside the host's answer below,
// not after it (issue #29: the join page within 2 s on a phone's slow link).
// (Its words come with the shell's: main.tsx. A chunk that fails here is asked for again by App, which says so.)
if (takeJoinCodeFromAddress() !== null) void JoinScreen.preload().catch(() => undefined);
// Who this window is (the host's player or a LAN guest) decides the first screen.
void useRole.getState().load();

// First of all, before React: the address is read and the host asked who this window is (see boot.ts).
import './boot';
// The global styles come first so each component's own CSS can override them.
import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { exposeLanguageSwitch } from './i18n/automation';
import { rememberedChoice } from './i18n/choice';
import { startLanguages } from './i18n/i18n';
import { resolveLanguage } from './i18n/languages';
import { scannedJoinCode, scannedJoinGame } from './lan/joinLink';
import { useRole } from './lan/role';
import { prefetchTable } from './screens/game/prefetchTable';

// Only under automation (the e2e suite's fitting check): see i18n/automation.ts.
exposeLanguageSwitch();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');
const root = container;

function render(): void {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

// The shell's words first (one small chunk) and the games' cards in the menu (a few words each), so the
// first screen shows no key; a catalogue that cannot load leaves i18next showing its keys rather than no
// app at all. A guest who scanned a table's QR code starts on the join screen: the LAN words too (fetched
// beside the page's own chunks, so the join screen never waits for them, issue #29).
const first = scannedJoinCode() === null ? (['shell', 'gameCards'] as const) : (['shell', 'gameCards', 'lan'] as const);
startLanguages(resolveLanguage(rememberedChoice()), first).then(render, render);

// The table of a scanned QR code's game is asked for from here, all its chunks at once, as soon as the host has
// said who this page is (its answer travels the same slow link and the join page waits for it): on a phone the
// half second until the join screen would ask is otherwise idle (issue #29; the join screen's own ask is then free).
const scannedGame = scannedJoinGame();
if (scannedGame !== null) {
  void useRole
    .getState()
    .load()
    .then((role) => (role === 'guest' ? prefetchTable(scannedGame) : undefined), () => undefined);
}

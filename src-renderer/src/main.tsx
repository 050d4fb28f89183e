// The global styles come first so each component's own CSS can override them.
import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { takeKeyFromAddress } from './host/hostKey';
import { takeJoinCodeFromAddress } from './lan/joinLink';
import { exposeLanguageSwitch } from './i18n/automation';
import { rememberedChoice } from './i18n/choice';
import { startLanguages } from './i18n/i18n';
import { resolveLanguage } from './i18n/languages';
import { useRole } from './lan/role';

// The headless host's key leaves the address bar before anything else runs (see host/hostKey.ts).
takeKeyFromAddress();
// So does a LAN table's join code, on a guest's phone that scanned the host's QR code (see lan/joinLink.ts).
takeJoinCodeFromAddress();
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

// Who this window is (the host's player or a LAN guest) decides the first screen: the host is asked now,
// while the words below load, not after the first render (a round trip less before the menu, issue #27).
void useRole.getState().load();

// The shell's words first (one small chunk) and the games' cards in the menu (a few words each), so the
// first screen shows no key; a catalogue that cannot load leaves i18next showing its keys rather than no
// app at all.
startLanguages(resolveLanguage(rememberedChoice()), ['shell', 'gameCards']).then(render, render);

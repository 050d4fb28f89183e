// The global styles come first so each component's own CSS can override them.
import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { takeKeyFromAddress } from './host/hostKey';
import { rememberedChoice } from './i18n/choice';
import { startLanguages } from './i18n/i18n';
import { resolveLanguage } from './i18n/languages';

// The headless host's key leaves the address bar before anything else runs (see host/hostKey.ts).
takeKeyFromAddress();

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
// app at all.
startLanguages(resolveLanguage(rememberedChoice()), ['shell', 'gameCards']).then(render, render);

/** The main menu: the five games, Continue, Load, Settings, and LAN play (host or join). Only the host's own window sees it. */
import { useEffect, useId, useState } from 'react';
import { type CatalogEntry, catalog } from '../../../shared/games/catalog';
import type { SaveSummary } from '../../../shared/protocol/messages';
import { Lantern, NightPass, Seal } from '../components/Lantern';
import { RulesDialog } from '../components/RulesDialog';
import { useFocusHeading } from '../components/useFocusHeading';
import { errorMessage, getHost } from '../host';
import { playersLabel, saveName, saveToContinue } from '../saves/pick';
import { useMatch } from '../stores/match';
import { useNavigation } from '../stores/navigation';
import { useSettings } from '../stores/settings';
import { gameBadge } from './gameBadge';
import './MainMenu.css';

type SavesState = { status: 'loading' } | { status: 'ready'; saves: SaveSummary[] } | { status: 'failed'; message: string };

const titleOf = (game: string) => catalog.find((entry) => entry.id === game)?.title ?? game;

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** The save Continue opens, as a screen reader hears it on the button. */
function continueName(save: SaveSummary): string {
  const time = Date.parse(save.updatedAt);
  return saveName(save, titleOf(save.game), Number.isNaN(time) ? 'unknown date' : dateFormat.format(time));
}

export function MainMenu() {
  const heading = useFocusHeading();
  const go = useNavigation((state) => state.go);
  // Why a reload landed here rather than on the screen it left.
  const notice = useNavigation((state) => (state.screen.name === 'menu' ? (state.screen.notice ?? null) : null));
  const openMatch = useMatch((state) => state.open);
  const playerName = useSettings((state) => state.settings.playerName);
  const [saves, setSaves] = useState<SavesState>({ status: 'loading' });
  const [rulesFor, setRulesFor] = useState<CatalogEntry | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const continueHint = useId();

  useEffect(() => {
    let live = true;
    getHost()
      .request({ type: 'listSaves' })
      .then(
        (list) => live && setSaves({ status: 'ready', saves: list }),
        (cause: unknown) => live && setSaves({ status: 'failed', message: errorMessage(cause) }),
      );
    return () => {
      live = false;
    };
  }, []);

  const toContinue = saves.status === 'ready' ? saveToContinue(saves.saves) : null;

  async function onContinue() {
    if (!toContinue) return;
    setBusy(true);
    setError(null);
    try {
      const opened = await getHost().request({ type: 'loadSave', matchId: toContinue.matchId });
      void openMatch(opened);
      go({ name: 'game' });
    } catch (cause) {
      setError(errorMessage(cause));
      setBusy(false);
    }
  }

  let continueText: string;
  if (saves.status === 'loading') continueText = 'Looking for your last game…';
  else if (saves.status === 'failed') continueText = 'Saved games are out of reach.';
  else if (!toContinue) continueText = 'No unfinished game to continue.';
  else continueText = `${titleOf(toContinue.game)} · ${toContinue.players.join(', ')} · ${toContinue.moves} moves`;

  return (
    <main className="screen menu">
      <header className="menu-header">
        <div className="menu-brand">
          <Lantern size={60} />
          <div>
            <h1 ref={heading} tabIndex={-1} className="menu-title">
              Smugglers’ Table
            </h1>
            <p className="menu-tagline">
              Five games of nerve and contraband. Good evening, <span className="menu-name">{playerName}</span>.
            </p>
          </div>
        </div>
        <nav className="menu-actions" aria-label="Main">
          <div className="menu-continue">
            <button
              type="button"
              className="btn btn-primary btn-large"
              aria-label={toContinue ? `Continue ${continueName(toContinue)}` : 'Continue'}
              aria-describedby={toContinue ? undefined : continueHint}
              disabled={!toContinue || busy}
              onClick={onContinue}
            >
              Continue
            </button>
            <span id={continueHint} className="menu-continue-hint" title={continueText}>
              {continueText}
            </span>
          </div>
          <button type="button" className="btn btn-large" onClick={() => go({ name: 'load' })}>
            Load
          </button>
          <button type="button" className="btn btn-large" onClick={() => go({ name: 'settings' })}>
            Settings
          </button>
        </nav>
      </header>

      {error && (
        <p role="alert" className="message-error menu-error">
          {error}
        </p>
      )}
      {notice && !error && (
        <p role="alert" className="message-error menu-error" data-testid="menu-notice">
          {notice}
        </p>
      )}

      <section aria-labelledby="menu-games-title">
        <div className="menu-section-head">
          <h2 id="menu-games-title" className="menu-section-title">
            Choose your game
          </h2>
          <div className="menu-extras">
            <nav className="menu-lan" aria-label="Practice">
              <span className="menu-lan-label" aria-hidden="true">
                Practice
              </span>
              <button type="button" className="btn btn-small" onClick={() => go({ name: 'sandbox' })}>
                Physics sandbox
              </button>
            </nav>
            <nav className="menu-lan" aria-label="LAN play">
              <span className="menu-lan-label" aria-hidden="true">
                Over the LAN
              </span>
              <button type="button" className="btn btn-small" onClick={() => go({ name: 'hostLobby' })}>
                Host a LAN game
              </button>
              <button type="button" className="btn btn-small" onClick={() => go({ name: 'join' })}>
                Join a LAN game
              </button>
            </nav>
          </div>
        </div>
        <ul className="menu-games">
          {catalog.map((entry, index) => (
            <li
              key={entry.id}
              className={`game-card panel ${entry.available ? '' : 'game-card-soon'} ${index === 0 ? 'game-card-featured' : ''}`}
              data-testid={`game-card-${entry.id}`}
            >
              <div className="game-card-top">
                <Seal text={gameBadge(entry.title)} muted={!entry.available} />
                <div>
                  <h3 className="game-card-title">{entry.title}</h3>
                  <p className="game-card-players">{playersLabel(entry.minPlayers, entry.maxPlayers)}</p>
                </div>
              </div>
              <p className="game-card-pitch">
                {entry.pitch.split('\n').map((line, lineIndex) => (
                  <span key={lineIndex} className="game-card-line">
                    {lineIndex > 0 ? ' ' : ''}
                    {line}
                  </span>
                ))}
              </p>
              {index === 0 && <NightPass />}
              <div className="game-card-actions">
                {entry.available ? (
                  <>
                    <button
                      type="button"
                      className="btn btn-primary"
                      aria-label={`New game: ${entry.title}`}
                      onClick={() => go({ name: 'newGame', game: entry.id })}
                    >
                      New game
                    </button>
                    <button
                      type="button"
                      className="btn btn-ghost"
                      aria-label={`Rules: ${entry.title}`}
                      onClick={() => setRulesFor(entry)}
                    >
                      Rules
                    </button>
                  </>
                ) : (
                  <button type="button" className="btn" aria-label={`New game: ${entry.title}`} disabled>
                    Coming soon
                  </button>
                )}
              </div>
            </li>
          ))}
        </ul>
      </section>

      {rulesFor && <RulesDialog game={rulesFor.id} title={rulesFor.title} onClose={() => setRulesFor(null)} />}
    </main>
  );
}

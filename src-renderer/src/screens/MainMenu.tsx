/** The main menu: the five games, Continue, Load, Settings, and LAN play (host or join). Only the host's own window sees it. */
import { Suspense, lazy, useEffect, useId, useState } from 'react';
import type { TFunction } from 'i18next';
import { Trans, useTranslation } from 'react-i18next';
import { type CatalogEntry, catalog } from '../games/catalog';
import type { SaveSummary } from '../../../shared/protocol/messages';
import { Lantern, NightPass, Seal } from '../components/Lantern';
import { useFocusHeading } from '../components/useFocusHeading';
import { hasHighScores } from '../highscores/modes';
import { errorMessage, getHost } from '../host';
import { formatDateTime } from '../i18n/format';
import { playersLabel, saveName, savedAtOf, saveToContinue } from '../saves/pick';
import { useMatch } from '../stores/match';
import { useNavigation } from '../stores/navigation';
import { usePlayerName } from '../stores/playerName';
import { useSettings } from '../stores/settings';
import { startTutorial } from '../stores/tutorial';
import { leavingRequest } from './leavingRequest';
import { gameBadge } from './gameBadge';
import { NamePrompt } from './NamePrompt';
import { asksName, browserStore } from './namePrompt';
import './MainMenu.css';

// Opened from the menu, not part of it: they load when asked for, so that the menu comes up sooner.
const RulesDialog = lazy(() => import('../components/RulesDialog').then((module) => ({ default: module.RulesDialog })));
const HighScoresDialog = lazy(() => import('../highscores/HighScores').then((module) => ({ default: module.HighScoresDialog })));

type SavesState = { status: 'loading' } | { status: 'ready'; saves: SaveSummary[] } | { status: 'failed'; message: string };

const titleOf = (game: string) => catalog.find((entry) => entry.id === game)?.title ?? game;

/** The save Continue opens, as a screen reader hears it on the button. */
function continueName(t: TFunction<'shell'>, save: SaveSummary): string {
  return saveName(t, save, titleOf(save.game), savedAtOf(save, formatDateTime));
}

export function MainMenu() {
  const { t } = useTranslation('shell');
  // Each game's pitch comes from its own folder (games/<id>/card/), gathered in one small catalogue.
  const { t: cardWords } = useTranslation('gameCards');
  const pitchOf = (game: string): string => cardWords(`${game}.pitch`);
  const heading = useFocusHeading();
  const go = useNavigation((state) => state.go);
  const openSettings = useNavigation((state) => state.openSettings);
  // Why a reload landed here rather than on the screen it left.
  const notice = useNavigation((state) => (state.screen.name === 'menu' ? (state.screen.notice ?? null) : null));
  const openMatch = useMatch((state) => state.open);
  const playerName = usePlayerName();
  const chosenName = useSettings((state) => state.settings.playerName);
  const settingsLoaded = useSettings((state) => state.loaded);
  // Asked once per menu visit at most: answered or put off, it goes.
  const [nameAsked, setNameAsked] = useState(false);
  const askName = !nameAsked && asksName(chosenName, settingsLoaded, browserStore());
  const [saves, setSaves] = useState<SavesState>({ status: 'loading' });
  const [rulesFor, setRulesFor] = useState<CatalogEntry | null>(null);
  const [highScoresFor, setHighScoresFor] = useState<CatalogEntry | null>(null);
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
    await leavingRequest({ setBusy, setError }, async () => {
      const opened = await getHost().request({ type: 'loadSave', matchId: toContinue.matchId });
      void openMatch(opened);
      go({ name: 'game' });
    });
  }

  /** A game's guided first game (docs/tutorials.md). */
  async function learn(game: string) {
    await leavingRequest({ setBusy, setError }, () => startTutorial(game, playerName));
  }

  let continueText: string;
  if (saves.status === 'loading') continueText = t('menu.continueLooking');
  else if (saves.status === 'failed') continueText = t('menu.continueOutOfReach');
  else if (!toContinue) continueText = t('menu.continueNone');
  else continueText = t('menu.continueWhat', { title: titleOf(toContinue.game), players: toContinue.players.join(', '), count: toContinue.moves });

  return (
    <main className="screen menu">
      <header className="menu-header">
        <div className="menu-brand">
          <Lantern size={60} />
          <div>
            <h1 ref={heading} tabIndex={-1} className="menu-title">
              {t('app.title')}
            </h1>
            <p className="menu-tagline">
              <Trans t={t} i18nKey="menu.tagline" values={{ name: playerName }} components={[<span key="name" className="menu-name" />]} />
            </p>
          </div>
        </div>
        <nav className="menu-actions" aria-label={t('menu.mainNav')}>
          <div className="menu-continue">
            <button
              type="button"
              className="btn btn-primary btn-large"
              aria-label={toContinue ? t('menu.continueSave', { save: continueName(t, toContinue) }) : t('menu.continue')}
              aria-describedby={toContinue ? undefined : continueHint}
              disabled={!toContinue || busy}
              onClick={onContinue}
            >
              {t('menu.continue')}
            </button>
            <span id={continueHint} className="menu-continue-hint" title={continueText}>
              {continueText}
            </span>
          </div>
          <button type="button" className="btn btn-large" onClick={() => go({ name: 'load' })}>
            {t('menu.load')}
          </button>
          <button type="button" className="btn btn-large" onClick={openSettings}>
            {t('menu.settings')}
          </button>
        </nav>
      </header>

      {askName && <NamePrompt onDone={() => setNameAsked(true)} />}

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
            {t('menu.chooseGame')}
          </h2>
          <div className="menu-extras">
            <nav className="menu-lan" aria-label={t('menu.practiceNav')}>
              <span className="menu-lan-label" aria-hidden="true">
                {t('menu.practice')}
              </span>
              <button type="button" className="btn btn-small" onClick={() => go({ name: 'sandbox' })}>
                {t('menu.sandbox')}
              </button>
            </nav>
            <nav className="menu-lan" aria-label={t('menu.lanNav')}>
              <span className="menu-lan-label" aria-hidden="true">
                {t('menu.overLan')}
              </span>
              <button type="button" className="btn btn-small" onClick={() => go({ name: 'hostLobby' })}>
                {t('menu.hostLan')}
              </button>
              <button type="button" className="btn btn-small" onClick={() => go({ name: 'join' })}>
                {t('menu.joinLan')}
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
                  <p className="game-card-players">{playersLabel(t, entry.minPlayers, entry.maxPlayers)}</p>
                </div>
              </div>
              <p className="game-card-pitch">
                {pitchOf(entry.id).split('\n').map((line, lineIndex) => (
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
                      aria-label={t('menu.newGameOf', { title: entry.title })}
                      onClick={() => go({ name: 'newGame', game: entry.id })}
                    >
                      {t('menu.newGame')}
                    </button>
                    <button
                      type="button"
                      className="btn"
                      aria-label={t('tutorial.learnOf', { title: entry.title })}
                      data-testid={`learn-${entry.id}`}
                      disabled={entry.tutorial !== true || busy}
                      onClick={() => void learn(entry.id)}
                    >
                      {t('tutorial.learn')}
                    </button>
                    <button
                      type="button"
                      className="btn btn-ghost"
                      aria-label={t('menu.rulesOf', { title: entry.title })}
                      onClick={() => setRulesFor(entry)}
                    >
                      {t('menu.rules')}
                    </button>
                    {hasHighScores(entry.id) && (
                      <button
                        type="button"
                        className="btn btn-ghost"
                        aria-label={t('highScores.openOf', { title: entry.title })}
                        onClick={() => setHighScoresFor(entry)}
                      >
                        {t('highScores.open')}
                      </button>
                    )}
                  </>
                ) : (
                  <button type="button" className="btn" aria-label={t('menu.newGameOf', { title: entry.title })} disabled>
                    {t('menu.comingSoon')}
                  </button>
                )}
              </div>
            </li>
          ))}
        </ul>
      </section>

      <Suspense fallback={null}>
        {rulesFor && <RulesDialog game={rulesFor.id} title={rulesFor.title} onClose={() => setRulesFor(null)} />}
        {highScoresFor && <HighScoresDialog game={highScoresFor.id} title={highScoresFor.title} onClose={() => setHighScoresFor(null)} />}
      </Suspense>
    </main>
  );
}

/** The app shell: which screen is up, the settings, the connection to the host. */
import { Suspense, lazy, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { catalog } from './games/catalog';
import { ConnectionNotice } from './components/ConnectionNotice';
import { loadCredentials, resumePlan } from './lan/credentials';
import { scannedJoinCode } from './lan/joinLink';
import { startPushRouting } from './lan/pushes';
import { hostKey } from './host/hostKey';
import { useRole } from './lan/role';
import { resumeGuest } from './lan/session';
import { MainMenu } from './screens/MainMenu';
import { GameScreen } from './screens/game/lazyGameScreen';
import { GuestLobby } from './screens/lan/lazyGuestLobby';
import { JoinScreen } from './screens/lan/lazyJoinScreen';
import { useMatch } from './stores/match';
import { useNavigation } from './stores/navigation';
import { reopenScreen, startRemembering } from './stores/reopen';
import { useSettings } from './stores/settings';

// The game screen and the game UIs come in their own chunks, so the menu starts without them (the game, join
// and lobby screens are lazy with a preload: a guest's page fetches them ahead, see lan/lazyJoinScreen.ts).
// The new-game screen loads the chosen game's options (schema and defaults) on demand, never an engine.
const NewGame = lazy(() => import('./screens/NewGame').then((module) => ({ default: module.NewGame })));
// So does the LAN table's setup.
const HostLobby = lazy(() => import('./screens/lan/HostLobby'));
// The physics sandbox: three, react-three-fiber and Rapier come with it (and only with it).
const SandboxScreen = lazy(() => import('./sandbox/SandboxScreen'));
// The menu is the first screen: the others load when opened, so that the menu comes up sooner (issue #27).
// A replay draws a game's table as the game screen does: it comes in its own chunk, with the game's UI on demand.
const ReplayScreen = lazy(() => import('./screens/replay/ReplayScreen'));
const LoadScreen = lazy(() => import('./screens/LoadScreen').then((module) => ({ default: module.LoadScreen })));
const SettingsScreen = lazy(() => import('./screens/SettingsScreen').then((module) => ({ default: module.SettingsScreen })));

/**
 * Whether a guest's page starts on the join screen, rather than back at the seat it holds: nothing to resume,
 * the app's own window's credentials (it joined another host), or a scanned QR code of another table than the
 * one he sat at.
 */
function guestStartsOnJoin(): boolean {
  const stored = loadCredentials();
  const scanned = scannedJoinCode();
  return resumePlan(stored).kind === 'none' || Boolean(stored?.address) || (scanned !== null && scanned !== stored?.code);
}

function Loading() {
  const { t } = useTranslation('shell');
  return (
    <p className="loading-note" role="status">
      {t('app.loading')}
    </p>
  );
}

export function App() {
  const screen = useNavigation((state) => state.screen);
  const go = useNavigation((state) => state.go);
  const loadSettings = useSettings((state) => state.load);
  const reducedMotion = useSettings((state) => state.settings.reducedMotion);
  const matchId = useMatch((state) => state.matchId);
  const game = useMatch((state) => state.game);
  useEffect(() => {
    void loadSettings();
  }, [loadSettings]);

  // The host's own window gets the screen a reload left (else the menu); a LAN guest's browser the join
  // screen, or straight back to his seat.
  useEffect(() => {
    startPushRouting();
    const stopRemembering = startRemembering();
    let live = true;
    // A page opened from a table's QR code without the host's key is a guest's (the host's own window always
    // has the key, or is the app's window, which never opens a join code): its join screen comes up as soon as
    // its chunk is in (boot.ts fetched it), not after the host's answer, and without a loading note between
    // (issue #29). A Join tapped before the connection is up waits for it.
    if (scannedJoinCode() !== null && hostKey() === null && guestStartsOnJoin()) {
      void JoinScreen.preload().then(
        () => live && useNavigation.getState().screen.name === 'starting' && go({ name: 'join' }),
        () => undefined,
      );
    }
    void useRole
      .getState()
      .load()
      .then(async (role) => {
        if (!live || useNavigation.getState().screen.name !== 'starting') return;
        if (role === 'host') {
          const screen = await reopenScreen();
          if (live && useNavigation.getState().screen.name === 'starting') go(screen);
          return;
        }
        const stored = loadCredentials();
        if (guestStartsOnJoin()) {
          // Its chunk first: a screen that suspends shows the loading note, and React then holds the screen
          // back up to 300 ms after it (its Suspense throttle).
          await JoinScreen.preload().catch(() => undefined);
          if (live && useNavigation.getState().screen.name === 'starting') go({ name: 'join' });
          return;
        }
        // Only a guest's browser resumes a seat. (Its code is in the menu's chunk anyway: the push routing
        // and the screen a reload reopens use the lobby's store from the same module.)
        const outcome = await resumeGuest(stored);
        if (!live) return;
        if (outcome.to === 'game') go({ name: 'game' });
        else if (outcome.to === 'lobby') go({ name: 'guestLobby' });
        else go({ name: 'join', message: outcome.message });
      });
    return () => {
      live = false;
      stopRemembering();
    };
  }, [go]);

  useEffect(() => {
    document.documentElement.dataset.reducedMotion = String(reducedMotion);
  }, [reducedMotion]);

  let content;
  switch (screen.name) {
    case 'menu':
      content = <MainMenu />;
      break;
    case 'newGame':
      content = <NewGame key={screen.game} game={screen.game} initialOptions={screen.options} />;
      break;
    case 'load':
      content = <LoadScreen />;
      break;
    case 'settings':
      content = <SettingsScreen />;
      break;
    case 'sandbox':
      content = <SandboxScreen />;
      break;
    case 'starting':
      content = <Loading />;
      break;
    case 'hostLobby':
      content = <HostLobby />;
      break;
    case 'join':
      content = <JoinScreen message={screen.message ?? null} />;
      break;
    case 'guestLobby':
      content = <GuestLobby />;
      break;
    case 'replay':
      content = <ReplayScreen key={JSON.stringify(screen.source)} source={screen.source} back={screen.back} />;
      break;
    case 'game': {
      const title = catalog.find((entry) => entry.id === game)?.title;
      content = <GameScreen key={matchId ?? 'none'} {...(title ? { title } : {})} />;
      break;
    }
  }

  return (
    // The connection's notice is a bar above the screen, not over it: the screen makes room for it, so it never
    // hides a heading or a control (it showed over the settings' title on a busy machine).
    <div className="app-frame">
      <ConnectionNotice />
      <div className="app-screen">
        <Suspense fallback={<Loading />}>{content}</Suspense>
      </div>
    </div>
  );
}

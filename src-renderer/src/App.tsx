/** The app shell: which screen is up, the settings, the connection to the host. */
import { Suspense, lazy, useEffect } from 'react';
import { catalog } from '../../shared/games/catalog';
import { ConnectionNotice } from './components/ConnectionNotice';
import { LoadScreen } from './screens/LoadScreen';
import { MainMenu } from './screens/MainMenu';
import { SettingsScreen } from './screens/SettingsScreen';
import { useMatch } from './stores/match';
import { useNavigation } from './stores/navigation';
import { useSettings } from './stores/settings';

// The game screen and the game UIs come in their own chunks, so the menu starts without them.
const GameScreen = lazy(() => import('./screens/game/GameScreen'));
// The new-game screen reads the engines' default options, so it loads them with it.
const NewGame = lazy(() => import('./screens/NewGame').then((module) => ({ default: module.NewGame })));

function Loading() {
  return (
    <p className="loading-note" role="status">
      Lighting the lanterns…
    </p>
  );
}

export function App() {
  const screen = useNavigation((state) => state.screen);
  const loadSettings = useSettings((state) => state.load);
  const reducedMotion = useSettings((state) => state.settings.reducedMotion);
  const matchId = useMatch((state) => state.matchId);
  const game = useMatch((state) => state.game);
  useEffect(() => {
    void loadSettings();
  }, [loadSettings]);

  useEffect(() => {
    document.documentElement.dataset.reducedMotion = String(reducedMotion);
  }, [reducedMotion]);

  let content;
  switch (screen.name) {
    case 'menu':
      content = <MainMenu />;
      break;
    case 'newGame':
      content = <NewGame key={screen.game} game={screen.game} />;
      break;
    case 'load':
      content = <LoadScreen />;
      break;
    case 'settings':
      content = <SettingsScreen />;
      break;
    case 'game': {
      const title = catalog.find((entry) => entry.id === game)?.title;
      content = <GameScreen key={matchId ?? 'none'} {...(title ? { title } : {})} />;
      break;
    }
  }

  return (
    <>
      <ConnectionNotice />
      <Suspense fallback={<Loading />}>{content}</Suspense>
    </>
  );
}

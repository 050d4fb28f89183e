/**
 * The physics sandbox (a screen of its own, loaded lazily): the interactive
 * bench, the batch study and the profiles, on the same physical model and
 * configuration as Smugglers (2016) (shared/games/smugglers-2016/physics).
 */
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
// The game's options only: the sandbox needs its defaults, not its rules or bots.
import smugglersOptions from '../../../shared/games/smugglers-2016/options';
import { STANDARD_PROFILE_NAME } from '../../../shared/protocol/sandbox';
import { catalog } from '../games/catalog';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { useFocusHeading } from '../components/useFocusHeading';
import { useNavigation } from '../stores/navigation';
import { useSettings } from '../stores/settings';
import { BenchTab } from './bench/BenchTab';
import { BatchStudyPanel } from './study/BatchStudyPanel';
import { ProfilesPanel } from './study/ProfilesPanel';
import './sandbox.css';

/** The game whose physics the sandbox studies: its manifest says so (Smugglers (2016)). */
const SANDBOX_GAME = catalog.find((entry) => entry.physicsSandbox)?.id ?? '';

const TABS = [{ id: 'bench' }, { id: 'study' }, { id: 'profiles' }] as const;
type TabId = (typeof TABS)[number]['id'];

export default function SandboxScreen() {
  const { t } = useTranslation('sandbox');
  const heading = useFocusHeading();
  const go = useNavigation((state) => state.go);
  const reducedMotion = useSettings((state) => state.settings.reducedMotion);
  const [tab, setTab] = useState<TabId>('bench');
  const base = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  // Arrow keys move between the tabs (Home and End to the first and last), as a tab list does.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = TABS.findIndex((entry) => entry.id === tab);
    const moves: Record<string, number> = {
      ArrowRight: (index + 1) % TABS.length,
      ArrowLeft: (index + TABS.length - 1) % TABS.length,
      Home: 0,
      End: TABS.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const chosen = TABS[next];
    if (!chosen) return;
    setTab(chosen.id);
    tabRefs.current[next]?.focus();
  };

  return (
    <main className="screen sb-screen">
      <header className="screen-header sb-header">
        <button type="button" className="btn btn-ghost" onClick={() => go({ name: 'menu' })}>
          <span aria-hidden="true">←</span> {t('screen.back')}
        </button>
        <h1 ref={heading} tabIndex={-1}>
          {t('screen.title')}
        </h1>
        <div className="sb-tabs" role="tablist" aria-label={t('screen.tabsLabel')} onKeyDown={onKeyDown}>
          {TABS.map((entry, i) => (
            <button
              key={entry.id}
              ref={(el) => {
                tabRefs.current[i] = el;
              }}
              type="button"
              role="tab"
              id={`${base}-tab-${entry.id}`}
              aria-selected={tab === entry.id}
              aria-controls={`${base}-panel-${entry.id}`}
              tabIndex={tab === entry.id ? 0 : -1}
              className={`sb-tab${tab === entry.id ? ' is-on' : ''}`}
              onClick={() => setTab(entry.id)}
            >
              {t(`screen.tabs.${entry.id}`)}
            </button>
          ))}
        </div>
      </header>
      <section role="tabpanel" id={`${base}-panel-${tab}`} aria-labelledby={`${base}-tab-${tab}`} className="sb-panel">
        {/* A tab that fails to draw says so and leaves the others (and the way back) working. */}
        <ErrorBoundary
          key={tab}
          fallback={(error, retry) => (
            <div className="sb-failed panel-navy" role="alert">
              <p>{t('screen.failed', { message: error.message })}</p>
              <button type="button" className="btn btn-small" onClick={retry}>
                {t('screen.retry')}
              </button>
            </div>
          )}
        >
          {tab === 'bench' && <BenchTab reducedMotion={reducedMotion} />}
          {tab === 'study' && <BatchStudyPanel />}
          {tab === 'profiles' && (
            <ProfilesPanel
              onStartGame={(name, profile) => {
                const options = smugglersOptions.defaultOptions(4);
                // The game keeps a copy of the profile (the Standard table needs none).
                go({ name: 'newGame', game: SANDBOX_GAME, options: name === STANDARD_PROFILE_NAME ? options : { ...options, physics: { name, profile } } });
              }}
            />
          )}
        </ErrorBoundary>
      </section>
    </main>
  );
}

/**
 * The physics sandbox (a screen of its own, loaded lazily): the interactive
 * bench, the batch study and the profiles, on the same physical model and
 * configuration as Smugglers (2016) (shared/games/smugglers-2016/physics).
 */
import { type KeyboardEvent, useId, useRef, useState } from 'react';
// The game's options only: the sandbox needs its defaults, not its rules or bots.
import smugglersOptions from '../../../shared/games/smugglers-2016/options';
import { STANDARD_PROFILE_NAME } from '../../../shared/protocol/sandbox';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { useFocusHeading } from '../components/useFocusHeading';
import { useNavigation } from '../stores/navigation';
import { useSettings } from '../stores/settings';
import { BenchTab } from './bench/BenchTab';
import { BatchStudyPanel } from './study/BatchStudyPanel';
import { ProfilesPanel } from './study/ProfilesPanel';
import './sandbox.css';

const TABS = [
  { id: 'bench', label: 'Bench' },
  { id: 'study', label: 'Batch study' },
  { id: 'profiles', label: 'Profiles' },
] as const;
type TabId = (typeof TABS)[number]['id'];

export default function SandboxScreen() {
  const heading = useFocusHeading();
  const go = useNavigation((state) => state.go);
  const reducedMotion = useSettings((state) => state.settings.reducedMotion);
  const [tab, setTab] = useState<TabId>('bench');
  const base = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  // Arrow keys move between the tabs (Home and End to the first and last), as a tab list does.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = TABS.findIndex((t) => t.id === tab);
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
          <span aria-hidden="true">←</span> Back to the menu
        </button>
        <h1 ref={heading} tabIndex={-1}>
          Physics sandbox
        </h1>
        <div className="sb-tabs" role="tablist" aria-label="Sandbox" onKeyDown={onKeyDown}>
          {TABS.map((t, i) => (
            <button
              key={t.id}
              ref={(el) => {
                tabRefs.current[i] = el;
              }}
              type="button"
              role="tab"
              id={`${base}-tab-${t.id}`}
              aria-selected={tab === t.id}
              aria-controls={`${base}-panel-${t.id}`}
              tabIndex={tab === t.id ? 0 : -1}
              className={`sb-tab${tab === t.id ? ' is-on' : ''}`}
              onClick={() => setTab(t.id)}
            >
              {t.label}
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
              <p>This tab could not be drawn: {error.message}</p>
              <button type="button" className="btn btn-small" onClick={retry}>
                Try again
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
                go({ name: 'newGame', game: 'smugglers-2016', options: name === STANDARD_PROFILE_NAME ? options : { ...options, physics: { name, profile } } });
              }}
            />
          )}
        </ErrorBoundary>
      </section>
    </main>
  );
}

/** A game's rules in a side drawer, loaded with the game's UI. */
import { useGameUi } from '../games/loadGameUi';
import { Dialog } from './Dialog';
import './RulesDialog.css';

export function RulesDialog({ game, title, onClose }: { game: string; title: string; onClose(): void }) {
  const state = useGameUi(game);
  return (
    <Dialog title={`Rules of ${title}`} onClose={onClose} variant="drawer" testId="rules-dialog">
      <div className="rules-text">
        {state.status === 'loading' && <p className="hint">Fetching the rulebook…</p>}
        {state.status === 'missing' && <p className="hint">The rules of this game are not written yet.</p>}
        {state.status === 'failed' && <p className="message-error">The rules could not be loaded: {state.message}</p>}
        {state.status === 'ready' && <state.ui.Rules />}
      </div>
    </Dialog>
  );
}

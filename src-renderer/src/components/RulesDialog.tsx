/** A game's rules in a side drawer, loaded with the game's UI. */
import { useTranslation } from 'react-i18next';
import { useGameUi } from '../games/loadGameUi';
import { RulesPage } from '../kit2d/rules/RulesPage';
import { Dialog } from './Dialog';
import './RulesDialog.css';

export function RulesDialog({ game, title, onClose }: { game: string; title: string; onClose(): void }) {
  const { t } = useTranslation('shell');
  const state = useGameUi(game);
  return (
    <Dialog title={t('rules.title', { title })} onClose={onClose} variant="drawer" testId="rules-dialog">
      <div className="rules-text">
        {state.status === 'loading' && <p className="hint">{t('rules.loading')}</p>}
        {state.status === 'missing' && <p className="hint">{t('rules.missing')}</p>}
        {state.status === 'failed' && <p className="message-error">{t('rules.failed', { message: state.message })}</p>}
        {state.status === 'ready' && <RulesPage outline={state.ui.rules} />}
      </div>
    </Dialog>
  );
}

/**
 * The hot-seat curtain: an opaque screen asking to pass the device. Nothing of
 * the next seat's view is rendered while it is up; the game screen renders
 * this instead of the table.
 */
import { useEffect, useRef } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Lantern } from '../../components/Lantern';
import './Curtain.css';

export function Curtain({ name, onReveal, onMenu }: { name: string; onReveal(): void; onMenu(): void }) {
  const { t } = useTranslation('match');
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    button.current?.focus();
  }, [name]);
  return (
    <main className="curtain" data-testid="hotseat-curtain" aria-labelledby="curtain-title">
      <div className="curtain-inner">
        <Lantern size={72} />
        <h1 id="curtain-title" className="curtain-title">
          {t('curtain.title', { name })}
        </h1>
        <p className="curtain-text">{t('curtain.text', { name })}</p>
        <button ref={button} type="button" className="btn btn-primary btn-large curtain-button" data-testid="curtain-confirm" onClick={onReveal}>
          {t('curtain.reveal', { name })}
        </button>
        <button type="button" className="btn btn-ghost curtain-menu" onClick={onMenu}>
          <Trans t={t} i18nKey="curtain.menu" components={[<span key="note" className="curtain-menu-note" />]} />
        </button>
      </div>
    </main>
  );
}

/**
 * The hot-seat curtain: an opaque screen asking to pass the device. Nothing of
 * the next seat's view is rendered while it is up; the game screen renders
 * this instead of the table. A game that says what is secret (GameUi.secretOf)
 * gives the sentence; otherwise the seat's hand is next. The player who just
 * moved may take his move back from here while the host allows it.
 */
import { useEffect, useRef } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Lantern } from '../../components/Lantern';
import './Curtain.css';

/** The player who just moved, on the curtain that passes the device on: he may still take his move back (the host says so). */
export interface CurtainTakeBack {
  name: string;
  busy: boolean;
  /** Why the last try was refused (the host's words), if it was. */
  problem?: string | null;
  onTakeBack(): void;
}

export function Curtain({
  name,
  secret,
  onReveal,
  onMenu,
  takeBack = null,
}: {
  name: string;
  secret?: string | null;
  onReveal(): void;
  onMenu(): void;
  takeBack?: CurtainTakeBack | null;
}) {
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
        <p className="curtain-text">{secret ?? t('curtain.text', { name })}</p>
        <button ref={button} type="button" className="btn btn-primary btn-large curtain-button" data-testid="curtain-confirm" onClick={onReveal}>
          {secret ? t('curtain.revealSecret', { name }) : t('curtain.reveal', { name })}
        </button>
        {takeBack && (
          // Before the device goes on: the one who just moved may take it back, as at his own table (only a seat
          // that moves at the same time as others never sees his table again before they have moved).
          <button type="button" className="btn curtain-take-back" data-testid="curtain-take-back" disabled={takeBack.busy} onClick={takeBack.onTakeBack}>
            {t('curtain.takeBack', { name: takeBack.name })}
          </button>
        )}
        {takeBack?.problem && (
          <p className="curtain-problem" role="alert">
            {takeBack.problem}
          </p>
        )}
        <button type="button" className="btn btn-ghost curtain-menu" onClick={onMenu}>
          <Trans t={t} i18nKey="curtain.menu" components={[<span key="note" className="curtain-menu-note" />]} />
        </button>
      </div>
    </main>
  );
}

/** Tells the player when the connection to the host is down (WebSocket only; IPC never drops). Follows the active host. */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ConnectionState, getHost, onConnectionChange } from '../host';
import './ConnectionNotice.css';

export function ConnectionNotice() {
  const { t } = useTranslation('shell');
  const [state, setState] = useState<ConnectionState>(() => getHost().connection);
  const [slow, setSlow] = useState(false);
  useEffect(() => onConnectionChange(setState), []);
  // Do not flash a notice for the first connection unless it takes a while.
  useEffect(() => {
    setSlow(false);
    if (state !== 'connecting') return;
    const timer = setTimeout(() => setSlow(true), 1500);
    return () => clearTimeout(timer);
  }, [state]);
  if (state === 'open' || state === 'idle' || (state === 'connecting' && !slow)) return null;
  if (state === 'refused') {
    return (
      <div className="connection-notice" role="alert" data-testid="connection-notice">
        {t('connection.refused')}
      </div>
    );
  }
  return (
    <div className="connection-notice" role="status" data-testid="connection-notice">
      {state === 'reconnecting' ? t('connection.reconnecting') : t('connection.connecting')}
    </div>
  );
}

/** Tells the player when the connection to the host is down (WebSocket only; IPC never drops). Follows the active host. */
import { useEffect, useState } from 'react';
import { type ConnectionState, getHost, onConnectionChange } from '../host';
import { REFUSED_MESSAGE } from '../host/socketTransport';
import './ConnectionNotice.css';

export function ConnectionNotice() {
  const [state, setState] = useState<ConnectionState>(() => getHost().connection);
  const [slow, setSlow] = useState(false);
  useEffect(() => onConnectionChange(setState), []);
  // Do not flash a notice for the first connection unless it takes a while.
  useEffect(() => {
    if (state !== 'connecting') return;
    const timer = setTimeout(() => setSlow(true), 1500);
    return () => clearTimeout(timer);
  }, [state]);
  if (state === 'open' || state === 'idle' || (state === 'connecting' && !slow)) return null;
  if (state === 'refused') {
    return (
      <div className="connection-notice" role="alert" data-testid="connection-notice">
        {REFUSED_MESSAGE} It changes each time the host starts.
      </div>
    );
  }
  return (
    <div className="connection-notice" role="status" data-testid="connection-notice">
      {state === 'reconnecting' ? 'Lost the host — reconnecting…' : 'Reaching the host…'}
    </div>
  );
}

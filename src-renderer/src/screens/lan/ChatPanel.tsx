/** The chat of a LAN lobby or game: the room's lines and a line to send. */
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatLine } from '../../../../shared/protocol/lan';
import { useNewestInSight } from '../../kit2d/useNewestInSight';
import { chatTime, roleLabel, useChat } from '../../lan/chat';
import { MAX_CHAT_CHARS } from '../../lan/limits';
import './Lan.css';

const NO_LINES: ChatLine[] = [];

export function ChatPanel({ room, className = '' }: { room: string; className?: string }) {
  const { t } = useTranslation('lan');
  const lines = useChat((state) => state.rooms[room] ?? NO_LINES);
  const send = useChat((state) => state.send);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const titleId = useId();
  const inputId = useId();
  const list = useNewestInSight<HTMLOListElement>(lines);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const line = text.trim();
    if (line === '' || busy) return;
    setBusy(true);
    setError(null);
    const problem = await send(room, line.slice(0, MAX_CHAT_CHARS));
    setBusy(false);
    if (problem) setError(problem);
    else setText('');
  }

  const left = MAX_CHAT_CHARS - text.length;
  return (
    <section className={`lan-chat panel-navy ${className}`} aria-labelledby={titleId} data-testid="chat">
      <h2 id={titleId} className="lan-chat-title">
        {t('chat.title')}
      </h2>
      <ol
        ref={list.ref}
        className="lan-chat-list"
        role="log"
        aria-label={t('chat.lines')}
        tabIndex={0}
        data-testid="chat-lines"
        onScroll={list.onScroll}
      >
        {lines.length === 0 && <li className="lan-chat-empty">{t('chat.empty')}</li>}
        {lines.map((line) => (
          <li key={line.n} className="lan-chat-line" data-testid="chat-line">
            <span className="lan-chat-from">{line.from}</span>
            {/* Who the host says the speaker is: a guest cannot take the host's word, whatever name he chose. */}
            {line.role && (
              <span className={`lan-chat-role lan-chat-role-${line.role}`} data-testid="chat-role">
                {roleLabel(t, line.role)}
              </span>
            )}
            <span className="lan-chat-time">{chatTime(line.at)}</span>
            <span className="lan-chat-text">{line.text}</span>
          </li>
        ))}
      </ol>
      <form className="lan-chat-form" onSubmit={submit}>
        <label className="visually-hidden" htmlFor={inputId}>
          {t('chat.message')}
        </label>
        <input
          id={inputId}
          className="input lan-chat-input"
          value={text}
          maxLength={MAX_CHAT_CHARS}
          placeholder={t('chat.placeholder')}
          autoComplete="off"
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" className="btn btn-small" disabled={busy || text.trim() === ''}>
          {t('chat.send')}
        </button>
      </form>
      {left < 30 && (
        <p className="hint lan-chat-left" aria-live="polite">
          {t('chat.left', { count: left })}
        </p>
      )}
      {error && (
        <p className="message-error lan-chat-error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}

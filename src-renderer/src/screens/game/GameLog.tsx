/** The public log: one line per event worth telling, newest at the bottom. */
import { useLayoutEffect, useMemo, useRef } from 'react';
import type { LoggedEvent } from '../../../../shared/protocol/messages';
import type { GameUi } from '../../games/types';
import './GameLog.css';

export function GameLog({ entries, ui, names }: { entries: readonly LoggedEvent[]; ui: GameUi; names: readonly string[] }) {
  const lines = useMemo(() => {
    const out: { key: string; text: string }[] = [];
    entries.forEach((entry, index) => {
      let text: string | null;
      try {
        text = ui.describeEvent(entry.event, names);
      } catch {
        text = null;
      }
      if (text) out.push({ key: `${entry.version}-${index}`, text });
    });
    return out;
  }, [entries, ui, names]);

  const list = useRef<HTMLOListElement>(null);
  const stuckToBottom = useRef(true);

  useLayoutEffect(() => {
    const element = list.current;
    if (element && stuckToBottom.current) element.scrollTop = element.scrollHeight;
  }, [lines]);

  return (
    <section className="game-log panel-navy" aria-labelledby="game-log-title">
      <h2 id="game-log-title" className="game-log-title">
        Log
      </h2>
      <ol
        ref={list}
        className="game-log-list"
        data-testid="game-log"
        role="log"
        aria-label="Game log"
        tabIndex={0}
        onScroll={(event) => {
          const element = event.currentTarget;
          stuckToBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < 24;
        }}
      >
        {lines.length === 0 && <li className="game-log-empty">Nothing has happened yet.</li>}
        {lines.map((line) => (
          <li key={line.key} className="game-log-line">
            {line.text}
          </li>
        ))}
      </ol>
    </section>
  );
}

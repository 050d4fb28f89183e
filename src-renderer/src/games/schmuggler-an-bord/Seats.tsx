/**
 * The seats' panels in seat order, with the chain of suspicions drawn as
 * arrows between them in the gutter on their left. The arrows need the
 * panels' places: measured once laid out (and again when the list changes
 * size); before that (a first paint, a server render) each panel counts as
 * PITCH high.
 */
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Seat } from '../../../../shared/engine/contract';
import type { SabView } from '../../../../shared/games/schmuggler-an-bord/types';
import { ChainArrows } from './ChainArrows';
import type { LatestRoll } from './round';
import { SeatPanel } from './SeatPanel';
import type { SeatNews } from './speech';

/** A panel's height before the list is measured, in px. */
const PITCH = 56;

interface Layout {
  centres: number[];
  height: number;
}

function guessed(seats: number): Layout {
  return { centres: Array.from({ length: seats }, (_, seat) => seat * PITCH + PITCH / 2), height: seats * PITCH };
}

function measure(list: HTMLElement, seats: number): Layout {
  const centres: number[] = [];
  for (let seat = 0; seat < seats; seat++) {
    const panel = list.querySelector<HTMLElement>(`[data-seat-panel="${seat}"]`);
    centres.push(panel ? panel.offsetTop + panel.offsetHeight / 2 : seat * PITCH + PITCH / 2);
  }
  return { centres, height: list.scrollHeight };
}

function same(a: Layout, b: Layout): boolean {
  return a.height === b.height && a.centres.every((centre, i) => centre === b.centres[i]);
}

interface SeatsProps {
  view: SabView;
  latest: LatestRoll;
  viewer: Seat | null;
  names: readonly string[];
  /** What the latest announcement said at each seat (speech.ts). */
  news: readonly SeatNews[];
}

const SILENT: SeatNews = { said: null, arriving: null, paid: null };

export function Seats({ view, latest, viewer, names, news }: SeatsProps) {
  const { t } = useTranslation('schmuggler-an-bord');
  const list = useRef<HTMLOListElement>(null);
  const [layout, setLayout] = useState<Layout>(() => guessed(view.seats));
  const seats = view.seats;

  const update = useCallback(() => {
    const element = list.current;
    if (!element) return;
    const next = measure(element, seats);
    setLayout((current) => (same(current, next) ? current : next));
  }, [seats]);
  // After every render (a tag more or less may change a panel's height), and whenever the list is resized.
  useLayoutEffect(update);
  useLayoutEffect(() => {
    const element = list.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => observer.disconnect();
  }, [update]);

  const chain = latest.kind === 'round' ? latest.round.chain : [];
  return (
    <div className="sab-seats">
      <ol ref={list} className="sab-seat-list" aria-label={t('seats.label')}>
        {Array.from({ length: seats }, (_, seat) => (
          <SeatPanel key={seat} view={view} latest={latest} seat={seat} names={names} news={news[seat] ?? SILENT} own={seat === viewer} />
        ))}
      </ol>
      <ChainArrows chain={chain} centres={layout.centres} height={layout.height} live={latest.kind === 'round' && latest.round.live} names={names} />
    </div>
  );
}

/**
 * The middle of the table. While the seats smuggle: the picks, face down
 * (the viewer's own face up to him), who is still choosing, and the robots
 * waiting to play the deck's top card. After the reveal: every card revealed
 * together (robots' too), each with what became of it: kept, or discarded
 * and why ("second weapon", "only poison", the customs card's name; a robot's
 * card "to the discards", where it goes after the reveal whatever it was),
 * each card and each outcome explained in its tip. A new
 * reveal turns its cards over one after the other, then, all being judged
 * together, shows what became of each (not with reduced motion, and only the
 * first time each viewer sees it: useFreshReveal).
 */
import { type CSSProperties, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Seat } from '../../../../shared/engine/contract';
import type { S25View } from '../../../../shared/games/smugglers-2025/types';
import type { TableMemory } from '../types';
import { CardBack, GoodsCard } from './GoodsCard';
import { Tooltip } from '../../kit2d/Tooltip';
import { cardLabel, kindName, outcomeText, playerName, reasonLabel, seatName } from './text';

interface CentreProps {
  view: S25View;
  viewer: Seat | null;
  names: readonly string[];
  memory: TableMemory;
  reducedMotion: boolean;
}

const index = (i: number) => ({ '--i': i }) as CSSProperties;

export function Centre(props: CentreProps) {
  return props.view.phase === 'smuggle' ? <Picks {...props} /> : <Reveal {...props} />;
}

function Picks({ view, viewer, names }: CentreProps) {
  const { t } = useTranslation('smugglers-2025');
  const seats = Array.from({ length: view.seats }, (_, seat) => seat).filter((seat) => view.picked[seat] === true || view.activeSeats.includes(seat));
  return (
    <section className="s25-centre" aria-label={t('picks.label')} data-tutorial="picks">
      <h3 className="s25-centre-title">{t('picks.title')}</h3>
      <ol className="s25-centre-row">
        {seats.map((seat) => {
          const picked = view.picked[seat] === true;
          const own = seat === viewer && view.ownPick !== null ? view.ownPick : null;
          return (
            <li key={seat} className={`s25-pick${picked ? ' is-picked' : ''}`} data-pick-seat={seat} data-picked={picked ? 'yes' : 'no'}>
              <span className="s25-centre-who" title={seatName(t, names, seat)}>
                {seatName(t, names, seat)}
              </span>
              <span className="s25-pick-cards">
                {own !== null ? (
                  own.map((kind, i) => (
                    <Tooltip key={i} className="s25-tip" role="img" tip={`${t('picks.yours', { kind: kindName(t, kind) })}. ${cardLabel(t, kind)}`}>
                      <GoodsCard kind={kind} size="small" />
                    </Tooltip>
                  ))
                ) : picked ? (
                  <CardBack size="small" />
                ) : (
                  <span className="s25-card s25-card--small is-gap" aria-hidden="true" />
                )}
              </span>
              <span className="s25-centre-note">{own !== null ? t('picks.yourPick') : picked ? t('picks.down') : t('picks.choosing')}</span>
            </li>
          );
        })}
        {Array.from({ length: view.options.robots }, (_, robot) => (
          <li key={`robot-${robot}`} className="s25-pick is-robot" data-pick-robot={robot}>
            <span className="s25-centre-who">{t('robot', { number: robot + 1 })}</span>
            <span className="s25-pick-cards">
              <CardBack size="small" />
            </span>
            <span className="s25-centre-note">{t('picks.robot')}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}

/**
 * Whether the reveal under `key` is new to this viewer: the table's memory
 * keeps the reveals each viewer has seen, so that a table drawn again (the
 * next player in hot-seat after his curtain, a language change) does not
 * play it again to the one who saw it.
 */
function useFreshReveal(memory: TableMemory, key: string | null): boolean {
  const seen = memory.get('smugglers-2025:reveals', () => new Set<string>());
  const [fresh, setFresh] = useState(() => ({ key, fresh: key !== null && !seen.has(key) }));
  let current = fresh;
  if (fresh.key !== key) {
    current = { key, fresh: key !== null && !seen.has(key) };
    setFresh(current);
  }
  useEffect(() => {
    if (key !== null) seen.add(key);
  }, [key, seen]);
  return current.fresh;
}

function Reveal({ view, viewer, names, memory, reducedMotion }: CentreProps) {
  const { t } = useTranslation('smugglers-2025');
  const cards = view.revealed;
  const key = cards.length === 0 ? null : `${view.round}:${viewer ?? 'spectator'}`;
  const fresh = useFreshReveal(memory, key) && !reducedMotion;
  return (
    <section className="s25-centre" aria-label={t('reveal.label')} data-tutorial="reveal">
      <h3 className="s25-centre-title">{t('reveal.title', { round: view.round })}</h3>
      {cards.length === 0 ? (
        <p className="s25-centre-empty">{t('reveal.none')}</p>
      ) : (
        <ol className={`s25-centre-row s25-reveal${fresh ? ' is-fresh' : ''}`} style={{ '--n': cards.length } as CSSProperties}>
          {cards.map((card, i) => {
            const who = playerName(t, names, card.player);
            const robot = !('seat' in card.player);
            const label = reasonLabel(t, card, view.customs);
            return (
              <li
                key={i}
                className={`s25-revealed ${card.reason === null ? 'is-kept' : 'is-out'}${robot ? ' is-robot' : ''}`}
                data-revealed=""
                data-kind={card.kind}
                data-reason={card.reason ?? 'kept'}
                data-player={'seat' in card.player ? `seat-${card.player.seat}` : `robot-${card.player.robot}`}
                style={index(i)}
              >
                <span className="s25-centre-who" title={who}>
                  {who}
                </span>
                <Tooltip className="s25-revealed-card" role="img" tip={cardLabel(t, card.kind)}>
                  <GoodsCard kind={card.kind} size="small" />
                </Tooltip>
                <Tooltip className="s25-revealed-reason" data-reason-label="" tip={outcomeText(t, card, view.customs, names)}>
                  {label}
                </Tooltip>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}

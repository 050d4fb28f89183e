/**
 * The Contrebandes table: the seats around a baize table, the Caisse de
 * Retraite and the officer's seizures in the middle, the viewer's controls and
 * hand below, and the end-of-night count over it all when a night is scored.
 */
import { type CSSProperties, type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import type { Seat } from '../../../../shared/engine/contract';
import { MIN_LOAD, QUARTERS_PER_NIGHT } from '../../../../shared/games/contrebandes/cards';
import type { ContrebandesMove, ContrebandesView } from '../../../../shared/games/contrebandes/types';
import { seatNames } from '../../kit2d/seatNames';
import { Tooltip } from '../../kit2d/Tooltip';
import { useFocusOnTurn } from '../../kit2d/useFocusOnTurn';
import { useHintMarks } from '../../kit2d/useHintMarks';
import { contrebandesHintTargets } from './hintTargets';
import type { TableProps } from '../types';
import { CardFace } from './CardArt';
import { Hand } from './Hand';
import { useFocusOnOpen } from '../../components/useFocusHeading';
import { closedCount, rememberClosedCount } from './closedCounts';
import { type Feed, advanceFeed, countOpens, nightBreakdown, openFeed, openedCaption, resumeFeed, seatLayout, startsAtSetup } from './logic';
import { latestNewsLine, quarterNews } from './news';
import { NightScoring } from './NightScoring';
import { Caisse, DeclarationComposer, DesignatePanel, InspectionPanel } from './Panels';
import { SeatPanel } from './SeatPanel';
import { TableNews } from './TableNews';
import { useArrivals } from './useArrivals';
import { phaseLine, seatName } from './text';
import { useSubmit } from '../useSubmit';

/**
 * What the tables of this match have seen, kept in the match's memory
 * (TableProps.memory): the shell draws a new table whenever the viewer on
 * screen changes (hot-seat), and what this screen has shown stays shown.
 */
interface Remembered {
  /** The events the tables of this match have played. */
  feed: Feed | null;
  /**
   * The last night whose count this screen has shown: once per night per
   * screen, not once per hot-seat player (they all sit at this screen). Also
   * kept in localStorage, for after Menu and Continue (closedCounts.ts).
   */
  countShown: number;
  /** The searched mule (its event version) closed on this screen. */
  muleClosed: number;
}

type Placement = 'left' | 'top' | 'right' | 'bottom';

/** Where a seat's panel sits around the baize. */
/** The first control of the viewer's step: in his controls (a button, the declaration's fields), else his hand's card in the tab order. */
const FIRST_CONTROLS = ['.cb-player-controls :is(button, select, input)', 'button[data-testid="hand-card"][tabindex="0"]'] as const;

const AT: { [P in Placement]: P } = { left: 'left', top: 'top', right: 'right', bottom: 'bottom' };

export function ContrebandesTable({ update, view, seat, seats, submit, reducedMotion, memory, hint = null }: TableProps<ContrebandesView>) {
  const { t } = useTranslation('contrebandes');
  const names = useMemo(() => seatNames(seats, view.seats, (given, s) => seatName(t, given, s)), [t, seats, view.seats]);
  const sender = useSubmit<ContrebandesMove>(submit);
  const { send, busy, error } = sender;

  // ---- events: reveal animations, captions and the end-of-night count
  const matchId = update.matchId;
  const remembered = memory.get<Remembered>('contrebandes', () => ({ feed: null, countShown: closedCount(matchId), muleClosed: -1 }));
  const [feed, setFeed] = useState<Feed>(() =>
    remembered.feed ? resumeFeed(remembered.feed, update.events) : openFeed(update.events, startsAtSetup(update), { night: view.night, quarter: view.quarter }),
  );
  useEffect(() => {
    setFeed((current) => advanceFeed(current, update.events, update.version));
  }, [update]);
  useEffect(() => {
    remembered.feed = feed;
  }, [remembered, feed]);

  // The searched mule stays open on the table until the next quarter's mules show, or until closed here.
  const [muleClosed, setMuleClosed] = useState(remembered.muleClosed);
  const opened = feed.opened && feed.opened.version > muleClosed ? feed.opened : null;
  const closeMule = () => {
    const version = feed.opened?.version ?? -1;
    setMuleClosed(version);
    remembered.muleClosed = version;
  };
  const seizedArrived = useArrivals(view.officerTaken);
  const newsLine = useMemo(
    () => latestNewsLine(t, quarterNews(t, feed.recent.map((entry) => entry.event), names, feed.recentFrom), view.night),
    [t, feed.recent, feed.recentFrom, names, view.night],
  );

  // The night's count opens by itself once per night on this screen. A table
  // drawn for the next hot-seat player, or after Menu and Continue, starts
  // from what this screen has shown.
  const [closedNight, setClosedNight] = useState<number>(() => Math.max(remembered.countShown, closedCount(matchId)));
  const [reopened, setReopened] = useState(false);
  const scoringOpen = view.scoring !== null && (reopened || countOpens(view, closedNight));
  const markShown = (night: number) => {
    remembered.countShown = Math.max(remembered.countShown, night);
    rememberClosedCount(matchId, remembered.countShown);
  };
  // A player's own table showing the count: he has seen it, the next one need not (the public view may
  // only flash by between hot-seat turns, so there it counts once closed).
  const shownNight = scoringOpen && seat !== null ? (view.scoring?.night ?? -1) : -1;
  useEffect(() => {
    if (shownNight < 0) return;
    remembered.countShown = Math.max(remembered.countShown, shownNight);
    rememberClosedCount(matchId, remembered.countShown);
  }, [shownNight, remembered, matchId]);
  const root = useRef<HTMLDivElement>(null);
  useHintMarks(root, contrebandesHintTargets(hint));
  const zone = useRef<HTMLDivElement>(null);
  const closeScoring = () => {
    const night = Math.max(closedNight, view.scoring?.night ?? -1);
    setClosedNight(night);
    markShown(night);
    setReopened(false);
    // The count was over the whole table: hand the focus back to the viewer's place, or the table.
    window.setTimeout(() => (zone.current ?? root.current)?.focus(), 0);
  };

  // ---- who sits where
  const layout = seatLayout(view.seats, seat);
  const statusOf = (s: Seat) => seats.find((status) => status.seat === s);
  const shownOf = (s: Seat) => feed.shown.find((mule) => mule.seat === s);
  const seatPanel = (s: Seat, placement: Placement) => (
    <SeatPanel
      key={s}
      view={view}
      seat={s}
      name={seatName(t, names, s)}
      status={statusOf(s)}
      own={s === seat}
      shown={shownOf(s)}
      reducedMotion={reducedMotion}
      placement={placement}
      lan={update.lan != null}
    />
  );

  // ---- what the viewer may do
  const me = seat;
  const active = me !== null && view.activeSeats.includes(me);
  const isOfficer = me !== null && me === view.officer;
  const quarterKey = `${view.night}-${view.quarter}`;

  // A seat's table comes up after its curtain (or when the game opens): the focus goes to the new content,
  // the viewer's place, unless the night's count is open over it (it takes the focus itself). When he has a
  // move to make, the next hook carries it on to that move's first control.
  useFocusOnOpen(zone, !scoringOpen);

  // When the viewer's turn comes and the focus was lost (the control he used is
  // gone), put it on the first control of the new step, for keyboard play.
  const turnKey = active && !scoringOpen ? `${quarterKey}-${view.phase}-${view.inspections.length}-${view.bonusQueue[0]?.owed ?? 0}` : null;
  useFocusOnTurn(zone, turnKey, FIRST_CONTROLS);
  const picking = view.phase === 'bonus' && active;
  const over = view.phase === 'over';
  /** The viewer chooses his load: the hand takes the width of the zone. */
  const handLoading = view.phase === 'loading' && active;
  /** Beside the tall controls (declaring, inspecting) his hand sits under his seat; otherwise under the controls. */
  const tallControls = active && ((view.phase === 'declaring' && view.mule !== null) || (view.phase === 'inspecting' && isOfficer));
  const zoneLayout = handLoading ? 'loading' : tallControls ? 'side' : 'stack';

  const nightShown = Math.min(view.night + 1, view.nights);
  const officerName = names[view.officer] ?? '';

  const waitingLine = over
    ? t('table.thanks')
    : active && view.phase === 'loading'
      ? t('table.loadingTip', { min: MIN_LOAD })
      : phaseLine(t, view, names, me);
  let controls: ReactNode = null;
  if (me !== null && active) {
    if (view.phase === 'declaring' && view.mule) {
      controls = (
        <DeclarationComposer
          key={`declare-${quarterKey}`}
          mule={view.mule}
          officerName={officerName}
          busy={busy}
          onDeclare={(kinds, message) => void send(message === '' ? { type: 'declare', kinds } : { type: 'declare', kinds, message })}
        />
      );
    } else if (view.phase === 'inspecting' && isOfficer) {
      controls = (
        <InspectionPanel
          view={view}
          names={names}
          busy={busy}
          onInspect={(target) => void send({ type: 'inspect', target })}
          onStop={() => void send({ type: 'stop' })}
        />
      );
    } else if (view.phase === 'designating' && isOfficer) {
      controls = (
        <DesignatePanel view={view} names={names} busy={busy} onDesignate={(officer) => void send({ type: 'designate', officer })} />
      );
    } else if (picking && !scoringOpen) {
      controls = (
        <p className="cb-panel cb-prompt">{t('table.takeBonus', { count: view.bonusQueue[0]?.owed === 2 ? 2 : 1 })}</p>
      );
    }
  }

  return (
    <div
      ref={root}
      className={`cb-root${reducedMotion ? ' cb-reduced' : ''}`}
      data-testid="contrebandes-table"
      tabIndex={-1}
      aria-label={t('table.label')}
    >
      <div
        className={`cb-ring${me === null ? '' : ' cb-ring--no-bottom'}${view.seats >= 5 ? ' cb-ring--crowded' : ''}`}
        style={{ '--cb-others': Math.max(1, view.seats - 1) } as CSSProperties}
        inert={scoringOpen}
      >
        <div className="cb-area cb-area--left">{layout.left.map((s) => seatPanel(s, AT.left))}</div>
        <div className="cb-area cb-area--top">{layout.top.map((s) => seatPanel(s, AT.top))}</div>
        <div className="cb-area cb-area--right">{layout.right.map((s) => seatPanel(s, AT.right))}</div>

        <div className="cb-felt" data-tutorial="felt">
          <div className="cb-felt-head" data-tutorial="clock">
            {over ? (
              <span className="cb-clock">{t('table.gameOver')}</span>
            ) : (
              <Tooltip className="cb-clock" tip={t('table.clockTip', { quarters: QUARTERS_PER_NIGHT })}>
                <Trans
                  t={t}
                  i18nKey="table.clock"
                  values={{ night: nightShown, nights: view.nights, quarter: view.quarter + 1, quarters: QUARTERS_PER_NIGHT }}
                  components={[<strong key="0" />, <strong key="1" />]}
                />
              </Tooltip>
            )}
            {/* In the head's own row, so that it lies over nothing and a scrolling felt never hides it. */}
            {view.scoring !== null && !scoringOpen && (
              <button type="button" className="cb-button cb-button--quiet cb-button--small cb-reopen" onClick={() => setReopened(true)}>
                {t('table.showCount', { night: view.scoring.night + 1 })}
              </button>
            )}
            {!over && (
              <Tooltip className="cb-felt-officer" tip={t('table.officerTip')}>
                <Trans t={t} i18nKey={isOfficer ? 'table.officerYou' : 'table.officer'} values={{ name: officerName }} components={[<strong key="0" />]} />
              </Tooltip>
            )}
          </div>
          <p className="cb-phase-line" data-testid="phase-line" aria-live="polite">
            {phaseLine(t, view, names, me)}
          </p>

          {!over && (
            <TableNews
              opened={opened}
              caption={opened ? openedCaption(t, feed) : null}
              line={newsLine}
              names={names}
              reducedMotion={reducedMotion}
              onClose={closeMule}
            />
          )}

          {!over && (
            <div className="cb-felt-piles">
              <Caisse
                cards={view.caisse}
                onTake={picking && !scoringOpen ? (card) => void send({ type: 'takeBonus', card }) : null}
                busy={busy}
              />
              <section className="cb-seized" aria-label={t('table.seizedLabel')} data-testid="officer-taken">
                <h3 className="cb-pile-title">
                  <Tooltip tip={t('table.seizedTip')}>
                    <Trans t={t} i18nKey="table.seized" values={{ number: view.officerTaken.length }} components={[<span key="0" className="cb-muted" />]} />
                  </Tooltip>
                </h3>
                {view.officerTaken.length === 0 ? (
                  <p className="cb-muted cb-empty-pile">{t('table.noSeizures')}</p>
                ) : (
                  <ul className="cb-pile">
                    {view.officerTaken.map((card) => (
                      <li key={card} className={`cb-pile-item${seizedArrived(card) ? ' cb-arrive' : ''}`}>
                        <CardFace card={card} size="sm" />
                      </li>
                    ))}
                  </ul>
                )}
              </section>
            </div>
          )}

          {over && <NightBreakdown view={view} names={names} />}

        </div>

        {me === null && <div className="cb-area cb-area--bottom">{seatPanel(layout.bottom, AT.bottom)}</div>}
      </div>

      {me !== null && (
        <div
          ref={zone}
          className={`cb-player-zone cb-player-zone--${zoneLayout}`}
          inert={scoringOpen}
          role="region"
          aria-label={t('table.yourPlace', { name: seatName(t, names, me) })}
          tabIndex={-1}
          data-testid="player-zone"
        >
          <div className="cb-player-top">
            {seatPanel(me, AT.bottom)}
            <div className="cb-player-controls">
              {controls ?? <p className="cb-waiting">{waitingLine}</p>}
              {error && !scoringOpen && (
                <p className="cb-error" role="alert">
                  {error}
                </p>
              )}
            </div>
          </div>
          {view.hand && !over && (
            <Hand
              key={`hand-${quarterKey}-${me}`}
              hand={view.hand}
              loading={handLoading}
              quarter={view.quarter}
              busy={busy}
              onLoad={(cards) => void send({ type: 'load', cards })}
            />
          )}
        </div>
      )}

      {scoringOpen && view.scoring && (
        <NightScoring
          key={view.scoring.night}
          scoring={view.scoring}
          view={view}
          names={names}
          seat={me}
          reducedMotion={reducedMotion}
          busy={busy}
          error={error}
          onTake={(card) => void send({ type: 'takeBonus', card })}
          onClose={closeScoring}
        />
      )}
    </div>
  );
}

function NightBreakdown({ view, names }: { view: ContrebandesView; names: readonly string[] }) {
  const { t } = useTranslation('contrebandes');
  const rows = nightBreakdown(view.nightTotals, view.seats);
  const winners = view.result?.winners ?? [];
  return (
    <section className="cb-breakdown" data-testid="night-breakdown" aria-label={t('table.perNight')}>
      <h3 className="cb-pile-title">{t('table.perNight')}</h3>
      <table className="cb-scoring-table cb-breakdown-table">
        <thead>
          <tr>
            <th scope="col">{t('night.player')}</th>
            {view.nightTotals.map((_, i) => (
              <th key={i} scope="col" className="cb-num">
                <abbr title={t('table.nightN', { night: i + 1 })}>{t('table.nightShort', { night: i + 1 })}</abbr>
              </th>
            ))}
            <th scope="col" className="cb-num">
              {t('table.total')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.seat} className={winners.includes(row.seat) ? 'cb-row-winner' : undefined}>
              <th scope="row">
                {names[row.seat]}
                {winners.includes(row.seat) && <span className="cb-tag cb-tag--win">{t('table.winner')}</span>}
              </th>
              {row.nights.map((points, i) => (
                <td key={i} className="cb-num">
                  {points}
                </td>
              ))}
              <td className="cb-num cb-num--total">{row.total}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

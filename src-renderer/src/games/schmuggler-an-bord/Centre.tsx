/**
 * The middle of the ring: the ship, and on it what the latest roll brought:
 * the card taken, or the good a round is about (face up: its name was said
 * aloud) with the chain of suspicions, and once found, the card shown to all
 * with who had it. It stays until the next roll.
 */
import { useTranslation } from 'react-i18next';
import { Tooltip } from '../../kit2d/Tooltip';
import type { Seat } from '../../../../shared/engine/contract';
import type { Good } from '../../../../shared/games/schmuggler-an-bord/goods';
import { GoodIcon } from './GoodIcon';
import { type LatestRoll, type RoundSummary, isClaim } from './round';
import { ShipArt } from './ShipArt';
import { type Words, goodLabel, goodName, seatName } from './text';

interface CentreProps {
  latest: LatestRoll;
  names: readonly string[];
}

/** The caption under the round's card: sought, found (by whom), or how it ended without a find. */
function caption(t: Words, round: RoundSummary, names: readonly string[]): string {
  if (round.found) return t('table.foundBy', { name: seatName(t, names, round.found.seat) });
  if (!round.live && isClaim(round) && round.objectors?.length === 0) return t('table.noObjection');
  if (!round.live) return t('table.nobodyHadIt');
  return t('table.sought');
}

/** "Ann → Bob → Cleo": the seats of the chain in the order they were named. */
export function chainText(t: Words, chain: RoundSummary['chain'], names: readonly string[]): string {
  const first = chain[0];
  if (first === undefined) return '';
  // Each suspicion names the next seat; a "myself" names nobody new and says so.
  const seats: Seat[] = [first.by, ...chain.filter((suspicion) => suspicion.suspect !== suspicion.by).map((suspicion) => suspicion.suspect)];
  const text = seats.map((seat) => seatName(t, names, seat)).join(t('table.chainArrow'));
  const last = chain[chain.length - 1] as RoundSummary['chain'][number];
  return last.by === last.suspect ? t('table.chainMyself', { chain: text }) : text;
}

/** A card lying face up on the ship: taken from its field, sought in a round, or found (shown to all). */
function FaceUpCard({ good, caption, kind }: { good: Good; caption: string; kind: 'took' | 'sought' | 'found' }) {
  const { t } = useTranslation('schmuggler-an-bord');
  const name = goodName(t, good);
  return (
    <figure className={`sab-face is-${kind}`} data-shown={kind} data-good={good} {...(kind === 'found' ? { 'data-found': '' } : {})}>
      <Tooltip className="sab-face-card" tip={t('table.faceTip', { good: name })}>
        <GoodIcon good={good} />
        <span className="sab-face-name">{goodLabel(t, good)}</span>
      </Tooltip>
      <figcaption className="sab-face-caption">{caption}</figcaption>
    </figure>
  );
}

export function Centre({ latest, names }: CentreProps) {
  const { t } = useTranslation('schmuggler-an-bord');
  return (
    <div className="sab-centre">
      <ShipArt className="sab-ship" />
      {latest.kind === 'took' && <FaceUpCard good={latest.good} caption={t('table.took', { name: seatName(t, names, latest.seat) })} kind="took" />}
      {latest.kind === 'round' && (
        <>
          <FaceUpCard good={latest.round.good} caption={caption(t, latest.round, names)} kind={latest.round.found ? 'found' : 'sought'} />
          <p className="sab-chain-line">{chainText(t, latest.round.chain, names)}</p>
        </>
      )}
    </div>
  );
}

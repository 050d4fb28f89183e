/**
 * What the 3D table's replays found, beside what the host decided (the kit's
 * replay checks, src-renderer/src/kit3d/replay-checks.tsx): one line per roll
 * replayed on this screen ("Ann's ball went through the fence"). The rolls are
 * joined by their key, which names the roll for good (round, seat, attempt,
 * push). A roll that ends its round is settled by its `rolled` event
 * (learnHostOutcomes).
 */
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { RollOutcome } from '../../../../shared/games/smugglers-2016/physics/contract';
import { type ReplayCheck as KitReplayCheck, ReplayCheckList as KitReplayCheckList, useReplayChecks as useKitReplayChecks } from '../../kit3d/replay-checks';
import { type KnownRoll, learnHostOutcomes, rollsOf } from './logic';
import { outcomeLabel, seatName } from './text';

export type ReplayCheck = KitReplayCheck<RollOutcome>;

/** A roll's key is round:seat:attempt:push. */
function seatOfKey(key: string): number {
  return Number(key.split(':')[1] ?? 0);
}

/** The checks of one match, and the callback the table calls when a replay ends. */
export function useReplayChecks(
  matchId: string,
  update: { view: unknown },
  events: readonly unknown[],
): [ReplayCheck[], (key: string, outcome: RollOutcome | null) => void] {
  // The rolls of the update's view and of the views a burst passed over (the table replays all of them).
  const rolls = useMemo(() => rollsOf(update), [update]);
  const learn = useCallback((known: Map<string, KnownRoll>) => learnHostOutcomes(known, rolls, events), [rolls, events]);
  return useKitReplayChecks<RollOutcome, KnownRoll>(matchId, learn, seatOfKey);
}

/** The list itself: hidden from sight, not from screen readers. */
export function ReplayCheckList({ checks, names }: { checks: readonly ReplayCheck[]; names: readonly string[] }) {
  const { t } = useTranslation('smugglers-2016');
  return (
    <KitReplayCheckList
      checks={checks}
      label={t('checks.label')}
      line={(check) => {
        const name = seatName(t, names, check.seat);
        const outcome = check.replay === null ? t('checks.stillRolling') : outcomeLabel(t, check.replay);
        return check.host !== null && check.host !== check.replay
          ? t('checks.lineHost', { name, outcome, host: outcomeLabel(t, check.host) })
          : t('checks.line', { name, outcome });
      }}
    />
  );
}

/** This turn's dice: the smuggler die's pips and the lighthouse die's arrows (or the sleeping keeper). */
import { useTranslation } from 'react-i18next';
import type { Dice } from '../../../../shared/games/insel-der-schmuggler/types';
import { faceText } from './text';

/** The way each face turns the beam, and how far (the keeper: not at all). */
const FACES = {
  red2: { colour: 'red', steps: 2 },
  red3: { colour: 'red', steps: 3 },
  green2: { colour: 'green', steps: 2 },
  green3: { colour: 'green', steps: 3 },
  black2: { colour: 'black', steps: 2 },
  keeper: { colour: 'keeper', steps: 0 },
} as const;

/** Signs, not words (the die's label says it in words). */
const ARROW = { red: '↻', green: '↺', black: '⇄', keeper: '' } as const;
const SLEEP = '☾';

export function DicePanel({ dice }: { dice: Dice | null }) {
  const { t } = useTranslation('insel-der-schmuggler');
  return (
    <section className="insel-dice" aria-label={t('dice.label')} data-testid="insel-dice" data-tutorial="dice">
      {dice === null ? (
        <p className="hint insel-dice-none">{t('dice.none')}</p>
      ) : (
        <>
          <span className="insel-die is-smuggler" role="img" aria-label={t('dice.smuggler', { pips: dice.smuggler })} data-pips={dice.smuggler}>
            {Array.from({ length: dice.smuggler }, (_, i) => (
              <span key={i} className="insel-pip" />
            ))}
          </span>
          <LighthouseDie face={dice.lighthouse} label={t('dice.lighthouse', { face: faceText(t, dice.lighthouse) })} />
        </>
      )}
    </section>
  );
}

function LighthouseDie({ face, label }: { face: Dice['lighthouse']; label: string }) {
  const { colour, steps } = FACES[face];
  return (
    <span className={`insel-die is-lighthouse is-${colour}`} role="img" aria-label={label} data-face={face}>
      {colour === 'keeper' ? (
        <span className="insel-keeper" aria-hidden="true">
          {SLEEP}
        </span>
      ) : (
        Array.from({ length: steps }, (_, i) => (
          <span key={i} className="insel-arrow" aria-hidden="true">
            {ARROW[colour]}
          </span>
        ))
      )}
    </span>
  );
}

/** Card faces, card backs and the kind icons, drawn with SVG and CSS only. */
import type { CSSProperties, ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { type Card, type Kind, cardFace, isIllegal } from '../../../../shared/games/contrebandes/cards';
import { Tooltip } from '../../kit2d/Tooltip';
import { cardLabel, cardTip } from './text';

export type CardSize = 'xs' | 'sm' | 'md' | 'lg';

const ICON_PATHS: Record<Kind, ReactElement> = {
  clothes: (
    <>
      <path d="M8.5 3.5 4 6.2l1.9 4 2.1-1v11.3h8V9.2l2.1 1 1.9-4-4.5-2.7c-.6 1.7-2 2.6-3.5 2.6s-2.9-.9-3.5-2.6Z" />
      <path className="cb-icon-line" d="M12 6.4v13.7M10.2 9.5h.01M10.2 13h.01M10.2 16.5h.01" />
    </>
  ),
  food: (
    <>
      <path d="M3 15.5C3 10.3 7 7 12 7s9 3.3 9 8.5V18H3Z" />
      <path className="cb-icon-line" d="m7.5 10.2 1.6 2.6M11.2 9.2l1.6 2.8M15 9.6l1.4 2.6" />
    </>
  ),
  wine: (
    <>
      <path d="M10.2 2.5h3.6v4.8c2 .9 3.2 2.7 3.2 4.8v9.4H7v-9.4c0-2.1 1.2-3.9 3.2-4.8Z" />
      <rect className="cb-icon-cut" x="8.6" y="12.6" width="6.8" height="4.6" rx=".6" />
    </>
  ),
  gold: (
    <>
      <path d="M3 20.5 5.6 15h12.8l2.6 5.5Z" />
      <path d="M7.2 13.8 9.3 9h5.4l2.1 4.8Z" />
      <path className="cb-icon-line" d="M12 2.8v2.4M8.4 4.3l1.2 1.5M15.6 4.3l-1.2 1.5" />
    </>
  ),
  cheese: (
    <>
      <path d="M3 19.5v-5.2L16.5 9l4.5 4v6.5Z" />
      <circle className="cb-icon-cut" cx="8" cy="16.2" r="1.3" />
      <circle className="cb-icon-cut" cx="14.5" cy="14.6" r="1.6" />
      <circle className="cb-icon-cut" cx="18" cy="17.6" r=".9" />
      <path className="cb-icon-line" d="M6.5 9.5c-1-1 1-2 0-3s1-2 0-3M11 7.5c-1-1 1-2 0-3s1-2 0-3" />
    </>
  ),
};

/** A kind's icon (decorative: the text next to it names the kind). */
export function KindIcon({ kind, className }: { kind: Kind; className?: string }) {
  return (
    <svg className={`cb-icon cb-icon--${kind}${className ? ` ${className}` : ''}`} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {ICON_PATHS[kind]}
    </svg>
  );
}

interface FaceProps {
  card: Card;
  size?: CardSize;
  /** Cancelled by a cheese at the end of the night. */
  struck?: boolean;
  /** Set when the face sits inside a control that already names it. */
  decorative?: boolean;
  className?: string;
  style?: CSSProperties;
}

/** The longest name and stamp the English faces carry: a longer word (another language's) is set smaller to fit. */
const NAME_FITS = 7;
const STAMP_FITS = 10;

/** A font scale for `text` when it is longer than `fits` letters. */
function fit(text: string, fits: number): CSSProperties | undefined {
  return text.length > fits ? ({ '--cb-fit': (fits / text.length).toFixed(3) } as CSSProperties) : undefined;
}

/** A face-up card: kind colour, icon, value in the corners, a stamp for contraband. */
export function CardFace({ card, size = 'md', struck = false, decorative = false, className, style }: FaceProps) {
  const { t } = useTranslation('contrebandes');
  const face = cardFace(card);
  const label = struck ? t('card.cancelled', { card: cardLabel(t, card) }) : cardLabel(t, card);
  const classes = ['cb-card', 'cb-face', `cb-face--${face.kind}`, `cb-card--${size}`];
  if (struck) classes.push('cb-face--struck');
  if (className) classes.push(className);
  const a11y = decorative ? { 'aria-hidden': true as const } : { role: 'img', 'aria-label': label };
  const corner = String(face.value);
  const name = t(`card.short.${face.kind}`);
  const stamp = face.kind === 'cheese' ? t('card.stamp.cheese') : isIllegal(card) ? t('card.stamp.contraband') : t('card.stamp.legal');
  const drawn = (
    <span className={classes.join(' ')} style={style} {...a11y} data-card={card}>
      <span className="cb-face-corner cb-face-corner--top">{corner}</span>
      <KindIcon kind={face.kind} className="cb-face-icon" />
      {size !== 'xs' && (
        <span className="cb-face-name" style={fit(name, NAME_FITS)}>
          {name}
        </span>
      )}
      {size === 'lg' || size === 'md' ? (
        <span
          className={`cb-face-stamp${isIllegal(card) ? ' cb-face-stamp--illegal' : face.kind === 'cheese' ? ' cb-face-stamp--cheese' : ''}`}
          style={fit(stamp, STAMP_FITS)}
        >
          {stamp}
        </span>
      ) : null}
      <span className="cb-face-corner cb-face-corner--bottom">{corner}</span>
    </span>
  );
  // A face that names itself explains itself (a face in a control is explained by the control's tip).
  return decorative ? (
    drawn
  ) : (
    <Tooltip className="cb-card-tip" tip={cardTip(t, card, struck)}>
      {drawn}
    </Tooltip>
  );
}

/** The back every card shares: a burgundy lattice with a brass lantern. */
export function CardBack({ size = 'md', className, style }: { size?: CardSize; className?: string; style?: CSSProperties }) {
  return (
    <span className={`cb-card cb-back cb-card--${size}${className ? ` ${className}` : ''}`} style={style} aria-hidden="true">
      <span className="cb-back-medallion">
        <svg viewBox="0 0 24 24" focusable="false">
          <path d="M9 3h6M12 3v2M8.5 7h7l1 2v9l-1 2h-7l-1-2V9Z" />
          <path className="cb-back-flame" d="M12 10.5c1.5 1.6 1.8 3.1.9 4.3-.5.7-1.3.8-1.8.2-.8-.9-.3-2.6.9-4.5Z" />
        </svg>
      </span>
    </span>
  );
}

/** A card that turns from its back to its face (or just shows its face when motion is off). */
export function FlipCard({ card, size = 'sm', animate, delayMs = 0 }: { card: Card; size?: CardSize; animate: boolean; delayMs?: number }) {
  const { t } = useTranslation('contrebandes');
  if (!animate) return <CardFace card={card} size={size} />;
  return (
    <Tooltip className="cb-card-tip" tip={cardTip(t, card)}>
      <span className={`cb-flip cb-card--${size}`} style={{ animationDelay: `${delayMs}ms` }} role="img" aria-label={cardLabel(t, card)}>
        <CardBack size={size} className="cb-flip-back" />
        <CardFace card={card} size={size} decorative className="cb-flip-front" />
      </span>
    </Tooltip>
  );
}

/** A face-down pile: a few overlapping backs and how many cards it holds. */
export function BackStack({ count, size = 'sm', max = 5 }: { count: number; size?: CardSize; max?: number }) {
  const shown = Math.min(count, max);
  return (
    <span className="cb-stack" aria-hidden="true">
      {Array.from({ length: shown }, (_, i) => (
        <CardBack key={i} size={size} style={{ ['--i' as string]: i } as CSSProperties} className="cb-stack-card" />
      ))}
    </span>
  );
}

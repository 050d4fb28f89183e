/**
 * A goods card as we draw it: the kind's name on a band coloured by its
 * legality (legal green, illegal red, the illegal band striped as well for those
 * who do not see the colours), its picture, and its scoring rule in small type.
 * Only pictures: the button or list item holding it gives the words to
 * screen readers (cardLabel).
 */
import { useTranslation } from 'react-i18next';
import { type Kind, isLegal } from '../../../../shared/games/smugglers-2025/goods';
import { KindIcon } from './kindIcons';

export type CardSize = 'large' | 'medium' | 'small';

export function GoodsCard({ kind, size }: { kind: Kind; size: CardSize }) {
  const { t } = useTranslation('smugglers-2025');
  const legal = isLegal(kind);
  return (
    <span className={`s25-card s25-card--${size} ${legal ? 'is-legal' : 'is-illegal'}`} aria-hidden="true">
      <span className="s25-card-name">{t(`kind.${kind}`)}</span>
      <KindIcon kind={kind} className="s25-card-icon" />
      {size !== 'small' && <span className="s25-card-rule">{t(`kindRule.${kind}`)}</span>}
    </span>
  );
}

/** The back of a goods card (the deck, a face-down pick). */
export function CardBack({ size }: { size: CardSize }) {
  return (
    <span className={`s25-card s25-card--${size} is-back`} aria-hidden="true">
      <svg className="s25-card-back-art" viewBox="0 0 32 32" focusable="false">
        <circle cx="16" cy="16" r="11" fill="none" stroke="currentColor" strokeWidth="1.5" />
        <path d="M16 6l3 10-3 10-3-10z" fill="currentColor" />
        <path d="M6 16l10-3 10 3-10 3z" fill="currentColor" opacity="0.6" />
      </svg>
    </span>
  );
}

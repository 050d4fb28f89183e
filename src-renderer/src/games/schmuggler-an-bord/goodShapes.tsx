/**
 * The drawing of each good on a 32 × 32 grid: a few flat shapes apiece, each
 * with its own silhouette and colour so that the 30 fields of the ring tell
 * apart at a glance, down to about 24 px. The outline (INK) and its width come
 * from the <svg> that holds them (GoodIcon); `stroke="none"` marks a shape
 * drawn without one, and a stroke of its own a line in colour.
 */
import type { ReactElement } from 'react';
import type { Good } from '../../../../shared/games/schmuggler-an-bord/goods';
import {
  AMBER,
  BLACK,
  BLUE,
  BROWN,
  CLAY,
  DARK,
  GOLD,
  GREEN,
  GREY,
  INK,
  PAPER,
  PINK,
  PURPLE,
  RED,
  ROSE,
  SILVER,
  SKY,
  TAN,
  TEAL,
} from './artPalette';

/** The beads of the pearl necklace, hung along the lower half of an ellipse. */
const PEARL_BEADS = Array.from({ length: 9 }, (_, i) => {
  const angle = (Math.PI * i) / 8;
  return { x: +(16 + 11 * Math.cos(angle)).toFixed(1), y: +(7 + 16 * Math.sin(angle)).toFixed(1) };
});

export const GOOD_SHAPES: Record<Good, ReactElement> = {
  coffee: (
    <>
      <ellipse cx="15" cy="26" rx="12" ry="3" fill={PAPER} />
      <path d="M22 13.5h2.2a3.2 3.2 0 0 1 0 6.4H21" fill="none" strokeWidth="2" />
      <path d="M6 12h17v5c0 4.4-3.6 8-8 8h-1c-4.4 0-8-3.6-8-8Z" fill={PAPER} />
      <ellipse cx="14.5" cy="12" rx="8.5" ry="1.8" fill={BROWN} />
      <path d="M11 9c-1.6-1.6 1.6-2.6 0-4.6M15 9c-1.6-1.6 1.6-2.6 0-4.6M19 9c-1.6-1.6 1.6-2.6 0-4.6" fill="none" stroke={BROWN} />
    </>
  ),
  watches: (
    <>
      <rect x="11.5" y="1.5" width="9" height="29" rx="2" fill={BLACK} />
      <rect x="24" y="14.5" width="2.6" height="3" fill={GOLD} />
      <circle cx="16" cy="16" r="9" fill={GOLD} />
      <circle cx="16" cy="16" r="6.6" fill={PAPER} />
      <path d="M16 16v-4.4M16 16l3 2" fill="none" strokeWidth="1.5" />
    </>
  ),
  gold: (
    <>
      <path d="M2 28.5 4.5 22h9.5l2 6.5ZM16 28.5l2-6.5h9.5l2.5 6.5ZM8.5 22l2.5-6.5h10l2.5 6.5Z" fill={GOLD} />
      <path d="M5 24h8M19 24h8M11.5 17.5h9" fill="none" stroke={PAPER} />
      <path d="M9 5v6M6 8h6M23 7v4M21 9h4" fill="none" stroke={AMBER} strokeWidth="1.5" />
    </>
  ),
  furs: (
    <>
      <path
        d="M16 3.5c1.6 0 2.6.9 3.1 2.2l3-1.6 1.6 2.7-3.2 3.3c1.1 3.3 1.1 6.7 0 10l3.7 2-1 3.2-4.2-1.4c-.5 1.5-1.4 2.5-2.2 3l.4 3.6h-2.4l.4-3.6c-.8-.5-1.7-1.5-2.2-3l-4.2 1.4-1-3.2 3.7-2c-1.1-3.3-1.1-6.7 0-10L8.3 6.8l1.6-2.7 3 1.6c.5-1.3 1.5-2.2 3.1-2.2Z"
        fill={TAN}
      />
      <path d="M16 9v13M13.5 12.5l1.2 1M18.5 12.5l-1.2 1M13.5 17l1.2 1M18.5 17l-1.2 1" fill="none" stroke={BROWN} />
    </>
  ),
  stamps: (
    <>
      <rect x="5" y="3" width="20" height="25" fill={PAPER} strokeDasharray="1.4 1" />
      <rect x="8" y="6" width="14" height="15" fill={RED} />
      <circle cx="15" cy="13" r="4" fill={PAPER} stroke="none" />
      <path d="M18 23.5c2.5-2 4.5 1.5 7 0s4.5 1.5 6 0M18 27c2.5-2 4.5 1.5 7 0s4.5 1.5 6 0" fill="none" strokeWidth="1.3" />
    </>
  ),
  microfilms: (
    <>
      <path d="M12 21.5 30.5 24.5 29.5 30 11 27Z" fill={BLACK} />
      <path d="M13 23.2 29.8 26M12.3 25.7 29.2 28.5" fill="none" stroke={PAPER} strokeDasharray="1 1.3" strokeLinecap="butt" />
      <circle cx="12.5" cy="12.5" r="10.5" fill={GREY} />
      <circle cx="12.5" cy="7" r="2.6" fill={PAPER} />
      <circle cx="7.7" cy="15.3" r="2.6" fill={PAPER} />
      <circle cx="17.3" cy="15.3" r="2.6" fill={PAPER} />
      <circle cx="12.5" cy="12.5" r="1.3" fill={BLACK} />
    </>
  ),
  computers: (
    <>
      <path d="M13 20h6l1.2 3.5h-8.4Z" fill={GREY} />
      <rect x="4.5" y="3.5" width="23" height="17" rx="2" fill={SILVER} />
      <rect x="7.5" y="6.5" width="17" height="11" rx="1" fill={GREEN} />
      <path d="M10 9.5h6M10 12h9M10 14.5h4" fill="none" stroke={PAPER} />
      <path d="M4.5 25h23l2 4.5h-27Z" fill={SILVER} />
      <path d="M6 27.2h20" fill="none" strokeDasharray="1.6 1" strokeLinecap="butt" />
    </>
  ),
  amphorae: (
    <>
      <path d="M13 6.5C9.5 6.5 7.5 8 7.5 12M19 6.5c3.5 0 5.5 1.5 5.5 5.5" fill="none" strokeWidth="2" />
      <path
        d="M12.5 2.5h7v2h-1v3.5c3.6 1 5.8 3.6 5.8 7.4 0 5.2-3.6 9.6-6.8 12.1L16 30l-1.5-2.5c-3.2-2.5-6.8-6.9-6.8-12.1 0-3.8 2.2-6.4 5.8-7.4V4.5h-1Z"
        fill={CLAY}
      />
      <path d="M9 14.5h14M9.2 17.5h13.6" fill="none" stroke={BLACK} strokeWidth="1.4" />
    </>
  ),
  oldCoins: (
    <>
      <circle cx="20.5" cy="11.5" r="8.5" fill={SILVER} />
      <circle cx="20.5" cy="11.5" r="6" fill="none" strokeDasharray="1 1" />
      <path d="M2.5 20a9.5 9.5 0 1 0 19 0a9.5 9.5 0 1 0-19 0ZM10 17.5h4v5h-4Z" fill={CLAY} fillRule="evenodd" />
      <path d="M8 14.5 6.8 13M16 14.5l1.2-1.5M8 25.5l-1.2 1.5M16 25.5l1.2 1.5" fill="none" />
    </>
  ),
  gems: (
    <>
      <path d="M9 5h14l5.5 8L16 28.5 3.5 13Z" fill={SKY} />
      <path d="M3.5 13h25M9 5l3 8 4-8 4 8 3-8M12 13l4 15.5 4-15.5" fill="none" strokeWidth="1" />
      <path d="M26 2v4M24 4h4" fill="none" stroke={BLUE} />
    </>
  ),
  cigarettes: (
    <>
      <rect x="9" y="4.5" width="3.6" height="10" fill={PAPER} />
      <rect x="14.2" y="2.5" width="3.6" height="10" fill={PAPER} />
      <rect x="19.4" y="5.5" width="3.6" height="10" fill={PAPER} />
      <path d="M9 4.5h3.6v3H9ZM14.2 2.5h3.6v3h-3.6ZM19.4 5.5H23v3h-3.6Z" fill={AMBER} />
      <rect x="6.5" y="11" width="19" height="19" rx="1" fill={RED} />
      <rect x="6.5" y="18" width="19" height="5.5" fill={PAPER} />
    </>
  ),
  whisky: (
    <>
      <path d="M13 5h6v4c0 1.2 4.5 1.5 4.5 4.2V29a1 1 0 0 1-1 1h-13a1 1 0 0 1-1-1V13.2C8.5 10.5 13 10.2 13 9Z" fill={AMBER} />
      <rect x="12.5" y="1.5" width="7" height="4" rx=".5" fill={BLACK} />
      <rect x="10.5" y="16" width="11" height="9" fill={PAPER} />
      <path d="M13 19h6M13 22h6" fill="none" stroke={RED} strokeWidth="1.4" />
    </>
  ),
  jewellery: (
    <>
      <circle cx="16" cy="20" r="8.5" fill="none" strokeWidth="4.4" />
      <circle cx="16" cy="20" r="8.5" fill="none" stroke={GOLD} strokeWidth="2.4" />
      <path d="M11.5 8.5 13.5 5h5l2 3.5-4.5 5.5Z" fill={RED} />
      <path d="M11.5 8.5h9M14.5 8.5l1.5 5 1.5-5" fill="none" strokeWidth=".9" />
      <path d="M25 3v4M23 5h4" fill="none" stroke={AMBER} />
    </>
  ),
  perfume: (
    <>
      <path d="M16 10.5h5.5" fill="none" strokeWidth="1.5" />
      <ellipse cx="24.5" cy="10.5" rx="3.2" ry="4" fill={PINK} />
      <rect x="11.5" y="8" width="5" height="5" rx="1" fill={GOLD} />
      <path d="M14 12c5 0 8.5 3.5 8.5 8.5S18.5 29.5 14 29.5 5.5 25.5 5.5 20.5 9 12 14 12Z" fill={PURPLE} />
      <ellipse cx="10.5" cy="19" rx="1.4" ry="3" fill={PAPER} stroke="none" opacity=".7" />
      <path d="M7 7.5h.1M4.5 9.5h.1M7.5 4.5h.1" fill="none" stroke={PURPLE} strokeWidth="1.8" />
    </>
  ),
  caviar: (
    <>
      <ellipse cx="16" cy="9.5" rx="11" ry="5" fill={GOLD} />
      <ellipse cx="16" cy="9.5" rx="8" ry="3.2" fill="none" stroke={AMBER} />
      <path d="M4.5 18h23v7.5c0 2.5-5.1 4.5-11.5 4.5S4.5 28 4.5 25.5Z" fill={BLUE} />
      <ellipse cx="16" cy="18" rx="11.5" ry="3.5" fill={BLACK} />
      <path d="M10 17.5h.1M13 19h.1M16 17h.1M19 19h.1M22 17.5h.1" fill="none" stroke={GREY} strokeWidth="1.4" />
      <path d="M9.5 24.5c2.5-2.2 6.5-2.2 9 0-2.5 2.2-6.5 2.2-9 0ZM18.5 24.5l3-2v4Z" fill={PAPER} stroke="none" />
    </>
  ),
  silk: (
    <>
      <path d="M6.5 15H21c-1 4 1.5 9 0 14.5H8.5c1.5-5.5-1-10.5-2-14.5Z" fill={ROSE} />
      <path d="M11 17.5c1 4-1 8 0 11M16 17.5c1 4-1 8 0 11" fill="none" strokeWidth=".9" />
      <path d="M5 5.5h18a3 5.5 0 0 1 0 11H5a3 5.5 0 0 1 0-11Z" fill={ROSE} />
      <ellipse cx="23" cy="11" rx="3" ry="5.5" fill={PINK} />
      <ellipse cx="23" cy="11" rx="1.2" ry="2.2" fill="none" />
      <path d="M6 8.5h13" fill="none" stroke={PAPER} opacity=".8" />
    </>
  ),
  tea: (
    <>
      <path d="M7.5 15.5C5 15 3.5 12.5 3 9.8l-1.6.3c.6 4 2.6 8 6.3 8.7Z" fill={GREEN} />
      <path d="M25.5 13.5c3.5 0 4.5 2 4.5 4s-1.5 4-4.8 5" fill="none" strokeWidth="2" />
      <rect x="10" y="24.5" width="12" height="3.5" rx="1" fill={GREEN} />
      <path d="M6 17.5c0-4.5 4.5-7 10-7s10 2.5 10 7c0 5.5-4 9.5-10 9.5S6 23 6 17.5Z" fill={GREEN} />
      <path d="M11 11c1-2.3 9-2.3 10 0Z" fill={GREEN} />
      <circle cx="16" cy="7.5" r="1.6" fill={GOLD} />
      <path d="M7 18h18" fill="none" stroke={GOLD} strokeWidth="1.4" />
    </>
  ),
  cigars: (
    <g transform="rotate(-35 16 16)">
      <path d="M2 8.5h23.5a2.7 2.7 0 0 1 0 5.4H2Z" fill={BROWN} />
      <path d="M4 18h23.5a2.7 2.7 0 0 1 0 5.4H4Z" fill={BROWN} />
      <path d="M19 8.5h3v5.4h-3ZM21 18h3v5.4h-3Z" fill={GOLD} />
      <path d="M2 8.5h2v5.4H2Z" fill={GREY} />
    </g>
  ),
  rum: (
    <>
      <path d="M8.5 3h15c2 4.3 3 8.6 3 13s-1 8.7-3 13h-15c-2-4.3-3-8.6-3-13s1-8.7 3-13Z" fill={TAN} />
      <path d="M12 3c-1 4.3-1.5 8.6-1.5 13S11 24.7 12 29M20 3c1 4.3 1.5 8.6 1.5 13S21 24.7 20 29M16 3v26" fill="none" strokeWidth=".8" />
      <path d="M6.6 8.5h18.8M6.6 23.5h18.8" fill="none" stroke={BLACK} strokeWidth="2" strokeLinecap="butt" />
      <circle cx="16" cy="16" r="1.6" fill={DARK} />
    </>
  ),
  pearls: (
    <>
      <path d="M5 7c0-3 5-4.5 11-4.5S27 4 27 7" fill="none" strokeWidth=".9" />
      {PEARL_BEADS.map((bead) => (
        <circle key={`${bead.x},${bead.y}`} cx={bead.x} cy={bead.y} r="2.3" fill={PAPER} />
      ))}
      <circle cx="16" cy="27.5" r="3" fill={PAPER} />
    </>
  ),
  paintings: (
    <>
      <path d="M10 5.5 16 1.5l6 4" fill="none" />
      <rect x="2.5" y="5.5" width="27" height="22" fill={GOLD} />
      <rect x="6.5" y="9.5" width="19" height="14" fill={SKY} />
      <path d="M6.5 23.5 12.5 16l4.5 4.5 3-3 5.5 6Z" fill={GREEN} />
      <circle cx="20.5" cy="13.5" r="2" fill={PAPER} />
    </>
  ),
  cameras: (
    <>
      <path d="M10.5 10.5 12.5 6h7l2 4.5Z" fill={BLACK} />
      <rect x="22.5" y="7.5" width="4.5" height="3" fill={SILVER} />
      <rect x="2.5" y="10" width="27" height="17" rx="2.5" fill={BLACK} />
      <circle cx="16" cy="18.5" r="6.5" fill={SILVER} />
      <circle cx="16" cy="18.5" r="3.8" fill={BLUE} />
      <circle cx="14.8" cy="17.3" r="1" fill={PAPER} stroke="none" />
    </>
  ),
  saffron: (
    <>
      <path d="M16 30V18M16 29c-4-2-6.5-6-7.5-11M16 29c4-2 6.5-6 7.5-11" fill="none" stroke={GREEN} strokeWidth="1.8" />
      <path d="M16 15 12 3.5M16 15V2M16 15l4-11.5" fill="none" stroke={RED} strokeWidth="1.8" />
      <path d="M8.5 7.5c0 6.5 3 12 7.5 12s7.5-5.5 7.5-12c-2 1-3.6 2.2-4.6 4.2-.7-2.6-1.6-4.6-2.9-6.2-1.3 1.6-2.2 3.6-2.9 6.2-1-2-2.6-3.2-4.6-4.2Z" fill={PURPLE} />
    </>
  ),
  porcelain: (
    <>
      <path
        d="M11.5 2.5h9v2.5c0 1.2-1.8 2-1.8 3.2 0 2 7.3 4 7.3 10.3 0 5-3 8.5-4.5 10V30h-11v-1.5c-1.5-1.5-4.5-5-4.5-10C6 11.2 13.3 9.2 13.3 7.2c0-1.2-1.8-2-1.8-3.2Z"
        fill={PAPER}
      />
      <path d="M12 5h8M10.5 26.5h11" fill="none" stroke={BLUE} strokeWidth="1.6" />
      <path d="M10.5 19c1.5-3.5 4-3.5 4.8-.6.7 2.8 3.6 2.6 5.2-.9" fill="none" stroke={BLUE} strokeWidth="1.6" />
      <circle cx="16" cy="14" r="1.5" fill={BLUE} stroke="none" />
      <circle cx="12" cy="23" r="1.2" fill={BLUE} stroke="none" />
      <circle cx="20" cy="23" r="1.2" fill={BLUE} stroke="none" />
    </>
  ),
  carpets: (
    <>
      <path d="M5.5 27.5v2.5M8 27.5v2.5M10.5 27.5v2.5M13 27.5v2.5M15.5 27.5v2.5M18 27.5v2.5M20.5 27.5v2.5M23 27.5v2.5M25.5 27.5v2.5" fill="none" strokeWidth=".9" />
      <rect x="4.5" y="9" width="22" height="18.5" fill={RED} />
      <rect x="7" y="12.5" width="17" height="12.5" fill="none" stroke={GOLD} strokeWidth="1.4" />
      <path d="M15.5 14 19.5 18.7 15.5 23.4 11.5 18.7Z" fill={GOLD} />
      <path d="M4.5 3.5h22a2.8 3.8 0 0 1 0 7.6h-22a2.8 3.8 0 0 1 0-7.6Z" fill={RED} />
      <ellipse cx="26.5" cy="7.3" rx="2.8" ry="3.8" fill={GOLD} />
      <ellipse cx="26.5" cy="7.3" rx="1" ry="1.6" fill="none" />
    </>
  ),
  vanilla: (
    <>
      <path d="M3.5 23.5C11 18 20 10 24.5 3M5.5 26.5C12 19 21 12 28 6.5M8.5 29C14 20 22 14 29.5 11" fill="none" strokeWidth="3.6" />
      <path d="M3.5 23.5C11 18 20 10 24.5 3M5.5 26.5C12 19 21 12 28 6.5M8.5 29C14 20 22 14 29.5 11" fill="none" stroke={DARK} strokeWidth="1.8" />
      <path d="M12.5 13.5 19 20" fill="none" stroke={GOLD} strokeWidth="2.6" />
      <path d="M6 4.5a1.8 1.8 0 1 1 2.6 2.5 1.8 1.8 0 1 1-.9 3 1.8 1.8 0 1 1-3.3-.1 1.8 1.8 0 1 1-.9-3A1.8 1.8 0 1 1 6 4.5Z" fill={PAPER} />
      <circle cx="6" cy="7.5" r="1.2" fill={GOLD} />
    </>
  ),
  cognac: (
    <>
      <path d="M16 24.5v4" fill="none" strokeWidth="1.8" />
      <ellipse cx="16" cy="29" rx="6" ry="1.6" fill={SKY} />
      <path d="M9.5 4h13c1.5 2.4 3 5 3 9 0 7-4 11.5-9.5 11.5S6.5 20 6.5 13c0-4 1.5-6.6 3-9Z" fill={SKY} />
      <path d="M6.8 15.5h18.4c-.8 5.2-4.4 9-9.2 9s-8.4-3.8-9.2-9Z" fill={AMBER} />
      <path d="M10.2 7c-1.2 2-1.6 3.8-1.6 5.5" fill="none" stroke={PAPER} strokeWidth="1.4" />
    </>
  ),
  pepper: (
    <>
      <circle cx="16" cy="3.8" r="1.8" fill={DARK} />
      <path d="M10 10.5c0-3 2.7-5 6-5s6 2 6 5Z" fill={BROWN} />
      <path d="M11 10.5h10l-1.3 6.5c0 2 2.3 4 2.3 7v4.5H10V24c0-3 2.3-5 2.3-7Z" fill={BROWN} />
      <path d="M10.2 25h11.6" fill="none" stroke={GOLD} strokeWidth="1.4" />
      <circle cx="4.5" cy="27" r="1.7" fill={BLACK} />
      <circle cx="6" cy="30" r="1.5" fill={BLACK} />
      <circle cx="26.5" cy="28.5" r="1.7" fill={BLACK} />
    </>
  ),
  radios: (
    <>
      <path d="M21 9 26.5 2" fill="none" strokeWidth="1.4" />
      <circle cx="26.5" cy="2.3" r="1.2" fill={INK} />
      <rect x="2.5" y="9" width="27" height="19" rx="3" fill={TEAL} />
      <rect x="5.5" y="12" width="11" height="13" rx="1.5" fill={PAPER} />
      <path d="M7.5 15h7M7.5 18.5h7M7.5 22h7" fill="none" strokeWidth="1.2" />
      <circle cx="23" cy="16" r="3.5" fill={PAPER} />
      <path d="M23 16 24.8 13.6" fill="none" stroke={RED} />
      <circle cx="20.5" cy="24" r="1.5" fill={BLACK} />
      <circle cx="25.5" cy="24" r="1.5" fill={BLACK} />
    </>
  ),
  nylons: (
    <>
      <path d="M9 2h10l-.5 8c-.2 4-1.5 7-1.5 10v3c0 1 1 1.6 2.5 2l6.5 2c2.5.8 2.5 3.5 0 3.5H13.5c-2 0-3-1.5-3-3.5v-5c0-4-2-8-1.8-12Z" fill={PINK} />
      <path d="M9 2h10l-.2 3.5H9.2Z" fill={BLACK} />
      <path d="M11 6c.4 6 1.8 11 1.8 20" fill="none" stroke={BLACK} strokeWidth=".9" />
      <path d="M10.5 26.5c0 2.5 1 4 3 4h2c-1-1.2-1.5-3-1.5-4.5ZM24.5 26.4l1.5.6c2.5.8 2.5 3.5 0 3.5h-2.2c.9-1.3 1-2.8.7-4.1Z" fill={BLACK} />
    </>
  ),
};

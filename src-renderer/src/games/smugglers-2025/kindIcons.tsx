/**
 * A small drawing per kind of good, on a 32×32 grid, for the cards we draw
 * ourselves. Each is a few plain shapes that still read at 16 px; the three
 * gems differ in cut as well as in colour, so that no one needs the colour
 * to tell them apart.
 */
import type { ReactElement } from 'react';
import type { Kind } from '../../../../shared/games/smugglers-2025/goods';

const OUTLINE = '#3a2a1c';

const gemFacets = { fill: 'none', stroke: 'rgb(255 255 255 / 65%)', strokeWidth: 1 } as const;

export const KIND_ICONS: Record<Kind, ReactElement> = {
  spice: (
    <>
      <path d="M8 17c2-6 5-9 8-9s6 3 8 9z" fill="#d9762b" />
      <circle cx="13" cy="13" r="1.2" fill="#a8431c" />
      <circle cx="17.5" cy="11.5" r="1.2" fill="#a8431c" />
      <circle cx="19.5" cy="15" r="1.2" fill="#a8431c" />
      <path d="M4 17h24c0 6-5 10-12 10S4 23 4 17z" fill="#8a5a2b" stroke={OUTLINE} strokeWidth="1" />
    </>
  ),
  silk: (
    <>
      <path d="M7 17c0 5 4 9 11 10 5 1 8-1 9-4-4 1-9-1-11-4-1-1-1-2-1-3z" fill="#d6609c" />
      <rect x="5" y="6" width="17" height="11" rx="2" fill="#b8407f" stroke={OUTLINE} strokeWidth="1" />
      <ellipse cx="22" cy="11.5" rx="3.2" ry="5.5" fill="#e98cbd" stroke={OUTLINE} strokeWidth="1" />
      <ellipse cx="22" cy="11.5" rx="1" ry="1.8" fill="#8c2d60" />
    </>
  ),
  tea: (
    <>
      <path d="M8.5 16 3 10.5l1.4-1.4L10 14z" fill="#3f7d4e" stroke={OUTLINE} strokeWidth="0.8" />
      <path d="M23 15c4 0 5 3 4 6s-3 3.5-4.5 3.5" fill="none" stroke="#2e5e3a" strokeWidth="2.2" />
      <path d="M7 14h17c0 7.5-3.5 12-8.5 12S7 21.5 7 14z" fill="#3f7d4e" stroke={OUTLINE} strokeWidth="1" />
      <path d="M10 14c0-3 2.5-5 5.5-5s5.5 2 5.5 5z" fill="#2e5e3a" />
      <circle cx="15.5" cy="7.5" r="1.6" fill="#2e5e3a" />
      <path d="M12 19h7" stroke="#b9dcb6" strokeWidth="1.2" strokeLinecap="round" />
    </>
  ),
  fruits: (
    <>
      <circle cx="10.5" cy="20" r="6.5" fill="#e8911e" stroke={OUTLINE} strokeWidth="1" />
      <circle cx="8.5" cy="18" r="1.3" fill="#f7c46a" />
      <path
        d="M21 12c-3.5 0-5.5 3-5.5 7s3 8.5 6 8.5c1 0 1.3-.6 2-.6s1 .6 2 .6c3 0 5.5-4.5 5.5-8.5s-2-7-5.5-7c-1.5 0-1.5.6-2 .6s-.5-.6-2.5-.6z"
        fill="#c7352b"
        stroke={OUTLINE}
        strokeWidth="1"
      />
      <path d="M23 12.5c0-2 .8-4 2.6-5" fill="none" stroke="#5a3a1a" strokeWidth="1.5" />
      <path d="M24 8.5c2-2.2 5-2.2 6 0-2 2.2-4.2 2.2-6 0z" fill="#4f9a3a" />
    </>
  ),
  pinkGem: (
    <>
      <path d="M9 8h14l5.5 6.5L16 27 3.5 14.5z" fill="#e46fa7" stroke={OUTLINE} strokeWidth="1" />
      <path d="M3.5 14.5h25M9 8l3 6.5L16 8l4 6.5L23 8M12 14.5 16 27l4-12.5" {...gemFacets} />
    </>
  ),
  blueGem: (
    <>
      <path d="M16 3l10 13-10 13L6 16z" fill="#3f86d6" stroke={OUTLINE} strokeWidth="1" />
      <path d="M6 16h20M16 3v26M11 9.5 16 16l5-6.5M11 22.5 16 16l5 6.5" {...gemFacets} />
    </>
  ),
  purpleGem: (
    <>
      <path d="M11 5h10l6 6v10l-6 6H11l-6-6V11z" fill="#8a4fc2" stroke={OUTLINE} strokeWidth="1" />
      <path d="M13 10h6l3 3v6l-3 3h-6l-3-3v-6zM11 5l2 5M21 5l-2 5M27 11l-5 2M27 21l-5-2M21 27l-2-5M11 27l2-5M5 21l5-2M5 11l5 2" {...gemFacets} />
    </>
  ),
  bagOfGems: (
    <>
      <path d="M11.5 11c-5 4-7.5 9-6.5 13 1 4 5 5 11 5s10-1 11-5c1-4-1.5-9-6.5-13z" fill="#9b6b3d" stroke={OUTLINE} strokeWidth="1" />
      <path d="M11.5 11 9 4.5l3.2 2L14.5 3l1.5 3.5L17.5 3l2.3 3.5 3.2-2-2.5 6.5z" fill="#b8895a" stroke={OUTLINE} strokeWidth="0.8" />
      <path d="M10.5 11.2h11" stroke="#5a3a1a" strokeWidth="2.2" strokeLinecap="round" />
      <path d="M11 20l2.5-3 2.5 3-2.5 3.5z" fill="#e46fa7" stroke={OUTLINE} strokeWidth="0.6" />
      <path d="M16 21l2.5-3.5L21 21l-2.5 3.5z" fill="#3f86d6" stroke={OUTLINE} strokeWidth="0.6" />
      <path d="M13.5 25.5l2.5-3 2.5 3-2.5 2z" fill="#8a4fc2" stroke={OUTLINE} strokeWidth="0.6" />
    </>
  ),
  ring: (
    <>
      <circle cx="16" cy="20" r="8" fill="none" stroke={OUTLINE} strokeWidth="4.6" />
      <circle cx="16" cy="20" r="8" fill="none" stroke="#e0b43c" strokeWidth="3" />
      <path d="M11.5 9.5 13.5 5h5l2 4.5L16 14z" fill="#6fc3e6" stroke={OUTLINE} strokeWidth="1" />
      <path d="M11.5 9.5h9M14.5 5 16 9.5 17.5 5" {...gemFacets} />
    </>
  ),
  goldCoins: (
    <>
      <path d="M5 13v11c0 2 5 3.5 11 3.5s11-1.5 11-3.5V13z" fill="#c7961f" stroke={OUTLINE} strokeWidth="1" />
      <path d="M5 17c0 2 5 3.5 11 3.5s11-1.5 11-3.5M5 21c0 2 5 3.5 11 3.5s11-1.5 11-3.5" fill="none" stroke="#8a6410" strokeWidth="1" />
      <ellipse cx="16" cy="13" rx="11" ry="3.5" fill="#f2c744" stroke={OUTLINE} strokeWidth="1" />
      <ellipse cx="16" cy="13" rx="6" ry="1.7" fill="none" stroke="#b58a16" strokeWidth="1" />
    </>
  ),
  silverCoins: (
    <>
      <circle cx="12" cy="19" r="8" fill="#aeb5bf" stroke={OUTLINE} strokeWidth="1" />
      <circle cx="12" cy="19" r="5.2" fill="none" stroke="#7e8793" strokeWidth="1" />
      <circle cx="20" cy="13" r="8" fill="#d5dae1" stroke={OUTLINE} strokeWidth="1" />
      <circle cx="20" cy="13" r="5.2" fill="none" stroke="#8d96a2" strokeWidth="1" />
      <path d="M20 9.5v7M18 11h3.3a1.4 1.4 0 0 1 0 2.8h-2.6a1.4 1.4 0 0 0 0 2.8H22" fill="none" stroke="#6d7682" strokeWidth="1" />
    </>
  ),
  crossbow: (
    <>
      <path d="M16 6v22" stroke="#7a4f2a" strokeWidth="3.6" strokeLinecap="round" />
      <path d="M3 15Q16 4 29 15" fill="none" stroke="#4a3020" strokeWidth="2.6" strokeLinecap="round" />
      <path d="M3 15l13 4 13-4" fill="none" stroke="#d8d2c2" strokeWidth="1" />
      <path d="M16 2l-2.6 5h5.2z" fill="#7d8590" stroke={OUTLINE} strokeWidth="0.6" />
      <path d="M14 23h4" stroke="#4a3020" strokeWidth="2" strokeLinecap="round" />
    </>
  ),
  greatSword: (
    <>
      <path d="M16 1.5l2.6 4.5v14h-5.2V6z" fill="#d3d9e0" stroke="#5b6470" strokeWidth="1" />
      <path d="M16 4v15.5" stroke="#9aa3ae" strokeWidth="0.9" />
      <rect x="8.5" y="20" width="15" height="2.8" rx="1.2" fill="#9a7a2c" stroke={OUTLINE} strokeWidth="0.7" />
      <rect x="14.5" y="22.8" width="3" height="5.6" fill="#5a3a1a" />
      <circle cx="16" cy="29.4" r="1.9" fill="#9a7a2c" stroke={OUTLINE} strokeWidth="0.6" />
    </>
  ),
  snakeVenom: (
    <>
      <path d="M22 8c-4-3.5-11-1.5-11 3s11 3 11 8.5-8 8-14 4" fill="none" stroke={OUTLINE} strokeWidth="4.4" strokeLinecap="round" />
      <path d="M22 8c-4-3.5-11-1.5-11 3s11 3 11 8.5-8 8-14 4" fill="none" stroke="#4e9a3c" strokeWidth="2.8" strokeLinecap="round" />
      <ellipse cx="23.5" cy="8.8" rx="3" ry="2.2" fill="#4e9a3c" stroke={OUTLINE} strokeWidth="0.8" />
      <circle cx="24.4" cy="8.2" r="0.7" fill="#111" />
      <path d="M26.4 9.4l2.6.6m-2.6-.6 2.2 1.8" stroke="#c0304a" strokeWidth="0.8" />
      <path d="M26 20c0 0 3 3.5 3 5a3 3 0 0 1-6 0c0-1.5 3-5 3-5z" fill="#9ad23c" stroke={OUTLINE} strokeWidth="0.8" />
    </>
  ),
  ratPoison: (
    <>
      <path d="M13 3h6v5c3 1 5.5 4 5.5 7v11.5A2.5 2.5 0 0 1 22 29H10a2.5 2.5 0 0 1-2.5-2.5V15c0-3 2.5-6 5.5-7z" fill="#5b3d7a" stroke={OUTLINE} strokeWidth="1" />
      <rect x="12.5" y="1.5" width="7" height="2.5" rx="0.8" fill="#3a2a1c" />
      <rect x="10" y="14.5" width="12" height="11" rx="1.5" fill="#efe6cf" />
      <circle cx="16" cy="18.6" r="3" fill="#2a2a2a" />
      <circle cx="14.9" cy="18.3" r="0.8" fill="#efe6cf" />
      <circle cx="17.1" cy="18.3" r="0.8" fill="#efe6cf" />
      <path d="M12.5 21.5l7 3m0-3-7 3" stroke="#2a2a2a" strokeWidth="1.2" strokeLinecap="round" />
    </>
  ),
  stolenJewelry: (
    <>
      <path d="M5 5c1.5 10 20.5 10 22 0" fill="none" stroke="#c9a23a" strokeWidth="2" />
      <circle cx="7.5" cy="10" r="1.5" fill="#f2e7c4" stroke={OUTLINE} strokeWidth="0.5" />
      <circle cx="11" cy="12.8" r="1.5" fill="#f2e7c4" stroke={OUTLINE} strokeWidth="0.5" />
      <circle cx="21" cy="12.8" r="1.5" fill="#f2e7c4" stroke={OUTLINE} strokeWidth="0.5" />
      <circle cx="24.5" cy="10" r="1.5" fill="#f2e7c4" stroke={OUTLINE} strokeWidth="0.5" />
      <path d="M16 15.5l4.5 5L16 28l-4.5-7.5z" fill="#c0304a" stroke={OUTLINE} strokeWidth="1" />
      <path d="M11.5 20.5h9M16 15.5v12.5" {...gemFacets} />
      <path d="M3 27.5l4-4m0 4-4-4" stroke="#7a1d1d" strokeWidth="1.4" strokeLinecap="round" />
    </>
  ),
  ivory: (
    <>
      <path d="M5 27c10-1.5 17.5-9 19.5-23 2 0 3.5 1 3.5 2.5-1 14-10 22-23 21.5z" fill="#f3ead2" stroke="#8f8366" strokeWidth="1.2" />
      <path d="M8 26c8-1.5 14-7 17-17" fill="none" stroke="#d8ccaa" strokeWidth="1" />
      <path d="M4 23.5c1 2 1.5 3 1 4" fill="none" stroke="#8f8366" strokeWidth="1.2" />
    </>
  ),
};

export function KindIcon({ kind, className }: { kind: Kind; className?: string }) {
  return (
    <svg className={className ?? 's25-icon'} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      {KIND_ICONS[kind]}
    </svg>
  );
}

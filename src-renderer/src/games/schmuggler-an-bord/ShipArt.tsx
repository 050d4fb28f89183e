/**
 * The ship in the middle of the ring: an old cargo steamer seen from the side,
 * bridge and funnel aft, three hatches with their deck cargo, derricks between
 * them. Decoration only (the fields round it carry the game), so it is hidden
 * from assistive technology and drawn in the goods' palette.
 */
import type { JSX } from 'react';
import { BLACK, BLUE, GOLD, GREEN, GREY, INK, PAPER, RED, SKY, TAN, TEAL } from './artPalette';

/** One steel container on deck: its box and the ribs of its side, drawn as a dashed thick line. */
function Container({ x, y, width, fill }: { x: number; y: number; width: number; fill: string }) {
  return (
    <>
      <rect x={x} y={y} width={width} height="18" fill={fill} />
      <path d={`M${x + 3} ${y + 9}H${x + width - 3}`} stroke={INK} strokeWidth="12" strokeDasharray="1 5" strokeLinecap="butt" opacity=".3" />
    </>
  );
}

/** A wooden crate: planks and a cross brace. */
function Crate({ x, y, size }: { x: number; y: number; size: number }) {
  return (
    <>
      <rect x={x} y={y} width={size} height={size} fill={TAN} />
      <path d={`M${x} ${y}L${x + size} ${y + size}M${x + size} ${y}L${x} ${y + size}`} fill="none" strokeWidth="1.5" />
    </>
  );
}

export function ShipArt({ className }: { className?: string }): JSX.Element {
  return (
    <svg
      className={className}
      viewBox="0 0 400 190"
      stroke={INK}
      strokeWidth="2"
      strokeLinejoin="round"
      strokeLinecap="round"
      aria-hidden="true"
      focusable="false"
    >
      {/* Rigging first, so that masts, funnel and cargo stand in front of it. */}
      <path d="M24 92 112 28 208 40 282 40 366 46 396 92" fill="none" strokeWidth="1.2" />
      <path d="M24 80V104M24 80h-14l4 6-4 6h14" fill={RED} strokeWidth="1.5" />

      {/* Funnel behind the bridge. */}
      <path d="M66 58 70 22h28l2 36Z" fill={RED} />
      <path d="M70 22h28l.6 8H69.3Z" fill={BLACK} />
      <path d="M68.6 40h30.6" stroke={PAPER} strokeWidth="4" strokeLinecap="butt" />
      <path d="M112 56V28M104 36h16" fill="none" strokeWidth="2.5" />

      {/* Derrick posts and booms between the hatches, the foremast at the bow. */}
      <rect x="205" y="40" width="6" height="66" fill={GOLD} />
      <rect x="279" y="40" width="6" height="66" fill={GOLD} />
      <rect x="363" y="46" width="6" height="58" fill={GOLD} />
      <path d="M208 100 246 62M282 100 318 62M208 42 246 62M282 42 318 62" fill="none" strokeWidth="1.6" />

      {/* Hull: dark topsides with a white sheer line, red below the waterline. */}
      <path d="M16 102Q200 118 374 102L394 92 366 166H52Z" fill={BLACK} />
      <path d="M41 146H373.4L366 166H52Z" fill={RED} />
      <path d="M24 112Q200 127 379 111" fill="none" stroke={PAPER} strokeWidth="3" />
      {[80, 110, 140, 170, 200, 230, 260, 290, 320].map((x) => (
        <circle key={x} cx={x} cy="128" r="3.5" fill={SKY} strokeWidth="1.2" />
      ))}
      <path d="M330 99 390 93" fill="none" strokeWidth="1.2" strokeDasharray="2 4" />

      {/* Superstructure aft. */}
      <rect x="40" y="76" width="84" height="32" fill={PAPER} />
      {[48, 62, 76, 90, 104].map((x) => (
        <rect key={x} x={x} y="84" width="8" height="8" fill={SKY} strokeWidth="1.2" />
      ))}
      <rect x="50" y="58" width="70" height="18" fill={PAPER} />
      <rect x="56" y="63" width="58" height="7" fill={SKY} strokeWidth="1.2" />
      <rect x="44" y="54" width="82" height="5" fill={GREY} />

      {/* Hatches and the cargo on them. */}
      <rect x="138" y="98" width="60" height="12" fill={TAN} />
      <rect x="214" y="98" width="60" height="12" fill={TAN} />
      <rect x="290" y="98" width="60" height="12" fill={TAN} />
      <Container x={142} y={80} width={52} fill={RED} />
      <Container x={150} y={62} width={36} fill={BLUE} />
      <Crate x={218} y={76} size={22} />
      <Crate x={244} y={80} size={18} />
      <Crate x={230} y={56} size={20} />
      <Container x={294} y={80} width={52} fill={GREEN} />
      <Container x={300} y={62} width={40} fill={TEAL} />

      {/* The sea along the waterline. */}
      <path
        d="M30 160q10-6 20 0t20 0 20 0 20 0 20 0 20 0 20 0 20 0 20 0 20 0 20 0 20 0 20 0 20 0 20 0 20 0 20 0v14H30Z"
        fill={SKY}
        stroke={BLUE}
      />
    </svg>
  );
}

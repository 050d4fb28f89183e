/** The app's emblem: a ship's lantern. Decorative. */
export function Lantern({ size = 56 }: { size?: number }) {
  return (
    <svg width={size} height={size * 1.25} viewBox="0 0 48 60" aria-hidden="true" focusable="false" className="lantern">
      <defs>
        <radialGradient id="lantern-glow" cx="50%" cy="58%" r="50%">
          <stop offset="0%" stopColor="#fff4c4" />
          <stop offset="45%" stopColor="#ffc65a" />
          <stop offset="100%" stopColor="#d9801f" stopOpacity="0.9" />
        </radialGradient>
      </defs>
      <path d="M18 6a6 6 0 0 1 12 0" fill="none" stroke="#c8934a" strokeWidth="3" />
      <rect x="14" y="8" width="20" height="6" rx="2" fill="#8a6233" />
      <path d="M12 14h24l-3 32H15z" fill="url(#lantern-glow)" stroke="#c8934a" strokeWidth="2" />
      <path d="M24 14v32M18 14l-1 32M30 14l1 32" stroke="#7a5226" strokeWidth="1.4" opacity="0.8" />
      <path d="M24 26c3 4 3 8 0 11-3-3-3-7 0-11z" fill="#fffbe6" opacity="0.9" />
      <rect x="12" y="46" width="24" height="6" rx="2" fill="#8a6233" />
      <rect x="16" y="52" width="16" height="4" rx="1.5" fill="#5e4020" />
    </svg>
  );
}

/** A wax seal with a game's initials, for the game cards. Decorative. */
export function Seal({ text, muted = false }: { text: string; muted?: boolean }) {
  return (
    <svg width="54" height="54" viewBox="0 0 54 54" aria-hidden="true" focusable="false" className="seal">
      <path
        d="M27 2l5 4 6-1 3 5 6 2v6l4 5-3 5 2 6-5 4-1 6-6 1-4 5-6-2-5 3-5-3-6 2-4-5-6-1-1-6-5-4 2-6-3-5 4-5v-6l6-2 3-5 6 1z"
        fill={muted ? '#3b3f4a' : '#8e2c1f'}
        stroke={muted ? '#596070' : '#c65a3c'}
        strokeWidth="1.5"
      />
      <circle cx="27" cy="27" r="15" fill="none" stroke={muted ? '#6b7283' : '#e08a66'} strokeWidth="1.2" opacity="0.8" />
      <text
        x="27"
        y="32.5"
        textAnchor="middle"
        fontFamily="Georgia, 'DejaVu Serif', serif"
        fontSize={text.length > 2 ? 12.5 : 15}
        fontWeight="700"
        fill={muted ? '#aab0bd' : '#ffe3c7'}
      >
        {text}
      </text>
    </svg>
  );
}

/** A mountain pass under the moon, for the featured game card. Decorative. */
export function NightPass() {
  return (
    <svg className="night-pass" viewBox="0 0 400 150" preserveAspectRatio="xMidYMax slice" aria-hidden="true" focusable="false">
      <defs>
        <radialGradient id="moon-glow" cx="50%" cy="50%" r="50%">
          <stop offset="0%" stopColor="#fff6d8" stopOpacity="0.55" />
          <stop offset="100%" stopColor="#fff6d8" stopOpacity="0" />
        </radialGradient>
        <linearGradient id="ridge-far" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0%" stopColor="#2c3b57" />
          <stop offset="100%" stopColor="#18223a" />
        </linearGradient>
        <linearGradient id="ridge-near" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0%" stopColor="#1a1410" />
          <stop offset="100%" stopColor="#0d0a08" />
        </linearGradient>
      </defs>
      <circle cx="318" cy="34" r="44" fill="url(#moon-glow)" />
      <circle cx="318" cy="34" r="14" fill="#fbefc9" />
      <g fill="#f7e7bf">
        <circle cx="40" cy="22" r="1.2" />
        <circle cx="96" cy="40" r="1" />
        <circle cx="150" cy="14" r="1.4" />
        <circle cx="212" cy="30" r="1" />
        <circle cx="262" cy="12" r="1.1" />
        <circle cx="372" cy="70" r="1" />
      </g>
      <path d="M0 110 L52 62 L88 88 L136 40 L188 92 L226 70 L268 100 L320 58 L364 90 L400 74 V150 H0 Z" fill="url(#ridge-far)" />
      <path d="M0 130 L70 96 L118 118 L170 86 L232 124 L290 100 L346 126 L400 108 V150 H0 Z" fill="url(#ridge-near)" />
      <path d="M150 150 C170 134 196 128 214 118 C226 112 236 108 248 106" fill="none" stroke="#c8934a" strokeWidth="1.5" strokeDasharray="3 5" opacity="0.7" />
      <circle cx="250" cy="105" r="3" fill="#ffc65a" />
      <circle cx="250" cy="105" r="9" fill="#ffc65a" opacity="0.25" />
    </svg>
  );
}

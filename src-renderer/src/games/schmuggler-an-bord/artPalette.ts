/**
 * The few colours the goods and the ship are drawn in. They are chosen to sit
 * on the parchment of the ring (#f3e7c9) and every shape is outlined in INK,
 * so even the pale ones (pearls, porcelain, glass) keep their edge there.
 */
export const INK = '#3a2a1c';
export const PAPER = '#fffaf0';
export const GOLD = '#e3ab2b';
export const BROWN = '#7a4a24';
export const DARK = '#3b2418';
export const TAN = '#c48a4c';
export const RED = '#bf3a2b';
export const ROSE = '#c7406e';
export const CLAY = '#c8673e';
export const GREEN = '#3f8050';
export const BLUE = '#2f62a3';
export const SKY = '#a8d0e8';
export const PURPLE = '#7a4aa0';
export const PINK = '#e8b0a4';
export const GREY = '#8d9299';
export const SILVER = '#cfd2d6';
export const TEAL = '#2b8486';
export const AMBER = '#d98a22';
export const BLACK = '#2a2624';

/**
 * Every tip of the kit looks the same because its look is written once: the
 * surface (tipSurface.css) carries it, and each pop-up's own rule only says
 * where it stands. Read from the files themselves (no browser here).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// Read as files: the test runner does not load style sheets (a CSS import reads empty here).
const read = (file: string) => readFileSync(new URL(file, import.meta.url), 'utf8');
const surfaceCss = read('./tipSurface.css');
const tooltipCss = read('./Tooltip.css');
const speedCss = read('./TableSpeedControl.css');
const tooltipSource = read('./Tooltip.tsx');
const speedSource = read('./TableSpeedControl.tsx');

/** What makes a pop-up look as it does (not where it stands). */
const LOOK = ['background', 'color', 'box-shadow', 'border-radius', 'padding', 'font-size', 'line-height', 'max-width'];

/** The properties the rules naming `selector` declare (comments gone; a rule may name several selectors). */
function declared(css: string, selector: string): string[] {
  const plain = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const out: string[] = [];
  for (const match of plain.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    const selectors = (match[1] ?? '').split(',').map((one) => one.trim());
    if (!selectors.includes(selector)) continue;
    for (const declaration of (match[2] ?? '').split(';')) {
      const property = declaration.split(':')[0]?.trim();
      if (property) out.push(property);
    }
  }
  return out;
}

describe('the tips’ surface', () => {
  it('is written once, in the kit', () => {
    expect(declared(surfaceCss, '.kit-tip-surface')).toEqual(expect.arrayContaining(LOOK));
  });

  it('reads its rules as they are written (the reader finds what a pop-up of the old kind declared)', () => {
    expect(declared('.a { top: 0 }\n/* x */ .b,\n.kit-speed-tip { background: #000; box-shadow: none; }', '.kit-speed-tip')).toEqual(['background', 'box-shadow']);
  });

  it('is not repeated by the Tooltip’s nor by the table speed control’s pop-up', () => {
    expect(declared(tooltipCss, '.kit-tip-text').filter((property) => LOOK.includes(property))).toEqual([]);
    expect(declared(speedCss, '.kit-speed-tip').filter((property) => LOOK.includes(property))).toEqual([]);
  });

  it('is worn by both pop-ups', () => {
    for (const source of [tooltipSource, speedSource]) {
      expect(source).toContain("import './tipSurface.css';");
      expect(source).toMatch(/className="kit-tip-surface kit-(tip-text|speed-tip)"/);
    }
  });
});

import { createRef } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { SceneTip } from '../kit3d/sceneTips';
import { attributeOf, tagsWith } from './testing/markup';
import { SceneTipLayer } from './SceneTipLayer';

const TIPS: SceneTip[] = [
  { id: 'hole-0', tip: 'Hole 1: 26 mm across.', at: [0, 0.03, -0.5] },
  { id: 'die', tip: 'The die: 4.', at: [0.2, 0.01, 0.03] },
  { id: 'scale', tip: 'The scale.', at: [0.3, 0.06, -0.16] },
];

describe('the tips over a 3D table', () => {
  it('are one group, one tab stop (the first thing): the arrows go on from there', () => {
    const html = renderToString(<SceneTipLayer tips={TIPS} label="What is on the table" layer={createRef()} />);
    expect(html).toMatch(/^<div class="kit3d-tips" role="group" aria-label="What is on the table">/);
    const triggers = tagsWith(html, 'data-scene-tip');
    expect(triggers.map((trigger) => trigger.value)).toEqual(['hole-0', 'die', 'scale']);
    expect(triggers.map((trigger) => attributeOf(trigger, 'tabindex'))).toEqual(['0', '-1', '-1']);
  });

  it('name each thing by its tip, the kit’s (hover, focus, long press), not a title', () => {
    const triggers = tagsWith(renderToString(<SceneTipLayer tips={TIPS} label="x" layer={createRef()} />), 'data-scene-tip');
    for (const [i, trigger] of triggers.entries()) {
      expect(attributeOf(trigger, 'class')).toBe('kit-tip kit3d-tip');
      expect(attributeOf(trigger, 'role')).toBe('img');
      expect(attributeOf(trigger, 'aria-label')).toBe(TIPS[i]?.tip);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { labelGeometry, moveLabel } from './overlays';
import { tipLabels } from './useLabelSprites';

describe('the tips of a set of label sprites', () => {
  const quads = [
    { anchor: [0, -1000, 0] as const, width: 0.05, height: 0.021, uv: [0, 0, 1, 1] as const },
    { anchor: [0, -1000, 0] as const, width: 0.04, height: 0.021, uv: [0, 0, 1, 1] as const },
    { anchor: [0.3, 0.006, 0.1] as const, width: 0.02, height: 0.02, uv: [0, 0, 1, 1] as const, centred: true },
  ];
  it('are where each label hangs now (a tag moved over its boat), none for a label out of sight or without words', () => {
    const geometry = labelGeometry(quads);
    moveLabel(geometry, 0, [0.5, 0.1, -0.2]);
    const tips = tipLabels({ geometry, quads }, 21, (i) => (i === 2 ? null : `tag ${i}`));
    expect(tips).toHaveLength(1);
    expect(tips[0]?.tip).toBe('tag 0');
    expect(tips[0]?.order).toBe(21);
    expect(tips[0]?.anchor.map((n) => Number(n.toFixed(3)))).toEqual([0.5, 0.1, -0.2]);
    expect(tips[0]?.width).toBe(0.05);
    const all = tipLabels({ geometry, quads }, 19, (i) => `n ${i}`);
    expect(all.map((t) => [t.tip, t.centred])).toEqual([
      ['n 0', false],
      ['n 2', true],
    ]);
  });
});

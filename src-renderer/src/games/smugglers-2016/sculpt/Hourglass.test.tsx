/** The hourglass moves only when the station wakes (at each whole second), never by an animation of its own. */
import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Hourglass } from './Hourglass';

const stream = (markup: string): string | null => /<line[^>]*class="sc-sand-stream[^"]*"[^>]*>/.exec(markup)?.[0] ?? null;

describe('the sculpting hourglass', () => {
  it("moves the falling stream's grains on a dash at each second, and keeps them still under reduced motion", () => {
    const at = (step: number, reducedMotion = false) => stream(renderToStaticMarkup(<Hourglass fraction={0.5} reducedMotion={reducedMotion} step={step} />));
    expect(at(12)).toContain('stroke-dashoffset="0"');
    expect(at(11)).toContain('stroke-dashoffset="-3"');
    expect(at(11, true)).not.toContain('stroke-dashoffset');
    // Run out: no stream.
    expect(stream(renderToStaticMarkup(<Hourglass fraction={0} reducedMotion={false} step={0} />))).toBeNull();
  });

  it('says what it means on hover, keyboard focus and long press: the kit’s tip, in the tab order', () => {
    const running = renderToStaticMarkup(<Hourglass fraction={0.5} reducedMotion={false} step={3} />);
    expect(running).toMatch(
      /^<span class="kit-tip sc-hourglass-tip" tabindex="0" role="img" aria-label="The hourglass is running: everyone sculpts until its sand runs out; after that a ball can only be rolled rounder, with no putty added or given back\.">/,
    );
    expect(renderToStaticMarkup(<Hourglass fraction={0} reducedMotion={false} step={0} />)).toContain('aria-label="The hourglass has run out: everyone sculpts');
  });

  it('has no CSS animation: one would repaint the station every frame while the player thinks', () => {
    const css = readFileSync(new URL('./sculpt.css', import.meta.url), 'utf8');
    expect(css).not.toMatch(/\banimation\s*:/);
  });
});

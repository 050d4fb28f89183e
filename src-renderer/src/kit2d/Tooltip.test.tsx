import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Tooltip, tipPlacement, tipStyle } from './Tooltip';

describe('a tooltip', () => {
  it('makes a sign a named image in the tab order, its tip its name', () => {
    const html = renderToString(<Tooltip tip="First player" role="img" className="sab-seat-first" />);
    expect(html).toBe('<span class="kit-tip sab-seat-first" tabindex="0" role="img" aria-label="First player"></span>');
  });

  it('keeps the trigger’s text its own while the tip is not shown', () => {
    const html = renderToString(
      <Tooltip tip="Connected" className="cb-tag" data-testid="presence-1">
        connected
      </Tooltip>,
    );
    expect(html).toBe('<span class="kit-tip cb-tag" tabindex="0" data-testid="presence-1">connected</span>');
    expect(html).not.toContain('role="tooltip"');
  });

  it('keeps a sign’s own drawing and the game’s attributes', () => {
    const html = renderToString(
      <Tooltip tip="Holds the sack" role="img" className="s25-sack" data-sack="">
        <svg aria-hidden="true" />
      </Tooltip>,
    );
    expect(html).toBe('<span class="kit-tip s25-sack" tabindex="0" data-sack="" role="img" aria-label="Holds the sack"><svg aria-hidden="true"></svg></span>');
  });
});

describe('a tooltip around a control', () => {
  it('leaves the control the one tab stop when told so', () => {
    const html = renderToString(
      <Tooltip tip="Take it" tabIndex={-1}>
        <button type="button">Gold 6</button>
      </Tooltip>,
    );
    expect(html).toBe('<span class="kit-tip" tabindex="-1"><button type="button">Gold 6</button></span>');
  });
});

describe('where a tip shows', () => {
  it('stands above its trigger, in the middle', () => {
    expect(tipPlacement({ left: 400, right: 440, top: 300, bottom: 320 }, 1280)).toEqual({
      position: 'fixed',
      left: 420,
      top: 294,
      bottom: 'auto',
      transform: 'translate(-50%, -100%)',
    });
  });

  it('never runs past a side of the window (a chip at the edge of a seat list)', () => {
    expect(tipPlacement({ left: 1250, right: 1270, top: 300, bottom: 320 }, 1280).left).toBe(1280 - 152);
    expect(tipPlacement({ left: 0, right: 20, top: 300, bottom: 320 }, 1280).left).toBe(152);
  });

  it('stays within a window made narrower while it shows (CSS clamps its middle)', () => {
    expect(tipStyle(tipPlacement({ left: 1060, right: 1096, top: 30, bottom: 70 }, 1280))).toMatchObject({ left: 'clamp(152px, 1078px, calc(100vw - 152px))' });
    expect(tipStyle(undefined)).toBeUndefined();
  });

  it('shows below a trigger at the top of the window', () => {
    expect(tipPlacement({ left: 400, right: 440, top: 20, bottom: 40 }, 1280)).toMatchObject({ top: 46, transform: 'translate(-50%, 0)' });
  });
});

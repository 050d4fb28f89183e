import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Tooltip } from './Tooltip';

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

import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { KeyCap } from './KeyCap';

describe('a key cap', () => {
  it('draws the key in the table’s look, hidden from screen readers (the control’s aria-keyshortcuts says it)', () => {
    expect(renderToString(<KeyCap className="sab-key">R</KeyCap>)).toBe('<span class="sab-key" aria-hidden="true">R</span>');
  });
});

import { describe, expect, it } from 'vitest';
import { attributeOf, buttons, tagsWith, textOf } from './markup';

const HTML = '<section data-root="x"><button type="button" data-pick="a" class="k" disabled="">Take <b>tea</b><!-- --> now</button><div data-pick="b"><div>in</div>side</div></section>';

describe('reading markup', () => {
  it('finds the tags of an attribute with their value, other attributes, state and text, nested tags included', () => {
    expect(tagsWith(HTML, 'data-pick').map(({ tag, value, disabled, text }) => ({ tag, value, disabled, text }))).toEqual([
      { tag: 'button', value: 'a', disabled: true, text: 'Take tea now' },
      { tag: 'div', value: 'b', disabled: false, text: 'in side' },
    ]);
    expect(buttons(HTML, 'data-pick').map((tag) => tag.value)).toEqual(['a']);
    expect(attributeOf(tagsWith(HTML, 'data-pick')[0], 'class')).toBe('k');
    expect(attributeOf(undefined, 'class')).toBeUndefined();
  });

  it('reads the text a reader sees', () => {
    expect(textOf(HTML)).toBe('Take tea now in side');
  });
});

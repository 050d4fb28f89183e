import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { RulesOutline } from './outline';
import { RulesPage } from './RulesPage';

/** A toy game's rules, its words missing from the namespace: each shows as its key. */
const OUTLINE: RulesOutline = {
  namespace: 'shell',
  className: 'toy-rules',
  opening: [{ text: 'toy.lead', className: 'toy-rules-lead' }],
  sections: [
    { id: 'goal', title: 'toy.goal.title', body: [{ text: 'toy.goal.text' }, { figure: () => <div className="toy-figure" /> }] },
    { id: 'round', title: 'toy.round.title', body: [{ steps: ['toy.round.roll', 'toy.round.move'], terms: true }] },
    { id: 'table', title: 'toy.table.title', body: [{ list: ['toy.table.keys'] }] },
  ],
};

describe('the rules page', () => {
  it('draws the opening, then each section’s heading and blocks in the outline’s order, in the game’s look', () => {
    expect(renderToString(<RulesPage outline={OUTLINE} />)).toBe(
      [
        '<article class="toy-rules">',
        '<p class="toy-rules-lead">toy.lead</p>',
        '<h3>toy.goal.title</h3><p>toy.goal.text</p><div class="toy-figure"></div>',
        '<h3>toy.round.title</h3><ol><li>toy.round.roll</li><li>toy.round.move</li></ol>',
        '<h3>toy.table.title</h3><ul><li>toy.table.keys</li></ul>',
        '</article>',
      ].join(''),
    );
  });

  it('sets a list’s terms in bold, in the current language', () => {
    // Contrebandes' words mark two terms in one point.
    const outline: RulesOutline = {
      namespace: 'contrebandes',
      className: 'cb-rules',
      opening: [],
      sections: [{ id: 'cards', title: 'rules.cards.title', body: [{ list: ['rules.cards.legal'], terms: true }] }],
    };
    expect(renderToString(<RulesPage outline={outline} />)).toContain('<li>Legal goods: <strong>clothes</strong> 2, 3, 3 and <strong>food</strong> 2, 3, 3.</li>');
  });
});

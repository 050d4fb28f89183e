import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import contrebandesOptions from '../../../../shared/games/contrebandes/options';
import { gameOptionsForm } from '../../kit2d/options/testkit';
import { RulesPage } from '../../kit2d/rules/RulesPage';
import { contrebandesRules } from './rulesOutline';

const OptionsForm = gameOptionsForm('contrebandes', contrebandesOptions, { className: 'cb-options' });
const text = (html: string) => html.replace(/<!-- -->/g, '').replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('the rules page', () => {
  it('has its nine sections, the sample cards and the terms in bold', () => {
    const html = renderToString(<RulesPage outline={contrebandesRules} />);
    expect(html).toMatch(/^<article class="cb-rules"><p class="cb-rules-lead">/);
    expect(html.match(/<h3>/g)).toHaveLength(9);
    expect(html).toContain('<div class="cb-rules-cards" aria-hidden="true">');
    expect(html).toContain('<li>Legal goods: <strong>clothes</strong> 2, 3, 3 and <strong>food</strong> 2, 3, 3.</li>');
  });
});

describe('the options', () => {
  it('offer the first officer, a draw or a seat, with the hint', () => {
    const html = renderToString(<OptionsForm options={{ firstOfficer: 2 }} seats={4} onChange={() => undefined} />);
    expect(html).toMatch(/^<div class="cb-options">/);
    expect(text(html)).toContain('First officer');
    expect(html.match(/<option /g)).toHaveLength(5);
    expect(html).toContain('<option value="random">Random</option>');
    expect(html).toContain('<option value="2" selected="">Seat 3</option>');
    const described = /aria-describedby="([^"]+)"/.exec(html)?.[1];
    expect(html).toContain(`id="${described}" class="hint">The officer of the first night`);
  });
});

/**
 * A game's rules page, drawn from its outline: the opening, then each
 * section's heading and blocks, in the rules panel's look (RulesDialog.css)
 * and the game's own (its class).
 */
import type { Namespace, TFunction } from 'i18next';
import { Fragment } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import type { RulesBlock, RulesOutline } from './outline';

/** The words' terms in bold: the games' rules words mark at most two. */
const TERMS = [<strong key="0" />, <strong key="1" />];

type Say = (key: string) => string;

function Item({ t, text, terms }: { t: TFunction; text: string; terms: boolean }) {
  if (!terms) return <li>{(t as unknown as Say)(text)}</li>;
  return (
    <li>
      <Trans t={t} i18nKey={text as never} components={TERMS} />
    </li>
  );
}

function Block({ t, block }: { t: TFunction; block: RulesBlock }) {
  if ('text' in block) return <p className={block.className}>{(t as unknown as Say)(block.text)}</p>;
  if ('figure' in block) return <block.figure />;
  const [keys, List] = 'list' in block ? [block.list, 'ul' as const] : [block.steps, 'ol' as const];
  return (
    <List>
      {keys.map((key) => (
        <Item key={key} t={t} text={key} terms={block.terms === true} />
      ))}
    </List>
  );
}

function blockKey(block: RulesBlock, at: number): string {
  return 'text' in block ? block.text : `${at}`;
}

export function RulesPage({ outline }: { outline: RulesOutline }) {
  const { t } = useTranslation(outline.namespace as Namespace);
  const tf = t as unknown as TFunction;
  return (
    <article className={outline.className}>
      {outline.opening.map((block, at) => (
        <Block key={blockKey(block, at)} t={tf} block={block} />
      ))}
      {outline.sections.map((section) => (
        <Fragment key={section.id}>
          <h3>{(tf as unknown as Say)(section.title)}</h3>
          {section.body.map((block, at) => (
            <Block key={blockKey(block, at)} t={tf} block={block} />
          ))}
        </Fragment>
      ))}
    </article>
  );
}

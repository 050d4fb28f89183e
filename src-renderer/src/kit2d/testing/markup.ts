/**
 * Reading a table's server-rendered markup in tests (renderToString: no DOM
 * here): the tags that carry a data attribute, the text inside them, the text
 * a reader sees. The tables' tests assert the DOM contract the end-to-end
 * specs drive through these.
 */

export interface Tag {
  tag: string;
  /** The value of the attribute asked for. */
  value: string;
  /** The tag's other attributes, as written. */
  attributes: string;
  disabled: boolean;
  /** The text inside the element. */
  text: string;
}

/** The text a reader sees: tags and React's text separators gone, white space folded. */
export function textOf(html: string): string {
  return html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The opening tags carrying `attribute`, with its value, their other attributes, whether they are disabled and their text. */
export function tagsWith(html: string, attribute: string): Tag[] {
  const out: Tag[] = [];
  for (const match of html.matchAll(new RegExp(`<(\\w+)((?:[^>"]|"[^"]*")*?)\\s${attribute}="([^"]*)"((?:[^>"]|"[^"]*")*)>`, 'g'))) {
    const attributes = `${match[2] ?? ''} ${match[4] ?? ''}`;
    const after = html.slice((match.index ?? 0) + match[0].length);
    out.push({ tag: match[1] ?? '', value: match[3] ?? '', attributes, disabled: /\sdisabled=""/.test(attributes), text: textOf(inner(after, match[1] ?? '')) });
  }
  return out;
}

/** The buttons carrying `attribute`. */
export function buttons(html: string, attribute: string): Tag[] {
  return tagsWith(html, attribute).filter((tag) => tag.tag === 'button');
}

/** The value of another attribute of a tag found by tagsWith. */
export function attributeOf(tag: Tag | undefined, name: string): string | undefined {
  return tag?.attributes.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1];
}

/** What lies inside an element whose opening tag `html` follows, up to its own closing tag. */
function inner(html: string, tag: string): string {
  let depth = 1;
  for (const match of html.matchAll(new RegExp(`<(/?)${tag}\\b[^>]*>`, 'g'))) {
    depth += match[1] === '/' ? -1 : 1;
    if (depth === 0) return html.slice(0, match.index);
  }
  return html;
}

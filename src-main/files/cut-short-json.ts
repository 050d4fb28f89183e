/**
 * What can still be read of a JSON text that was cut short (a disk that
 * filled, a copy that stopped): the text up to the last object or array that
 * was closed, with the brackets still open closed after it. A file of tables
 * cut inside its tenth entry so gives back its tables with the nine entries
 * that were whole; a text damaged in any other way gives nothing.
 */

/** The value of `text` as it was before it was cut, or undefined when no closed value ends it. */
export function parseCutShort(text: string): unknown {
  // The brackets open after each closing bracket outside strings, as the closers that would end the text there.
  const open: string[] = [];
  let inString = false;
  let escaped = false;
  let lastClose = -1;
  let closersAtLastClose = '';
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (inString) {
      if (escaped) escaped = false;
      else if (char === '\\') escaped = true;
      else if (char === '"') inString = false;
      continue;
    }
    if (char === '"') inString = true;
    else if (char === '{') open.push('}');
    else if (char === '[') open.push(']');
    else if (char === '}' || char === ']') {
      if (open.pop() !== char) return undefined;
      lastClose = i;
      closersAtLastClose = [...open].reverse().join('');
    }
  }
  if (lastClose < 0) return undefined;
  try {
    return JSON.parse(text.slice(0, lastClose + 1) + closersAtLastClose);
  } catch {
    return undefined;
  }
}

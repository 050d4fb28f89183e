/**
 * Plain JSON, checked: states, moves, events, views and options are saved,
 * sent and replayed as JSON, so each must come back from JSON.stringify and
 * JSON.parse exactly as it was. Test code only.
 */

/**
 * What in `value` would not survive a JSON round trip unchanged, with where it
 * is (`players.2.massG`), or null when all of it does: undefined (dropped, or
 * null in an array), NaN and the infinities (null), -0 (0), functions,
 * symbols, big integers, holes in arrays, cycles, objects that are not plain
 * (a Map, a Date, a class instance) and toJSON methods.
 */
export function jsonProblem(value: unknown, path = '', seen: Set<object> = new Set()): string | null {
  const at = path === '' ? 'the value' : path;
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return null;
    case 'number':
      if (!Number.isFinite(value)) return `${at} is ${value}, which JSON writes as null`;
      if (Object.is(value, -0)) return `${at} is -0, which JSON writes as 0`;
      return null;
    case 'undefined':
      return `${at} is undefined, which JSON drops`;
    case 'object':
      break;
    default:
      return `${at} is a ${typeof value}, which JSON cannot carry`;
  }
  if (value === null) return null;
  if (seen.has(value)) return `${at} refers back to itself`;
  const proto = Object.getPrototypeOf(value) as unknown;
  if (!Array.isArray(value) && proto !== Object.prototype && proto !== null) return `${at} is not a plain object`;
  if ('toJSON' in value) return `${at} has a toJSON method`;
  seen.add(value);
  try {
    if (Array.isArray(value)) {
      for (let i = 0; i < value.length; i++) {
        if (!(i in value)) return `${join(path, i)} is a hole in an array`;
        const problem = jsonProblem(value[i], join(path, i), seen);
        if (problem) return problem;
      }
      return null;
    }
    for (const [key, inner] of Object.entries(value)) {
      const problem = jsonProblem(inner, join(path, key), seen);
      if (problem) return problem;
    }
    return null;
  } finally {
    seen.delete(value);
  }
}

/**
 * Where two JSON values differ (`players.1.muleCount: 3 ≠ null`), or null when
 * they are the same value. Key order does not matter, as in JSON itself.
 */
export function jsonDifference(a: unknown, b: unknown, path = ''): string | null {
  if (a === b) return null;
  const at = path === '' ? 'the value' : path;
  const bothObjects = typeof a === 'object' && typeof b === 'object' && a !== null && b !== null;
  if (!bothObjects || Array.isArray(a) !== Array.isArray(b)) return `${at}: ${show(a)} ≠ ${show(b)}`;
  if (Array.isArray(a) && Array.isArray(b)) {
    if (a.length !== b.length) return `${at}: ${a.length} items ≠ ${b.length} items`;
    for (let i = 0; i < a.length; i++) {
      const difference = jsonDifference(a[i], b[i], join(path, i));
      if (difference) return difference;
    }
    return null;
  }
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = new Set([...Object.keys(left), ...Object.keys(right)]);
  for (const key of [...keys].sort()) {
    if (!(key in left)) return `${join(path, key)}: missing ≠ ${show(right[key])}`;
    if (!(key in right)) return `${join(path, key)}: ${show(left[key])} ≠ missing`;
    const difference = jsonDifference(left[key], right[key], join(path, key));
    if (difference) return difference;
  }
  return null;
}

/** A short text of a value for a message. */
export function show(value: unknown, max = 160): string {
  let text: string;
  try {
    text = value === undefined ? 'undefined' : (JSON.stringify(value) ?? String(value));
  } catch {
    text = String(value);
  }
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

function join(path: string, key: string | number): string {
  return path === '' ? String(key) : `${path}.${key}`;
}

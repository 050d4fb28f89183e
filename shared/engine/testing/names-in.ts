/**
 * Where a value names any of a set of names (kinds of cards, goods): every
 * string of the set found anywhere in it, with its path
 * ('round.search.seen[0].good'). The secret-keeping tests walk every field of
 * a view with it, so that a field added later cannot hide a card. The walk
 * runs for every viewer after every move of thousands of playouts: the path
 * is kept as a stack of keys and written out only for a name found, and the
 * flags and numbers of a list (most of a view) are not visited. Test code only.
 */

export interface NameFound {
  path: string;
  name: string;
}

/** The names of `names` in `value`, in the order met; `skip` leaves out top-level fields checked on their own. */
export function namesIn(value: unknown, names: ReadonlySet<string>, skip: (key: string) => boolean = () => false): NameFound[] {
  const found: NameFound[] = [];
  const keys: (string | number)[] = [];
  const walk = (item: unknown): void => {
    if (typeof item === 'string') {
      if (names.has(item)) found.push({ path: keys.map((key) => (typeof key === 'number' ? `[${key}]` : `.${key}`)).join('').slice(1), name: item });
    } else if (Array.isArray(item)) {
      for (let index = 0; index < item.length; index++) {
        const entry: unknown = item[index];
        if (typeof entry !== 'string' && (typeof entry !== 'object' || entry === null)) continue;
        keys.push(index);
        walk(entry);
        keys.pop();
      }
    } else if (typeof item === 'object' && item !== null) {
      for (const key in item) {
        if (keys.length === 0 && skip(key)) continue;
        keys.push(key);
        walk((item as Record<string, unknown>)[key]);
        keys.pop();
      }
    }
  };
  walk(value);
  return found;
}

/**
 * Freezes a value and everything it holds, so that an engine function that
 * writes to its input throws (engine modules run in strict mode) instead of
 * changing a state the host still holds. Test code only.
 */
export function deepFreeze<T>(value: T): T {
  // An already frozen object was frozen here with all it holds: states share their unchanged parts.
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
  }
  return value;
}

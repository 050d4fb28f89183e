/**
 * A game's registered definition (`{ ...game, bots }`) must be made of the
 * very engine its rules tests use, so that what those tests prove holds for
 * what the host plays: every function of the engine is the definition's own.
 * Test code only.
 */

/** The names of the engine's functions that the definition does not hold as they are (none: it is made of them). */
export function functionsNotFrom(definition: object, engine: object): string[] {
  const own = definition as Record<string, unknown>;
  return Object.entries(engine).flatMap(([name, value]) => (typeof value === 'function' && own[name] !== value ? [name] : []));
}

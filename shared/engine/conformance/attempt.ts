/**
 * Engine functions must not throw: a throw in a test becomes an error that says where. `at` may be a
 * function, so that a playout making thousands of calls writes out where only for the one that threw.
 * Test code only.
 */
export function attempt<T>(at: string | (() => string), call: () => T): T {
  try {
    return call();
  } catch (error) {
    throw new Error(`${typeof at === 'string' ? at : at()} threw: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}

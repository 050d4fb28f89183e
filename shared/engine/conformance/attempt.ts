/** Engine functions must not throw: a throw in a test becomes an error that says where. Test code only. */
export function attempt<T>(at: string, call: () => T): T {
  try {
    return call();
  } catch (error) {
    throw new Error(`${at} threw: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}

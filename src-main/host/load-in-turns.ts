/**
 * Loads modules one after another, letting the event loop answer what waits between them.
 *
 * Node evaluates a module graph in one go: the host's (the engines, zod's schemas, ws, the host's words)
 * holds the event loop for a few hundred milliseconds on a slow machine. The headless host loads it just
 * after printing its address, while the browser asks for the page's files: taken in turns, each of those
 * requests waits for one step at most, not for the whole host (issue #27: the menu within 1 s).
 */
export async function loadInTurns(steps: readonly (() => Promise<unknown>)[]): Promise<void> {
  for (const step of steps) {
    await new Promise((resolve) => setImmediate(resolve));
    await step();
  }
}

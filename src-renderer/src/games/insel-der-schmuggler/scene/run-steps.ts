/**
 * The bay's makings come as generators that yield between steps, so that a page making them ahead answers
 * between the steps; made in one go, they are simply run to their end.
 */
export function runSteps<T>(steps: Generator<void, T>): T {
  for (;;) {
    const step = steps.next();
    if (step.done === true) return step.value;
  }
}

/**
 * Runs `then` once the frame drawn now has reached the screen and the page has had a moment to answer a
 * finger: after the next animation frame (the one that presents it) and a task after that. A scene that
 * waits for another's first picture (a table under a station) starts its own long set-up then, not in the
 * task that drew the picture, which would keep it off the screen until the set-up was done.
 */
export function afterPresented(then: () => void): void {
  requestAnimationFrame(() => setTimeout(then, 0));
}

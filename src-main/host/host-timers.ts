/**
 * The host's pending timers (bots' moves waiting to land, host tasks waiting
 * for their next try): all stopped at once when the host closes, after which
 * none is started any more.
 */
export class HostTimers {
  private readonly timers = new Set<NodeJS.Timeout>();
  private stopped = false;

  /** Whether the host closed: nothing more is applied or sent. */
  get closed(): boolean {
    return this.stopped;
  }

  /** Runs `then` after `ms` unless the host closes first. */
  after(ms: number, then: () => void): NodeJS.Timeout {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      then();
    }, ms);
    this.timers.add(timer);
    return timer;
  }

  close(): void {
    this.stopped = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }
}

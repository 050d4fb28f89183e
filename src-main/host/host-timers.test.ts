import { afterEach, describe, expect, it, vi } from 'vitest';
import { HostTimers } from './host-timers.js';

describe('the host’s timers', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('run when due, and none runs once the host closed', () => {
    vi.useFakeTimers();
    const timers = new HostTimers();
    const ran: string[] = [];
    timers.after(10, () => ran.push('first'));
    timers.after(20, () => ran.push('second'));
    vi.advanceTimersByTime(10);
    expect(ran).toEqual(['first']);
    expect(timers.closed).toBe(false);
    timers.close();
    expect(timers.closed).toBe(true);
    vi.advanceTimersByTime(100);
    expect(ran).toEqual(['first']);
  });
});

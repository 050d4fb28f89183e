import { describe, expect, it } from 'vitest';
import type { LiveMatch } from './live-match.js';
import type { Subscriber } from './subscriber.js';
import { addSubscription, dropSubscriptions } from './subscriptions.js';

const client = (): Subscriber => ({ deliver: () => {} });

describe('who follows a match', () => {
  it('tells all when a viewer comes or goes, and only the new window when its viewer was followed already', () => {
    const live = { subscriptions: [] } as unknown as LiveMatch;
    const [ann, annAgain, spectator] = [client(), client(), client()];
    expect(addSubscription(live, ann, 0).presenceChanged).toBe(true);
    expect(addSubscription(live, annAgain, 0).presenceChanged).toBe(false);
    expect(addSubscription(live, spectator, 'spectator').presenceChanged).toBe(true);
    // Subscribing again renews the subscription: it has seen nothing yet, and is kept once.
    live.subscriptions[0]!.lastVersion = 4;
    const renewed = addSubscription(live, ann, 0);
    expect(renewed).toMatchObject({ presenceChanged: false, subscription: { lastVersion: null } });
    expect(live.subscriptions.filter((sub) => sub.subscriber === ann)).toHaveLength(1);

    expect(dropSubscriptions(live, ann)).toBe(false);
    expect(dropSubscriptions(live, annAgain)).toBe(true);
    expect(live.subscriptions.map((sub) => sub.viewer)).toEqual(['spectator']);
  });
});

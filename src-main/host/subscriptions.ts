/**
 * Who follows a match: each client's subscriptions to a seat's view or the
 * spectator's. A seat followed by no window is away; when presence changes,
 * every client is told (the seats show it), else only the new subscription.
 */
import type { Viewer } from '../../shared/engine/contract.js';
import type { LiveMatch, Subscription } from './live-match.js';
import type { Subscriber } from './subscriber.js';

/** What changed: the new subscription, and whether the set of followed viewers did (all are told then). */
export interface Subscribed {
  subscription: Subscription;
  presenceChanged: boolean;
}

/** Adds (or renews) a client's subscription to a seat's view or the spectator's: it has seen nothing yet. */
export function addSubscription(live: LiveMatch, subscriber: Subscriber, viewer: Viewer): Subscribed {
  const presence = presenceKey(live);
  live.subscriptions = live.subscriptions.filter((sub) => !(sub.subscriber === subscriber && sub.viewer === viewer));
  const subscription: Subscription = { subscriber, viewer, lastVersion: null };
  live.subscriptions.push(subscription);
  return { subscription, presenceChanged: presenceKey(live) !== presence };
}

/** Drops every subscription of a client to the match; true when a viewer is followed no more (the others see its seat go away). */
export function dropSubscriptions(live: LiveMatch, subscriber: Subscriber): boolean {
  const presence = presenceKey(live);
  live.subscriptions = live.subscriptions.filter((sub) => sub.subscriber !== subscriber);
  return presenceKey(live) !== presence;
}

/** Who follows which seat, as a string that changes when presence does. */
function presenceKey(live: LiveMatch): string {
  return [...new Set(live.subscriptions.map((sub) => sub.viewer))].sort().join(',');
}

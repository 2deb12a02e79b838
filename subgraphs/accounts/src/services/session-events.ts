import type { EventBus } from '@platform/pubsub';

/**
 * Published whenever what a gateway caches about a user's sessions may be stale (logout, password
 * change, plan change, deletion): gateways drop that user's cached session lookups.
 */
export const SESSION_CHANGED_TOPIC = 'accounts.sessionChanged';
export interface SessionChanged {
  userId: number;
}

export function publishSessionChanged(bus: EventBus, userId: number): Promise<void> {
  return bus.publish<SessionChanged>(SESSION_CHANGED_TOPIC, { userId });
}

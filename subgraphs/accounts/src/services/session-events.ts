import type { EventBus } from '@platform/pubsub';
import { SESSION_CHANGED_TOPIC, type SessionChanged } from '@platform/subgraph-kit';

/**
 * Published whenever what a gateway caches about a user's sessions may be stale (logout, password
 * change, plan change, deletion): gateways drop that user's cached session lookups.
 */
export function publishSessionChanged(bus: EventBus, userId: number): Promise<void> {
  return bus.publish<SessionChanged>(SESSION_CHANGED_TOPIC, { userId });
}

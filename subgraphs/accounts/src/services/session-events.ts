import type { EventBus } from '@platform/pubsub';
import { SESSION_CHANGED_TOPIC, type SessionChanged } from '@platform/subgraph-kit';

/**
 * Published whenever what a gateway caches about a user's sessions may be stale (logout, password
 * change, plan change, deletion): gateways drop that user's cached session lookups. The change has
 * committed by then, so a delivery failure is logged and counted by the bus, not answered as an error.
 */
export function publishSessionChanged(bus: EventBus, userId: number): Promise<void> {
  return bus.notify<SessionChanged>(SESSION_CHANGED_TOPIC, { userId });
}

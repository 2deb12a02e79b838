import type { EventBus } from '@platform/pubsub';
import { LIBRARY_CHANGED_TOPIC, type LibraryChanged } from '@platform/subgraph-kit';
import { tabsUserOrNull, type RequestContext } from '@platform/auth';

/**
 * Announces that a user's tabs or bookmarks changed, so cached reads of that user are dropped. The
 * change has committed by then: a delivery failure is logged and counted by the bus, never thrown
 * (a write answered as an error would be retried by its client and duplicated).
 */
export function announceChange(bus: EventBus, userId: number): Promise<void> {
  return bus.notify<LibraryChanged>(LIBRARY_CHANGED_TOPIC, { userId });
}

type FieldResolver = (source: unknown, args: unknown, context: RequestContext, info: unknown) => unknown;

/**
 * Every library mutation announces a change for its caller once it has run, even when it failed
 * part-way, so no write path can forget to; the in-process bus delivers before the response leaves.
 * The announcement never replaces the mutation's own answer (see announceChange).
 */
export function announcingMutations<M extends object>(mutations: M, bus: EventBus): M {
  const wrapped: Record<string, FieldResolver> = {};
  for (const [name, resolver] of Object.entries(mutations as Record<string, FieldResolver>)) {
    wrapped[name] = async (source, args, context, info) => {
      try {
        return await resolver(source, args, context, info);
      } finally {
        const caller = tabsUserOrNull(context);
        if (caller) await announceChange(bus, caller.userId);
      }
    };
  }
  // Same fields, same signatures: only the behaviour around each call changes.
  return wrapped as M;
}

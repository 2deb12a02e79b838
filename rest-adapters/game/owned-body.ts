import type { RouteInput } from '../core/index.js';

/**
 * A Route's `owner` for bodies that name their player (`userId`, as the location validation request
 * does): another player's id than the token's `sub` answers 403 `user_mismatch`. Turf and creature
 * routes with a userId in their body use the same helper.
 */
export const bodyUserId = (input: RouteInput): string | undefined => {
  const body = input.body as { userId?: unknown } | undefined;
  return typeof body?.userId === 'string' ? body.userId : undefined;
};

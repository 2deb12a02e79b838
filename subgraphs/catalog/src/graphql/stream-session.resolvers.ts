import { issueStreamSession, requireCardsScope } from '@platform/auth';
import type { Resolvers } from './__generated__/resolvers-types.js';

/** Session tokens for /ws/prices: the caller's subject and scopes, for a short while, never longer than the caller's own token. */
export function streamSessionResolvers(key: Buffer, ttlSeconds: number): Resolvers {
  return {
    Mutation: {
      createPriceStreamSession(_, __, context) {
        const identity = requireCardsScope(context, 'pricing:read');
        const expiresAt = Math.min(Math.floor(Date.now() / 1000) + ttlSeconds, identity.expiresAt);
        return {
          token: issueStreamSession(key, {
            subject: identity.subject,
            scopes: identity.scopes,
            expiresAt,
            sessionId: identity.sessionId,
          }),
          expiresAt: new Date(expiresAt * 1000),
        };
      },
    },
  };
}

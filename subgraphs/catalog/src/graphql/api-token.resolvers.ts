import { requireIdentity, type RequestContext } from '@platform/auth';
import { Forbidden } from '@platform/errors';
import type { ApiTokenService } from '../services/api-token.service.js';
import type { Resolvers } from './__generated__/resolvers-types.js';

/** Customer tokens are managed by a user; a customer token cannot mint or revoke tokens. */
function requireUser(context: RequestContext) {
  const identity = requireIdentity(context, 'cards');
  if (identity.extras.tokenUse !== 'user')
    throw new Forbidden('API tokens are managed with a user token', { reason: 'user_token_required' });
  return identity;
}

/** ck_ customer API tokens: created and revoked by their user; looked up by the gateway alone. */
export function apiTokenResolvers(tokens: ApiTokenService): Resolvers {
  return {
    Query: {
      apiTokens: (_, __, context) => tokens.list(requireUser(context).subject),
      _cardsApiToken(_, { token }, context) {
        if (context.internal !== true) throw new Forbidden('_cardsApiToken is reserved for the gateway');
        return tokens.authenticate(token);
      },
    },
    Mutation: {
      createApiToken(_, { input }, context) {
        const identity = requireUser(context);
        return tokens.create(identity.subject, identity.scopes, input);
      },
      revokeApiToken: (_, { id }, context) => tokens.revoke(requireUser(context).subject, id),
    },
  };
}

import { Forbidden } from '@platform/errors';
import type { AccountServices } from '../services/account-services.js';
import type { Resolvers } from './__generated__/resolvers-types.js';

/** `_session`: the gateway's own lookup; a client can never ask it, even knowing the field. */
export function sessionResolvers({ sessions }: AccountServices): Resolvers {
  return {
    Query: {
      _session(_, args, context) {
        if (context.internal !== true) throw new Forbidden('_session is reserved for the gateway');
        return sessions.lookup(args);
      },
    },
  };
}

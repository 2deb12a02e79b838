import { loadTypeDefs, type SubgraphModule, type SubgraphParts } from '@platform/subgraph-kit';
import { User } from './entities/user.entity.js';
import { Device } from './entities/device.entity.js';
import { RevokedToken } from './entities/revoked-token.entity.js';
import { IssuedToken } from './entities/issued-token.entity.js';
import { ProcessedWebhookEvent } from './entities/processed-webhook-event.entity.js';
import { AccountLinkToken } from './entities/account-link-token.entity.js';
import { migrations } from './migrations/index.js';
import { createAccountServices, type AccountServiceOptions } from './services/account-services.js';
import { accountResolvers } from './graphql/resolvers.js';
import { argumentSchemas } from './graphql/__generated__/validation.js';

export { SESSION_CHANGED_TOPIC, type SessionChanged } from '@platform/subgraph-kit';

/** The accounts domain: users, authentication, devices, plans and billing. */
export function createAccountsSubgraph(options: AccountServiceOptions = {}): SubgraphModule {
  return {
    name: 'accounts',
    typeDefs: loadTypeDefs(new URL('./graphql/accounts.graphql', import.meta.url)),
    argumentSchemas,
    storage: {
      schema: 'accounts',
      entities: [User, Device, RevokedToken, IssuedToken, ProcessedWebhookEvent, AccountLinkToken],
      migrations,
    },
    create: async ({ platform, orm }) => {
      if (!orm) throw new Error('accounts needs its storage');
      // No deleteUserData: deleteAccount removes the account's own rows itself, after the other
      // domains have removed theirs (a handler on the same event could run before them).
      const services = createAccountServices(platform, orm, options);
      const granted = await services.admins.applyConfigured(platform.config.ADMIN_EMAILS);
      if (granted) platform.logger.info({ granted }, 'admin role granted from ADMIN_EMAILS');
      const resolvers = accountResolvers(services);
      // The generated map is stricter than @apollo/subgraph's GraphQLResolverMap, whose field signature
      // cannot express __resolveReference(reference, context, info); buildSubgraphSchema reads it all the same.
      return { resolvers: resolvers as SubgraphParts['resolvers'] };
    },
  };
}

export const accountsSubgraph: SubgraphModule = createAccountsSubgraph();

/** The name every subgraph package exports from its `./subgraph` entry, for the gateway's registry. */
export { accountsSubgraph as subgraph };

import { concatAST } from 'graphql';
import {
  DateTime,
  JSONObject,
  loadTypeDefs,
  mergeResolvers,
  type SubgraphModule,
  type SubgraphParts,
} from '@platform/subgraph-kit';
import { modelClientFor } from '@platform/model-client';
import { createHunterDomain, hunterStorage, type ProfilesPort } from './domain.js';
import { argumentSchemas } from './graphql/__generated__/validation.js';
import { jobResolvers } from './graphql/job.resolvers.js';
import { jobSourceRefreshResolvers } from './graphql/job-source-refresh.resolvers.js';
import { jobSourceResolvers } from './graphql/job-source.resolvers.js';
import { accountResolvers } from './graphql/account.resolvers.js';
import { profileResolvers } from './graphql/profile.resolvers.js';
import { hunterSubscriptions } from './graphql/job-found.subscription.js';
import { tierWebhookResolvers } from './graphql/tier-webhook.resolvers.js';
import { billingResolvers } from './graphql/billing.resolvers.js';
import { personalDataResolvers } from './graphql/personal-data.resolvers.js';

/**
 * The subgraph's own port has no profile to read: each Profile field builds its port from the
 * representation the gateway sends (profile-representation.ts), and jobFound matches subscribers
 * against `hunter.jobIndexed` itself.
 */
const noProfiles: ProfilesPort = {
  snapshot: () =>
    Promise.reject(new Error('The hunter subgraph reads profiles only through Profile representations')),
  selectMasks: () =>
    Promise.reject(new Error('The hunter subgraph reads masks only through Profile representations')),
};

/** The job index, and the hunter's share of Profile (which composes only beside the profiles subgraph). */
const typeDefs = concatAST([
  loadTypeDefs(new URL('./graphql/hunter.graphql', import.meta.url)),
  loadTypeDefs(new URL('./graphql/hunter-profile.graphql', import.meta.url)),
]);

/**
 * The Hunter Protocol: the job index (import, search), job sources fetched on a schedule,
 * monthly quotas, and its share of Profile (matching jobs, gap analysis, tailoring, cover letters).
 */
export const hunterSubgraph: SubgraphModule = {
  name: 'hunter',
  typeDefs,
  argumentSchemas,
  storage: hunterStorage,
  create: ({ platform, orm }) => {
    if (!orm) throw new Error('The hunter subgraph needs its storage');
    const { config } = platform;
    // Cover letters take the narrative's model path: the same Ollama-compatible client and settings
    // (LOCAL_LLM_*, LLM_POLICY), asked for plain text; absent when the model path is off.
    const client = modelClientFor(config);
    const prices = {
      FREE: config.HUNTER_PRICE_FREE,
      PRO: config.HUNTER_PRICE_PRO,
      ENTERPRISE: config.HUNTER_PRICE_ENTERPRISE,
    };
    const domain = createHunterDomain({
      orm,
      bus: platform.bus,
      profiles: noProfiles,
      model: client && { generate: (prompt) => client.generate(prompt, 'text') },
      modelFallback: config.LOCAL_LLM_FALLBACK,
      sources: {
        allowPrivate: config.HUNTER_SOURCES_ALLOW_PRIVATE,
        refreshInterval: config.HUNTER_SOURCE_REFRESH_INTERVAL,
        log: platform.logger.child({ component: 'hunter-url-guard' }),
      },
      billing: { secretKey: config.STRIPE_SECRET_KEY, apiUrl: config.STRIPE_API_URL, prices },
    });
    const enabled = config.HUNTER_ENABLED;
    const tierWebhooks = tierWebhookResolvers(domain, {
      secret: config.HUNTER_STRIPE_WEBHOOK_SECRET,
      prices,
    });
    const resolvers = mergeResolvers(
      jobResolvers(domain, enabled),
      jobSourceResolvers(domain, enabled),
      jobSourceRefreshResolvers(platform.jobs, config.HUNTER_SOURCE_REFRESH_INTERVAL, enabled),
      accountResolvers(domain, enabled),
      tierWebhooks,
      billingResolvers(domain, enabled),
      personalDataResolvers(domain),
      profileResolvers(domain, enabled),
    );
    return {
      // See library's subgraph.ts: the generated map is stricter than GraphQLResolverMap.
      resolvers: { DateTime, JSONObject, ...(resolvers as SubgraphParts['resolvers']) },
      jobs: domain.jobs,
      schedules: enabled ? domain.schedules : [],
      close: domain.close,
    };
  },
  subscriptions: hunterSubscriptions,
};

/** The name every subgraph package exports from its `./subgraph` entry, for the gateway's registry. */
export { hunterSubgraph as subgraph };

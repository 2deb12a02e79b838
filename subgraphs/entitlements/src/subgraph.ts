import { BrowserPool, sandboxSettings } from '@platform/browser-pool';
import { proxyPrintDir } from '@platform/config';
import { DateTime, loadTypeDefs, type SubgraphModule, type SubgraphParts } from '@platform/subgraph-kit';
import { createEntitlementsDomain, entitlementsStorage } from './domain.js';
import { entitlementsResolvers } from './graphql/entitlements.resolvers.js';
import { CheckoutService } from './services/checkout.service.js';
import { PortalService } from './services/portal.service.js';
import { WebhookService } from './services/webhook.service.js';
import { ProxyPrintService } from './proxies/proxy-print.service.js';
import { graphCards } from './proxies/graph-cards.js';
import { argumentSchemas } from './graphql/__generated__/validation.js';

/** The cards API's entitlements beside billing: tiers and limits, Stripe Checkout and the customer portal, receipts, credits and their spends (proxy prints), the provider webhook. */
export const entitlementsSubgraph: SubgraphModule = {
  name: 'entitlements',
  typeDefs: loadTypeDefs(new URL('./graphql/entitlements.graphql', import.meta.url)),
  argumentSchemas,
  storage: entitlementsStorage,
  create: ({ platform, orm }) => {
    if (!orm) throw new Error('The entitlements subgraph needs its storage');
    const { config } = platform;
    const domain = createEntitlementsDomain({ orm, logger: platform.logger });
    const checkout = new CheckoutService({
      secretKey: config.STRIPE_SECRET_KEY,
      apiUrl: config.STRIPE_API_URL,
      proPrices: { month: config.STRIPE_PRICE_PRO_MONTH, year: config.STRIPE_PRICE_PRO_YEAR },
      productPrices: {
        proxy_print_credit: config.STRIPE_PRICE_PROXY_PRINT_CREDIT,
        avatar_skin: config.STRIPE_PRICE_AVATAR_SKIN,
        guild_banner: config.STRIPE_PRICE_GUILD_BANNER,
      },
    });
    const portal = new PortalService(orm, {
      secretKey: config.STRIPE_SECRET_KEY,
      apiUrl: config.STRIPE_API_URL,
    });
    const webhook = new WebhookService(config.PROVIDERA_WEBHOOK_SECRET, domain.services.billing);
    // Launched on the first print only (the pool starts no browser until asked).
    const browsers = new BrowserPool({
      executablePath: config.CHROMIUM_PATH,
      sandbox: sandboxSettings(config),
      logger: platform.logger.child({ component: 'proxy-print-browser' }),
    });
    const proxies = new ProxyPrintService(
      domain.services.credits,
      graphCards,
      browsers,
      proxyPrintDir(config),
      config.ARCHIVE_TIMEOUT_MS,
    );
    return {
      resolvers: {
        DateTime,
        ...(entitlementsResolvers(domain, checkout, portal, webhook, proxies) as SubgraphParts['resolvers']),
      },
      jobs: domain.jobs,
      schedules: domain.schedules,
      close: () => browsers.close(),
    };
  },
};

/** The name every subgraph package exports from its `./subgraph` entry, for the gateway's registry. */
export { entitlementsSubgraph as subgraph };

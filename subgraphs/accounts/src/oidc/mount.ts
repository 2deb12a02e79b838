import type { IncomingMessage, ServerResponse } from 'node:http';
import express from 'express';
import { loadPlatformKeys, type PlatformKeys } from '@platform/auth';
import { openDomainOrm } from '@platform/db';
import type { Platform } from '@platform/subgraph-kit';
import { endedSessionsOf } from '../services/ended-sessions.js';
import { LoginThrottle } from '../services/login-throttle.js';
import { accountsSubgraph } from '../subgraph.js';
import { OidcAccounts } from './accounts.js';
import { interactionRoutes } from './interactions.js';
import { createProvider, OIDC_PREFIX, OIDC_ROUTES } from './provider.js';
import { tokenThrottle } from './token-throttle.js';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

export interface MountedProvider {
  /** Sends the provider's paths to the provider and every other request to `api`. */
  serve(api: Handler): Handler;
  keys: PlatformKeys;
  close(): Promise<void>;
}

const isProviderPath = (url: string | undefined): boolean => {
  const path = (url ?? '/').split('?')[0];
  return (
    path === '/.well-known/openid-configuration' || path === OIDC_PREFIX || path.startsWith(`${OIDC_PREFIX}/`)
  );
};

/**
 * The platform's OpenID Connect provider as the tab API's server serves it: discovery at
 * /.well-known/openid-configuration, everything else under /oidc (docs/identity/oidc.md). Refuses
 * to start in production without OIDC_SIGNING_KEYS.
 */
export async function mountOidcProvider(platform: Platform): Promise<MountedProvider> {
  const { config, logger } = platform;
  // Eager: the realm verifiers need the keys, and production refuses to start without them.
  const keys = loadPlatformKeys(config);
  let built: Promise<BuiltProvider> | undefined;
  const provider = () => (built ??= buildProvider(platform, keys));
  return {
    keys,
    serve: (api) => (req, res) => {
      if (!isProviderPath(req.url)) return api(req, res);
      provider().then(
        ({ app, asIssuer }) => {
          asIssuer(req);
          app(req, res);
        },
        (error: Error) => {
          logger.error({ err: error.message, stack: error.stack }, 'oidc provider failed to start');
          built = undefined;
          res.statusCode = 503;
          res.setHeader('content-type', 'application/json');
          res.end(JSON.stringify({ error: 'temporarily_unavailable', error_description: 'try again' }));
        },
      );
    },
    close: async () => {
      const running = await built?.catch(() => undefined);
      await running?.orm.close();
    },
  };
}

interface BuiltProvider {
  app: express.Express;
  asIssuer(req: IncomingMessage): void;
  orm: Awaited<ReturnType<typeof openDomainOrm>>;
}

/** The provider and its pages, built on the first request to one of its paths. */
async function buildProvider(platform: Platform, keys: PlatformKeys): Promise<BuiltProvider> {
  const { config, logger, db, bus } = platform;
  // The accounts schema's ORM, for the login throttle the accounts login itself uses.
  const orm = await openDomainOrm(db, accountsSubgraph.storage!, logger.child({ component: 'oidc' }));
  const query: Parameters<typeof createProvider>[0]['query'] = (text, params) => db.pool.query(text, params);
  const accounts = new OidcAccounts(query, new LoginThrottle(orm));
  const endedSessions = endedSessionsOf(db, bus);
  const provider = await createProvider({ config, keys, query, accounts, endedSessions });
  provider.on('server_error', (_ctx: unknown, error: Error) =>
    logger.error({ err: error.message, stack: error.stack }, 'oidc provider error'),
  );

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.TRUST_PROXY);
  app.post(
    OIDC_ROUTES.token,
    tokenThrottle({
      max: config.OIDC_TOKEN_RATE_LIMIT_MAX,
      windowMs: config.OIDC_TOKEN_RATE_LIMIT_WINDOW_MS,
    }),
  );
  app.use(interactionRoutes(provider, accounts, logger));
  // An address under /oidc the provider does not serve answers in OAuth's form too, not Koa's text.
  provider.use(async (ctx, next) => {
    await next();
    if (ctx.status === 404 && !ctx.body) {
      ctx.status = 404;
      ctx.body = { error: 'invalid_request', error_description: 'no such endpoint' };
    }
  });
  const callback = provider.callback();
  app.use((req, res) => callback(req, res));

  // The provider builds its URLs from the request's host: it is only ever served as its issuer, so
  // discovery and redirects name the issuer whatever Host a client sent.
  const issuer = new URL(provider.issuer);
  const asIssuer = (req: IncomingMessage) => {
    req.headers.host = issuer.host;
    delete req.headers['x-forwarded-host'];
    if (provider.proxy) req.headers['x-forwarded-proto'] = issuer.protocol.slice(0, -1);
  };
  return { app, asIssuer, orm };
}

import express, { type NextFunction, type Request, type Response } from 'express';
import type Provider from 'oidc-provider';
import type { Logger } from 'pino';
import { RateLimited, Unauthenticated } from '@platform/errors';
import type { OidcAccounts } from './accounts.js';
import { consentPage, signInPage } from './pages.js';

/** OAuth's error body for what a browser reaches outside a form (an unknown or expired interaction). */
function oauthError(res: Response, status: number, error: string, description: string): void {
  res.status(status).type('json').send({ error, error_description: description });
}

/**
 * The sign-in and consent pages the provider sends a browser to (/oidc/interaction/:uid): minimal
 * server-rendered HTML. The interaction is bound to the provider's short-lived interaction cookie,
 * so another site cannot post these forms for a visitor.
 */
export function interactionRoutes(
  provider: Provider,
  accounts: OidcAccounts,
  logger: Logger,
): express.Router {
  const router = express.Router();
  const form = express.urlencoded({ extended: false, limit: '8kb' });

  const details = async (req: Request, res: Response) => {
    try {
      return await provider.interactionDetails(req, res);
    } catch {
      oauthError(
        res,
        400,
        'invalid_request',
        'this sign-in has expired or is unknown: start again from the application',
      );
      return undefined;
    }
  };

  router.get('/oidc/interaction/:uid', async (req, res) => {
    const interaction = await details(req, res);
    if (!interaction) return;
    res.set('Cache-Control', 'no-store').type('html');
    const clientId = String(interaction.params.client_id);
    if (interaction.prompt.name === 'login') return void res.send(signInPage(interaction.uid, clientId));
    const scopes = String(interaction.params.scope ?? '')
      .split(' ')
      .filter(Boolean);
    res.send(consentPage(interaction.uid, clientId, scopes));
  });

  router.post('/oidc/interaction/:uid/login', form, async (req, res) => {
    const interaction = await details(req, res);
    if (!interaction) return;
    const clientId = String(interaction.params.client_id);
    const email = typeof req.body?.email === 'string' ? req.body.email.slice(0, 254) : '';
    const password = typeof req.body?.password === 'string' ? req.body.password.slice(0, 1024) : '';
    res.set('Cache-Control', 'no-store');
    try {
      if (interaction.prompt.name !== 'login') throw new Unauthenticated('this step is not a sign-in');
      const account = await accounts.signIn(email, password, req.ip);
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId: account.uuid } },
        { mergeWithLastSubmission: false },
      );
    } catch (error) {
      if (error instanceof RateLimited) {
        res.set('Retry-After', String(error.retryAfterSeconds));
        return void res
          .status(429)
          .type('html')
          .send(signInPage(interaction.uid, clientId, { email, error: error.message }));
      }
      if (error instanceof Unauthenticated)
        return void res
          .status(401)
          .type('html')
          .send(signInPage(interaction.uid, clientId, { email, error: error.message }));
      throw error;
    }
  });

  router.post('/oidc/interaction/:uid/confirm', form, async (req, res) => {
    const interaction = await details(req, res);
    if (!interaction) return;
    if (interaction.prompt.name !== 'consent')
      return oauthError(res, 400, 'invalid_request', 'nothing to consent to in this step');
    const { accountId } = interaction.session;
    const clientId = String(interaction.params.client_id);
    const grant = interaction.grantId
      ? await provider.Grant.find(interaction.grantId)
      : new provider.Grant({ accountId, clientId });
    const missing = interaction.prompt.details.missingOIDCScope as string[] | undefined;
    if (missing?.length) grant.addOIDCScope(missing.join(' '));
    const grantId = await grant.save();
    await provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
  });

  router.get('/oidc/interaction/:uid/abort', async (req, res) => {
    const interaction = await details(req, res);
    if (!interaction) return;
    await provider.interactionFinished(
      req,
      res,
      { error: 'access_denied', error_description: 'the user cancelled the sign-in' },
      { mergeWithLastSubmission: false },
    );
  });

  router.use('/oidc/interaction', (error: unknown, _req: Request, res: Response, next: NextFunction) => {
    logger.error({ err: (error as Error).message, stack: (error as Error).stack }, 'sign-in page error');
    if (res.headersSent) return next(error);
    oauthError(res, 500, 'server_error', 'the sign-in could not be completed');
  });
  return router;
}

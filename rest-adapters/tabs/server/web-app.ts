import { existsSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import express from 'express';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/** Where `npm run build` writes the web app (web/build.mjs). */
const WEB_DIR = fileURLToPath(new URL('../../../dist/web/', import.meta.url));

/** The account mails' link pages (subgraphs/accounts account-links.service.ts) are screens of the app. */
const MAILED_PAGES = ['/verify-email', '/reset-password'];

/**
 * The web app (docs/web-app.md) on the tab API's port, beside the OIDC provider it signs in with:
 * its files under /app/, every other /app/ path its index page (the app routes in the browser), and
 * /app/config.json telling it where the gateway and the resume API listen. Everything else goes on
 * to `api`.
 */
export function withWebApp(
  api: Handler,
  ports: { gatewayPort: number; resumePort: number },
  clientId = 'platform-web',
): Handler {
  const { gatewayPort, resumePort } = ports;
  const app = express();
  app.disable('x-powered-by');
  // /app and /app/ are different addresses: the first is sent to the second.
  app.set('strict routing', true);
  for (const page of MAILED_PAGES) app.get(page, (req, res) => res.redirect(302, `/app${req.originalUrl}`));
  app.get('/app', (_req, res) => res.redirect(301, '/app/'));
  app.get('/app/config.json', (_req, res) =>
    res.set('cache-control', 'no-store').json({ gatewayPort, resumePort, clientId }),
  );
  // Hashed file names: a file's content never changes under its name.
  app.use(
    '/app/assets',
    express.static(`${WEB_DIR}assets`, { immutable: true, maxAge: '365d', fallthrough: false }),
  );
  app.use('/app', express.static(WEB_DIR, { index: false }));
  app.get(/^\/app\//, (_req, res) => {
    if (!existsSync(`${WEB_DIR}index.html`))
      return void res.status(404).type('text').send('The web app is not built: run `npm run build`.');
    res.set('cache-control', 'no-cache').sendFile(`${WEB_DIR}index.html`);
  });
  app.use((req, res) => api(req, res));
  return app;
}

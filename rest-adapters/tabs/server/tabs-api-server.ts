import { createServer } from 'node:http';
import { archiveDir } from '@platform/config';
import { answerClientErrorsWithJson, createApiApp } from '@platform/rest-adapters/core';
import type { ProductServer } from '@platform/gateway/product-host';
import { mountOidcProvider } from '@platform/subgraph-accounts/oidc';
import { ARCHIVE_FILES, errorBody, healthHandler, healthResponse, tabsApi } from '../index.js';
import { withWebApp } from './web-app.js';

/**
 * The tab and bookmark manager's REST API on PORT; its /health also reports the analysis service.
 * The platform's OpenID Connect provider shares the port (docs/identity/oidc.md), and so does the
 * web app, at /app/ (docs/web-app.md).
 */
export const tabsServer: ProductServer = {
  name: 'tabs',
  banner: { title: 'Tabs API', docs: '/api-docs/', health: '/health' },
  portSetting: 'PORT',
  async start({ platform, apiApp, analysisHealth }) {
    const { config } = platform;
    const oidc = await mountOidcProvider(platform);
    const api = createApiApp({
      ...apiApp,
      api: tabsApi,
      errorSchema: errorBody,
      fileFolders: { [ARCHIVE_FILES]: archiveDir(config) },
      extras: [
        {
          method: 'get',
          path: '/health',
          summary: 'Health of the API and the analysis service',
          tag: 'Health',
          response: healthResponse,
          handler: healthHandler(platform.db, analysisHealth, platform.bus),
        },
      ],
    });
    const server = createServer(
      oidc.serve(withWebApp(api, { gatewayPort: config.GATEWAY_PORT, resumePort: config.API_PORT })),
    );
    answerClientErrorsWithJson(server, (_status, message) => tabsApi.errors.invalidRequest(message, []).body);
    return { server, close: () => oidc.close() };
  },
};

// Vite's dev server for the web app, with hot reload, against a running platform (docs/web-app.md):
//   node web/dev.mjs [--platform http://localhost:3000] [--gateway http://localhost:4000]
//                    [--resume http://localhost:3001] [--port 5173]
// The page is http://localhost:<port>/app/. It reaches the graph through this server (/graphql and
// its WebSocket are proxied to the gateway), the OIDC discovery document likewise; sign-in itself
// happens at the platform, which must list http://localhost:<port>/app/callback as a redirect URI
// of platform-web (OIDC_CLIENTS). The resume PDF is fetched from the resume API's port directly, so
// the platform's CORS_ORIGINS must list http://localhost:<port> for that download.
import { parseArgs } from 'node:util';
import { createServer } from 'vite';
import { webConfig } from './build.mjs';

const { values } = parseArgs({
  options: {
    platform: { type: 'string', default: 'http://localhost:3000' },
    gateway: { type: 'string', default: 'http://localhost:4000' },
    resume: { type: 'string', default: 'http://localhost:3001' },
    port: { type: 'string', default: '5173' },
  },
});

/** The app's /app/config.json: the graph on this server's own origin, proxied below. */
const runtimeConfig = {
  name: 'platform-web-config',
  configureServer(server) {
    server.middlewares.use('/app/config.json', (_req, res) => {
      res.setHeader('content-type', 'application/json');
      res.setHeader('cache-control', 'no-store');
      res.end(
        JSON.stringify({
          gatewayPort: Number(new URL(values.gateway).port || 80),
          resumePort: Number(new URL(values.resume).port || 80),
          clientId: 'platform-web',
          graphqlUrl: '/graphql',
        }),
      );
    });
  },
};

const { build: _build, ...shared } = webConfig();
const server = await createServer({
  ...shared,
  logLevel: 'info',
  plugins: [runtimeConfig],
  server: {
    port: Number(values.port),
    strictPort: true,
    proxy: {
      '/graphql': { target: values.gateway, ws: true, changeOrigin: true },
      '/.well-known': { target: values.platform, changeOrigin: true },
    },
  },
});
await server.listen();
server.printUrls();

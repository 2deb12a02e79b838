import type { RestApi } from '../core/rest-api.js';
import { clipboardApiErrors } from './error-bodies.js';
import { captureRoutes } from './routes/capture.routes.js';
import { federationRoutes } from './routes/federation.routes.js';
import { overviewRoutes } from './routes/overview.routes.js';
import { retrievalRoutes } from './routes/retrieval.routes.js';

export { clipboardApiErrors, clipboardErrorBody, guardReply } from './error-bodies.js';
export { FEDERATION_BODY_LIMIT } from './routes/federation.routes.js';

/** Request bodies of every POST path but /federate_import. */
export const CLIPBOARD_BODY_LIMIT = '1mb';

/**
 * The clipboard's HTTP API (`mfm serve`, 127.0.0.1:8765; docs/products/clipboard.md). Imported only by the serve command,
 * never by the platform's API process: the routes run against the local clipboard subgraph.
 */
export const clipboardApi: RestApi = {
  name: 'clipboard',
  title: 'mfm clipboard HTTP API',
  version: '1.0.0',
  description:
    'Local clipboard memory, served on the loopback interface only. Answers only Host localhost, 127.0.0.1 or [::1]; ' +
    'POST paths need Content-Type application/json and refuse cross-site requests. Lists answer {items}, /topics {groups}, /tags {tags}. ' +
    `Errors are {error, message}. Limits: list limit 1..1000, request body ${CLIPBOARD_BODY_LIMIT} (/federate_import 64 MB).`,
  routes: [...retrievalRoutes, ...overviewRoutes, ...captureRoutes, ...federationRoutes],
  errors: clipboardApiErrors,
};

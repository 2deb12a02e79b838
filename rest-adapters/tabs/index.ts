import type { RestApi } from '../core/index.js';
import { tabsApiErrors } from './error-bodies.js';
import { accountRoutes } from './routes/account.routes.js';
import { archiveRoutes } from './routes/archive.routes.js';
import { authRoutes } from './routes/auth.routes.js';
import { billingRoutes } from './routes/billing.routes.js';
import { bookmarkRoutes } from './routes/bookmarks.routes.js';
import { searchRoutes } from './routes/search.routes.js';
import { suggestionRoutes } from './routes/suggestions.routes.js';
import { tabRoutes } from './routes/tabs.routes.js';
import { userRoutes } from './routes/user.routes.js';

export { errorBody } from './error-bodies.js';
export { healthHandler, healthResponse } from './health.js';
export { ARCHIVE_FILES } from './routes/archive.routes.js';

/** The tab and bookmark manager's REST API (port PORT; docs/products/tabs.md). */
export const tabsApi: RestApi = {
  name: 'tabs',
  realm: 'tabs',
  title: 'Tab and Bookmark Manager API',
  version: '1.0.0',
  description:
    'Saved tabs and bookmarks, search, plans and billing. Bearer tokens from POST /api/auth/login. ' +
    'Unlisted limits: page size at most 1000, search limit at most 100, bulk batches at most 1000 items, body at most BODY_LIMIT (1 MB). ' +
    'Errors are {error, message}; 402 carries {error: "upgrade_required", feature, upgrade, limits, usage} (feature "bookmarks" for the Free bookmark limit, ' +
    '"sync" for a second device on Free); 500 is {status: "error", message, timestamp}.',
  routes: [
    ...authRoutes,
    ...billingRoutes,
    ...userRoutes,
    ...accountRoutes,
    ...tabRoutes,
    ...bookmarkRoutes,
    ...searchRoutes,
    ...suggestionRoutes,
    ...archiveRoutes,
  ],
  errors: tabsApiErrors,
};

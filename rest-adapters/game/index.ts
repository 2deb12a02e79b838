import type { RestApi } from '../core/index.js';
import { gameApiErrors } from './error-bodies.js';
import { locationRoutes } from './routes/location.routes.js';
import { fingerprintRoutes } from './routes/fingerprint.routes.js';
import { turfRoutes } from './routes/turf.routes.js';
import { crewRoutes } from './routes/crew.routes.js';
import { zoneAdminRoutes } from './routes/zone-admin.routes.js';
import { erasureRoutes } from './routes/erasure.routes.js';

export { gameErrorBody } from './error-bodies.js';
export { bodyUserId } from './owned-body.js';
export { gameHealthHandler, gameReadyHandler, healthBody, readyBody } from './probes.js';

/** The location game backend's REST API (port GAME_PORT; docs/products/game.md). */
export const gameApi: RestApi = {
  name: 'game',
  realm: 'game',
  title: 'Location Game API',
  version: '1.0.0',
  description:
    'Location validation, place fingerprints and turf. Bearer JWT (HS256, `sub` = the player uuid; development tokens from ' +
    "`npm run token -- game --sub <uuid>`). Errors are {error, message, details?, reason?}; a body userId other than the token's sub is 403 " +
    '`user_mismatch`. Validation outcomes are HTTP 200 with a resultCode.',
  // Turf and fingerprint routes join this list from their own files.
  routes: [
    ...locationRoutes,
    ...fingerprintRoutes,
    ...turfRoutes,
    ...crewRoutes,
    ...zoneAdminRoutes,
    ...erasureRoutes,
  ],
  errors: gameApiErrors,
};

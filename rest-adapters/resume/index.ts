import type { RestApi, Route } from '../core/index.js';
import { resumeApiErrors } from './error-bodies.js';
import { profileRoutes } from './routes/profiles.routes.js';
import { careerRoutes } from './routes/career.routes.js';
import { taxonomyRoutes } from './routes/taxonomy.routes.js';
import { compositionRoutes } from './routes/composition.routes.js';
import { exportRoutes } from './routes/exports.routes.js';
import { sharingRoutes } from './routes/sharing.routes.js';
import { personalDataRoutes } from './routes/personal-data.routes.js';
import { jobsRoutes } from './routes/jobs.routes.js';
import { jobSourceRoutes } from './routes/job-sources.routes.js';
import { tierWebhookRoutes } from './routes/tier-webhook.routes.js';
import { jobApplicationRoutes } from './routes/job-applications.routes.js';
import { billingRoutes } from './routes/billing.routes.js';

export { resumeErrorBody, resumeApiErrors, envelope, unauthorized, internalError } from './error-bodies.js';
export { healthHandler, healthBody, readyHandler, readyBody } from './probes.js';
export { yamlDocument, redocPage, redocBundleHandler, REDOC_BUNDLE_PATH } from './docs-pages.js';
export { resumeRateLimiter } from './rate-limit.js';
export { RESUME_EXPORTS } from './routes/exports.routes.js';

/** The core routes (profiles, sub-resources, taxonomy, exports): /openapi.yaml documents them. */
export const resumeCoreRoutes: Route[] = [
  ...profileRoutes,
  ...careerRoutes,
  ...taxonomyRoutes,
  ...compositionRoutes,
  ...exportRoutes,
  ...sharingRoutes,
  ...personalDataRoutes,
];

/** The Hunter Protocol's /jobs/* routes (hunter:use): /openapi-hunter.yaml documents them. */
export const resumeHunterRoutes: Route[] = [
  ...tierWebhookRoutes,
  ...billingRoutes,
  ...jobSourceRoutes,
  ...jobApplicationRoutes,
  ...jobsRoutes,
];

/** The resume and profile API (port API_PORT; docs/products/resume.md). The hunter's /jobs/* routes join `routes`. */
export const resumeApi: RestApi = {
  name: 'resume',
  realm: 'resume',
  title: 'Resume and Profile Service API',
  version: '0.2.0',
  description:
    'Profiles with experiences, skills and projects; masks, epochs and stages; mask selection; narrative; exports. ' +
    'Bearer JWT (HS256 with JWT_SECRET, claims sub, permissions, exp): profiles:read for reads, profiles:write for writes. ' +
    'Errors are {error: {code, message, details}}; validation details are {field, issue}.',
  routes: [...resumeCoreRoutes, ...resumeHunterRoutes],
  errors: resumeApiErrors,
};

import type { RestApi, Route } from '../core/index.js';
import { resumeApiErrors } from './error-bodies.js';
import { jobsRoutes } from './routes/jobs.routes.js';
import { jobSourceRoutes } from './routes/job-sources.routes.js';
import { tierWebhookRoutes } from './routes/tier-webhook.routes.js';

export { resumeErrorBody, resumeApiErrors, envelope, unauthorized, internalError } from './error-bodies.js';
export { healthHandler, healthBody, readyHandler, readyBody } from './probes.js';
export { yamlDocument, redocPage } from './docs-pages.js';
export { resumeRateLimiter } from './rate-limit.js';

/** The core routes (profiles, sub-resources, taxonomy, exports): /openapi.yaml documents them. */
export const resumeCoreRoutes: Route[] = [];

/** The Hunter Protocol's /jobs/* routes (hunter:use): /openapi-hunter.yaml documents them. */
export const resumeHunterRoutes: Route[] = [...tierWebhookRoutes, ...jobSourceRoutes, ...jobsRoutes];

/** Spec 2: the resume and profile API (port API_PORT). The hunter's /jobs/* routes join `routes`. */
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

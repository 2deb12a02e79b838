export * from './route.js';
export * from './rest-api.js';
export * from './graph-executor.js';
export * from './rest-router.js';
export * from './openapi.js';
export * from './api-app.js';
export * from './response-cache.js';
export * from './rate-limiter.js';

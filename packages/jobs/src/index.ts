export * from './job-definition.js';
export * from './job-queue.js';
export * from './permanent-job-error.js';

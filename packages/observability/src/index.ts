export * from './logger.js';
export * from './metrics.js';

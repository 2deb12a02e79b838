export * from './graph-executor.js';
export * from './embedded-executor.js';
export * from './http-executor.js';
export * from './schema-executor.js';

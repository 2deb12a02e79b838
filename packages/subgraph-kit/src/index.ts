export * from './platform.js';
export * from './subgraph.js';
export * from './scalars.js';
export * from './platform-events.js';
export * from './merge-resolvers.js';
export * from './argument-check.js';
export * from './constraint.directive.js';

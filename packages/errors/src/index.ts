export * from './domain-error.js';
export * from './upgrade-required.error.js';
export * from './graphql-error.js';
export * from './connection-error.js';
export * from './unstorable-text.js';
export * from './quota-exceeded.error.js';
export * from './cards-errors.js';
export * from './parse-input.js';

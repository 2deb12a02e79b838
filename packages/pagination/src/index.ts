export * from './keyset.js';

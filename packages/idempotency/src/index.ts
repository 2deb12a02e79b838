export * from './canonical-json.js';
export * from './idempotency-store.js';
export { idempotencyStorage } from './storage.js';

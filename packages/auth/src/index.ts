export * from './identity.js';
export * from './access-token.js';
export * from './gateway-assertion.js';

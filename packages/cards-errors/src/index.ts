/** Errors of the cards product's domains (collection, entitlements), with the cards API's reasons. */
export * from './cards-errors.js';

export { checkoutUnavailable, providerRefused, stripeFactory, type StripeFactory } from './stripe-factory.js';

import { CombinedGraphQLErrors } from '@apollo/client';

/** The graph's refusal of a Pro-only read to a Free caller (FORBIDDEN, reason entitlement_required). */
export const needsPro = (error: unknown): boolean =>
  CombinedGraphQLErrors.is(error) &&
  error.errors.some((e) => e.extensions?.reason === 'entitlement_required');

/** The tier's refusal of one alert or watched card too many (reason alert_limit_exceeded). */
export const overAlertLimit = (error: unknown): boolean =>
  CombinedGraphQLErrors.is(error) &&
  error.errors.some((e) => e.extensions?.reason === 'alert_limit_exceeded');

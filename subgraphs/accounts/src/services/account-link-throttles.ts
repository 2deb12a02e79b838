import type { DomainOrm } from '@platform/db';
import { LoginThrottle, type LoginThrottleLimits } from './login-throttle.js';

const HOUR = 60 * 60 * 1000;

/**
 * The allowances of the account-link endpoints, in the login throttle's window table
 * (docs/identity/accounts.md lists them). Requests that send mail count whether or not an account
 * has the address, so a refusal tells nothing about one; using a link gives its slot back when it
 * worked, so only failed guesses use the allowance up.
 */
export const ACCOUNT_LINK_THROTTLES = {
  verificationRequests: {
    perAccount: 5,
    perAddress: 20,
    windowMs: HOUR,
    keyPrefix: 'verify-request:',
    counted: 'verification e-mail requests',
  },
  resetRequests: {
    perAccount: 5,
    perAddress: 20,
    windowMs: HOUR,
    keyPrefix: 'reset-request:',
    counted: 'password reset requests',
  },
  linkUses: {
    perAccount: 10,
    perAddress: 30,
    windowMs: 15 * 60 * 1000,
    keyPrefix: 'link-use:',
    counted: 'failed link uses',
  },
} as const satisfies Record<string, LoginThrottleLimits>;

export interface AccountLinkThrottles {
  verificationRequests: LoginThrottle;
  resetRequests: LoginThrottle;
  linkUses: LoginThrottle;
}

export function accountLinkThrottles(
  orm: DomainOrm,
  limits: Record<keyof AccountLinkThrottles, LoginThrottleLimits> = ACCOUNT_LINK_THROTTLES,
): AccountLinkThrottles {
  return {
    verificationRequests: new LoginThrottle(orm, limits.verificationRequests),
    resetRequests: new LoginThrottle(orm, limits.resetRequests),
    linkUses: new LoginThrottle(orm, limits.linkUses),
  };
}

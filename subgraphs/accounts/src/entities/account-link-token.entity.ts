import { defineEntity, p } from '@mikro-orm/core';

export const LINK_PURPOSES = ['verify-email', 'password-reset'] as const;
export type LinkPurpose = (typeof LINK_PURPOSES)[number];

/**
 * One mailed link (e-mail verification or password reset). Only the SHA-256 of the link's random
 * token is stored, so a copy of the table opens no account; usedAt makes the link single-use.
 */
const AccountLinkTokenSchema = defineEntity({
  name: 'AccountLinkToken',
  tableName: 'account_link_tokens',
  schema: 'accounts',
  properties: {
    tokenHash: p.string().length(64).primary(),
    userId: p.integer().index(),
    purpose: p.enum(LINK_PURPOSES),
    /** The address the link was mailed to: a verification proves this address, not a later one. */
    email: p.string().length(254),
    expiresAt: p.datetime().index(),
    usedAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export class AccountLinkToken extends AccountLinkTokenSchema.class {}
AccountLinkTokenSchema.setClass(AccountLinkToken);
export { AccountLinkTokenSchema };

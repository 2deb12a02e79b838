import { defineEntity, p } from '@mikro-orm/core';

/**
 * An access token handed out at login, kept until it would have expired anyway: what a password
 * change revokes ("every other token of the user"), since tokens themselves are not stored.
 */
const IssuedTokenSchema = defineEntity({
  name: 'IssuedToken',
  tableName: 'issued_tokens',
  schema: 'accounts',
  properties: {
    tokenId: p.string().length(100).primary(),
    userId: p.integer().index(),
    expiresAt: p.datetime().index(),
  },
});

export class IssuedToken extends IssuedTokenSchema.class {}
IssuedTokenSchema.setClass(IssuedToken);
export { IssuedTokenSchema };

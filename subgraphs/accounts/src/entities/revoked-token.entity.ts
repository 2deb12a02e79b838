import { defineEntity, p } from '@mikro-orm/core';

/** A logged-out access token; kept until the token would have expired anyway. */
const RevokedTokenSchema = defineEntity({
  name: 'RevokedToken',
  tableName: 'revoked_tokens',
  schema: 'accounts',
  properties: {
    tokenId: p.string().length(100).primary(),
    userId: p.integer().index(),
    expiresAt: p.datetime().index(),
    revokedAt: p.datetime().onCreate(() => new Date()),
  },
});

export class RevokedToken extends RevokedTokenSchema.class {}
RevokedTokenSchema.setClass(RevokedToken);
export { RevokedTokenSchema };

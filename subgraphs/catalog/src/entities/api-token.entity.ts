import { defineEntity, p } from '@mikro-orm/core';

const ApiTokenSchema = defineEntity({
  name: 'ApiToken',
  schema: 'catalog',
  tableName: 'api_token',
  indexes: [{ name: 'api_token_owner_idx', properties: ['owner', 'createdAt'] }],
  uniques: [{ name: 'api_token_hash_unique', properties: ['tokenHash'] }],
  properties: {
    id: p.uuid().primary(),
    /** The user (token `sub`) who created it; the identity the token calls as. */
    owner: p.string().length(200),
    name: p.string().length(100),
    /** SHA-256 of the whole token, hex: the token itself is shown once and never stored. */
    tokenHash: p.string().length(64),
    /** The first characters of the token (`ck_` and 6 more), to tell tokens apart in a list. */
    prefix: p.string().length(16),
    scopes: p.json<string[]>(),
    createdAt: p.datetime(),
    lastUsedAt: p.datetime().nullable(),
    revokedAt: p.datetime().nullable(),
  },
});

/** An opaque customer API token (`ck_…`) of the cards API. */
export class ApiToken extends ApiTokenSchema.class {}
ApiTokenSchema.setClass(ApiToken);

import { defineEntity, p } from '@mikro-orm/core';

const IdempotencyKeySchema = defineEntity({
  name: 'IdempotencyKey',
  schema: 'idempotency',
  tableName: 'idempotency_key',
  indexes: [{ name: 'idempotency_key_expires_idx', properties: ['expiresAt'] }],
  properties: {
    /** Who and what the key is for, e.g. `cards:<subject>:POST /api/v1/trades`: keys of different callers never meet. */
    scope: p.string().length(300).primary(),
    key: p.string().length(255).primary(),
    /** SHA-256 of the request's canonical JSON. */
    requestHash: p.string().length(64),
    /** `pending` while the first request runs, then `done` with its answer. */
    state: p.string().length(8).$type<'pending' | 'done'>(),
    /** The first answer: `{ok: true, value}` or `{ok: false, error: {code, message, details}}`. */
    answer: p.json<unknown>().nullable(),
    createdAt: p.datetime(),
    expiresAt: p.datetime(),
  },
});

/** One Idempotency-Key of one caller and operation, with the first answer given to it. */
export class IdempotencyKey extends IdempotencyKeySchema.class {}
IdempotencyKeySchema.setClass(IdempotencyKey);

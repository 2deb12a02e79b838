import type { DomainOrm } from '@platform/db';
import { BadInput, BusinessRuleViolation, Conflict, DomainError, type ErrorCode } from '@platform/errors';
import { defineJob, type JobData } from '@platform/jobs';
import { IdempotencyKey } from './idempotency-key.entity.js';
import { requestHash } from './canonical-json.js';

export const IDEMPOTENCY_TTL_MS = 24 * 3600_000;

/** The same Idempotency-Key sent again with another body (REST: 422 `idempotency_key_reused`). */
export class IdempotencyKeyReused extends BusinessRuleViolation {
  constructor() {
    super('idempotency_key_reused', 'This Idempotency-Key was already used with a different request body');
  }
}

export interface IdempotentRequest {
  /** Whose key and for what: callers and operations never share keys (e.g. `<subject> POST /api/v1/trades`). */
  scope: string;
  /** The client's Idempotency-Key: 1 to 255 visible ASCII characters. */
  key: string;
  /** The request as the operation sees it (the body, with path parameters); compared by canonical JSON. */
  request: unknown;
}

export interface IdempotencyOptions {
  /** How long a key and its first answer are kept: 24 h. */
  ttlMs?: number;
  /** A first request still marked running after this long is taken to have died; a retry with the same body runs again. */
  pendingTimeoutMs?: number;
  now?: () => Date;
}

type StoredAnswer =
  | { ok: true; value: unknown }
  | { ok: false; error: { code: ErrorCode; message: string; details: Record<string, unknown> } };

const TABLE = '"idempotency"."idempotency_key"';

/**
 * Idempotency-Key handling for creating requests. The first request with a key claims it (one
 * conditional upsert, so two concurrent first requests cannot both run) and its answer is stored:
 * the value, or the expected error (a DomainError: 4xx) it ended with. Within the TTL the same key
 * with the same body gets that answer again without running anything; another body is refused
 * (IdempotencyKeyReused, 422); a repeat while the first still runs gets 409. An unexpected failure
 * (a crash, a 500) releases the key, so the client's retry runs the operation again. Answers must be
 * JSON: a replay returns the stored JSON form.
 */
export class IdempotencyStore {
  private readonly ttlMs: number;
  private readonly pendingTimeoutMs: number;
  private readonly now: () => Date;

  constructor(
    private readonly orm: DomainOrm,
    options: IdempotencyOptions = {},
  ) {
    this.ttlMs = options.ttlMs ?? IDEMPOTENCY_TTL_MS;
    this.pendingTimeoutMs = options.pendingTimeoutMs ?? 60_000;
    this.now = options.now ?? (() => new Date());
  }

  async run<T>(
    request: IdempotentRequest,
    operation: () => Promise<T>,
  ): Promise<{ value: T; replayed: boolean }> {
    const { scope, key } = request;
    if (!/^[\x21-\x7e]{1,255}$/.test(key)) {
      throw new BadInput('Idempotency-Key must be 1 to 255 visible ASCII characters', {
        reason: 'invalid_idempotency_key',
      });
    }
    if (scope.length > 300) throw new BadInput('Idempotency scope too long');
    const hash = requestHash(request.request);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const claimedAt = this.now();
      if (await this.claim(scope, key, hash, claimedAt))
        return { value: await this.execute(scope, key, claimedAt, operation), replayed: false };
      const existing = await this.orm.em.fork().findOne(IdempotencyKey, { scope, key });
      if (!existing) continue; // purged between the two statements: claim again
      if (existing.expiresAt <= this.now()) continue;
      if (existing.requestHash !== hash) throw new IdempotencyKeyReused();
      if (existing.state === 'pending' || !existing.answer) {
        throw new Conflict('A request with this Idempotency-Key is still being processed', {
          reason: 'idempotency_key_in_use',
        });
      }
      const answer = existing.answer as StoredAnswer;
      if (answer.ok) return { value: answer.value as T, replayed: true };
      throw new DomainError(answer.error.code, answer.error.message, answer.error.details);
    }
    throw new Conflict('This Idempotency-Key is changing too fast; try again', {
      reason: 'idempotency_key_in_use',
    });
  }

  /** Drops keys past their TTL (the daily job). */
  async purgeExpired(): Promise<number> {
    const result = await this.orm.em
      .getConnection()
      .execute(`delete from ${TABLE} where "expires_at" <= ?`, [this.now()], 'run');
    return (result as { affectedRows: number }).affectedRows;
  }

  /**
   * Inserts the key as pending, or takes over a row whose TTL ran out or whose first request died
   * (same body, pending past the timeout). True when this request now owns the key.
   */
  private async claim(scope: string, key: string, hash: string, claimedAt: Date): Promise<boolean> {
    const rows: Array<{ scope: string }> = await this.orm.em.getConnection().execute(
      `insert into ${TABLE} ("scope", "key", "request_hash", "state", "answer", "created_at", "expires_at")
       values (?, ?, ?, 'pending', null, ?, ?)
       on conflict ("scope", "key") do update set
         "request_hash" = excluded."request_hash", "state" = 'pending', "answer" = null,
         "created_at" = excluded."created_at", "expires_at" = excluded."expires_at"
       where "idempotency_key"."expires_at" <= excluded."created_at"
          or ("idempotency_key"."state" = 'pending' and "idempotency_key"."created_at" <= ? and "idempotency_key"."request_hash" = excluded."request_hash")
       returning "scope"`,
      [
        scope,
        key,
        hash,
        claimedAt,
        new Date(claimedAt.getTime() + this.ttlMs),
        new Date(claimedAt.getTime() - this.pendingTimeoutMs),
      ],
    );
    return rows.length === 1;
  }

  private async execute<T>(
    scope: string,
    key: string,
    claimedAt: Date,
    operation: () => Promise<T>,
  ): Promise<T> {
    const connection = this.orm.em.getConnection();
    const ours = `"scope" = ? and "key" = ? and "state" = 'pending' and "created_at" = ?`;
    const settle = (answer: StoredAnswer) =>
      connection.execute(
        `update ${TABLE} set "state" = 'done', "answer" = ?::jsonb where ${ours}`,
        [JSON.stringify(answer), scope, key, claimedAt],
        'run',
      );
    let value: T;
    try {
      value = await operation();
    } catch (error) {
      if (error instanceof DomainError) {
        await settle({
          ok: false,
          error: { code: error.code, message: error.message, details: error.details },
        });
      } else {
        await connection
          .execute(`delete from ${TABLE} where ${ours}`, [scope, key, claimedAt], 'run')
          .catch(() => undefined);
      }
      throw error;
    }
    await settle({ ok: true, value: value ?? null });
    return value;
  }
}

export const IDEMPOTENCY_PURGE_JOB = 'idempotency.purge-expired';

/** A daily task that drops expired keys (register with `JobQueue.every('1 day', IDEMPOTENCY_PURGE_JOB)`). */
export function idempotencyJobs(store: IdempotencyStore) {
  return [
    defineJob<JobData>({
      name: IDEMPOTENCY_PURGE_JOB,
      description: 'Drops Idempotency-Keys older than 24 hours',
      concurrency: 1,
      async handler(_data, { logger }) {
        logger.info({ removed: await store.purgeExpired() }, 'expired idempotency keys removed');
      },
    }),
  ];
}

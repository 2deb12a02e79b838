import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { BadInput, NotFound } from '@platform/errors';
import { ApiToken } from '../entities/api-token.entity.js';
import { isUuid } from '../rules/parse-input.js';
import type { CatalogContext } from './catalog-context.js';

export const API_TOKEN_PREFIX = 'ck_';
/** last_used_at is written at most this often per token: a busy integration does not write on every call. */
const LAST_USED_RESOLUTION_MS = 60_000;

export interface ApiTokenView {
  id: string;
  name: string;
  prefix: string;
  scopes: string[];
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
}

export const hashApiToken = (token: string) => createHash('sha256').update(token).digest('hex');

const viewOf = (token: ApiToken): ApiTokenView => ({
  id: token.id,
  name: token.name,
  prefix: token.prefix,
  scopes: token.scopes,
  createdAt: token.createdAt,
  lastUsedAt: token.lastUsedAt ?? null,
  revokedAt: token.revokedAt ?? null,
});

/**
 * The cards API's customer tokens: `ck_` + 32 random bytes (base64url), shown once at creation and
 * stored only as a SHA-256 hash (a token has 256 bits of entropy, so a fast hash is enough), with
 * scopes no wider than the creator's own, revocable, with the last time each was used.
 */
export class ApiTokenService {
  constructor(private readonly context: CatalogContext) {}

  async create(
    owner: string,
    ownerScopes: string[],
    input: { name: string; scopes: string[] },
  ): Promise<{ token: string; apiToken: ApiTokenView }> {
    const scopes = [...new Set(input.scopes)];
    const beyond = scopes.filter((scope) => !ownerScopes.includes(scope));
    if (beyond.length)
      throw new BadInput(`A token cannot carry scopes its creator lacks: ${beyond.join(' ')}`, {
        reason: 'scope_not_held',
        scopes: beyond,
      });
    const token = `${API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
    const em = this.context.orm.em.fork();
    const row = em.create(ApiToken, {
      id: randomUUID(),
      owner,
      name: input.name.trim(),
      tokenHash: hashApiToken(token),
      prefix: token.slice(0, 9),
      scopes,
      createdAt: this.context.now(),
      lastUsedAt: null,
      revokedAt: null,
    });
    await em.flush();
    return { token, apiToken: viewOf(row) };
  }

  async list(owner: string): Promise<ApiTokenView[]> {
    const rows = await this.context.orm.em
      .fork()
      .find(ApiToken, { owner }, { orderBy: { createdAt: 'desc', id: 'asc' } });
    return rows.map(viewOf);
  }

  /** Revokes one of the owner's tokens (another owner's is 404); revoking twice keeps the first time. */
  async revoke(owner: string, id: string): Promise<ApiTokenView> {
    if (!isUuid(id)) throw new NotFound('API token');
    const em = this.context.orm.em.fork();
    const row = await em.findOne(ApiToken, { id, owner });
    if (!row) throw new NotFound('API token');
    row.revokedAt ??= this.context.now();
    await em.flush();
    return viewOf(row);
  }

  /** The gateway's lookup of a presented token: its owner and scopes, or null (unknown, revoked). Marks it used. */
  async authenticate(token: string): Promise<{ id: string; owner: string; scopes: string[] } | null> {
    const now = this.context.now();
    const rows: Array<{ id: string; owner: string; scopes: string[] | string }> = await this.context.orm.em
      .getConnection()
      .execute(
        `update "catalog"."api_token" set "last_used_at" = case when "last_used_at" is null or "last_used_at" < ? then ? else "last_used_at" end
       where "token_hash" = ? and "revoked_at" is null returning "id", "owner", "scopes"`,
        [new Date(now.getTime() - LAST_USED_RESOLUTION_MS), now, hashApiToken(token)],
      );
    const [row] = rows;
    if (!row) return null;
    return {
      id: row.id,
      owner: row.owner,
      scopes: typeof row.scopes === 'string' ? JSON.parse(row.scopes) : row.scopes,
    };
  }
}

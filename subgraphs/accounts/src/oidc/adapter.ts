import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Database } from '@platform/db';
import type { EndedSessions } from '../services/ended-sessions.js';

type Query = Database['pool']['query'];

interface Row {
  payload: AdapterPayload | string;
  expires_at: Date | string | null;
}

const payloadOf = (row: Row | undefined): AdapterPayload | undefined => {
  if (!row) return undefined;
  if (row.expires_at && new Date(row.expires_at).getTime() <= Date.now()) return undefined;
  return typeof row.payload === 'string' ? (JSON.parse(row.payload) as AdapterPayload) : row.payload;
};

/**
 * oidc-provider's storage over accounts.oidc_model: one row per model and id, the payload as jsonb,
 * with the grant, interaction uid and user code beside it for the provider's look-ups. Expired rows
 * read as absent and are swept as new ones are written.
 *
 * Destroying a Grant is how the provider ends a sign-in (logout, refresh-token reuse, revocation of a
 * refresh token): the grant's id is the session's `sid`, recorded ended here before the provider answers.
 */
export class OidcAdapter implements Adapter {
  private static lastSweep = 0;

  constructor(
    private readonly model: string,
    private readonly query: Query,
    private readonly endedSessions: EndedSessions,
  ) {}

  async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
    const expiresAt = expiresIn ? new Date(Date.now() + expiresIn * 1000) : null;
    await this.query(
      `insert into accounts.oidc_model (model, id, payload, grant_id, user_code, uid, expires_at)
       values ($1, $2, $3::jsonb, $4, $5, $6, $7)
       on conflict (model, id) do update set payload = excluded.payload, grant_id = excluded.grant_id,
         user_code = excluded.user_code, uid = excluded.uid, expires_at = excluded.expires_at`,
      [
        this.model,
        id,
        JSON.stringify(payload),
        payload.grantId ?? null,
        payload.userCode ?? null,
        payload.uid ?? null,
        expiresAt,
      ],
    );
    await this.sweep();
  }

  async find(id: string): Promise<AdapterPayload | undefined> {
    return this.findBy('id', id);
  }

  async findByUid(uid: string): Promise<AdapterPayload | undefined> {
    return this.findBy('uid', uid);
  }

  async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    return this.findBy('user_code', userCode);
  }

  async consume(id: string): Promise<void> {
    const consumed = Math.floor(Date.now() / 1000);
    await this.query(
      `update accounts.oidc_model set payload = jsonb_set(payload, '{consumed}', to_jsonb($3::bigint)), consumed_at = now()
       where model = $1 and id = $2`,
      [this.model, id, consumed],
    );
  }

  async destroy(id: string): Promise<void> {
    const { rows } = await this.query(
      `delete from accounts.oidc_model where model = $1 and id = $2 returning payload->>'accountId' as account`,
      [this.model, id],
    );
    const account = (rows[0] as { account: string | null } | undefined)?.account;
    if (this.model === 'Grant' && account) await this.endedSessions.end([id], account);
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    await this.query('delete from accounts.oidc_model where model = $1 and grant_id = $2', [
      this.model,
      grantId,
    ]);
  }

  private async findBy(
    column: 'id' | 'uid' | 'user_code',
    value: string,
  ): Promise<AdapterPayload | undefined> {
    const { rows } = await this.query(
      `select payload, expires_at from accounts.oidc_model where model = $1 and ${column} = $2 limit 1`,
      [this.model, value],
    );
    return payloadOf(rows[0] as Row | undefined);
  }

  /** At most once a minute per process: expired rows go, so the table holds live records only. */
  private async sweep(): Promise<void> {
    const now = Date.now();
    if (now - OidcAdapter.lastSweep < 60_000) return;
    OidcAdapter.lastSweep = now;
    await this.query('delete from accounts.oidc_model where expires_at < now()', []);
  }
}

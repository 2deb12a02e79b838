import type { DomainOrm } from '@platform/db';
import type { EventBus } from '@platform/pubsub';
import { NotFound } from '@platform/errors';
import { User } from '../entities/user.entity.js';
import { IssuedToken } from '../entities/issued-token.entity.js';
import { RevokedToken } from '../entities/revoked-token.entity.js';
import { publishSessionChanged } from './session-events.js';

export interface SessionEndDeps {
  orm: DomainOrm;
  bus: EventBus;
  /** The provider's sign-in sessions (ended-sessions.ts): their grants and tokens end with the rest. */
  providerSessions?: { endAllOf(accountUuid: string): Promise<unknown> };
}

export interface EndSessionsOptions {
  /** A tab-API token that stays valid: the one that proved the current password to change it. */
  keepTokenId?: string;
}

/**
 * Ends every session of the account: what a password change or reset calls. Each tab-API token
 * issued at login and not yet expired is revoked, as logout revokes one; the provider's sign-ins
 * end (every token derived from them is refused from then on); gateways drop what they cached about
 * the account's sessions. One place, so a new kind of session is ended for every caller at once.
 */
export async function endAllSessionsOf(
  accountUuid: string,
  { orm, bus, providerSessions }: SessionEndDeps,
  { keepTokenId }: EndSessionsOptions = {},
): Promise<void> {
  const user = await orm.em.fork().findOne(User, { uuid: accountUuid }, { fields: ['id'] });
  if (!user) throw new NotFound('Account');
  const userId = user.id;
  await orm.em.fork().transactional(async (em) => {
    const now = new Date();
    const kept = keepTokenId ? { tokenId: { $ne: keepTokenId } } : {};
    const live = await em.find(
      IssuedToken,
      { userId, ...kept, expiresAt: { $gt: now } },
      { fields: ['tokenId', 'expiresAt'] },
    );
    if (live.length) {
      await em.upsertMany(
        RevokedToken,
        live.map(({ tokenId, expiresAt }) => ({ tokenId, userId, expiresAt, revokedAt: now })),
      );
    }
    await em.nativeDelete(IssuedToken, { userId, ...kept });
  });
  await providerSessions?.endAllOf(accountUuid);
  await publishSessionChanged(bus, userId);
}

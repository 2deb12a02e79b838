import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { DomainOrm } from '@platform/db';
import type { EventBus } from '@platform/pubsub';
import { Conflict, NotFound } from '@platform/errors';
import { USER_DELETED_TOPIC, type UserDeleted } from '@platform/subgraph-kit';
import { User } from '../entities/user.entity.js';
import { Device } from '../entities/device.entity.js';
import { RevokedToken } from '../entities/revoked-token.entity.js';
import { IssuedToken } from '../entities/issued-token.entity.js';
import { normalizeEmail, normalizeUsername } from './account-input.js';
import { tierForStatus } from './plan.service.js';
import { publishSessionChanged } from './session-events.js';

export interface SubscriptionChange {
  userId: number;
  status: string;
  provider: string;
  /** undefined leaves the stored period end as it is (the event did not carry one). */
  currentPeriodEnd?: Date | null;
  /** The provider's time of the event; when given, the change applies only over an older (or no) event. */
  occurredAt?: Date;
}

/** The account record: reading it, changing profile fields and the subscription, deleting it. */
export class UserService {
  constructor(
    private readonly orm: DomainOrm,
    private readonly bus: EventBus,
  ) {}

  find(userId: number): Promise<User | null> {
    return this.orm.em.fork().findOne(User, { id: userId });
  }

  async get(userId: number): Promise<User> {
    const user = await this.find(userId);
    if (!user) throw new NotFound('User');
    return user;
  }

  async updateUsername(userId: number, raw: string): Promise<string> {
    const username = normalizeUsername(raw);
    await this.update(userId, { username }, 'Username already exists');
    return username;
  }

  async updateEmail(userId: number, raw: string): Promise<string> {
    const email = normalizeEmail(raw);
    const current = await this.get(userId);
    // A verification proves one address: a new one starts unverified.
    if (current.email !== email)
      await this.update(userId, { email, emailVerifiedAt: null }, 'Email already exists');
    return email;
  }

  /**
   * One UPDATE, so planTier and status can never be written apart. False when the user is gone;
   * 'stale' when the event is older than the one applied last (providers retry and do not promise
   * order: a late retry of an update must not undo a later cancellation).
   */
  async applySubscription(change: SubscriptionChange): Promise<boolean | 'stale'> {
    const data: Partial<User> = {
      subscriptionStatus: change.status,
      subscriptionProvider: change.provider,
      planTier: tierForStatus(change.status),
      updatedAt: new Date(),
    };
    if (change.currentPeriodEnd !== undefined) data.subscriptionCurrentPeriodEnd = change.currentPeriodEnd;
    if (change.occurredAt) data.subscriptionEventAt = change.occurredAt;
    const em = this.orm.em.fork();
    const where = change.occurredAt
      ? {
          id: change.userId,
          $or: [{ subscriptionEventAt: null }, { subscriptionEventAt: { $lte: change.occurredAt } }],
        }
      : { id: change.userId };
    const updated = await em.nativeUpdate(User, where, data);
    if (updated) await publishSessionChanged(this.bus, change.userId);
    if (!updated && change.occurredAt && (await em.count(User, { id: change.userId }))) return 'stale';
    return updated > 0;
  }

  /**
   * Other domains delete first (in embedded mode `publish` awaits their handlers), so their records
   * are gone before the account that owns them; if the bus itself fails, the account stays and the
   * user can retry.
   */
  async deleteAccount(userId: number): Promise<void> {
    await this.get(userId);
    await this.bus.publish<UserDeleted>(USER_DELETED_TOPIC, { userId });
    const em = this.orm.em.fork();
    await em.nativeDelete(Device, { userId });
    await em.nativeDelete(RevokedToken, { userId });
    await em.nativeDelete(IssuedToken, { userId });
    await em.nativeDelete(User, { id: userId });
    await publishSessionChanged(this.bus, userId);
  }

  private async update(userId: number, data: Partial<User>, conflictMessage: string): Promise<void> {
    try {
      const updated = await this.orm.em
        .fork()
        .nativeUpdate(User, { id: userId }, { ...data, updatedAt: new Date() });
      if (!updated) throw new NotFound('User');
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw new Conflict(conflictMessage);
      throw error;
    }
  }
}

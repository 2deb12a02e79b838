import { randomUUID } from 'node:crypto';
import DataLoader from 'dataloader';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { DomainOrm } from '@platform/db';
import { BadInput, Conflict, NotFound } from '@platform/errors';
import { User } from '../entities/user.entity.js';
import {
  HANDLE_PATTERN,
  defaultHandleBase,
  handleCandidates,
  normalizeDisplayName,
  normalizeHandle,
} from './handle-rules.js';

/** The public face of an account, as the Account type shows it. */
export interface AccountRecord {
  id: string;
  handle: string;
  displayName: string | null;
}

export const toAccount = (user: Pick<User, 'uuid' | 'handle' | 'displayName'>): AccountRecord => ({
  id: user.uuid,
  handle: user.handle,
  displayName: user.displayName ?? null,
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const PUBLIC_FIELDS = ['uuid', 'handle', 'displayName'] as const;

/** Reading accounts by id or handle, a new account's identity, and changing one's own handle and name. */
export class AccountProfileService {
  /** One loader per request context: the references of one request become one query. */
  private readonly loaders = new WeakMap<object, DataLoader<string, AccountRecord | null>>();

  constructor(private readonly orm: DomainOrm) {}

  /** Batches every Account reference of the request into one `where uuid in (…)`. */
  load(context: object, id: string): Promise<AccountRecord | null> {
    let loader = this.loaders.get(context);
    if (!loader) {
      loader = new DataLoader((ids) => this.byIds(ids));
      this.loaders.set(context, loader);
    }
    return loader.load(id);
  }

  async byIds(ids: readonly string[]): Promise<Array<AccountRecord | null>> {
    // A malformed id is no account; the uuid column would refuse it as a query error instead.
    const wanted = [...new Set(ids.filter((id) => UUID.test(id)).map((id) => id.toLowerCase()))];
    const users = wanted.length
      ? await this.orm.em.fork().find(User, { uuid: { $in: wanted } }, { fields: [...PUBLIC_FIELDS] })
      : [];
    const byUuid = new Map(users.map((user) => [user.uuid.toLowerCase(), toAccount(user)]));
    return ids.map((id) => byUuid.get(id.toLowerCase()) ?? null);
  }

  async byHandle(raw: string): Promise<AccountRecord | null> {
    const handle = raw.trim().toLowerCase();
    if (!HANDLE_PATTERN.test(handle)) return null;
    const user = await this.orm.em.fork().findOne(User, { handle }, { fields: [...PUBLIC_FIELDS] });
    return user ? toAccount(user) : null;
  }

  async ofUser(userId: number): Promise<AccountRecord> {
    const user = await this.orm.em.fork().findOne(User, { id: userId }, { fields: [...PUBLIC_FIELDS] });
    if (!user) throw new NotFound('User');
    return toAccount(user);
  }

  /**
   * A new account's uuid and the first free default handle (handle-rules.ts); the unique index
   * still decides under races, and sign-up asks again when it loses one.
   */
  async newIdentity(email: string): Promise<{ uuid: string; handle: string }> {
    const candidates = handleCandidates(defaultHandleBase(email));
    const taken = await this.orm.em
      .fork()
      .find(User, { handle: { $in: candidates } }, { fields: ['id', 'handle'] });
    const used = new Set(taken.map((user) => user.handle));
    const handle = candidates.find((candidate) => !used.has(candidate)) ?? `u${randomUUID().slice(0, 8)}`;
    return { uuid: randomUUID(), handle };
  }

  /** Changes what is given: a handle another account holds is a conflict; an empty name clears it. */
  async update(
    userId: number,
    input: { handle?: string | null; displayName?: string | null },
  ): Promise<AccountRecord> {
    const data: Partial<User> = {};
    if (input.handle === null) throw new BadInput('Handle cannot be removed', { field: 'handle' });
    if (input.handle !== undefined) data.handle = normalizeHandle(input.handle);
    if (input.displayName !== undefined) data.displayName = normalizeDisplayName(input.displayName);
    if (Object.keys(data).length) {
      try {
        const updated = await this.orm.em
          .fork()
          .nativeUpdate(User, { id: userId }, { ...data, updatedAt: new Date() });
        if (!updated) throw new NotFound('User');
      } catch (error) {
        if (error instanceof UniqueConstraintViolationException) throw new Conflict('Handle already taken');
        throw error;
      }
    }
    return this.ofUser(userId);
  }
}

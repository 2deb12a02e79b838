import type { DomainOrm } from '@platform/db';
import type { EventBus } from '@platform/pubsub';
import { User } from '../entities/user.entity.js';
import { publishSessionChanged } from './session-events.js';

/**
 * The admin role comes from the operator only: ADMIN_EMAILS (applied at start and at sign-up) or
 * `npm run admin -- grant|revoke <email>`; sign-up input never sets it.
 */
export class AdminRole {
  constructor(
    private readonly orm: DomainOrm,
    private readonly bus?: EventBus,
  ) {}

  /** Grants or revokes; false when no account has the address. */
  async set(rawEmail: string, admin: boolean): Promise<boolean> {
    const email = rawEmail.trim().toLowerCase();
    const em = this.orm.em.fork();
    const user = await em.findOne(User, { email }, { fields: ['id', 'admin'] });
    if (!user) return false;
    if (user.admin !== admin) {
      await em.nativeUpdate(User, { id: user.id }, { admin, updatedAt: new Date() });
      if (this.bus) await publishSessionChanged(this.bus, user.id);
    }
    return true;
  }

  /** ADMIN_EMAILS at start: the accounts that exist get the role; the others get it when they sign up. */
  async applyConfigured(emails: readonly string[]): Promise<number> {
    if (!emails.length) return 0;
    return this.orm.em
      .fork()
      .nativeUpdate(
        User,
        { email: { $in: [...emails] }, admin: false },
        { admin: true, updatedAt: new Date() },
      );
  }
}

import { createHash, randomBytes } from 'node:crypto';
import argon2 from 'argon2';
import type { Logger } from 'pino';
import type { DomainOrm } from '@platform/db';
import type { Config } from '@platform/config';
import { BadInput, NotFound } from '@platform/errors';
import { User } from '../entities/user.entity.js';
import { AccountLinkToken, type LinkPurpose } from '../entities/account-link-token.entity.js';
import { checkPassword } from './account-input.js';
import type { Mailer } from './mailer.js';
import type { AccountLinkThrottles } from './account-link-throttles.js';
import { endAllSessionsOf, type SessionEndDeps } from './end-all-sessions.js';

type LinkSettings = Pick<
  Config,
  'ACCOUNT_LINK_BASE_URL' | 'EMAIL_VERIFICATION_TTL_MINUTES' | 'PASSWORD_RESET_TTL_MINUTES'
>;

const INVALID_LINK = 'This link is invalid, expired or already used';

/** The token travels in the link only; the table keeps its SHA-256, so a copy of the table opens no account. */
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

const PAGES: Record<LinkPurpose, string> = {
  'verify-email': 'verify-email',
  'password-reset': 'reset-password',
};

/**
 * E-mail verification and password reset through single-use, expiring links. A link's token is 32
 * random bytes: unguessable, so it needs no signature of its own, and worthless once its row is
 * used or expired. Redeeming is one conditional UPDATE, so two uses racing cannot both succeed.
 */
export class AccountLinksService {
  constructor(
    private readonly orm: DomainOrm,
    private readonly sessionEnd: SessionEndDeps,
    private readonly settings: LinkSettings,
    private readonly mailer: Mailer,
    private readonly throttles: AccountLinkThrottles,
    private readonly logger: Logger,
  ) {}

  /** Sign-up's verification mail: a failure to send is logged, and the account can ask again. */
  async welcome(userId: number): Promise<void> {
    await this.sendVerification(userId).catch((error: unknown) =>
      this.logger.error({ err: error, userId }, 'verification mail failed'),
    );
  }

  /** One verification mail, not throttled (sign-up sends one per new account). */
  async sendVerification(userId: number): Promise<void> {
    const user = await this.orm.em.fork().findOne(User, { id: userId }, { fields: ['id', 'email'] });
    if (!user) throw new NotFound('User');
    const link = await this.issue(user.id, user.email, 'verify-email');
    await this.mailer.send({
      to: user.email,
      subject: 'Confirm your e-mail address',
      text:
        `Open this link to confirm ${user.email} for your account:\n\n${link}\n\n` +
        `It works once, for ${this.settings.EMAIL_VERIFICATION_TTL_MINUTES} minutes. ` +
        'If you did not sign up, ignore this message.',
    });
  }

  /** A new link for the caller; throttled per account and per client address. */
  async requestVerification(userId: number, clientAddress?: string): Promise<'sent' | 'verified'> {
    await this.throttles.verificationRequests.begin(String(userId), clientAddress);
    const user = await this.orm.em
      .fork()
      .findOne(User, { id: userId }, { fields: ['id', 'emailVerifiedAt'] });
    if (!user) throw new NotFound('User');
    if (user.emailVerifiedAt) return 'verified';
    await this.sendVerification(userId);
    return 'sent';
  }

  /** Marks the address verified when it is still the one the link was sent to. */
  async verifyEmail(token: string, clientAddress?: string): Promise<void> {
    const attempt = await this.throttles.linkUses.begin(undefined, clientAddress);
    const used = await this.redeem(token, 'verify-email');
    const updated = await this.orm.em
      .fork()
      .nativeUpdate(User, { id: used.userId, email: used.email }, { emailVerifiedAt: new Date() });
    if (!updated) throw new BadInput('This link was sent to an address the account no longer uses');
    await attempt.succeeded();
  }

  /**
   * Mails a reset link when an account has the address. The caller learns nothing either way: the
   * answer is the same, the throttle counts the address whether or not it is an account's, and the
   * mail is sent after the answer, so its time does not tell either.
   */
  async requestPasswordReset(rawEmail: string, clientAddress?: string): Promise<void> {
    const email = rawEmail.trim().toLowerCase();
    await this.throttles.resetRequests.begin(email, clientAddress);
    const user = await this.orm.em.fork().findOne(User, { email }, { fields: ['id', 'email'] });
    if (!user) return;
    void this.sendReset(user.id, user.email).catch((error: unknown) =>
      this.logger.error({ err: error, userId: user.id }, 'password reset mail failed'),
    );
  }

  /**
   * Sets the new password, ends every session of the account (endAllSessionsOf), and counts the
   * address as verified: the link proved the mailbox. The password is checked before the link is
   * used, so a refused password leaves the link usable.
   */
  async resetPassword(token: string, newPassword: string, clientAddress?: string): Promise<void> {
    checkPassword(newPassword, 'newPassword');
    const attempt = await this.throttles.linkUses.begin(undefined, clientAddress);
    const used = await this.redeem(token, 'password-reset');
    const passwordHash = await argon2.hash(newPassword);
    const em = this.orm.em.fork();
    const user = await em.findOne(User, { id: used.userId }, { fields: ['id', 'uuid', 'email'] });
    if (!user) throw new BadInput(INVALID_LINK, { field: 'token' });
    const now = new Date();
    await em.nativeUpdate(
      User,
      { id: user.id },
      { passwordHash, updatedAt: now, ...(user.email === used.email ? { emailVerifiedAt: now } : {}) },
    );
    await endAllSessionsOf(user.uuid, this.sessionEnd);
    await attempt.succeeded();
  }

  private async sendReset(userId: number, email: string): Promise<void> {
    const link = await this.issue(userId, email, 'password-reset');
    await this.mailer.send({
      to: email,
      subject: 'Reset your password',
      text:
        `Open this link to choose a new password:\n\n${link}\n\n` +
        `It works once, for ${this.settings.PASSWORD_RESET_TTL_MINUTES} minutes, and signs you out everywhere. ` +
        'If you did not ask for it, ignore this message: your password stays as it is.',
    });
  }

  /** A fresh link; earlier unused links of the same purpose stop working, and expired rows are swept. */
  private async issue(userId: number, email: string, purpose: LinkPurpose): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const minutes =
      purpose === 'verify-email'
        ? this.settings.EMAIL_VERIFICATION_TTL_MINUTES
        : this.settings.PASSWORD_RESET_TTL_MINUTES;
    const now = new Date();
    const em = this.orm.em.fork();
    await em.nativeDelete(AccountLinkToken, { expiresAt: { $lt: now } });
    await em.nativeDelete(AccountLinkToken, { userId, purpose, usedAt: null });
    await em.insert(AccountLinkToken, {
      tokenHash: hashOf(token),
      userId,
      purpose,
      email,
      expiresAt: new Date(now.getTime() + minutes * 60_000),
      createdAt: now,
    });
    const url = new URL(PAGES[purpose], this.settings.ACCOUNT_LINK_BASE_URL.replace(/\/?$/, '/'));
    url.searchParams.set('token', token);
    return url.toString();
  }

  /** Marks the link used, in the same statement that checks it is unused and unexpired. */
  private async redeem(token: string, purpose: LinkPurpose): Promise<{ userId: number; email: string }> {
    const now = new Date();
    const rows: Array<{ user_id: number; email: string }> = await this.orm.em.getConnection().execute(
      `update accounts.account_link_tokens set used_at = ?
         where token_hash = ? and purpose = ? and used_at is null and expires_at > ?
         returning user_id, email`,
      [now, hashOf(token.trim()), purpose, now],
    );
    if (!rows.length) throw new BadInput(INVALID_LINK, { field: 'token' });
    return { userId: Number(rows[0].user_id), email: rows[0].email };
  }
}

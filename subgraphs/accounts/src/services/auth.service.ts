import argon2 from 'argon2';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { DomainOrm } from '@platform/db';
import type { EventBus } from '@platform/pubsub';
import type { Config } from '@platform/config';
import { AccessTokens, realmSecret, type TabsUser } from '@platform/auth';
import { Conflict, NotFound, Unauthenticated } from '@platform/errors';
import { User } from '../entities/user.entity.js';
import { RevokedToken } from '../entities/revoked-token.entity.js';
import { IssuedToken } from '../entities/issued-token.entity.js';
import { checkPassword, normalizeEmail, normalizeUsername } from './account-input.js';
import { tokenLifetimeMs } from './token-lifetime.js';
import { publishSessionChanged } from './session-events.js';
import { LoginThrottle } from './login-throttle.js';
import { endAllSessionsOf, type SessionEndDeps } from './end-all-sessions.js';
import { AccountProfileService } from './account-profile.service.js';

const INVALID_LOGIN = 'Invalid email or password';

/** Registration, login, logout (token revocation) and password changes. */
export class AuthService {
  private readonly tokens: AccessTokens;
  private readonly revocationTtlMs: number;
  /** Verified against when the e-mail is unknown, so both failures take the same time. */
  private decoyHash?: Promise<string>;

  constructor(
    private readonly orm: DomainOrm,
    private readonly bus: EventBus,
    private readonly config: Config,
    private readonly profiles = new AccountProfileService(orm),
    private readonly throttle = new LoginThrottle(orm),
    private readonly sessionEnd: SessionEndDeps = { orm, bus },
  ) {
    this.tokens = new AccessTokens(realmSecret(config, 'tabs'), config.JWT_EXPIRES_IN);
    this.revocationTtlMs = tokenLifetimeMs(config.JWT_EXPIRES_IN);
  }

  async register(input: { username: string; email: string; password: string }): Promise<number> {
    const username = normalizeUsername(input.username);
    const email = normalizeEmail(input.email);
    const password = checkPassword(input.password);
    const em = this.orm.em.fork();
    // Saves hashing for the common duplicate; the unique constraints still decide under races.
    await this.assertAvailable(username, email);
    const passwordHash = await argon2.hash(password);
    // The admin role comes only from ADMIN_EMAILS here, never from anything the request carries.
    const admin = this.config.ADMIN_EMAILS.includes(email);
    // A lost race for the default handle picks another; one for the username or e-mail is a conflict.
    for (let attempt = 0; ; attempt++) {
      const identity = await this.profiles.newIdentity(email);
      try {
        const now = new Date();
        return await em.insert(User, {
          ...identity,
          username,
          email,
          passwordHash,
          admin,
          createdAt: now,
          updatedAt: now,
        });
      } catch (error) {
        if (!(error instanceof UniqueConstraintViolationException)) throw error;
        await this.assertAvailable(username, email);
        if (attempt >= 2) throw new Conflict('Username or email already exists');
      }
    }
  }

  /**
   * Throttled per account and per client address (login-throttle.ts) before any password is
   * verified: each alias of a request and each socket message is one attempt.
   */
  async login(
    rawEmail: string,
    password: string,
    clientAddress?: string,
  ): Promise<{ token: string; expiresAt: Date }> {
    const email = rawEmail.trim().toLowerCase();
    const attempt = await this.throttle.begin(email, clientAddress);
    const user = await this.orm.em.fork().findOne(User, { email }, { fields: ['id', 'passwordHash'] });
    const valid = await argon2.verify(user?.passwordHash ?? (await this.decoy()), password);
    if (!user || !valid) throw new Unauthenticated(INVALID_LOGIN);
    await attempt.succeeded();
    await this.throttle.sweep();
    const { token, claims } = await this.tokens.issue(user.id);
    // Recorded so a password change can revoke it; expired records are swept here.
    const em = this.orm.em.fork();
    await em.nativeDelete(IssuedToken, { expiresAt: { $lt: new Date() } });
    await em.insert(IssuedToken, { tokenId: claims.tokenId, userId: user.id, expiresAt: claims.expiresAt });
    return { token, expiresAt: claims.expiresAt };
  }

  /** Revoked until the token could have expired anyway; expired revocations are swept here. */
  async logout(identity: TabsUser): Promise<void> {
    const em = this.orm.em.fork();
    const now = new Date();
    await em.nativeDelete(RevokedToken, { expiresAt: { $lt: now } });
    await em.upsert(RevokedToken, {
      tokenId: identity.tokenId,
      userId: identity.userId,
      expiresAt: new Date(now.getTime() + this.revocationTtlMs),
      revokedAt: now,
    });
    await publishSessionChanged(this.bus, identity.userId);
  }

  /**
   * Revokes every other token the user logged in with, as logout does for one. The token that made
   * the change stays valid: the client that proved the current password keeps its session.
   */
  async changePassword(caller: TabsUser, currentPassword: string, newPassword: string): Promise<void> {
    const { userId, tokenId } = caller;
    checkPassword(newPassword, 'newPassword');
    const user = await this.orm.em
      .fork()
      .findOne(User, { id: userId }, { fields: ['id', 'uuid', 'passwordHash'] });
    if (!user) throw new NotFound('User');
    if (!(await argon2.verify(user.passwordHash, currentPassword)))
      throw new Unauthenticated('Current password is incorrect');
    const passwordHash = await argon2.hash(newPassword);
    await this.orm.em.fork().nativeUpdate(User, { id: userId }, { passwordHash, updatedAt: new Date() });
    await endAllSessionsOf(user.uuid, this.sessionEnd, { keepTokenId: tokenId });
  }

  private async assertAvailable(username: string, email: string): Promise<void> {
    const em = this.orm.em.fork();
    const taken = await em.find(User, { $or: [{ username }, { email }] }, { fields: ['username', 'email'] });
    if (taken.some((u) => u.username === username)) throw new Conflict('Username already exists');
    if (taken.some((u) => u.email === email)) throw new Conflict('Email already exists');
  }

  private decoy(): Promise<string> {
    this.decoyHash ??= argon2.hash('decoy-password-for-unknown-emails');
    return this.decoyHash;
  }
}

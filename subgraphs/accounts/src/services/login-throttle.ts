import type { DomainOrm } from '@platform/db';
import { RateLimited } from '@platform/errors';

/**
 * Failed sign-ins allowed per account (its e-mail, known or not) and per client address in one
 * window; docs/security/websocket.md lists the numbers, which hold on every transport alike (GraphQL
 * over HTTP and WebSocket, the tabs API's POST /api/auth/login), since they all reach AuthService.login.
 */
export const LOGIN_THROTTLE = {
  perAccount: 10,
  perAddress: 30,
  windowMs: 15 * 60 * 1000,
} as const;

export type LoginThrottleLimits = {
  perAccount: number;
  perAddress: number;
  windowMs: number;
  /** Keeps another throttle's windows apart in the shared table (account-link-throttles.ts). */
  keyPrefix?: string;
  /** What the refusal says was too many; failed sign-in attempts by default. */
  counted?: string;
};

interface Slot {
  key: string;
  resetAt: Date;
}

/**
 * Takes one slot of a fixed window, or none when the window is full: one statement, so parallel
 * attempts (aliases of a request, sockets, replicas of the accounts subgraph) cannot all read "one
 * slot left". A window that has ended starts again at 1.
 */
const TAKE_SLOT = `
  insert into accounts.login_attempt_window as w (key, attempts, reset_at) values (?, 1, ?)
  on conflict (key) do update set
    attempts = case when w.reset_at <= ? then 1 else w.attempts + 1 end,
    reset_at = case when w.reset_at <= ? then excluded.reset_at else w.reset_at end
  where w.reset_at <= ? or w.attempts < ?
  returning reset_at`;

/**
 * Fixed-window counters of login attempts, kept in the accounts schema so every replica counts
 * against the same allowance. An attempt takes its slot before the password is verified (aliases
 * of one request, parallel sockets: each is counted as it starts, so none slips past while the
 * others are still hashing) and gives it back when the password was right: only failures use the
 * allowance up.
 */
export class LoginThrottle {
  constructor(
    private readonly orm: DomainOrm,
    private readonly limits: LoginThrottleLimits = LOGIN_THROTTLE,
    private readonly now: () => number = Date.now,
  ) {}

  /** Takes a slot for the account and the address, each when known; throws RateLimited when either is used up. */
  async begin(
    account: string | undefined,
    address: string | undefined,
  ): Promise<{ succeeded(): Promise<void> }> {
    const prefix = this.limits.keyPrefix ?? '';
    const wanted: Array<[string, number, string]> = [];
    if (account) wanted.push([`${prefix}account:${account}`, this.limits.perAccount, 'account']);
    if (address) wanted.push([`${prefix}address:${address}`, this.limits.perAddress, 'address']);
    const taken: Slot[] = [];
    for (const [key, limit, what] of wanted) {
      const slot = await this.take(key, limit);
      if ('refusedUntil' in slot) {
        await this.giveBack(taken);
        const retryAfter = Math.max(1, Math.ceil((slot.refusedUntil.getTime() - this.now()) / 1000));
        throw new RateLimited(
          `Too many ${this.limits.counted ?? 'failed sign-in attempts'} for this ${what}: try again in ${retryAfter} s`,
          retryAfter,
        );
      }
      taken.push(slot);
    }
    return { succeeded: () => this.giveBack(taken) };
  }

  /** Drops windows that ended; a successful sign-in calls it, so the table holds only live windows. */
  async sweep(): Promise<void> {
    await this.orm.em
      .getConnection()
      .execute('delete from accounts.login_attempt_window where reset_at <= ?', [new Date(this.now())]);
  }

  private async take(key: string, limit: number): Promise<Slot | { refusedUntil: Date }> {
    const now = new Date(this.now());
    const connection = this.orm.em.getConnection();
    const rows: Array<{ reset_at: Date | string }> = await connection.execute(TAKE_SLOT, [
      key,
      new Date(now.getTime() + this.limits.windowMs),
      now,
      now,
      now,
      limit,
    ]);
    if (rows.length > 0) return { key, resetAt: new Date(rows[0].reset_at) };
    const [window]: Array<{ reset_at: Date | string }> = await connection.execute(
      'select reset_at from accounts.login_attempt_window where key = ?',
      [key],
    );
    return { refusedUntil: new Date(window?.reset_at ?? now) };
  }

  /** Only within the window the slot was taken in: a new window owes nothing to an old attempt. */
  private async giveBack(slots: Slot[]): Promise<void> {
    const connection = this.orm.em.getConnection();
    for (const slot of slots) {
      await connection.execute(
        'update accounts.login_attempt_window set attempts = greatest(attempts - 1, 0) where key = ? and reset_at = ?',
        [slot.key, slot.resetAt],
      );
    }
  }
}

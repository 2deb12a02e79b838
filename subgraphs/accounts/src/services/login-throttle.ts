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

interface Window {
  count: number;
  resetAt: number;
}

/** Beyond this many counters, expired ones are swept before a new one is added. */
const SWEEP_ABOVE = 10_000;

/**
 * Fixed-window counters of login attempts. An attempt takes its slot before the password is verified
 * (aliases of one request, parallel sockets: each is counted as it starts, so none slips past while
 * the others are still hashing) and gives it back when the password was right: only failures use the
 * allowance up. Counted in this process (the accounts subgraph's).
 */
export class LoginThrottle {
  private readonly windows = new Map<string, Window>();

  constructor(
    private readonly limits: { perAccount: number; perAddress: number; windowMs: number } = LOGIN_THROTTLE,
    private readonly now: () => number = Date.now,
  ) {}

  /** Takes a slot for the account and, when known, the address; throws RateLimited when either is used up. */
  begin(account: string, address: string | undefined): { succeeded(): void } {
    const keys: Array<[string, number]> = [[`account:${account}`, this.limits.perAccount]];
    if (address) keys.push([`address:${address}`, this.limits.perAddress]);
    const now = this.now();
    const windows = keys.map(([key]) => this.windowOf(key, now));
    const full = windows.findIndex((window, i) => window.count >= keys[i][1]);
    if (full >= 0) {
      const retryAfter = Math.max(1, Math.ceil((windows[full].resetAt - now) / 1000));
      throw new RateLimited(`Too many failed sign-in attempts for this ${full === 0 ? 'account' : 'address'}: try again in ${retryAfter} s`, retryAfter);
    }
    for (const window of windows) window.count += 1;
    return {
      succeeded: () => {
        for (const window of windows) window.count = Math.max(0, window.count - 1);
      },
    };
  }

  private windowOf(key: string, now: number): Window {
    let window = this.windows.get(key);
    if (window && window.resetAt > now) return window;
    if (!window && this.windows.size >= SWEEP_ABOVE) {
      for (const [k, w] of this.windows) if (w.resetAt <= now) this.windows.delete(k);
    }
    window = { count: 0, resetAt: now + this.limits.windowMs };
    this.windows.set(key, window);
    return window;
  }
}

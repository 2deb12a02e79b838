import { describe, it, expect, jest, afterEach } from '@jest/globals';
import { tabsIdentity, type Identity, type RequestContext } from '@platform/auth';
import { Unauthenticated } from '@platform/errors';
import { createLogger } from '@platform/observability';
import type { SessionResolver } from './session-resolver.js';
import { CLOSE_TOKEN_EXPIRED, CLOSE_TOKEN_REVOKED, SubscriptionSessions } from './subscription-sessions.js';

/** The part of SessionResolver the watcher uses, with the session change under the test's control. */
function fakeSessions(resolve: (...args: unknown[]) => Promise<unknown>) {
  let changed: (userId: number) => void = () => undefined;
  let ended: (sid: string) => void = () => undefined;
  /** Sessions the provider has ended (what assertSessionOpen asks). */
  const endedSessions = new Set<string>();
  const sessions = {
    resolve: jest.fn(resolve),
    onSessionChanged: (listener: (userId: number) => void) => {
      changed = listener;
      return () => undefined;
    },
    onSessionEnded: (listener: (sid: string) => void) => {
      ended = listener;
      return () => undefined;
    },
    assertSessionOpen: jest.fn(async (sid?: string) => {
      if (sid && endedSessions.has(sid)) throw new Unauthenticated('Session has ended: sign in again');
    }),
  };
  return {
    sessions: sessions as unknown as SessionResolver,
    change: (userId: number) => changed(userId),
    end: (sid: string) => {
      endedSessions.add(sid);
      ended(sid);
    },
    resolveMock: sessions.resolve,
    sessionCheck: sessions.assertSessionOpen,
  };
}

/** A ck_ customer token's identity: it never expires, it is revoked. */
const cardsIdentity: Identity = {
  realm: 'cards',
  subject: 'u1',
  tokenId: 't1',
  scopes: ['cards:read'],
  tier: null,
  expiresAt: 253_402_300_799,
  extras: { tokenUse: 'customer' },
};

const contextExpiringIn = (seconds: number): RequestContext => ({
  requestId: 'r',
  internal: false,
  identity: tabsIdentity(
    { userId: 3, tokenId: 't', plan: 'free', devices: 0, deviceBlocked: false },
    Math.floor(Date.now() / 1000) + seconds,
  ),
});

describe('SubscriptionSessions', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('closes with 4401 at expiry, even for an expiry beyond the longest timer delay (30 days)', () => {
    jest.useFakeTimers();
    const { sessions } = fakeSessions(async () => null);
    const watcher = new SubscriptionSessions(sessions, createLogger('silent'), {
      recheckMs: 24 * 3600 * 1000,
    });
    const close = jest.fn();
    watcher.watch({ close }, contextExpiringIn(30 * 24 * 3600), 'Bearer x');
    jest.advanceTimersByTime(29 * 24 * 3600 * 1000);
    expect(close).not.toHaveBeenCalled();
    jest.advanceTimersByTime(24 * 3600 * 1000 + 1000);
    expect(close).toHaveBeenCalledWith(CLOSE_TOKEN_EXPIRED, 'Token expired');
    watcher.close();
  });

  it('re-checks on a session change: closes with 4403 when revoked, takes the new plan otherwise, stops after unwatch', async () => {
    let answer: () => Promise<unknown> = async () =>
      tabsIdentity({ userId: 3, tokenId: 't', plan: 'pro', devices: 0, deviceBlocked: false });
    const { sessions, change, resolveMock } = fakeSessions(() => answer());
    const watcher = new SubscriptionSessions(sessions, createLogger('silent'));
    const close = jest.fn();
    const context = contextExpiringIn(3600);
    const unwatch = watcher.watch({ close }, context, 'Bearer x');
    change(4); // another user
    expect(resolveMock).not.toHaveBeenCalled();
    change(3);
    await new Promise((resolve) => setImmediate(resolve));
    expect(context.identity?.tier).toBe('pro');
    expect(resolveMock).toHaveBeenCalledWith('Bearer x', undefined, 'r', undefined, true);
    answer = async () => {
      throw new Unauthenticated('Token has been revoked');
    };
    change(3);
    await new Promise((resolve) => setImmediate(resolve));
    expect(close).toHaveBeenCalledWith(CLOSE_TOKEN_REVOKED, 'Token has been revoked');
    unwatch();
    change(3);
    expect(resolveMock).toHaveBeenCalledTimes(2);
    watcher.close();
  });

  it('re-checks every token on the interval, once per token: a revoked one closes its sockets with 4403, the others stay', async () => {
    jest.useFakeTimers();
    const revoked = new Set<string>();
    const { sessions, resolveMock } = fakeSessions(async (authorization) => {
      if (revoked.has(String(authorization))) throw new Unauthenticated('Invalid or revoked API token');
      return cardsIdentity;
    });
    const watcher = new SubscriptionSessions(sessions, createLogger('silent'), { recheckMs: 1000 });
    const [first, second, other] = [jest.fn(), jest.fn(), jest.fn()];
    const context = (): RequestContext => ({ requestId: 'r', internal: false, identity: cardsIdentity });
    watcher.watch({ close: first }, context(), 'Bearer ck_a');
    watcher.watch({ close: second }, context(), 'Bearer ck_a');
    watcher.watch({ close: other }, context(), 'Bearer ck_b');
    revoked.add('Bearer ck_a');
    await jest.advanceTimersByTimeAsync(1000);
    expect(resolveMock).toHaveBeenCalledTimes(2);
    // The interval may take the session cache's answer (dropped on every announced change); an announced change never does.
    expect(resolveMock).toHaveBeenCalledWith('Bearer ck_b', undefined, 'r', undefined, false);
    expect(first).toHaveBeenCalledWith(CLOSE_TOKEN_REVOKED, 'Invalid or revoked API token');
    expect(second).toHaveBeenCalledWith(CLOSE_TOKEN_REVOKED, 'Invalid or revoked API token');
    expect(other).not.toHaveBeenCalled();
    watcher.close();
  });

  it('re-checks at once the sockets of a sign-in session whose ending is announced, whatever their realm', async () => {
    let s1Ended = false;
    const { sessions, end, resolveMock } = fakeSessions(async (authorization) => {
      if (authorization === 'Bearer game-s1' && s1Ended)
        throw new Unauthenticated('Session has ended: sign in again');
      return null;
    });
    const watcher = new SubscriptionSessions(sessions, createLogger('silent'), { recheckMs: 3_600_000 });
    const game = (sid: string): RequestContext => ({
      requestId: 'r',
      internal: false,
      identity: { ...cardsIdentity, realm: 'game', extras: {}, sessionId: sid },
    });
    const [inSession, otherSession] = [jest.fn(), jest.fn()];
    watcher.watch({ close: inSession }, game('s1'), 'Bearer game-s1');
    watcher.watch({ close: otherSession }, game('s2'), 'Bearer game-s2');
    s1Ended = true;
    end('s1');
    await new Promise((resolve) => setImmediate(resolve));
    await new Promise((resolve) => setImmediate(resolve));
    expect(resolveMock).toHaveBeenCalledTimes(1);
    expect(resolveMock).toHaveBeenCalledWith('Bearer game-s1', undefined, 'r', undefined, true);
    expect(inSession).toHaveBeenCalledWith(CLOSE_TOKEN_REVOKED, 'Session has ended: sign in again');
    expect(otherSession).not.toHaveBeenCalled();
    watcher.close();
  });

  it('watches a socket opened without a bearer token by its sign-in session only', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate'] });
    const { sessions, end, resolveMock, sessionCheck } = fakeSessions(async () => null);
    const watcher = new SubscriptionSessions(sessions, createLogger('silent'), { recheckMs: 1000 });
    const stream = (sid?: string): RequestContext => ({
      requestId: 'r',
      internal: false,
      identity: { ...cardsIdentity, extras: { tokenUse: 'user' }, sessionId: sid },
    });
    const [inSession, otherSession, noSession] = [jest.fn(), jest.fn(), jest.fn()];
    watcher.watch({ close: inSession }, stream('s1'), undefined);
    watcher.watch({ close: otherSession }, stream('s2'), undefined);
    watcher.watch({ close: noSession }, stream(), undefined);
    expect(watcher.size).toBe(2);
    await jest.advanceTimersByTimeAsync(1000);
    expect(sessionCheck).toHaveBeenCalledWith('s1');
    expect(sessionCheck).toHaveBeenCalledWith('s2');
    end('s1');
    await new Promise((resolve) => setImmediate(resolve));
    await new Promise((resolve) => setImmediate(resolve));
    expect(inSession).toHaveBeenCalledWith(CLOSE_TOKEN_REVOKED, 'Session has ended: sign in again');
    expect(otherSession).not.toHaveBeenCalled();
    expect(resolveMock).not.toHaveBeenCalled();
    watcher.close();
  });
});

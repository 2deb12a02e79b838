import { describe, it, expect, beforeAll, jest } from '@jest/globals';
import { SignJWT, exportJWK, generateKeyPair, type JWK, type CryptoKey } from 'jose';
import { loadConfig } from '@platform/config';
import { LocalEventBus } from '@platform/pubsub';
import { developmentToken } from './development-token.js';
import { realmAudience } from './platform-trust.js';
import { realmKeys } from './realm-keys.js';
import { EndedSessions, SESSION_ENDED_TOPIC, type SessionEnded } from './session-end.js';
import { TokenVerifier } from './token-verifier.js';

const SHARED = 'one-secret-shared-by-every-api-of-the-platform';
const ISSUER = 'https://accounts.platform.test';
const USER = '3f0c2b9e-8d4a-4c1e-9f1a-2b3c4d5e6f70';

let key: { privateKey: CryptoKey; jwk: JWK };
beforeAll(async () => {
  const { publicKey, privateKey } = await generateKeyPair('ES256');
  key = { privateKey, jwk: { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'ES256', use: 'sig' } };
});

const gameToken = (sid: string) =>
  new SignJWT({ sid })
    .setProtectedHeader({ alg: 'ES256', kid: 'k1' })
    .setSubject(USER)
    .setIssuer(ISSUER)
    .setAudience(realmAudience('game'))
    .setExpirationTime('10m')
    .sign(key.privateKey);

/** The provider's record of ended sessions, counting how often it is asked. */
function record() {
  const ended = new Set<string>();
  const asked: string[] = [];
  return {
    ended,
    asked,
    lookup: {
      isSessionEnded: async (sid: string) => {
        asked.push(sid);
        return ended.has(sid);
      },
    },
  };
}

function setup(openTtlMs = 2_000) {
  const provider = record();
  const bus = new LocalEventBus(
    () => undefined,
    () => undefined,
  );
  const endedSessions = new EndedSessions(provider.lookup, { bus, openTtlMs });
  const verifier = new TokenVerifier(realmKeys(loadConfig({ JWT_SECRET: SHARED })), [], {
    platform: { issuer: ISSUER, publicJwks: { keys: [key.jwk] } },
    endedSessions,
  });
  return { provider, bus, endedSessions, verifier };
}

describe('sign out everywhere: tokens of an ended session', () => {
  it('refuses a platform token once its session has ended, and keeps other sessions', async () => {
    const { provider, verifier, endedSessions } = setup(0);
    const token = await gameToken('s-1');
    const other = await gameToken('s-2');
    expect(await verifier.verify(token)).toMatchObject({ realm: 'game', sessionId: 's-1' });
    provider.ended.add('s-1');
    await expect(verifier.verify(token)).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
      message: 'Session has ended: sign in again',
    });
    expect(await verifier.verify(other)).toMatchObject({ sessionId: 's-2' });
    endedSessions.close();
  });

  it('refuses an HS256 token carrying the sid of an ended session too', async () => {
    const { provider, verifier } = setup(0);
    const token = await new SignJWT({ permissions: [], sid: 's-9' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(USER)
      .setExpirationTime('10m')
      .sign(new TextEncoder().encode(SHARED));
    expect(await verifier.verify(token)).toMatchObject({ realm: 'resume', sessionId: 's-9' });
    provider.ended.add('s-9');
    await expect(verifier.verify(token)).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    // A token without a sid belongs to no sign-in session: nothing to look up.
    const plain = await developmentToken('resume', SHARED, { sub: USER });
    const before = provider.asked.length;
    expect(await verifier.verify(plain)).toMatchObject({ realm: 'resume' });
    expect(provider.asked.length).toBe(before);
  });

  it('asks the provider at most once per session within the cache time, once for concurrent requests', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate'] });
    try {
      const { provider, verifier } = setup(2_000);
      const token = await gameToken('s-3');
      await Promise.all([verifier.verify(token), verifier.verify(token), verifier.verify(token)]);
      expect(provider.asked).toEqual(['s-3']);
      // Ended without an announcement: still served from memory until the answer is 2 s old.
      provider.ended.add('s-3');
      jest.advanceTimersByTime(1_000);
      expect(await verifier.verify(token)).toMatchObject({ sessionId: 's-3' });
      jest.advanceTimersByTime(1_100);
      await expect(verifier.verify(token)).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
      expect(provider.asked).toEqual(['s-3', 's-3']);
    } finally {
      jest.useRealTimers();
    }
  });

  it('drops the remembered answer the moment the bus announces the ending, and tells listeners', async () => {
    const { provider, bus, verifier, endedSessions } = setup(60_000);
    const token = await gameToken('s-4');
    expect(await verifier.verify(token)).toMatchObject({ sessionId: 's-4' });
    const heard: string[] = [];
    verifier.onSessionEnded((sid) => heard.push(sid));
    provider.ended.add('s-4');
    // Remembered for a minute: without the event the token would still pass.
    expect(await verifier.verify(token)).toMatchObject({ sessionId: 's-4' });
    await bus.publish<SessionEnded>(SESSION_ENDED_TOPIC, { sid: 's-4' });
    expect(heard).toEqual(['s-4']);
    await expect(verifier.verify(token)).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    endedSessions.close();
  });

  it('does not remember an answer read while an ending was being announced', async () => {
    let release!: (ended: boolean) => void;
    const endedSessions = new EndedSessions({
      isSessionEnded: () => new Promise<boolean>((resolve) => (release = resolve)),
    });
    const asking = endedSessions.isEnded('s-5');
    endedSessions.forget('s-5');
    release(false);
    expect(await asking).toBe(false);
    let asked = 0;
    const next = new EndedSessions({
      isSessionEnded: async () => {
        asked++;
        return true;
      },
    });
    expect(await next.isEnded('s-5')).toBe(true);
    expect(await next.isEnded('s-5')).toBe(true);
    expect(asked).toBe(1);
  });

  it('lets a failed look-up fail the request and asks again next time', async () => {
    let fail = true;
    const endedSessions = new EndedSessions({
      isSessionEnded: async () => {
        if (fail) throw new Error('accounts unreachable');
        return false;
      },
    });
    await expect(endedSessions.isEnded('s-6')).rejects.toThrow('accounts unreachable');
    fail = false;
    expect(await endedSessions.isEnded('s-6')).toBe(false);
  });
});

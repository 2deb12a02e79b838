import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Config } from '@platform/config';
import { realmSecret } from './realm-keys.js';

/** Who opened a price stream with a session token, and until when (epoch seconds). */
export interface StreamSession {
  subject: string;
  scopes: string[];
  expiresAt: number;
  /** The sign-in session of the token it was issued for: its stream closes when that session ends. */
  sessionId?: string;
}

const PREFIX = 'ps_';

/**
 * The key of /ws/prices session tokens: derived from the cards realm's secret with its own label, so a
 * session token is never a valid API token (nor the other way round), and every replica sharing the
 * secret accepts the sessions any of them issued.
 */
export function streamSessionKey(config: Config): Buffer {
  return createHmac('sha256', realmSecret(config, 'cards'))
    .update('cards /ws/prices session token v1')
    .digest();
}

const sign = (key: Buffer, payload: string) => createHmac('sha256', key).update(payload).digest('base64url');

/**
 * A short-lived token that opens /ws/prices for a browser, which cannot set Authorization on a
 * WebSocket upgrade: `ps_<payload>.<HMAC-SHA256>`, the payload holding subject, scopes and expiry.
 */
export function issueStreamSession(key: Buffer, session: StreamSession): string {
  const payload = Buffer.from(
    JSON.stringify({
      sub: session.subject,
      scp: session.scopes,
      exp: session.expiresAt,
      ...(session.sessionId ? { sid: session.sessionId } : {}),
    }),
  ).toString('base64url');
  return `${PREFIX}${payload}.${sign(key, payload)}`;
}

/** The session a token stands for; null when it is malformed, forged or expired. */
export function verifyStreamSession(
  key: Buffer,
  token: string,
  nowSeconds = Date.now() / 1000,
): StreamSession | null {
  if (!token.startsWith(PREFIX) || token.length > 4096) return null;
  const [payload, signature, extra] = token.slice(PREFIX.length).split('.');
  if (!payload || !signature || extra !== undefined) return null;
  const expected = Buffer.from(sign(key, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const { sub, scp, exp, sid } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    if (typeof sub !== 'string' || !Array.isArray(scp) || typeof exp !== 'number' || exp <= nowSeconds)
      return null;
    if (sid !== undefined && typeof sid !== 'string') return null;
    return {
      subject: sub,
      scopes: scp.map(String),
      expiresAt: exp,
      ...(sid ? { sessionId: sid as string } : {}),
    };
  } catch {
    return null;
  }
}

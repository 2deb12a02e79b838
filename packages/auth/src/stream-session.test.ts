import { describe, it, expect } from '@jest/globals';
import { issueStreamSession, verifyStreamSession } from './stream-session.js';

const key = Buffer.alloc(32, 7);
const expiresAt = Math.floor(Date.now() / 1000) + 60;

describe('/ws/prices session tokens', () => {
  it('carry the sign-in session of the token they were issued for, under the signature', () => {
    const token = issueStreamSession(key, {
      subject: 'u1',
      scopes: ['pricing:read'],
      expiresAt,
      sessionId: 's-1',
    });
    expect(verifyStreamSession(key, token)).toEqual({
      subject: 'u1',
      scopes: ['pricing:read'],
      expiresAt,
      sessionId: 's-1',
    });
    const plain = issueStreamSession(key, { subject: 'u1', scopes: [], expiresAt });
    expect(verifyStreamSession(key, plain)).toEqual({ subject: 'u1', scopes: [], expiresAt });
    // Dropping the sid from the payload breaks the signature: a stream cannot leave its session.
    const [payload, signature] = token.slice(3).split('.');
    const body = JSON.parse(Buffer.from(payload, 'base64url').toString());
    delete body.sid;
    const stripped = `ps_${Buffer.from(JSON.stringify(body)).toString('base64url')}.${signature}`;
    expect(verifyStreamSession(key, stripped)).toBeNull();
  });
});

import { createPrivateKey, createPublicKey, hkdfSync, type KeyObject } from 'node:crypto';
import type { Config } from '@platform/config';

/** Thrown when a process cannot get the assertion key it needs; the process refuses to start. */
export class AssertionKeyError extends Error {}

// PKCS#8 DER of an Ed25519 private key is this fixed prefix followed by the 32-byte seed (RFC 8410).
const ED25519_PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');

/** PEM or JWK JSON, whichever the setting holds. */
function readKey(text: string, kind: 'private' | 'public'): KeyObject {
  const trimmed = text.trim();
  const input = trimmed.startsWith('{')
    ? { key: JSON.parse(trimmed) as Record<string, string>, format: 'jwk' as const }
    : { key: trimmed.replace(/\\n/g, '\n') };
  const key = kind === 'private' ? createPrivateKey(input) : createPublicKey(input);
  if (key.asymmetricKeyType !== 'ed25519')
    throw new AssertionKeyError(`GATEWAY_ASSERTION_${kind.toUpperCase()}_KEY must be an Ed25519 key`);
  return key;
}

/**
 * Outside production, a key pair derived from JWT_SECRET so `npm start` and a local distributed run
 * need no extra setting. A subgraph holding it could sign: acceptable only where JWT_SECRET is a
 * development secret anyway, which is why production never derives it.
 */
function developmentPrivateKey(jwtSecret: string): KeyObject {
  const seed = Buffer.from(hkdfSync('sha256', jwtSecret, 'platform', 'gateway-assertion-ed25519', 32));
  return createPrivateKey({ key: Buffer.concat([ED25519_PKCS8_PREFIX, seed]), format: 'der', type: 'pkcs8' });
}

function parse(text: string, kind: 'private' | 'public'): KeyObject {
  try {
    return readKey(text, kind);
  } catch (error) {
    if (error instanceof AssertionKeyError) throw error;
    throw new AssertionKeyError(
      `GATEWAY_ASSERTION_${kind.toUpperCase()}_KEY is not a readable PEM or JWK key: ${(error as Error).message}`,
    );
  }
}

/** The gateway's signing key: GATEWAY_ASSERTION_PRIVATE_KEY, or the development key outside production. */
export function assertionSigningKey(config: Config): KeyObject {
  if (config.GATEWAY_ASSERTION_PRIVATE_KEY) return parse(config.GATEWAY_ASSERTION_PRIVATE_KEY, 'private');
  if (config.NODE_ENV === 'production') {
    throw new AssertionKeyError(
      'Refusing to start: a gateway with remote subgraphs needs GATEWAY_ASSERTION_PRIVATE_KEY in production',
    );
  }
  return developmentPrivateKey(config.JWT_SECRET);
}

/** A standalone subgraph's verifying key: GATEWAY_ASSERTION_PUBLIC_KEY, or the development key's public half. */
export function assertionVerifyingKey(config: Config): KeyObject {
  if (config.GATEWAY_ASSERTION_PUBLIC_KEY) return parse(config.GATEWAY_ASSERTION_PUBLIC_KEY, 'public');
  if (config.NODE_ENV === 'production') {
    throw new AssertionKeyError(
      'Refusing to start: a standalone subgraph needs GATEWAY_ASSERTION_PUBLIC_KEY in production',
    );
  }
  return createPublicKey(developmentPrivateKey(config.JWT_SECRET));
}

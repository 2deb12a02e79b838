import { createHash, generateKeyPairSync, type JsonWebKey } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { z } from 'zod';
import { oidcProductionProblem, type Config } from '@platform/config';

/** Thrown when the platform's signing keys are missing or unreadable; the process refuses to start. */
export class PlatformKeyError extends Error {}

export type PlatformSigningAlg = 'RS256' | 'ES256';

/** A private JWK as oidc-provider takes it in its `jwks` setting. */
export interface PlatformPrivateJwk extends JsonWebKey {
  kid: string;
  alg: PlatformSigningAlg;
  use: 'sig';
}
export interface PlatformPublicJwk extends JsonWebKey {
  kid: string;
  alg: PlatformSigningAlg;
  use: 'sig';
}

export interface PlatformKeys {
  /** Private keys: the first signs (`current`), the rest are kept only so their tokens still verify. */
  signing: { keys: PlatformPrivateJwk[] };
  /** What /jwks publishes and every realm verifier accepts platform-signed tokens with. */
  publicJwks: { keys: PlatformPublicJwk[] };
  /** The key new tokens are signed with (signing.keys[0]). */
  current: PlatformPrivateJwk;
}

const b64u = z.string().regex(/^[\w-]+$/);
const rsaKey = z.object({
  kty: z.literal('RSA'),
  n: b64u,
  e: b64u,
  d: b64u,
  p: b64u,
  q: b64u,
  dp: b64u,
  dq: b64u,
  qi: b64u,
  kid: z.string().min(1).max(200).optional(),
  alg: z.literal('RS256').optional(),
});
const ecKey = z.object({
  kty: z.literal('EC'),
  crv: z.literal('P-256'),
  x: b64u,
  y: b64u,
  d: b64u,
  kid: z.string().min(1).max(200).optional(),
  alg: z.literal('ES256').optional(),
});
const keySet = z.object({ keys: z.array(z.union([rsaKey, ecKey])).min(1) });
type PrivateKeyInput = z.infer<typeof rsaKey> | z.infer<typeof ecKey>;

/** RFC 7638 thumbprint: a stable kid derived from the public members alone. */
function thumbprint(jwk: PrivateKeyInput): string {
  const members =
    jwk.kty === 'RSA'
      ? { e: jwk.e, kty: jwk.kty, n: jwk.n }
      : { crv: jwk.crv, kty: jwk.kty, x: jwk.x, y: jwk.y };
  return createHash('sha256').update(JSON.stringify(members)).digest('base64url');
}

function normalise(jwk: PrivateKeyInput): { private: PlatformPrivateJwk; public: PlatformPublicJwk } {
  const alg: PlatformSigningAlg = jwk.kty === 'RSA' ? 'RS256' : 'ES256';
  const kid = jwk.kid ?? thumbprint(jwk);
  const publicMembers =
    jwk.kty === 'RSA'
      ? { kty: jwk.kty, n: jwk.n, e: jwk.e }
      : { kty: jwk.kty, crv: jwk.crv, x: jwk.x, y: jwk.y };
  return {
    private: { ...jwk, kid, alg, use: 'sig' },
    public: { ...publicMembers, kid, alg, use: 'sig' },
  };
}

/** A JWKS of private keys (the OIDC_SIGNING_KEYS format) read into the platform's key set. */
export function platformKeysFromJwks(text: string): PlatformKeys {
  let parsed: z.infer<typeof keySet>;
  try {
    parsed = keySet.parse(JSON.parse(text));
  } catch (error) {
    throw new PlatformKeyError(
      `OIDC_SIGNING_KEYS is not a JWKS of private RSA or P-256 keys: ${(error as Error).message.slice(0, 300)}`,
    );
  }
  const keys = parsed.keys.map(normalise);
  const kids = new Set(keys.map((key) => key.private.kid));
  if (kids.size !== keys.length) throw new PlatformKeyError('OIDC_SIGNING_KEYS holds two keys with one kid');
  return {
    signing: { keys: keys.map((key) => key.private) },
    publicJwks: { keys: keys.map((key) => key.public) },
    current: keys[0].private,
  };
}

/** A fresh RS256 key pair as a one-key private JWKS (development, and `OIDC_SIGNING_KEYS` for a new deployment). */
export function generatePlatformJwks(): { keys: JsonWebKey[] } {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = privateKey.export({ format: 'jwk' });
  return { keys: [{ ...jwk, kid: thumbprint(jwk as PrivateKeyInput), alg: 'RS256', use: 'sig' }] };
}

// One key set per place per process: the provider and every realm verifier must agree on it.
const loaded = new Map<string, PlatformKeys>();

function developmentKeys(dataDir: string): PlatformKeys {
  // An in-memory database keeps nothing across restarts: neither do its keys.
  if (dataDir.startsWith('memory://')) return platformKeysFromJwks(JSON.stringify(generatePlatformJwks()));
  const file = resolve(dataDir, 'oidc-signing-keys.json');
  try {
    return platformKeysFromJwks(readFileSync(file, 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dataDir, { recursive: true });
  try {
    writeFileSync(file, JSON.stringify(generatePlatformJwks()), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    // Another process wrote it first: use that one.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return platformKeysFromJwks(readFileSync(file, 'utf8'));
}

/**
 * The platform's token signing keys: OIDC_SIGNING_KEYS, or outside production a key generated once
 * into DATA_DIR (oidc-signing-keys.json, mode 600) so restarts keep issued tokens valid. Production
 * without the setting throws: every process that signs or verifies platform tokens refuses to start.
 */
export function loadPlatformKeys(
  config: Pick<Config, 'NODE_ENV' | 'DATA_DIR' | 'OIDC_SIGNING_KEYS'>,
): PlatformKeys {
  const place = config.OIDC_SIGNING_KEYS ? `env:${config.OIDC_SIGNING_KEYS}` : `dir:${config.DATA_DIR}`;
  const known = loaded.get(place);
  if (known) return known;
  let keys: PlatformKeys;
  if (config.OIDC_SIGNING_KEYS) keys = platformKeysFromJwks(config.OIDC_SIGNING_KEYS);
  else if (oidcProductionProblem(config))
    throw new PlatformKeyError(`Refusing to start: ${oidcProductionProblem(config)}`);
  else keys = developmentKeys(config.DATA_DIR);
  loaded.set(place, keys);
  return keys;
}

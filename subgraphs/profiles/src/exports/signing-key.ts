import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { exportJWK, generateKeyPair, importJWK, importPKCS8, type CryptoKey, type JWK } from 'jose';
import { base58 } from '@scure/base';

export interface SigningKey {
  privateKey: CryptoKey;
  publicJwk: JWK;
  /** did:key of the Ed25519 public key (multicodec 0xed01, base58btc). */
  did: string;
}

const ED25519_PUB = Uint8Array.of(0xed, 0x01);

export function didKeyOf(publicJwk: JWK): string {
  const raw = Buffer.from(publicJwk.x!, 'base64url');
  return `did:key:z${base58.encode(new Uint8Array([...ED25519_PUB, ...raw]))}`;
}

/** The public JWK a did:key names; throws on anything but an Ed25519 did:key. */
export function publicJwkOfDid(did: string): JWK {
  if (!did.startsWith('did:key:z')) throw new Error('not a did:key');
  const bytes = base58.decode(did.slice('did:key:z'.length));
  if (bytes.length !== 34 || bytes[0] !== 0xed || bytes[1] !== 0x01)
    throw new Error('not an Ed25519 did:key');
  return { kty: 'OKP', crv: 'Ed25519', x: Buffer.from(bytes.slice(2)).toString('base64url') };
}

async function fromPrivateJwk(jwk: JWK): Promise<SigningKey> {
  const privateKey = (await importJWK({ ...jwk, alg: 'EdDSA' }, 'EdDSA', { extractable: true })) as CryptoKey;
  const publicJwk = { kty: 'OKP', crv: 'Ed25519', x: jwk.x };
  return { privateKey, publicJwk, did: didKeyOf(publicJwk) };
}

/**
 * VC_SIGNING_KEY (an Ed25519 private JWK as JSON, or PKCS#8 PEM) when set; otherwise the key in
 * `keyFile`, generated and written there (mode 600) on first use so credentials stay verifiable
 * across restarts.
 */
export async function loadSigningKey(configured: string | undefined, keyFile: string): Promise<SigningKey> {
  if (configured?.trim().startsWith('{')) return fromPrivateJwk(JSON.parse(configured));
  if (configured)
    return fromPrivateJwk(await exportJWK(await importPKCS8(configured, 'EdDSA', { extractable: true })));
  try {
    return await fromPrivateJwk(JSON.parse(await readFile(keyFile, 'utf8')));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const { privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519', extractable: true });
  const jwk = await exportJWK(privateKey);
  await mkdir(dirname(keyFile), { recursive: true });
  await writeFile(keyFile, JSON.stringify(jwk), { mode: 0o600, flag: 'wx' }).catch(async (error) => {
    // Another process wrote it first: use that one.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  });
  return fromPrivateJwk(JSON.parse(await readFile(keyFile, 'utf8')));
}

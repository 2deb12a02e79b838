import { CompactSign, compactVerify, importJWK } from 'jose';
import type { ProfileSnapshot } from '../services/profile-snapshot.js';
import { toJsonLd } from './json-ld.js';
import { publicJwkOfDid, type SigningKey } from './signing-key.js';

/** JSON with object keys sorted at every level, so the signed bytes do not depend on key order. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

type Credential = Record<string, unknown> & { issuer: string; proof?: Record<string, unknown> };

/**
 * A W3C Verifiable Credential (data model 1.1) about the profile, issued by the service's did:key.
 * The proof is an Ed25519 JWS (EdDSA) over the canonical JSON of the credential without its proof.
 */
export async function issueCredential(snapshot: ProfileSnapshot, key: SigningKey, now: Date) {
  const { '@context': _context, ...person } = toJsonLd(snapshot);
  const credential: Credential = {
    '@context': ['https://www.w3.org/2018/credentials/v1', 'https://schema.org'],
    type: ['VerifiableCredential', 'ResumeCredential'],
    id: `urn:uuid:${snapshot.profile.id}:${now.getTime()}`,
    issuer: key.did,
    issuanceDate: now.toISOString(),
    credentialSubject: { id: `urn:uuid:${snapshot.profile.id}`, ...person },
  };
  const jws = await new CompactSign(new TextEncoder().encode(canonicalJson(credential))).setProtectedHeader({ alg: 'EdDSA', kid: `${key.did}#${key.did.slice(8)}` }).sign(key.privateKey);
  return JSON.parse(canonicalJson({ ...credential, proof: { type: 'JsonWebSignature2020', created: credential.issuanceDate, verificationMethod: `${key.did}#${key.did.slice(8)}`, proofPurpose: 'assertionMethod', jws } }));
}

/** Valid when the JWS verifies with the issuer's did:key and signs exactly this credential's content. */
export async function verifyCredential(credential: unknown): Promise<{ valid: boolean; reason?: string }> {
  try {
    const { proof, ...body } = credential as Credential;
    const jws = proof?.jws;
    if (typeof jws !== 'string' || typeof body.issuer !== 'string') return { valid: false, reason: 'no proof or issuer' };
    const publicKey = await importJWK({ ...publicJwkOfDid(body.issuer), alg: 'EdDSA' }, 'EdDSA');
    const { payload } = await compactVerify(jws, publicKey);
    if (new TextDecoder().decode(payload) !== canonicalJson(body)) return { valid: false, reason: 'the credential differs from what was signed' };
    return { valid: true };
  } catch (error) {
    return { valid: false, reason: (error as Error).message };
  }
}

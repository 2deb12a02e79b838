import { CompactSign, compactVerify, importJWK } from 'jose';
import type { ProfileSnapshot } from '../services/profile-snapshot.js';
import { toJsonLd } from './json-ld.js';
import { publicJwkOfDid, type SigningKey } from './signing-key.js';

/** JSON with object keys sorted at every level, so the signed bytes do not depend on key order. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
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
  const jws = await new CompactSign(new TextEncoder().encode(canonicalJson(credential)))
    .setProtectedHeader({ alg: 'EdDSA', kid: `${key.did}#${key.did.slice(8)}` })
    .sign(key.privateKey);
  return JSON.parse(
    canonicalJson({
      ...credential,
      proof: {
        type: 'JsonWebSignature2020',
        created: credential.issuanceDate,
        verificationMethod: `${key.did}#${key.did.slice(8)}`,
        proofPurpose: 'assertionMethod',
        jws,
      },
    }),
  );
}

/**
 * Whom a credential may be issued by: the service's own keys (the current one first, then earlier
 * ones kept through a rotation) and a trust list of other issuers' did:keys.
 */
export interface IssuerTrust {
  serviceKeys: string[];
  trustList: string[];
}

export type TrustedBy = 'service-key' | 'trust-list';

export interface CredentialCheck {
  valid: boolean;
  /** The issuer the credential names (null when it names none). */
  issuer: string | null;
  /** Whether that issuer is one the service trusts, whatever the signature says. */
  trusted: boolean;
  trustedBy: TrustedBy | null;
  /** Why an invalid credential is invalid. */
  reason?: string;
}

export function trustOf(issuer: string, trust: IssuerTrust): TrustedBy | null {
  if (trust.serviceKeys.includes(issuer)) return 'service-key';
  if (trust.trustList.includes(issuer)) return 'trust-list';
  return null;
}

/**
 * Valid only when the issuer is trusted (a service key or on the trust list) AND the JWS verifies
 * with that issuer's did:key AND it signs exactly this credential's content. A signature alone
 * proves nothing: anyone can make a did:key and sign any claim with it.
 */
export async function verifyCredential(credential: unknown, trust: IssuerTrust): Promise<CredentialCheck> {
  const { proof, ...body } = (credential ?? {}) as Credential;
  const issuer = typeof body.issuer === 'string' ? body.issuer : null;
  const trustedBy = issuer ? trustOf(issuer, trust) : null;
  const verdict = { issuer, trusted: trustedBy !== null, trustedBy };
  if (!issuer) return { valid: false, ...verdict, reason: 'the credential names no issuer' };
  if (!trustedBy)
    return {
      valid: false,
      ...verdict,
      reason: "the issuer is neither one of the service's keys nor on the trust list",
    };
  try {
    const jws = proof?.jws;
    if (typeof jws !== 'string') return { valid: false, ...verdict, reason: 'the credential has no proof' };
    const publicKey = await importJWK({ ...publicJwkOfDid(issuer), alg: 'EdDSA' }, 'EdDSA');
    const { payload } = await compactVerify(jws, publicKey);
    if (new TextDecoder().decode(payload) !== canonicalJson(body))
      return { valid: false, ...verdict, reason: 'the credential differs from what was signed' };
    return { valid: true, ...verdict };
  } catch (error) {
    return { valid: false, ...verdict, reason: (error as Error).message };
  }
}

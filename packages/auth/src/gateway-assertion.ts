import { createHash, sign, type KeyObject } from 'node:crypto';
import { errors, jwtVerify } from 'jose';
import type { Identity, RequestContext } from './identity.js';
import { asDomainCall } from './domain-call.js';

/** The header a remote subgraph reads the caller from; only the gateway can sign it. */
export const GATEWAY_ASSERTION_HEADER = 'x-gateway-assertion';
/** The audience of an assertion not bound to one subgraph (readers built without one accept only these). */
const AUDIENCE = 'platform-subgraphs';
const ISSUER = 'platform-gateway';
/** An assertion is bound to the subgraph it is sent to: one captured on its way to another subgraph is refused. */
export const subgraphAudience = (subgraph: string) => `platform-subgraph:${subgraph}`;
/** A delegation's audience: the gateway itself, never a subgraph (an assertion is no delegation, nor the reverse). */
export const DELEGATION_AUDIENCE = 'platform-gateway-delegation';
/** Long enough for one subgraph fetch on a loaded machine; a captured header soon becomes useless. */
const LIFETIME_SECONDS = 30;
const CLOCK_TOLERANCE_SECONDS = 5;

type Assertion = Pick<RequestContext, 'identity' | 'internal' | 'requestId' | 'device' | 'clientAddress'>;

/**
 * A delegation: the same signed assertion, bound to this fixed pseudo-operation instead of a subgraph
 * operation. The gateway hands one to a remote subgraph with each call made for a caller; the
 * subgraph sends it back (DELEGATION_HEADER) with the supergraph operations its ports run for that
 * caller (distributed mode), and the gateway accepts it after checking its own signature: no key
 * beyond the gateway's, and a subgraph can act only for a caller it is serving, for 30 s.
 */
export const DELEGATION_HEADER = 'x-gateway-delegation';
export const DELEGATION_OPERATION: SubgraphOperation = {
  query: '# gateway delegation: supergraph operations for this caller',
  variables: {},
};

/** What the assertion is bound to: the operation text and variables exactly as the subgraph receives them. */
export interface SubgraphOperation {
  query?: string;
  variables?: Record<string, unknown> | null;
}

/** JSON.parse keeps key order, so the gateway's object and the subgraph's parsed body hash alike. */
export function operationHash({ query, variables }: SubgraphOperation): string {
  return createHash('sha256')
    .update(JSON.stringify([query ?? '', variables ?? {}]))
    .digest('base64url');
}
const DELEGATION_HASH = operationHash(DELEGATION_OPERATION);

/** The protected header of every token the gateway signs, base64url-encoded once. */
const EDDSA_HEADER = Buffer.from(JSON.stringify({ alg: 'EdDSA' })).toString('base64url');

/**
 * A compact JWS (RFC 7515) signed with Ed25519 by node:crypto, synchronously: the same token jose's
 * SignJWT makes, without its WebCrypto round trip, which cost more than the rest of a subgraph fetch.
 * The reader (jose's jwtVerify) is unchanged.
 */
function signJwt(privateKey: KeyObject, claims: Record<string, unknown>): string {
  const iat = Math.floor(Date.now() / 1000);
  const payload = Buffer.from(
    JSON.stringify({ ...claims, iss: ISSUER, iat, exp: iat + LIFETIME_SECONDS }),
  ).toString('base64url');
  const signingInput = `${EDDSA_HEADER}.${payload}`;
  return `${signingInput}.${sign(null, Buffer.from(signingInput), privateKey).toString('base64url')}`;
}

/** Signs (Ed25519) what the gateway established about a request, for one subgraph operation. */
export function signAssertionNow(
  privateKey: KeyObject,
  assertion: Assertion,
  operation: SubgraphOperation,
  audience = AUDIENCE,
): string {
  return signJwt(privateKey, { ...assertion, op: operationHash(operation), aud: audience });
}

/** signAssertionNow for callers that await it. */
export async function signAssertion(
  privateKey: KeyObject,
  assertion: Assertion,
  operation: SubgraphOperation,
  audience = AUDIENCE,
): Promise<string> {
  return signAssertionNow(privateKey, assertion, operation, audience);
}

/**
 * The delegation the gateway hands to `subgraph` with a call made for a caller: for the gateway
 * alone (DELEGATION_AUDIENCE), naming the subgraph it was handed to (`sub`), never internal.
 */
export function signDelegationNow(privateKey: KeyObject, assertion: Assertion, subgraph: string): string {
  return signJwt(privateKey, {
    ...assertion,
    internal: false,
    op: DELEGATION_HASH,
    aud: DELEGATION_AUDIENCE,
    sub: subgraph,
  });
}

/** signDelegationNow for callers that await it. */
export async function signDelegation(
  privateKey: KeyObject,
  assertion: Assertion,
  subgraph: string,
): Promise<string> {
  return signDelegationNow(privateKey, assertion, subgraph);
}

function rejectionReason(error: unknown): string {
  if (error instanceof errors.JWTExpired) return 'expired';
  if (error instanceof errors.JOSEAlgNotAllowed) return 'algorithm not allowed';
  if (error instanceof errors.JWSSignatureVerificationFailed)
    return 'signature does not verify with the gateway public key';
  if (error instanceof errors.JWTClaimValidationFailed) return `claim ${error.claim} invalid`;
  return 'malformed';
}

/**
 * A standalone subgraph's view of the gateway assertion. Anything but a valid assertion for this
 * very operation yields an anonymous, non-internal context: nothing is trusted. Each reason of a
 * rejection is reported once (a flood of forged headers must not flood the log).
 */
export class AssertionReader {
  private readonly reported = new Set<string>();

  /** `audience`: what this reader is (subgraphAudience(name) in a subgraph, DELEGATION_AUDIENCE at the gateway). */
  constructor(
    private readonly publicKey: KeyObject,
    private readonly onRejected: (reason: string) => void,
    private readonly audience = AUDIENCE,
  ) {}

  async read(
    header: string | undefined,
    operation: SubgraphOperation,
    fallbackRequestId: string,
  ): Promise<RequestContext> {
    const anonymous: RequestContext = { requestId: fallbackRequestId, identity: null, internal: false };
    if (!header) return anonymous;
    try {
      const { payload } = await jwtVerify(header, this.publicKey, {
        algorithms: ['EdDSA'],
        issuer: ISSUER,
        audience: this.audience,
        clockTolerance: CLOCK_TOLERANCE_SECONDS,
        maxTokenAge: LIFETIME_SECONDS + CLOCK_TOLERANCE_SECONDS,
        requiredClaims: ['exp', 'iat'],
      });
      if (payload.op !== operationHash(operation))
        return this.reject('bound to another operation', anonymous);
      const context: RequestContext = {
        requestId: typeof payload.requestId === 'string' ? payload.requestId : fallbackRequestId,
        identity: (payload.identity as Identity | null) ?? null,
        internal: payload.internal === true,
        device: payload.device as RequestContext['device'],
        // A remote accounts subgraph throttles sign-ins per client address too.
        ...(typeof payload.clientAddress === 'string' ? { clientAddress: payload.clientAddress } : {}),
      };
      // A delegation comes back only with the operations a subgraph's ports run for their caller.
      return operation === DELEGATION_OPERATION ? asDomainCall(context) : context;
    } catch (error) {
      return this.reject(rejectionReason(error), anonymous);
    }
  }

  private reject(reason: string, anonymous: RequestContext): RequestContext {
    if (!this.reported.has(reason)) {
      this.reported.add(reason);
      this.onRejected(reason);
    }
    return anonymous;
  }
}

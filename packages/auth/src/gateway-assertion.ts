import { createHmac } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { Identity, RequestContext } from './identity.js';

/** The header a remote subgraph reads the caller from; only the gateway can sign it. */
export const GATEWAY_ASSERTION_HEADER = 'x-gateway-assertion';
const AUDIENCE = 'platform-subgraphs';

/** GATEWAY_SECRET, or a key derived from JWT_SECRET so one secret is enough to deploy. */
export function gatewaySecret(gatewaySecretSetting: string | undefined, jwtSecret: string): Uint8Array {
  const secret = gatewaySecretSetting ?? createHmac('sha256', jwtSecret).update('gateway-assertion').digest('hex');
  return new TextEncoder().encode(secret);
}

type Assertion = Pick<RequestContext, 'identity' | 'internal' | 'requestId' | 'device'>;

/** Signs what the gateway established about a request, for a subgraph in another process. */
export async function signAssertion(key: Uint8Array, assertion: Assertion): Promise<string> {
  return new SignJWT({ ...assertion })
    .setProtectedHeader({ alg: 'HS256' })
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime('60s')
    .sign(key);
}

/** A missing or forged assertion yields an anonymous, non-internal context: nothing is trusted. */
export async function readAssertion(key: Uint8Array, header: string | undefined, fallbackRequestId: string): Promise<RequestContext> {
  const anonymous: RequestContext = { requestId: fallbackRequestId, identity: null, internal: false };
  if (!header) return anonymous;
  try {
    const { payload } = await jwtVerify(header, key, { audience: AUDIENCE, algorithms: ['HS256'] });
    return {
      requestId: String(payload.requestId ?? fallbackRequestId),
      identity: (payload.identity as Identity | null) ?? null,
      internal: payload.internal === true,
      device: payload.device as RequestContext['device'],
    };
  } catch {
    return anonymous;
  }
}

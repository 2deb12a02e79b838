import { Unauthenticated } from '@platform/errors';

export type PlanTier = 'free' | 'pro';

/** Who is calling, established once by the gateway and handed to every subgraph. */
export interface Identity {
  userId: number;
  /** The id of the presented access token (revocation works per token). */
  tokenId: string;
  plan: PlanTier;
  /** Devices registered for the account. */
  devices: number;
  /** The X-Device-Id of this request, when sent. */
  deviceId?: string;
  /** A Free account presented a device beyond its allowance: eligible features answer 402. */
  deviceBlocked: boolean;
}

/** What every subgraph resolver receives, in embedded and in distributed mode alike. */
export interface RequestContext {
  requestId: string;
  identity: Identity | null;
  /** Set only on calls the gateway makes for itself (session lookups); never from a client. */
  internal: boolean;
  /** Device headers as sent, for the session lookup. */
  device?: { id: string; label?: string };
}

export function requireIdentity(context: RequestContext): Identity {
  if (!context.identity) throw new Unauthenticated();
  return context.identity;
}

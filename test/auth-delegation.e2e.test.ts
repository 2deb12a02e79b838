import { describe, it, expect, beforeAll, afterAll } from '@jest/globals';
import {
  assertionSigningKey,
  signAssertion,
  signDelegation,
  tabsIdentity,
  DELEGATION_OPERATION,
} from '@platform/auth';
import { loadConfig } from '@platform/config';
import { START_HOOK_TIMEOUT_MS, startPlatform, type RunningPlatform } from './support/platform-process.js';
import { signUp } from './support/http-client.js';

// The test platform runs on the development secret: a test can sign what its gateway would sign,
// the worst case of a delegation captured on its way to a subgraph.
const signingKey = assertionSigningKey(loadConfig({}));

async function asDelegated(platform: RunningPlatform, delegation: string) {
  const response = await fetch(platform.graphql, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-gateway-delegation': delegation },
    body: JSON.stringify({ query: '{ me { id username } }' }),
  });
  return {
    status: response.status,
    body: (await response.json()) as {
      data?: { me?: unknown } | null;
      errors?: Array<{ message: string; extensions?: { code?: string } }>;
    },
  };
}

describe('gateway delegations on the public port', () => {
  let platform: RunningPlatform;
  beforeAll(async () => {
    platform = await startPlatform();
  }, START_HOOK_TIMEOUT_MS);
  afterAll(() => platform?.stop());

  it('refuses a delegation header on a gateway that calls no remote subgraph: forged, replayed or validly signed', async () => {
    const user = await signUp(platform.api);
    const identity = tabsIdentity(
      { userId: user.userId, tokenId: 'captured', plan: 'free', devices: 0, deviceBlocked: false },
      Math.floor(Date.now() / 1000) + 600,
    );
    const headers = [
      'forged.delegation.token',
      await signDelegation(signingKey, { requestId: 'r', identity, internal: false }, 'collection'),
      // The former shape: an assertion over the delegation's pseudo-operation.
      await signAssertion(signingKey, { requestId: 'r', identity, internal: false }, DELEGATION_OPERATION),
    ];
    for (const header of headers) {
      const answer = await asDelegated(platform, header);
      expect(answer.status).toBe(401);
      expect(answer.body.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
      expect(answer.body.data?.me).toBeUndefined();
    }
  });
});

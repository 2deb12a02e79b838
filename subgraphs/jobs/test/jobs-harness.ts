import { loadConfig } from '@platform/config';
import { tabsIdentity } from '@platform/auth';
import { bootPlatform, type Platform } from '@platform/subgraph-kit';
import { createLogger } from '@platform/observability';

/** A platform on in-memory storage whose queue polls and retries fast: two attempts, 50 ms apart. */
export function bootFastJobsPlatform(): Promise<Platform> {
  const config = loadConfig({
    DATA_DIR: 'memory://',
    JOB_POLL_MS: '100',
    JOB_BACKOFF_MS: '50',
    JOB_MAX_ATTEMPTS: '2',
  });
  return bootPlatform(config, createLogger('silent'));
}

/** The request context of a tab API user, or of an anonymous caller (null). */
export const tabsUserContext = (userId: number | null) => ({
  requestId: 't',
  internal: false,
  identity:
    userId === null
      ? null
      : tabsIdentity({ userId, tokenId: 'x', plan: 'free', devices: 0, deviceBlocked: false }),
});

import type { Identity, RequestContext } from '@platform/auth';
import { DomainError } from '@platform/errors';
import type { Logger } from '@platform/observability';
import type { DeviceHeaders, SessionResolver } from './session-resolver.js';

/** graphql-ws close codes (README): the token has expired, or was revoked / the account is gone. */
export const CLOSE_TOKEN_EXPIRED = 4401;
export const CLOSE_TOKEN_REVOKED = 4403;
/** setTimeout's longest delay; a later expiry re-arms the timer when it fires. */
const MAX_TIMER_MS = 2 ** 31 - 1;

export interface WatchedSocket {
  close(code: number, reason: string): void;
}

interface Watch {
  socket: WatchedSocket;
  context: RequestContext;
  authorization: string;
  device?: DeviceHeaders;
  timer?: NodeJS.Timeout;
}

/**
 * Keeps every authenticated WebSocket as valid as a request would be: closed when its token
 * expires, and re-checked with accounts whenever the user's sessions change (logout, password
 * change, deletion), closed if the token no longer holds and given the new plan if it does.
 */
export class SubscriptionSessions {
  private readonly byUser = new Map<number, Set<Watch>>();
  private readonly unsubscribe: () => void;

  constructor(private readonly sessions: SessionResolver, private readonly logger: Logger) {
    this.unsubscribe = sessions.onSessionChanged((userId) => {
      for (const watch of this.byUser.get(userId) ?? []) void this.recheck(watch);
    });
  }

  /** Watches one socket's identity; returns what stops watching it (call it when the socket closes). */
  watch(socket: WatchedSocket, context: RequestContext, authorization: string | undefined, device?: DeviceHeaders): () => void {
    const identity = context.identity;
    if (!identity || !authorization) return () => undefined;
    const watch: Watch = { socket, context, authorization, device };
    this.armExpiry(watch, identity);
    const userId = identity.realm === 'tabs' ? identity.extras.userId : undefined;
    if (userId !== undefined) {
      const watches = this.byUser.get(userId) ?? new Set<Watch>();
      watches.add(watch);
      this.byUser.set(userId, watches);
    }
    return () => {
      clearTimeout(watch.timer);
      if (userId === undefined) return;
      const watches = this.byUser.get(userId);
      watches?.delete(watch);
      if (watches?.size === 0) this.byUser.delete(userId);
    };
  }

  close(): void {
    this.unsubscribe();
    for (const watches of this.byUser.values()) for (const watch of watches) clearTimeout(watch.timer);
    this.byUser.clear();
  }

  private armExpiry(watch: Watch, identity: Identity): void {
    clearTimeout(watch.timer);
    const remaining = identity.expiresAt * 1000 - Date.now();
    watch.timer = setTimeout(() => {
      if (identity.expiresAt * 1000 > Date.now()) return this.armExpiry(watch, identity);
      watch.socket.close(CLOSE_TOKEN_EXPIRED, 'Token expired');
    }, Math.min(Math.max(remaining, 0), MAX_TIMER_MS));
  }

  private async recheck(watch: Watch): Promise<void> {
    try {
      const identity = await this.sessions.resolve(watch.authorization, watch.device, watch.context.requestId, undefined, true);
      // Same token, maybe another plan: operations on this socket see the change from now on.
      watch.context.identity = identity;
    } catch (error) {
      if (error instanceof DomainError && error.code === 'UNAUTHENTICATED') {
        watch.socket.close(CLOSE_TOKEN_REVOKED, error.message);
        return;
      }
      this.logger.warn({ err: (error as Error).message }, 'could not re-check a subscription session; keeping it open');
    }
  }
}

import { LRUCache } from 'lru-cache';
import type { Identity } from './identity.js';

/**
 * Identities of tokens whose signature and claims one realm has already checked, by the exact token
 * string. A token's verification depends only on its bytes and the realm's key, so a second check of
 * the same string can only give the same answer until the token expires: HMAC through WebCrypto (and
 * importing the key) was about a tenth of a cache-miss list read. Only successes are kept; an entry
 * is never served past the token's `exp`. Revocation is not decided here (the session resolver asks
 * accounts, under its own cache that account changes clear).
 */
export class VerifiedTokens {
  private readonly cache: LRUCache<string, Identity>;

  constructor(max = 10_000) {
    this.cache = new LRUCache({ max, ttl: 60_000 });
  }

  get(token: string): Identity | undefined {
    const identity = this.cache.get(token);
    if (identity && identity.expiresAt * 1000 <= Date.now()) {
      this.cache.delete(token);
      return undefined;
    }
    return identity;
  }

  set(token: string, identity: Identity): void {
    const ttl = Math.min(60_000, identity.expiresAt * 1000 - Date.now());
    if (ttl > 0) this.cache.set(token, identity, { ttl });
  }
}

import { LRUCache } from 'lru-cache';
import type { Identity } from '@platform/auth';
import type { EventBus } from '@platform/pubsub';

/** What a domain publishes after changing a user's records; read routes cache until it arrives. */
export interface UserDataChanged {
  /** The caller's subject: the tabs realm's integer id, other realms' string `sub`. */
  userId: number | string;
}

/** A cached answer: its bytes and the ETag Express gave them, so a hit does not hash the body again. */
export interface CachedBody {
  bytes: Buffer;
  etag: string | undefined;
}

/**
 * Caches the serialized bodies of side-effect-free routes per user, from a key's second miss on
 * (see offer), as Buffers: a body lives outside the JavaScript heap, so the cache's churn does not
 * promote tens of kilobytes per request into V8's old generation, which grew the heap by hundreds
 * of MB under list traffic before a full collection; and a hit is sent as it is, without converting
 * a string to bytes again. Each (topic, user) pair has a version that the domain's change event
 * replaces with a fresh number, and the version is part of the key: a write makes every older entry
 * unreachable at once, and a read that raced with a write stores its result under the version it
 * started with, which nobody asks for again. With a Redis bus every replica hears the change.
 *
 * The cache trusts that silence means "nothing changed" only while the bus can deliver: while a
 * shared bus reports itself degraded (Redis stalled or down), it fails open, answering every read
 * from the graph and storing nothing.
 */
export class ResponseCache {
  private readonly bodies: LRUCache<string, CachedBody>;
  // lru-cache allocates its index arrays for `max` entries up front (about 28 bytes each). Forgetting a
  // user's version only costs misses: the next read gets a fresh number, under which nothing is stored.
  private readonly versions = new LRUCache<string, number>({ max: 20_000 });
  /** Keys whose answer was offered once and not kept (see offer); forgetting one costs one more miss. */
  private readonly missedOnce = new LRUCache<string, true>({ max: 10_000 });
  private nextVersion = 1;

  /**
   * 16 MB holds about 280 full 100-tab lists: the hot reads of many users. Every distinct query
   * string is stored, so a larger cache mostly holds pages nobody asks for again, resident.
   */
  constructor(
    private readonly bus: EventBus,
    topics: string[],
    maxBytes = 16 * 1024 * 1024,
  ) {
    this.bodies = new LRUCache<string, CachedBody>({
      maxSize: maxBytes,
      sizeCalculation: (body) => body.bytes.length || 1,
    });
    for (const topic of topics) {
      bus.subscribe<UserDataChanged>(topic, ({ userId }) => {
        this.versions.set(`${topic}:${userId}`, this.nextVersion++);
      });
    }
  }

  /** The key of a request; realm, tier and device state are part of it because they gate what is answered. */
  key(topic: string, identity: Identity, url: string): string {
    const versionKey = `${topic}:${identity.subject}`;
    let version = this.versions.get(versionKey);
    if (version === undefined) this.versions.set(versionKey, (version = this.nextVersion++));
    const deviceBlocked = identity.realm === 'tabs' && identity.extras.deviceBlocked;
    return `${version}|${identity.realm}|${identity.subject}|${identity.tier}|${deviceBlocked}|${url}`;
  }

  private missedEvents = false;

  /** Whether the bus can be trusted now; after an outage, everything cached before it is dropped (changes were missed). */
  private trusted(): boolean {
    if (this.bus.degraded?.()) {
      this.missedEvents = true;
      return false;
    }
    if (this.missedEvents) {
      this.missedEvents = false;
      this.bodies.clear();
    }
    return true;
  }

  get(key: string): CachedBody | undefined {
    return this.trusted() ? this.bodies.get(key) : undefined;
  }

  /**
   * Offers the answer of a miss. It is kept from its key's second miss on: most distinct query
   * strings are asked for once (a client paging, a cache-buster), and storing each of those held up
   * to the cache's whole size in bodies nobody reads again (16 MB after the bench's warm-up of
   * distinct reads), and cost a copy's worth of memory churn per miss.
   */
  offer(key: string, body: CachedBody): void {
    if (!this.trusted()) return;
    if (this.missedOnce.delete(key)) this.bodies.set(key, body);
    else this.missedOnce.set(key, true);
  }
}

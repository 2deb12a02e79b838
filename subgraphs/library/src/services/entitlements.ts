import type { Config } from '@platform/config';
import { requireTabsUser, type RequestContext, type TabsUser as Identity } from '@platform/auth';
import { UpgradeRequired, type PlanFeature } from '@platform/errors';
import type { UsageService } from './usage.service.js';
import type { PlanRegistry } from './plan-registry.js';

const PRO_PRICE_DISPLAY = '$4.99/mo';

/** What the REST layer needs for the spec's 402 body, carried in the GraphQL error's extensions. */
export interface UpgradeDetails {
  limits: { bookmarks: number | null; devices: number | null };
  usage: { bookmarks: number; tabs: number; devices: number };
  upgrade: { tier: 'pro'; priceDisplay: string };
}

/** UpgradeRequired plus the plan figures; still an UpgradeRequired for anyone matching on the class. */
export class LibraryUpgradeRequired extends UpgradeRequired {
  constructor(feature: PlanFeature, message: string, details: UpgradeDetails) {
    super(feature, message);
    Object.assign(this.details, details);
  }
}

/** Plan gates of the library: Pro-only features, the Free bookmark limit, the Free device limit. */
export class Entitlements {
  constructor(
    private readonly config: Config,
    private readonly usage: UsageService,
    private readonly plans: PlanRegistry,
  ) {}

  /**
   * The tabs-realm caller of a library call (the only realm the library serves: any other token is
   * UNAUTHENTICATED here); a device beyond the Free allowance may use none of the library.
   */
  async caller(context: RequestContext): Promise<Identity> {
    const identity = requireTabsUser(context);
    // Scheduled suggestion work picks Pro users from what their own requests showed.
    await this.plans.note(identity);
    if (identity.deviceBlocked) {
      const limit = this.config.FREE_DEVICE_LIMIT;
      throw await this.upgradeError(
        identity,
        'sync',
        `Free plan allows ${limit} device${limit === 1 ? '' : 's'}; upgrade to Pro to use more devices`,
      );
    }
    return identity;
  }

  async requirePro(identity: Identity, feature: 'sync' | 'ml', what: string): Promise<void> {
    if (identity.plan !== 'pro')
      throw await this.upgradeError(identity, feature, `${what} is a Pro feature; upgrade to Pro to use it`);
  }

  /** True when a Free account may keep `existing` + 1 bookmarks. */
  hasBookmarkRoom(identity: Identity, existing: number): boolean {
    return identity.plan === 'pro' || existing < this.config.FREE_BOOKMARK_LIMIT;
  }

  bookmarkLimitError(identity: Identity): Promise<LibraryUpgradeRequired> {
    const limit = this.config.FREE_BOOKMARK_LIMIT;
    return this.upgradeError(
      identity,
      'bookmarks',
      `Free plan is limited to ${limit} bookmarks; upgrade to Pro for unlimited bookmarks`,
    );
  }

  async upgradeError(
    identity: Identity,
    feature: PlanFeature,
    message: string,
  ): Promise<LibraryUpgradeRequired> {
    const free = identity.plan !== 'pro';
    const { tabs, bookmarks } = await this.usage.of(identity.userId);
    return new LibraryUpgradeRequired(feature, message, {
      limits: {
        bookmarks: free ? this.config.FREE_BOOKMARK_LIMIT : null,
        devices: free ? this.config.FREE_DEVICE_LIMIT : null,
      },
      usage: { bookmarks, tabs, devices: identity.devices },
      upgrade: { tier: 'pro', priceDisplay: PRO_PRICE_DISPLAY },
    });
  }
}

import type { DomainOrm } from '@platform/db';
import type { Platform } from '@platform/subgraph-kit';
import { UserService } from './user.service.js';
import { AuthService } from './auth.service.js';
import { DeviceService } from './device.service.js';
import { SessionService } from './session.service.js';
import { BillingService } from './billing.service.js';
import { BillingWebhookService } from './billing-webhook.service.js';
import { StoredBillingEventLog } from './billing-event-log.js';
import { AccountProfileService } from './account-profile.service.js';
import { AccountLinksService } from './account-links.service.js';
import { accountLinkThrottles } from './account-link-throttles.js';
import { AdminRole } from './admin-role.js';
import { endedSessionsOf } from './ended-sessions.js';
import { createMailer, type Mailer } from './mailer.js';
import { stripeFactory } from '@platform/stripe-client';
import { cachedStripeFactory, type StripeFactory } from './stripe-client.js';

export interface AccountServices {
  config: Platform['config'];
  users: UserService;
  auth: AuthService;
  devices: DeviceService;
  sessions: SessionService;
  billing: BillingService;
  webhooks: BillingWebhookService;
  profiles: AccountProfileService;
  links: AccountLinksService;
  admins: AdminRole;
}

export interface AccountServiceOptions {
  /** Replaces the Stripe SDK client (tests point it at a fake; production uses the real SDK). */
  stripe?: StripeFactory;
  /** Replaces the mail transport chosen by the settings (mailer.ts). */
  mailer?: Mailer;
}

/** Wires the domain's services once per running subgraph. */
export function createAccountServices(
  platform: Platform,
  orm: DomainOrm,
  options: AccountServiceOptions = {},
): AccountServices {
  const { config, bus, logger } = platform;
  const users = new UserService(orm, bus);
  const devices = new DeviceService(orm, config.FREE_DEVICE_LIMIT);
  const profiles = new AccountProfileService(orm);
  const sessionEnd = { orm, bus, providerSessions: endedSessionsOf(platform.db, bus) };
  const mailer = options.mailer ?? createMailer(config, logger.child({ component: 'mail' }));
  return {
    config,
    users,
    devices,
    profiles,
    links: new AccountLinksService(orm, sessionEnd, config, mailer, accountLinkThrottles(orm), logger),
    admins: new AdminRole(orm, bus),
    auth: new AuthService(orm, bus, config, profiles, undefined, sessionEnd),
    sessions: new SessionService(orm, devices),
    billing: new BillingService(
      users,
      config,
      options.stripe ?? cachedStripeFactory(stripeFactory(config.STRIPE_API_URL)),
      logger,
    ),
    webhooks: new BillingWebhookService(
      users,
      config,
      logger.child({ component: 'billing-webhook' }),
      new StoredBillingEventLog(orm),
    ),
  };
}

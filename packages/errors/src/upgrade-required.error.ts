import { DomainError } from './domain-error.js';

export type PlanFeature = 'ml' | 'sync' | 'bookmarks' | 'devices';

/** A Pro-only feature or a Free limit was hit; REST maps it to 402 with the upgrade body. */
export class UpgradeRequired extends DomainError {
  constructor(feature: PlanFeature, message: string) {
    super('UPGRADE_REQUIRED', message, { feature });
  }
}

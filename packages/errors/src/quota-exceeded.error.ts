import { DomainError } from './domain-error.js';

/** A monthly quota of the resume service's Hunter Protocol was used up; REST maps it to 429 QUOTA_EXCEEDED. */
export class QuotaExceeded extends DomainError {
  constructor(details: { feature: string; limit: number; used: number; resetDate: string }) {
    super(
      'QUOTA_EXCEEDED',
      `Monthly quota for ${details.feature} exceeded (${details.used}/${details.limit})`,
      details,
    );
  }
}

import { BusinessRuleViolation, DomainError } from '@platform/errors';

/** A feature the caller's tier does not include (the cards API: 403 `entitlement_required`). */
export class EntitlementRequired extends DomainError {
  constructor(
    readonly entitlement: string,
    message = `This needs the entitlement ${entitlement}`,
  ) {
    super('FORBIDDEN', message, { reason: 'entitlement_required', entitlement });
  }
}

/** Adding cards beyond the tier's cataloging limit (the cards API: 422 `portfolio_limit_exceeded`). */
export class PortfolioLimitExceeded extends BusinessRuleViolation {
  constructor(limit: { current_cards: number; requested_cards: number; max_cards: number }) {
    super(
      'portfolio_limit_exceeded',
      `Cataloging limit reached: ${limit.current_cards} + ${limit.requested_cards} cards exceeds the limit of ${limit.max_cards}`,
      {
        current_cards: limit.current_cards,
        requested_cards: limit.requested_cards,
        max_cards: limit.max_cards,
      },
    );
  }
}

/** The cards API's cataloging check. */
export interface CatalogingCheck {
  allowed: boolean;
  currentCards: number;
  requestedCards: number;
  maxCards: number;
  /** Not allowed now, but Pro (unlimited: Number.MAX_SAFE_INTEGER cards) would allow it. */
  requiresPro: boolean;
}

export function catalogingCheck(
  currentCards: number,
  requestedCards: number,
  maxCards: number,
  effectiveTier: string,
): CatalogingCheck {
  const allowed = currentCards + requestedCards <= maxCards;
  return {
    allowed,
    currentCards,
    requestedCards,
    maxCards,
    requiresPro:
      !allowed && effectiveTier !== 'pro' && currentCards + requestedCards <= Number.MAX_SAFE_INTEGER,
  };
}

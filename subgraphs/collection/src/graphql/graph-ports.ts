import { requireCardsScope } from '@platform/auth';
import { currentCaller, runSupergraphOperation } from '@platform/subgraph-kit';
import type { AlertCardsOf, CardQuote, EntitlementsOf, OwnerEntitlements, QuoteCards } from '../ports.js';

/**
 * The collection's ports over the graph. Quotes: `cardRefs` (this subgraph) hands the gateway card
 * references and the catalog answers their fields, one supergraph operation per call; entitlements:
 * the entitlements subgraph's `cardsEntitlements` for the same caller. Nothing of either domain's
 * code or tables is imported.
 */
const CARD_QUOTES = /* GraphQL */ `
  query CollectionCardQuotes($ids: [ID!]!) {
    cardRefs(ids: $ids) {
      id
      name
      game
      ticker
      condition
      bestMarketPrice
    }
  }
`;

const OWNER_ENTITLEMENTS = /* GraphQL */ `
  query CollectionOwnerEntitlements {
    cardsEntitlements {
      userId
      effectiveTier
      entitlements
      catalogingLimits {
        maxCards
        bulkImport
      }
      alertLimits {
        maxAlerts
        maxWatchedCards
      }
    }
  }
`;

interface CardFields {
  id: string;
  name: string;
  game: string;
  ticker: string;
  condition: string;
  bestMarketPrice: number | null;
}

export const graphQuotes: QuoteCards = async (cardIds) => {
  const ids = [...new Set(cardIds.map((id) => id.toLowerCase()))];
  if (!ids.length) return new Map();
  const { cardRefs } = await runSupergraphOperation<{ cardRefs: Array<CardFields | null> }>(CARD_QUOTES, {
    ids,
  });
  const quotes = new Map<string, CardQuote>();
  for (const card of cardRefs) {
    if (!card) continue;
    quotes.set(card.id, {
      cardId: card.id,
      name: card.name,
      game: card.game,
      ticker: card.ticker,
      condition: card.condition,
      bestMarketPrice: card.bestMarketPrice,
    });
  }
  return quotes;
};

/** Only ever asked about the caller (an owner reads and changes only their own portfolio). */
export const graphEntitlementsOf: EntitlementsOf = async (ownerId) => {
  const caller = currentCaller();
  if (!caller || requireCardsScope(caller).subject !== ownerId)
    throw new Error('Entitlements are read for the caller only');
  const { cardsEntitlements } = await runSupergraphOperation<{ cardsEntitlements: OwnerEntitlements }>(
    OWNER_ENTITLEMENTS,
  );
  return cardsEntitlements;
};

const ALERT_CARDS = /* GraphQL */ `
  query CollectionAlertCards($ids: [ID!]!) {
    cardRefs(ids: $ids) {
      id
      ticker
      marketPrice {
        price
      }
    }
  }
`;

/** Tickers and market prices of cards, as the caller reads them (the catalog's marketPrice). */
export const graphAlertCards: AlertCardsOf = async (cardIds) => {
  const ids = [...new Set(cardIds.map((id) => id.toLowerCase()))];
  if (!ids.length) return new Map();
  const { cardRefs } = await runSupergraphOperation<{
    cardRefs: Array<{ id: string; ticker: string; marketPrice: { price: number } | null } | null>;
  }>(ALERT_CARDS, { ids });
  return new Map(
    cardRefs.flatMap((card) =>
      card
        ? [[card.id, { cardId: card.id, ticker: card.ticker, marketPrice: card.marketPrice?.price ?? null }]]
        : [],
    ),
  );
};

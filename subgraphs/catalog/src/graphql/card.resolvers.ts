import { requireCardsScope, requireCardsScopeOrDomainCall, requireIdentity } from '@platform/auth';
import { DomainError } from '@platform/errors';
import type { CatalogDomain } from '../domain.js';
import type { CardView } from '../services/card.service.js';
import type { Resolvers } from './__generated__/resolvers-types.js';
import { given } from './given.js';

type Services = CatalogDomain['services'];

/** No point in the window is not an error when a card is read: its marketPrice is null. */
const nullWithoutPrices = (error: unknown) => {
  if (error instanceof DomainError && error.details.reason === 'no_price_data') return null;
  throw error;
};

/** Cards: read, search, create, and the Card entity other domains reference by id. */
export function cardResolvers({ cards, pricing }: Services): Resolvers {
  return {
    Query: {
      card: (_, { id }, context) => (requireCardsScope(context, 'cards:read'), cards.get(id)),
      async searchCards(_, { cursor, limit, ...filters }, context) {
        requireCardsScope(context, 'cards:read');
        const page = await cards.search(given(filters), { cursor, limit });
        return { ...page, items: page.items.map(({ cardId, ...summary }) => ({ id: cardId, ...summary })) };
      },
    },
    Mutation: {
      createCard(_, { input }, context) {
        const { subject } = requireCardsScope(context, 'cards:write');
        return cards.create(subject, { ...given(input), variants: input.variants?.map(given) });
      },
    },
    Card: {
      // A holding or a trade item names a card by id; its caller's own query decided the scopes.
      __resolveReference: (reference: { id: string } | CardView, context) => {
        requireIdentity(context, 'cards');
        return 'cardId' in reference ? reference : cards.get(reference.id).catch(() => null);
      },
      id: (card) => card.cardId,
      variants: (card) => card.variants.map(({ variantId, ...variant }) => ({ id: variantId, ...variant })),
      bestMarketPrice: (card) => {
        const prices = card.variants
          .map((variant) => variant.marketPrice)
          .filter((price): price is number => price !== null);
        return prices.length ? Math.max(...prices) : null;
      },
      // The market price result is pricing:read data (GET /cards/{id}/price), wherever the card is reached from.
      marketPrice: (card, _, context) => {
        requireCardsScopeOrDomainCall(context, 'pricing:read');
        return pricing.marketPrice(card.cardId).catch(nullWithoutPrices);
      },
    },
  };
}

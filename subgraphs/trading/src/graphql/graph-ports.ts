import { randomUUID } from 'node:crypto';
import { requireCardsScope, type RequestContext } from '@platform/auth';
import { asCaller, currentCaller, runSupergraphOperation } from '@platform/subgraph-kit';
import type { ItemsValue, ReceiverDirectory, TradingPorts, TransferOutcome } from '../ports.js';

/**
 * Trading's ports over the graph, each one supergraph operation on the collection subgraph for the
 * same caller: values of items, what the caller holds, and the accept's transfer, which the
 * collection derives from the trade itself (read back through the graph), never from this call.
 */
const ITEMS_VALUE = /* GraphQL */ `
  query TradingItemsValue($items: [CardItemInput!]!) {
    cardItemsValue(items: $items) {
      total
      items {
        cardId
        quantity
        unitValue
        value
      }
      unpricedCardIds
      unknownCardIds
    }
  }
`;

const HELD = /* GraphQL */ `
  query TradingHeldQuantities($cardIds: [ID!]!) {
    heldQuantities(cardIds: $cardIds) {
      cardId
      quantity
    }
  }
`;

const SETTLE = /* GraphQL */ `
  mutation TradingSettleTransfer($tradeId: ID!) {
    settleTradeTransfer(tradeId: $tradeId) {
      status
      shortages {
        ownerId
        cardId
        needed
        held
      }
    }
  }
`;

const ACCOUNT_BY_HANDLE = /* GraphQL */ `
  query TradingReceiverByHandle($handle: String!) {
    accountByHandle(handle: $handle) {
      id
    }
  }
`;

const EMPTY: ItemsValue = { total: 0, items: [], unpricedCardIds: [], unknownCardIds: [] };

export const graphTradingPorts: TradingPorts = {
  async valueItems(items) {
    if (!items.length) return EMPTY;
    return (
      await runSupergraphOperation<{ cardItemsValue: ItemsValue }>(ITEMS_VALUE, {
        items: items.map(({ cardId, quantity }) => ({ cardId, quantity })),
      })
    ).cardItemsValue;
  },
  async held(ownerId, cardIds) {
    const caller = currentCaller();
    if (!caller || requireCardsScope(caller).subject !== ownerId)
      throw new Error('Holdings are read for the caller only');
    if (!cardIds.length) return new Map();
    const { heldQuantities } = await runSupergraphOperation<{
      heldQuantities: Array<{ cardId: string; quantity: number }>;
    }>(HELD, { cardIds });
    return new Map(heldQuantities.map((row) => [row.cardId, row.quantity]));
  },
  async transfer(transferId) {
    return (
      await runSupergraphOperation<{ settleTradeTransfer: TransferOutcome }>(SETTLE, { tradeId: transferId })
    ).settleTradeTransfer;
  },
};

/** A receiver named by handle: the accounts subgraph's public directory, asked as the proposing caller. */
export const graphReceiverDirectory: ReceiverDirectory = {
  async accountIdByHandle(handle) {
    const { accountByHandle } = await runSupergraphOperation<{ accountByHandle: { id: string } | null }>(
      ACCOUNT_BY_HANDLE,
      { handle },
    );
    return accountByHandle?.id ?? null;
  },
};

/**
 * A job finishing a stalled accept acts as the trade's receiver, the party whose accept it
 * finishes (the collection checks the trade is being accepted and by whom).
 */
export function asParty<T>(subject: string, work: () => Promise<T>): Promise<T> {
  const context: RequestContext = {
    requestId: `job-${randomUUID()}`,
    internal: false,
    identity: {
      realm: 'cards',
      subject,
      scopes: [],
      tier: null,
      expiresAt: Math.floor(Date.now() / 1000) + 300,
      extras: { tokenUse: 'user' },
    },
  };
  return asCaller(context, work);
}

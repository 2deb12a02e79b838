import { Conflict, Forbidden } from '@platform/errors';
import { runSupergraphOperation } from '@platform/subgraph-kit';
import type { CollectionDomain, TransferOutcome } from '../domain.js';

/**
 * An accepted trade's holdings move here, the collection's side of trading's accept. The trade is
 * read from the trading subgraph through the graph as the caller sees it, never taken from the
 * caller: only the receiver of a trade being accepted (claimed, still pending) moves holdings, and
 * only those the trade lists. The transfer is keyed by the trade id, so a retry moves nothing twice.
 */
const TRADE_FOR_TRANSFER = /* GraphQL */ `
  query CollectionTradeForTransfer($id: ID!) {
    trade(id: $id) {
      id
      proposerId
      receiverId
      status
      settling
      offeredItems {
        cardId
        quantity
      }
      requestedItems {
        cardId
        quantity
      }
    }
  }
`;

interface TradeFacts {
  id: string;
  proposerId: string;
  receiverId: string;
  status: string;
  settling: boolean;
  offeredItems: Array<{ cardId: string; quantity: number }>;
  requestedItems: Array<{ cardId: string; quantity: number }>;
}

export async function settleTradeTransfer(
  domain: CollectionDomain,
  callerId: string,
  tradeId: string,
): Promise<TransferOutcome> {
  const { trade } = await runSupergraphOperation<{ trade: TradeFacts }>(TRADE_FOR_TRANSFER, { id: tradeId });
  if (trade.receiverId !== callerId)
    throw new Forbidden('Only the receiver can accept a trade', { reason: 'wrong_party' });
  if (trade.status !== 'pending' || !trade.settling)
    throw new Conflict('This trade is not being accepted', {
      reason: 'trade_not_settling',
      status: trade.status,
    });
  const moves = [
    ...trade.offeredItems.map((item) => ({
      fromOwner: trade.proposerId,
      toOwner: trade.receiverId,
      cardId: item.cardId,
      quantity: item.quantity,
    })),
    ...trade.requestedItems.map((item) => ({
      fromOwner: trade.receiverId,
      toOwner: trade.proposerId,
      cardId: item.cardId,
      quantity: item.quantity,
    })),
  ];
  // Received copies are costed at their market value per copy now (else the giver's purchase price).
  const valued = await domain.services.valuation
    .valueItems([...trade.offeredItems, ...trade.requestedItems])
    .catch(() => null);
  const unitCosts = Object.fromEntries(
    (valued?.items ?? []).map((item) => [item.cardId.toLowerCase(), item.unitValue]),
  );
  return domain.services.transfers.apply(trade.id, moves, unitCosts);
}

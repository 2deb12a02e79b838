/**
 * What trading needs from the accounts: the account a handle names, so a proposal may name its
 * receiver by handle. Over the graph in the subgraph (accountByHandle); null when no account holds it.
 */
export interface ReceiverDirectory {
  accountIdByHandle(handle: string): Promise<string | null>;
}

/**
 * What trading needs from the collection, as functions the composition passes in: over the graph
 * in the subgraph (graphql/graph-ports.ts), the collection's services in process in tests.
 */
export interface TransferMove {
  fromOwner: string;
  toOwner: string;
  cardId: string;
  quantity: number;
}

export type TransferOutcome =
  | { status: 'applied' }
  | { status: 'already_applied' }
  | {
      status: 'insufficient';
      shortages: Array<{ ownerId: string; cardId: string; needed: number; held: number }>;
    };

export interface ItemsValue {
  total: number;
  items: Array<{ cardId: string; quantity: number; unitValue: number | null; value: number | null }>;
  unpricedCardIds: string[];
  unknownCardIds: string[];
}

export interface TradingPorts {
  /** Values {cardId, quantity} lists (collection's ValuationService.valueItems): also tells which ids name no card. */
  valueItems(items: Array<{ cardId: string; quantity: number }>): Promise<ItemsValue>;
  /** What an owner holds of each card (collection's TransferService.held). */
  held(ownerId: string, cardIds: string[]): Promise<Map<string, number>>;
  /** Moves holdings at once, idempotent by id (collection's TransferService.apply). */
  /** Received copies are costed by the collection (market value per copy at acceptance; unitCosts only where a caller already knows them). */
  transfer(
    transferId: string,
    moves: TransferMove[],
    unitCosts?: Record<string, number | null>,
  ): Promise<TransferOutcome>;
}

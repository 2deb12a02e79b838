import { z } from 'zod';
import type { TradeFieldsFragment } from '@platform/operations';

/** The cards API's trade record (snake_case), for OpenAPI, and its mapper from the graph. */
const item = z.object({ card_id: z.string(), quantity: z.number().int() });

export const tradeRecord = z
  .object({
    trade_id: z.string(),
    proposer_id: z.string(),
    receiver_id: z.string(),
    offered_items: z.array(item),
    requested_items: z.array(item),
    cash_adjustment: z
      .number()
      .meta({ description: "proposer's view: positive, the proposer pays it on top" }),
    status: z.enum(['pending', 'accepted', 'rejected', 'countered', 'cancelled', 'expired']),
    message: z.string(),
    created_at: z.string(),
    updated_at: z.string(),
    expires_at: z.string(),
    parent_trade_id: z.string().nullable(),
  })
  .meta({ id: 'Trade' });

const items = (list: TradeFieldsFragment['offeredItems']) =>
  list.map((entry) => ({ card_id: entry.cardId, quantity: entry.quantity }));

export const toTradeRecord = (trade: TradeFieldsFragment): z.infer<typeof tradeRecord> => ({
  trade_id: trade.id,
  proposer_id: trade.proposerId,
  receiver_id: trade.receiverId,
  offered_items: items(trade.offeredItems),
  requested_items: items(trade.requestedItems),
  cash_adjustment: trade.cashAdjustment,
  status: trade.status,
  message: trade.message,
  created_at: String(trade.createdAt),
  updated_at: String(trade.updatedAt),
  expires_at: String(trade.expiresAt),
  parent_trade_id: trade.parentTradeId,
});

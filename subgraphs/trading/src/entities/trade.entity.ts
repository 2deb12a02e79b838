import { defineEntity, p } from '@mikro-orm/core';
import type { TradeItem, TradeStatus } from '../rules/trade-state.js';

const TradeSchema = defineEntity({
  name: 'Trade',
  schema: 'trading',
  tableName: 'trade',
  indexes: [
    { name: 'trade_proposer_created_idx', properties: ['proposerId', 'createdAt', 'id'] },
    { name: 'trade_receiver_created_idx', properties: ['receiverId', 'createdAt', 'id'] },
    { name: 'trade_status_expires_idx', properties: ['status', 'expiresAt'] },
  ],
  properties: {
    id: p.uuid().primary(),
    proposerId: p.string().length(255),
    receiverId: p.string().length(255),
    /** What the proposer gives: [{card_id, quantity}]. */
    offeredItems: p.json<TradeItem[]>(),
    /** What the proposer asks for. */
    requestedItems: p.json<TradeItem[]>(),
    /** Proposer's view: positive, the proposer pays this much on top; negative, receives it. */
    cashAdjustment: p.decimal('number').precision(12).scale(2),
    status: p.string().length(10).$type<TradeStatus>(),
    message: p.text(),
    parentTradeId: p.uuid().nullable(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
    expiresAt: p.datetime(),
    /** Set while an accept moves the holdings (the trade is still pending); cleared when it settles. */
    settlingSince: p.datetime().nullable(),
  },
});

/** A trade proposal between two users and where it stands. */
export class Trade extends TradeSchema.class {}
TradeSchema.setClass(Trade);

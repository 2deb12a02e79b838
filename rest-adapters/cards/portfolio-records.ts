import { z } from 'zod';
import type { HoldingFieldsFragment, PositionFieldsFragment } from '@platform/operations';

/** The cards API's portfolio records (snake_case), for OpenAPI, and mappers from the graph's camelCase. */
const timestamp = z.string().meta({ description: 'ISO 8601 UTC' });
const money = z.number().nullable();

export const holdingRecord = z
  .object({
    card_id: z.string(),
    quantity: z.number().int(),
    purchase_price: z.number().meta({ description: 'average paid per copy' }),
    added_at: timestamp,
    updated_at: timestamp,
    card_name: z.string().nullable(),
    game: z.string().nullable(),
    condition: z.string().nullable(),
    unit_value: money.meta({
      description: 'best variant market price × condition multiplier; null without a market price',
    }),
    market_value: money,
  })
  .meta({ id: 'HoldingEntry' });

export const toHoldingRecord = (holding: HoldingFieldsFragment): z.infer<typeof holdingRecord> => ({
  card_id: holding.cardId,
  quantity: holding.quantity,
  purchase_price: holding.purchasePrice,
  added_at: String(holding.addedAt),
  updated_at: String(holding.updatedAt),
  card_name: holding.cardName,
  game: holding.game,
  condition: holding.condition,
  unit_value: holding.unitValue,
  market_value: holding.marketValue,
});

export const positionRecord = z
  .object({
    card_id: z.string(),
    card_name: z.string(),
    quantity: z.number().int(),
    market_value: z.number(),
    cost_basis: z.number(),
    unrealized_pnl: z.number(),
    weight_percentage: z.number(),
  })
  .meta({ id: 'Position' });

export const toPositionRecord = (position: PositionFieldsFragment): z.infer<typeof positionRecord> => ({
  card_id: position.cardId,
  card_name: position.cardName,
  quantity: position.quantity,
  market_value: position.marketValue,
  cost_basis: position.costBasis,
  unrealized_pnl: position.unrealizedPnl,
  weight_percentage: position.weightPercentage,
});

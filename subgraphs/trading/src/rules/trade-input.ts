import { z } from 'zod';
import { BusinessRuleViolation } from '@platform/errors';
import type { TradeItem } from './trade-state.js';

export const DEFAULT_EXPIRY_HOURS = 72;
export const MAX_EXPIRY_HOURS = 30 * 24;
export const MAX_ITEMS_PER_SIDE = 50;
export const MAX_CASH_ADJUSTMENT = 1_000_000_000;
export const MAX_MESSAGE_LENGTH = 1000;

const roundCents = (value: number) => Math.round((value + Number.EPSILON * Math.sign(value)) * 100) / 100;

/** Types first (400): a quantity must be a whole number; whether it is positive is a trade rule (422). */
const itemSchema = z.object({
  cardId: z.string({ error: 'cardId must be a string' }).max(100),
  quantity: z
    .number({ error: 'quantity must be a number' })
    .int('quantity must be a whole number')
    .max(1_000_000),
});

const sides = {
  offeredItems: z.array(itemSchema).max(MAX_ITEMS_PER_SIDE).default([]),
  requestedItems: z.array(itemSchema).max(MAX_ITEMS_PER_SIDE).default([]),
  cashAdjustment: z
    .number({ error: 'cashAdjustment must be a number' })
    .finite()
    .min(-MAX_CASH_ADJUSTMENT)
    .max(MAX_CASH_ADJUSTMENT)
    .transform(roundCents)
    .default(0),
  message: z.string().max(MAX_MESSAGE_LENGTH).default(''),
  expiryHours: z
    .number()
    .int('expiryHours must be a whole number')
    .min(1)
    .max(MAX_EXPIRY_HOURS)
    .default(DEFAULT_EXPIRY_HOURS),
};

export const MAX_HANDLE_LENGTH = 30;

/** The receiver is named by id or by account handle, never both: one of the two, or the request is unclear (400). */
export const createTradeSchema = z
  .object({
    receiverId: z
      .string({ error: 'receiverId must be a string' })
      .trim()
      .min(1, 'receiverId is required')
      .max(255),
    receiverHandle: z
      .string({ error: 'receiverHandle must be a string' })
      .trim()
      .min(1, 'receiverHandle must not be empty')
      .max(MAX_HANDLE_LENGTH),
    ...sides,
  })
  .partial({ receiverId: true, receiverHandle: true })
  .refine((input) => (input.receiverId === undefined) !== (input.receiverHandle === undefined), {
    message: 'name the receiver by receiverId or by receiverHandle (exactly one)',
    path: ['receiverId'],
  });
export const counterTradeSchema = z.object(sides);
export type CreateTradeInput = z.input<typeof createTradeSchema>;
export type CounterTradeInput = z.input<typeof counterTradeSchema>;

/**
 * The cards API's trade rules, in their documented order and with their messages: no trade with yourself, at least one
 * item, every quantity positive (422). Then the same card listed twice on one side adds up.
 */
export function checkTradeRules(
  proposerId: string,
  receiverId: string,
  offered: TradeItem[],
  requested: TradeItem[],
): { offered: TradeItem[]; requested: TradeItem[] } {
  if (proposerId === receiverId) throw new BusinessRuleViolation('self_trade', 'cannot trade with yourself');
  if (offered.length === 0 && requested.length === 0)
    throw new BusinessRuleViolation('empty_trade', 'must include at least one item');
  if ([...offered, ...requested].some((item) => item.quantity <= 0))
    throw new BusinessRuleViolation('invalid_quantity', 'item quantity must be positive');
  return { offered: merge(offered), requested: merge(requested) };
}

function merge(items: TradeItem[]): TradeItem[] {
  const byCard = new Map<string, number>();
  for (const item of items) {
    const id = item.cardId.trim().toLowerCase();
    byCard.set(id, (byCard.get(id) ?? 0) + item.quantity);
  }
  return [...byCard].map(([cardId, quantity]) => ({ cardId, quantity }));
}

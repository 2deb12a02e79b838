import { z } from 'zod';
import { BusinessRuleViolation } from '@platform/errors';
import { CounterTradeInputSchema, ProposeTradeInputSchema } from '../graphql/__generated__/validation.js';
import type { TradeItem } from './trade-state.js';

/** A trade's life when the proposal names none. */
export const DEFAULT_EXPIRY_HOURS = 72;

const roundCents = (value: number) => Math.round((value + Number.EPSILON * Math.sign(value)) * 100) / 100;

// The limits of every field are the SDL's (@constraint in graphql/trading.graphql), checked by the
// schemas generated from it; the service adds only what the SDL cannot say: defaults, rounding, trimming.
const propose = ProposeTradeInputSchema().shape;
const counter = CounterTradeInputSchema().shape;

const sides = {
  offeredItems: counter.offeredItems.transform((items) => items ?? []),
  requestedItems: counter.requestedItems.transform((items) => items ?? []),
  cashAdjustment: counter.cashAdjustment.transform((cash) => roundCents(cash ?? 0)),
  message: counter.message.transform((message) => message ?? ''),
  expiryHours: counter.expiryHours.transform((hours) => hours ?? DEFAULT_EXPIRY_HOURS),
};

const trimmed = (value: string | null | undefined) => value?.trim() ?? undefined;

/** The receiver is named by id or by account handle, never both: one of the two, or the request is unclear (400). */
export const createTradeSchema = z
  .object({
    receiverId: propose.receiverId.transform(trimmed),
    receiverHandle: propose.receiverHandle
      .transform(trimmed)
      .refine((handle) => handle !== '', 'receiverHandle must not be empty'),
    ...sides,
  })
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

import * as z from 'zod'


type definedNonNullAny = {};

export const isDefinedNonNullAny = (v: any): v is definedNonNullAny => v !== undefined && v !== null;

export const definedNonNullAnySchema = z.any().refine((v) => isDefinedNonNullAny(v));

export const TradeRoleSchema: z.ZodType<"any" | "proposer" | "receiver", "any" | "proposer" | "receiver"> = z.enum(['any', 'proposer', 'receiver']);

export const TradeStatusSchema: z.ZodType<"accepted" | "cancelled" | "countered" | "expired" | "pending" | "rejected", "accepted" | "cancelled" | "countered" | "expired" | "pending" | "rejected"> = z.enum(['accepted', 'cancelled', 'countered', 'expired', 'pending', 'rejected']);

export function CounterTradeInputSchema() {
  return z.object({
    cashAdjustment: z.number().min(-1000000000, "must be at least -1000000000").max(1000000000, "must be at most 1000000000").nullish(),
    expiryHours: z.number().int('must be an integer').min(-2147483648, 'must be a 32-bit integer').max(2147483647, 'must be a 32-bit integer').min(1, "must be at least 1").max(720, "must be at most 720").nullish(),
    message: z.string().max(1000, "must be at most 1000 characters").nullish(),
    offeredItems: z.array(z.lazy(() => TradeItemInputSchema())).max(50, "may hold at most 50 items").nullish(),
    requestedItems: z.array(z.lazy(() => TradeItemInputSchema())).max(50, "may hold at most 50 items").nullish()
  })
}

export function ProposeTradeInputSchema() {
  return z.object({
    cashAdjustment: z.number().min(-1000000000, "must be at least -1000000000").max(1000000000, "must be at most 1000000000").nullish(),
    expiryHours: z.number().int('must be an integer').min(-2147483648, 'must be a 32-bit integer').max(2147483647, 'must be a 32-bit integer').min(1, "must be at least 1").max(720, "must be at most 720").nullish(),
    message: z.string().max(1000, "must be at most 1000 characters").nullish(),
    offeredItems: z.array(z.lazy(() => TradeItemInputSchema())).max(50, "may hold at most 50 items").nullish(),
    receiverHandle: z.string().min(1, "must be at least 1 characters").max(30, "must be at most 30 characters").nullish(),
    receiverId: z.string().max(255, "must be at most 255 characters").regex(/\S/, "is required").nullish(),
    requestedItems: z.array(z.lazy(() => TradeItemInputSchema())).max(50, "may hold at most 50 items").nullish()
  })
}

export function TradeItemInputSchema() {
  return z.object({
    cardId: z.string().max(100, "must be at most 100 characters"),
    quantity: z.number().int('must be an integer').min(-2147483648, 'must be a 32-bit integer').max(2147483647, 'must be a 32-bit integer').max(1000000, "must be at most 1000000")
  })
}

export function MutationAcceptTradeArgsSchema() {
  return z.object({
    id: z.string().max(100, "must be at most 100 characters")
  })
}

export function MutationCancelTradeArgsSchema() {
  return z.object({
    id: z.string().max(100, "must be at most 100 characters")
  })
}

export function MutationCounterTradeArgsSchema() {
  return z.object({
    id: z.string().max(100, "must be at most 100 characters"),
    input: z.lazy(() => CounterTradeInputSchema())
  })
}

export function MutationProposeTradeArgsSchema() {
  return z.object({
    input: z.lazy(() => ProposeTradeInputSchema())
  })
}

export function MutationRejectTradeArgsSchema() {
  return z.object({
    id: z.string().max(100, "must be at most 100 characters")
  })
}

export function QueryTradeArgsSchema() {
  return z.object({
    id: z.string().max(100, "must be at most 100 characters")
  })
}

export function QueryTradeValueArgsSchema() {
  return z.object({
    id: z.string().max(100, "must be at most 100 characters")
  })
}

export function QueryTradesArgsSchema() {
  return z.object({
    cursor: z.string().max(500, "must be at most 500 characters").nullish(),
    limit: z.number().int('must be an integer').min(-2147483648, 'must be a 32-bit integer').max(2147483647, 'must be a 32-bit integer').min(1, "must be at least 1").max(100, "must be at most 100").nullish(),
    role: TradeRoleSchema.nullish(),
    status: TradeStatusSchema.nullish()
  })
}


/** Each field's argument schema by coordinate, for subgraph-kit's argument check. */
export const argumentSchemas = {
  'Mutation.acceptTrade': MutationAcceptTradeArgsSchema,
  'Mutation.cancelTrade': MutationCancelTradeArgsSchema,
  'Mutation.counterTrade': MutationCounterTradeArgsSchema,
  'Mutation.proposeTrade': MutationProposeTradeArgsSchema,
  'Mutation.rejectTrade': MutationRejectTradeArgsSchema,
  'Query.trade': QueryTradeArgsSchema,
  'Query.tradeValue': QueryTradeValueArgsSchema,
  'Query.trades': QueryTradesArgsSchema,
};

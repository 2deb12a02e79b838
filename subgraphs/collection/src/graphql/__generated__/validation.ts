import * as z from 'zod'


type definedNonNullAny = {};

export const isDefinedNonNullAny = (v: any): v is definedNonNullAny => v !== undefined && v !== null;

export const definedNonNullAnySchema = z.any().refine((v) => isDefinedNonNullAny(v));

export const AlertKindSchema: z.ZodType<"above" | "below" | "move", "above" | "below" | "move"> = z.enum(['above', 'below', 'move']);

export function AddHoldingInputSchema() {
  return z.object({
    cardId: z.string().max(100, "must be at most 100 characters"),
    purchasePrice: z.number().min(0, "must be at least 0").nullish(),
    quantity: z.number().int('must be an integer').min(-2147483648, 'must be a 32-bit integer').max(2147483647, 'must be a 32-bit integer').min(1, "must be at least 1").max(1000000, "must be at most 1000000")
  })
}

export function CardItemInputSchema() {
  return z.object({
    cardId: z.string().max(100, "must be at most 100 characters"),
    quantity: z.number().int('must be an integer').min(-2147483648, 'must be a 32-bit integer').max(2147483647, 'must be a 32-bit integer').min(1, "must be at least 1").max(1000000, "must be at most 1000000")
  })
}

export function CreatePriceAlertInputSchema() {
  return z.object({
    cardId: z.string().max(100, "must be at most 100 characters"),
    kind: AlertKindSchema,
    percent: z.number().min(0, "must be at least 0").max(10000, "must be at most 10000").nullish(),
    price: z.number().min(0, "must be at least 0").nullish(),
    webhookUrl: z.string().max(2048, "must be at most 2048 characters").regex(/^https?:\/\/\S+$/i, "must be an http(s) URL").nullish()
  })
}

export function MutationAddHoldingArgsSchema() {
  return z.object({
    input: z.lazy(() => AddHoldingInputSchema())
  })
}

export function MutationCreatePriceAlertArgsSchema() {
  return z.object({
    input: z.lazy(() => CreatePriceAlertInputSchema())
  })
}

export function MutationDeletePriceAlertArgsSchema() {
  return z.object({
    id: z.string().max(100, "must be at most 100 characters")
  })
}

export function MutationImportHoldingsCsvArgsSchema() {
  return z.object({
    csv: z.string().max(2000000, "must be at most 2000000 characters")
  })
}

export function MutationRemoveHoldingArgsSchema() {
  return z.object({
    cardId: z.string().max(100, "must be at most 100 characters"),
    quantity: z.number().int('must be an integer').min(-2147483648, 'must be a 32-bit integer').max(2147483647, 'must be a 32-bit integer').min(1, "must be at least 1").nullish()
  })
}

export function MutationSettleTradeTransferArgsSchema() {
  return z.object({
    tradeId: z.string().max(100, "must be at most 100 characters")
  })
}

export function MutationUnwatchCardArgsSchema() {
  return z.object({
    cardId: z.string().max(100, "must be at most 100 characters")
  })
}

export function MutationWatchCardArgsSchema() {
  return z.object({
    cardId: z.string().max(100, "must be at most 100 characters")
  })
}

export function QueryCardItemsValueArgsSchema() {
  return z.object({
    items: z.array(z.lazy(() => CardItemInputSchema())).max(200, "may hold at most 200 items")
  })
}

export function QueryCardRefsArgsSchema() {
  return z.object({
    ids: z.array(z.string()).max(10000, "may hold at most 10000 items")
  })
}

export function QueryCatalogingCheckArgsSchema() {
  return z.object({
    requestedCards: z.number().int('must be an integer').min(-2147483648, 'must be a 32-bit integer').max(2147483647, 'must be a 32-bit integer').min(1, "must be at least 1")
  })
}

export function QueryHeldQuantitiesArgsSchema() {
  return z.object({
    cardIds: z.array(z.string()).max(200, "may hold at most 200 items")
  })
}

export function QueryPortfolioHoldingsArgsSchema() {
  return z.object({
    cursor: z.string().max(500, "must be at most 500 characters").nullish(),
    limit: z.number().int('must be an integer').min(-2147483648, 'must be a 32-bit integer').max(2147483647, 'must be a 32-bit integer').min(1, "must be at least 1").max(100, "must be at most 100").nullish()
  })
}

export function QueryPriceAlertsArgsSchema() {
  return z.object({
    cursor: z.string().max(500, "must be at most 500 characters").nullish(),
    limit: z.number().int('must be an integer').min(-2147483648, 'must be a 32-bit integer').max(2147483647, 'must be a 32-bit integer').min(1, "must be at least 1").max(100, "must be at most 100").nullish()
  })
}


/** Each field's argument schema by coordinate, for subgraph-kit's argument check. */
export const argumentSchemas = {
  'Mutation.addHolding': MutationAddHoldingArgsSchema,
  'Mutation.createPriceAlert': MutationCreatePriceAlertArgsSchema,
  'Mutation.deletePriceAlert': MutationDeletePriceAlertArgsSchema,
  'Mutation.importHoldingsCsv': MutationImportHoldingsCsvArgsSchema,
  'Mutation.removeHolding': MutationRemoveHoldingArgsSchema,
  'Mutation.settleTradeTransfer': MutationSettleTradeTransferArgsSchema,
  'Mutation.unwatchCard': MutationUnwatchCardArgsSchema,
  'Mutation.watchCard': MutationWatchCardArgsSchema,
  'Query.cardItemsValue': QueryCardItemsValueArgsSchema,
  'Query.cardRefs': QueryCardRefsArgsSchema,
  'Query.catalogingCheck': QueryCatalogingCheckArgsSchema,
  'Query.heldQuantities': QueryHeldQuantitiesArgsSchema,
  'Query.portfolioHoldings': QueryPortfolioHoldingsArgsSchema,
  'Query.priceAlerts': QueryPriceAlertsArgsSchema,
};

import * as z from 'zod'


type definedNonNullAny = {};

export const isDefinedNonNullAny = (v: any): v is definedNonNullAny => v !== undefined && v !== null;

export const definedNonNullAnySchema = z.any().refine((v) => isDefinedNonNullAny(v));

export const CardsBillingIntervalSchema: z.ZodType<"month" | "year", "month" | "year"> = z.enum(['month', 'year']);

export const CardsProductIdSchema: z.ZodType<"avatar_skin" | "guild_banner" | "proxy_print_credit", "avatar_skin" | "guild_banner" | "proxy_print_credit"> = z.enum(['avatar_skin', 'guild_banner', 'proxy_print_credit']);

export function CardsBillingPortalInputSchema() {
  return z.object({
    returnUrl: z.string().max(2048, "must be at most 2048 characters").regex(/^https?:\/\/\S+$/i, "must be an http(s) URL")
  })
}

export function CardsCreditSpendInputSchema() {
  return z.object({
    productId: CardsProductIdSchema,
    quantity: z.number().int('must be an integer').min(-2147483648, 'must be a 32-bit integer').max(2147483647, 'must be a 32-bit integer').min(1, "must be at least 1").max(100, "must be at most 100")
  })
}

export function CardsIapCheckoutInputSchema() {
  return z.object({
    cancelUrl: z.string().max(2048, "must be at most 2048 characters").regex(/^https?:\/\/\S+$/i, "must be an http(s) URL"),
    productId: CardsProductIdSchema,
    quantity: z.number().int('must be an integer').min(-2147483648, 'must be a 32-bit integer').max(2147483647, 'must be a 32-bit integer').min(1, "must be at least 1").max(100, "must be at most 100").nullish(),
    successUrl: z.string().max(2048, "must be at most 2048 characters").regex(/^https?:\/\/\S+$/i, "must be an http(s) URL")
  })
}

export function CardsProCheckoutInputSchema() {
  return z.object({
    billingInterval: CardsBillingIntervalSchema,
    cancelUrl: z.string().max(2048, "must be at most 2048 characters").regex(/^https?:\/\/\S+$/i, "must be an http(s) URL"),
    successUrl: z.string().max(2048, "must be at most 2048 characters").regex(/^https?:\/\/\S+$/i, "must be an http(s) URL")
  })
}

export function CardsProxyCardInputSchema() {
  return z.object({
    cardId: z.string().max(64, "must be at most 64 characters"),
    quantity: z.number().int('must be an integer').min(-2147483648, 'must be a 32-bit integer').max(2147483647, 'must be a 32-bit integer').min(1, "must be at least 1").max(36, "must be at most 36")
  })
}

export function CardsProxyPrintInputSchema() {
  return z.object({
    cards: z.array(z.lazy(() => CardsProxyCardInputSchema())).min(1, "must hold at least 1 item(s)").max(36, "may hold at most 36 items")
  })
}

export function MutationApplyCardsBillingWebhookArgsSchema() {
  return z.object({
    rawBody: z.string().max(1000000, "must be at most 1000000 characters"),
    signature: z.string().max(2000, "must be at most 2000 characters").nullish()
  })
}

export function MutationCreateCardsBillingPortalArgsSchema() {
  return z.object({
    input: z.lazy(() => CardsBillingPortalInputSchema())
  })
}

export function MutationCreateCardsIapCheckoutArgsSchema() {
  return z.object({
    input: z.lazy(() => CardsIapCheckoutInputSchema())
  })
}

export function MutationCreateCardsProCheckoutArgsSchema() {
  return z.object({
    input: z.lazy(() => CardsProCheckoutInputSchema())
  })
}

export function MutationPrintCardsProxiesArgsSchema() {
  return z.object({
    input: z.lazy(() => CardsProxyPrintInputSchema())
  })
}

export function MutationSpendCardsCreditsArgsSchema() {
  return z.object({
    input: z.lazy(() => CardsCreditSpendInputSchema())
  })
}

export function QueryCardsCreditsArgsSchema() {
  return z.object({
    cursor: z.string().max(500, "must be at most 500 characters").nullish(),
    limit: z.number().int('must be an integer').min(-2147483648, 'must be a 32-bit integer').max(2147483647, 'must be a 32-bit integer').min(1, "must be at least 1").max(100, "must be at most 100").nullish()
  })
}

export function QueryCardsReceiptsArgsSchema() {
  return z.object({
    cursor: z.string().max(500, "must be at most 500 characters").nullish(),
    limit: z.number().int('must be an integer').min(-2147483648, 'must be a 32-bit integer').max(2147483647, 'must be a 32-bit integer').min(1, "must be at least 1").max(100, "must be at most 100").nullish()
  })
}


/** Each field's argument schema by coordinate, for subgraph-kit's argument check. */
export const argumentSchemas = {
  'Mutation.applyCardsBillingWebhook': MutationApplyCardsBillingWebhookArgsSchema,
  'Mutation.createCardsBillingPortal': MutationCreateCardsBillingPortalArgsSchema,
  'Mutation.createCardsIapCheckout': MutationCreateCardsIapCheckoutArgsSchema,
  'Mutation.createCardsProCheckout': MutationCreateCardsProCheckoutArgsSchema,
  'Mutation.printCardsProxies': MutationPrintCardsProxiesArgsSchema,
  'Mutation.spendCardsCredits': MutationSpendCardsCreditsArgsSchema,
  'Query.cardsCredits': QueryCardsCreditsArgsSchema,
  'Query.cardsReceipts': QueryCardsReceiptsArgsSchema,
};

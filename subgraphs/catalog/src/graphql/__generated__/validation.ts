import * as z from 'zod'


type definedNonNullAny = {};

export const isDefinedNonNullAny = (v: any): v is definedNonNullAny => v !== undefined && v !== null;

export const definedNonNullAnySchema = z.any().refine((v) => isDefinedNonNullAny(v));

export const CardConditionSchema: z.ZodType<"damaged" | "heavily_played" | "lightly_played" | "mint" | "moderately_played" | "near_mint", "damaged" | "heavily_played" | "lightly_played" | "mint" | "moderately_played" | "near_mint"> = z.enum(['damaged', 'heavily_played', 'lightly_played', 'mint', 'moderately_played', 'near_mint']);

export const ChangeDirectionSchema: z.ZodType<"both" | "down" | "up", "both" | "down" | "up"> = z.enum(['both', 'down', 'up']);

export const FinishSchema: z.ZodType<"borderless" | "etched" | "foil" | "serialized" | "standard", "borderless" | "etched" | "foil" | "serialized" | "standard"> = z.enum(['borderless', 'etched', 'foil', 'serialized', 'standard']);

export const GameSchema: z.ZodType<"lorcana" | "mtg" | "other" | "pokemon" | "yugioh", "lorcana" | "mtg" | "other" | "pokemon" | "yugioh"> = z.enum(['lorcana', 'mtg', 'other', 'pokemon', 'yugioh']);

export const ImportKindSchema: z.ZodType<"csv" | "prices" | "scryfall", "csv" | "prices" | "scryfall"> = z.enum(['csv', 'prices', 'scryfall']);

export const ImportStatusSchema: z.ZodType<"completed" | "failed" | "queued" | "running", "completed" | "failed" | "queued" | "running"> = z.enum(['completed', 'failed', 'queued', 'running']);

export const PriceSourceSchema: z.ZodType<"cardkingdom" | "ebay" | "private_auction" | "scryfall_eur" | "scryfall_eur_foil" | "scryfall_tix" | "scryfall_usd" | "scryfall_usd_etched" | "scryfall_usd_foil" | "tcgplayer", "cardkingdom" | "ebay" | "private_auction" | "scryfall_eur" | "scryfall_eur_foil" | "scryfall_tix" | "scryfall_usd" | "scryfall_usd_etched" | "scryfall_usd_foil" | "tcgplayer"> = z.enum(['cardkingdom', 'ebay', 'private_auction', 'scryfall_eur', 'scryfall_eur_foil', 'scryfall_tix', 'scryfall_usd', 'scryfall_usd_etched', 'scryfall_usd_foil', 'tcgplayer']);

export const RaritySchema: z.ZodType<"common" | "mythic" | "rare" | "secret" | "uncommon", "common" | "mythic" | "rare" | "secret" | "uncommon"> = z.enum(['common', 'mythic', 'rare', 'secret', 'uncommon']);

export function CreateApiTokenInputSchema() {
  return z.object({
    name: z.string().regex(/^[^\u0000]*$/, 'must not contain NUL characters').max(100, "must be at most 100 characters").regex(/\S/, "is required"),
    scopes: z.array(z.string().regex(/^[^\u0000]*$/, 'must not contain NUL characters').max(40, 'must be at most 40 characters')).min(1, "must hold at least 1 item(s)").max(10, "may hold at most 10 items")
  })
}

export function CreateCardInputSchema() {
  return z.object({
    collectorNumber: z.string().regex(/^[^\u0000]*$/, 'must not contain NUL characters').max(20, "must be at most 20 characters").regex(/\S/, "is required"),
    condition: CardConditionSchema.default("mint").nullish(),
    game: GameSchema,
    imageUri: z.string().regex(/^[^\u0000]*$/, 'must not contain NUL characters').max(2048, "must be at most 2048 characters").regex(/^https?:\/\/\S+$/i, "must be an http(s) URL").nullish(),
    name: z.string().regex(/^[^\u0000]*$/, 'must not contain NUL characters').max(200, "must be at most 200 characters").regex(/\S/, "is required"),
    rarity: RaritySchema,
    setCode: z.string().regex(/^[^\u0000]*$/, 'must not contain NUL characters').max(16, "must be at most 16 characters").regex(/\S/, "is required"),
    setName: z.string().regex(/^[^\u0000]*$/, 'must not contain NUL characters').max(200, "must be at most 200 characters").regex(/\S/, "is required"),
    variants: z.array(z.lazy(() => VariantInputSchema())).max(20, "may hold at most 20 items").nullish()
  })
}

export function PricePointInputSchema() {
  return z.object({
    isSold: z.boolean(),
    price: z.number().min(0, "must be at least 0"),
    source: PriceSourceSchema,
    timestamp: z.union([z.date(), z.iso.datetime({ offset: true }).transform((value) => new Date(value))]).nullish()
  })
}

export function StartCatalogImportInputSchema() {
  return z.object({
    file: z.string().regex(/^[^\u0000]*$/, 'must not contain NUL characters').max(255, "must be at most 255 characters").regex(/\S/, "is required"),
    kind: ImportKindSchema
  })
}

export function VariantInputSchema() {
  return z.object({
    finish: FinishSchema.default("standard").nullish(),
    label: z.string().regex(/^[^\u0000]*$/, 'must not contain NUL characters').max(60, "must be at most 60 characters").regex(/\S/, "is required"),
    listedPrice: z.number().min(0, "must be at least 0").nullish(),
    marketPrice: z.number().min(0, "must be at least 0").nullish()
  })
}

export function MutationCreateApiTokenArgsSchema() {
  return z.object({
    input: z.lazy(() => CreateApiTokenInputSchema())
  })
}

export function MutationCreateCardArgsSchema() {
  return z.object({
    input: z.lazy(() => CreateCardInputSchema())
  })
}

export function MutationRecordPriceArgsSchema() {
  return z.object({
    cardId: z.string().max(64, "must be at most 64 characters"),
    input: z.lazy(() => PricePointInputSchema())
  })
}

export function MutationRevokeApiTokenArgsSchema() {
  return z.object({
    id: z.string().max(64, "must be at most 64 characters")
  })
}

export function MutationScanCardArgsSchema() {
  return z.object({
    imageBase64: z.string().regex(/^[^\u0000]*$/, 'must not contain NUL characters').max(20000000, "must be at most 20000000 characters")
  })
}

export function MutationStartCatalogImportArgsSchema() {
  return z.object({
    input: z.lazy(() => StartCatalogImportInputSchema())
  })
}

export function Query_CardsApiTokenArgsSchema() {
  return z.object({
    token: z.string().regex(/^[^\u0000]*$/, 'must not contain NUL characters').max(200, "must be at most 200 characters")
  })
}

export function QueryArbitrageArgsSchema() {
  return z.object({
    cursor: z.string().regex(/^[^\u0000]*$/, 'must not contain NUL characters').max(2000, "must be at most 2000 characters").nullish(),
    game: GameSchema.nullish(),
    limit: z.number().int('must be an integer').min(-2147483648, 'must be a 32-bit integer').max(2147483647, 'must be a 32-bit integer').min(1, "must be at least 1").max(100, "must be at most 100").default(20),
    minSpreadPercentage: z.number().min(0, "must be at least 0").default(15)
  })
}

export function QueryCardArgsSchema() {
  return z.object({
    id: z.string().max(64, "must be at most 64 characters")
  })
}

export function QueryCatalogImportArgsSchema() {
  return z.object({
    id: z.string().max(64, "must be at most 64 characters")
  })
}

export function QueryCatalogImportsArgsSchema() {
  return z.object({
    cursor: z.string().regex(/^[^\u0000]*$/, 'must not contain NUL characters').max(2000, "must be at most 2000 characters").nullish(),
    limit: z.number().int('must be an integer').min(-2147483648, 'must be a 32-bit integer').max(2147483647, 'must be a 32-bit integer').min(1, "must be at least 1").max(100, "must be at most 100").default(20)
  })
}

export function QueryMarketPriceArgsSchema() {
  return z.object({
    cardId: z.string().max(64, "must be at most 64 characters")
  })
}

export function QueryPriceChangesArgsSchema() {
  return z.object({
    currentFrom: z.union([z.date(), z.iso.datetime({ offset: true }).transform((value) => new Date(value))]).nullish(),
    currentTo: z.union([z.date(), z.iso.datetime({ offset: true }).transform((value) => new Date(value))]).nullish(),
    cursor: z.string().regex(/^[^\u0000]*$/, 'must not contain NUL characters').max(2000, "must be at most 2000 characters").nullish(),
    direction: ChangeDirectionSchema.default("both"),
    end: z.union([z.date(), z.iso.datetime({ offset: true }).transform((value) => new Date(value))]).nullish(),
    game: GameSchema.nullish(),
    limit: z.number().int('must be an integer').min(-2147483648, 'must be a 32-bit integer').max(2147483647, 'must be a 32-bit integer').min(1, "must be at least 1").max(100, "must be at most 100").default(20),
    minChangePercentage: z.number().min(0, "must be at least 0").default(0),
    previousFrom: z.union([z.date(), z.iso.datetime({ offset: true }).transform((value) => new Date(value))]).nullish(),
    previousTo: z.union([z.date(), z.iso.datetime({ offset: true }).transform((value) => new Date(value))]).nullish(),
    windowHours: z.number().int('must be an integer').min(-2147483648, 'must be a 32-bit integer').max(2147483647, 'must be a 32-bit integer').min(1, "must be at least 1").max(8760, "must be at most 8760").nullish()
  })
}

export function QueryPriceHistoryArgsSchema() {
  return z.object({
    cardId: z.string().max(64, "must be at most 64 characters"),
    days: z.number().int('must be an integer').min(-2147483648, 'must be a 32-bit integer').max(2147483647, 'must be a 32-bit integer').min(1, "must be at least 1").max(365, "must be at most 365").default(30),
    source: PriceSourceSchema.nullish()
  })
}

export function QuerySearchCardsArgsSchema() {
  return z.object({
    collectorNumber: z.string().regex(/^[^\u0000]*$/, 'must not contain NUL characters').max(20, "must be at most 20 characters").nullish(),
    cursor: z.string().regex(/^[^\u0000]*$/, 'must not contain NUL characters').max(2000, "must be at most 2000 characters").nullish(),
    game: GameSchema.nullish(),
    limit: z.number().int('must be an integer').min(-2147483648, 'must be a 32-bit integer').max(2147483647, 'must be a 32-bit integer').min(1, "must be at least 1").max(100, "must be at most 100").default(20),
    name: z.string().regex(/^[^\u0000]*$/, 'must not contain NUL characters').max(200, "must be at most 200 characters").nullish(),
    q: z.string().regex(/^[^\u0000]*$/, 'must not contain NUL characters').max(200, "must be at most 200 characters").nullish(),
    rarity: RaritySchema.nullish(),
    set: z.string().regex(/^[^\u0000]*$/, 'must not contain NUL characters').max(16, "must be at most 16 characters").nullish()
  })
}


/** Each field's argument schema by coordinate, for subgraph-kit's argument check. */
export const argumentSchemas = {
  'Mutation.createApiToken': MutationCreateApiTokenArgsSchema,
  'Mutation.createCard': MutationCreateCardArgsSchema,
  'Mutation.recordPrice': MutationRecordPriceArgsSchema,
  'Mutation.revokeApiToken': MutationRevokeApiTokenArgsSchema,
  'Mutation.scanCard': MutationScanCardArgsSchema,
  'Mutation.startCatalogImport': MutationStartCatalogImportArgsSchema,
  'Query._cardsApiToken': Query_CardsApiTokenArgsSchema,
  'Query.arbitrage': QueryArbitrageArgsSchema,
  'Query.card': QueryCardArgsSchema,
  'Query.catalogImport': QueryCatalogImportArgsSchema,
  'Query.catalogImports': QueryCatalogImportsArgsSchema,
  'Query.marketPrice': QueryMarketPriceArgsSchema,
  'Query.priceChanges': QueryPriceChangesArgsSchema,
  'Query.priceHistory': QueryPriceHistoryArgsSchema,
  'Query.searchCards': QuerySearchCardsArgsSchema,
};

import { z } from 'zod';
import type {
  CardFieldsFragment,
  ImportRunFieldsFragment,
  MarketPriceFieldsFragment,
} from '@platform/operations';

/** The cards API's records (snake_case), as zod schemas for OpenAPI and mappers from the graph's camelCase. */
const timestamp = z.string().meta({ description: 'ISO 8601 UTC' });

export const variantRecord = z.object({
  variant_id: z.string(),
  label: z.string(),
  finish: z.string(),
  market_price: z.number().nullable(),
  listed_price: z.number().nullable().optional(),
});

export const cardSummaryRecord = z
  .object({
    card_id: z.string(),
    name: z.string(),
    game: z.string(),
    set_code: z.string(),
    set_name: z.string(),
    rarity: z.string(),
    condition: z.string(),
    collector_number: z.string(),
    ticker: z.string(),
  })
  .meta({ id: 'CardSummary' });

type CardSummaryFields = Pick<
  CardFieldsFragment,
  'id' | 'name' | 'game' | 'setCode' | 'setName' | 'rarity' | 'condition' | 'collectorNumber' | 'ticker'
>;

/** What a search lists of a card; the full record adds variants, image and timestamps. */
export const toCardSummaryRecord = (card: CardSummaryFields) => ({
  card_id: card.id,
  name: card.name,
  game: card.game,
  set_code: card.setCode,
  set_name: card.setName,
  rarity: card.rarity,
  condition: card.condition,
  collector_number: card.collectorNumber,
  ticker: card.ticker,
});

export const cardRecord = cardSummaryRecord
  .extend({
    variants: z.array(variantRecord),
    image_uri: z.string().nullable(),
    created_at: timestamp,
    updated_at: timestamp,
  })
  .meta({ id: 'Card' });

export const toCardRecord = (card: CardFieldsFragment) => ({
  ...toCardSummaryRecord(card),
  variants: card.variants.map((variant) => ({
    variant_id: variant.id,
    label: variant.label,
    finish: variant.finish,
    market_price: variant.marketPrice,
    ...(variant.listedPrice === null ? {} : { listed_price: variant.listedPrice }),
  })),
  image_uri: card.imageUri,
  created_at: card.createdAt,
  updated_at: card.updatedAt,
});

export const marketPriceRecord = z
  .object({
    card_id: z.string(),
    price: z.number(),
    confidence: z.number().min(0).max(1),
    sources_used: z.number().int(),
    calculated_at: timestamp,
  })
  .meta({ id: 'MarketPrice' });

export const toMarketPriceRecord = (price: MarketPriceFieldsFragment) => ({
  card_id: price.cardId,
  price: price.price,
  confidence: price.confidence,
  sources_used: price.sourcesUsed,
  calculated_at: price.calculatedAt,
});

export const importRunRecord = z
  .object({
    import_id: z.string(),
    kind: z.enum(['scryfall', 'csv', 'prices']),
    file: z.string(),
    status: z.enum(['queued', 'running', 'completed', 'failed']),
    requested_by: z
      .string()
      .nullable()
      .meta({ description: 'The subject (sub) of the token that started the import' }),
    progress: z.number().nullable(),
    summary: z.object({
      processed: z.number(),
      created: z.number(),
      updated: z.number(),
      unchanged: z.number(),
      skipped: z.number(),
      failed: z.number(),
      prices_recorded: z.number(),
    }),
    issues: z.array(z.object({ at: z.string(), message: z.string() })),
    error: z.string().nullable(),
    created_at: timestamp,
    started_at: timestamp.nullable(),
    finished_at: timestamp.nullable(),
  })
  .meta({ id: 'ImportRun' });

export const toImportRunRecord = (run: ImportRunFieldsFragment) => ({
  import_id: run.id,
  kind: run.kind,
  file: run.file,
  status: run.status,
  requested_by: run.requestedBy ?? null,
  progress: run.progress,
  summary: {
    processed: run.processed,
    created: run.created,
    updated: run.updated,
    unchanged: run.unchanged,
    skipped: run.skipped,
    failed: run.failed,
    prices_recorded: run.pricesRecorded,
  },
  issues: run.issues,
  error: run.error,
  created_at: run.createdAt,
  started_at: run.startedAt,
  finished_at: run.finishedAt,
});

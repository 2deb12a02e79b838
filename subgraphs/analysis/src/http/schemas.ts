import { z } from 'zod';
import { CATEGORIES } from '../pipelines/category-keywords.js';
import { EMBEDDING_DIMENSIONS, EMBEDDING_MODEL } from '../pipelines/embed.js';
import { ENTITY_TYPES } from '../pipelines/entities.js';
import { DEFAULT_KEYWORD_LIMIT, MAX_KEYWORD_LIMIT } from '../pipelines/keywords.js';
import { MAX_SUMMARY_WORDS, MIN_SUMMARY_WORDS } from '../pipelines/summarize.js';

/** Request and response bodies of the analysis API: the router validates with them, OpenAPI documents them. */

export const MAX_BATCH_TEXTS = 256;
const NOT_TEXT = 'must be a non-empty string';

const text = z
  .string({ error: NOT_TEXT })
  .min(1, { error: NOT_TEXT, abort: true })
  .refine((value) => value.trim().length > 0, NOT_TEXT)
  .meta({
    description:
      'Page text. Must contain a non-space character; beyond ANALYSIS_MAX_TEXT_CHARS it is truncated.',
  });
const url = z
  .string()
  .max(4096)
  .optional()
  .meta({ description: 'Address of the page; its host and path hint at the category.' });
const truncated = z
  .boolean()
  .meta({ description: 'True when the text was cut to ANALYSIS_MAX_TEXT_CHARS before processing.' });

export const category = z.enum(CATEGORIES).meta({ id: 'Category' });
export const entities = z
  .object(
    Object.fromEntries(ENTITY_TYPES.map((type) => [type, z.array(z.string())])) as Record<
      (typeof ENTITY_TYPES)[number],
      z.ZodArray<z.ZodString>
    >,
  )
  .meta({
    id: 'Entities',
    description: 'Unique values per entity type; every type is present, empty when nothing was found.',
  });
export const keyword = z.object({ term: z.string(), score: z.number() }).meta({ id: 'Keyword' });
export const embedding = z
  .array(z.number())
  .length(EMBEDDING_DIMENSIONS)
  .meta({ id: 'Embedding', description: 'Unit-length vector (all zeros for text without words).' });

export const analyzeBody = z.object({ text, url });
export const analyzeResponse = z
  .object({ summary: z.string(), category, entities, embedding, keywords: z.array(keyword), truncated })
  .meta({ id: 'Analysis' });

export const summarizeBody = z.object({
  text,
  maxWords: z.number().int().min(MIN_SUMMARY_WORDS).max(MAX_SUMMARY_WORDS).default(MAX_SUMMARY_WORDS),
});
export const summarizeResponse = z
  .object({ summary: z.string(), wordCount: z.number().int(), truncated })
  .meta({ id: 'Summary' });

export const classifyBody = z.object({ text, url });
export const classifyResponse = z
  .object({
    category,
    scores: z.record(category, z.number()).meta({ description: 'Share of each category; sums to 1.' }),
    truncated,
  })
  .meta({ id: 'Classification' });

export const entitiesBody = z.object({ text });
export const entitiesResponse = z.object({ entities, truncated }).meta({ id: 'EntitiesResult' });

export const embedBody = z
  .object({
    text: text.optional(),
    texts: z
      .array(text)
      .min(1)
      .max(MAX_BATCH_TEXTS)
      .optional()
      .meta({ description: `1 to ${MAX_BATCH_TEXTS} texts embedded in one call.` }),
  })
  .superRefine((body, context) => {
    if (body.text === undefined && body.texts === undefined) {
      context.addIssue({
        code: 'custom',
        path: ['text'],
        message: `${NOT_TEXT} (or send texts, an array of 1 to ${MAX_BATCH_TEXTS} strings)`,
      });
    } else if (body.text !== undefined && body.texts !== undefined) {
      context.addIssue({ code: 'custom', path: ['texts'], message: 'send either text or texts, not both' });
    }
  })
  .meta({ description: 'Either `text` or `texts`.' });
const model = z.literal(EMBEDDING_MODEL);
const dimensions = z.literal(EMBEDDING_DIMENSIONS);
export const embedResponse = z.union([
  z.object({ embedding, dimensions, model, truncated }).meta({ id: 'EmbeddingResult' }),
  z
    .object({
      embeddings: z.array(embedding),
      dimensions,
      model,
      truncated: truncated.meta({ description: 'True when any text was truncated.' }),
    })
    .meta({ id: 'EmbeddingBatchResult' }),
]);

export const keywordsBody = z.object({
  text,
  limit: z.number().int().min(1).max(MAX_KEYWORD_LIMIT).default(DEFAULT_KEYWORD_LIMIT),
});
export const keywordsResponse = z.object({ keywords: z.array(keyword), truncated }).meta({ id: 'Keywords' });

export const healthResponse = z
  .object({
    status: z.literal('ok'),
    pipelines: z.array(z.string()),
    embedder: z.literal(EMBEDDING_MODEL),
    uptimeSeconds: z.number(),
  })
  .meta({ id: 'Health' });

export const validationError = z
  .object({
    error: z.literal('validation_error'),
    message: z.string(),
    details: z.array(z.object({ path: z.string(), message: z.string() })),
  })
  .meta({ id: 'ValidationError' });
export const simpleError = (code: string, id: string) =>
  z.object({ error: z.literal(code), message: z.string() }).meta({ id });
export const payloadTooLargeError = simpleError('payload_too_large', 'PayloadTooLargeError');
export const notFoundError = simpleError('not_found', 'NotFoundError');
export const internalError = z
  .object({ status: z.literal('error'), message: z.string(), timestamp: z.string() })
  .meta({ id: 'InternalError' });

export type AnalyzeRequest = z.input<typeof analyzeBody>;
export type AnalyzeResponse = z.infer<typeof analyzeResponse>;
export type SummarizeRequest = z.input<typeof summarizeBody>;
export type SummarizeResponse = z.infer<typeof summarizeResponse>;
export type ClassifyRequest = z.input<typeof classifyBody>;
export type ClassifyResponse = z.infer<typeof classifyResponse>;
export type EntitiesRequest = z.input<typeof entitiesBody>;
export type EntitiesResponse = z.infer<typeof entitiesResponse>;
export type EmbedRequest = z.input<typeof embedBody>;
export type EmbedResponse = z.infer<typeof embedResponse>;
export type KeywordsRequest = z.input<typeof keywordsBody>;
export type KeywordsResponse = z.infer<typeof keywordsResponse>;
export type HealthResponse = z.infer<typeof healthResponse>;

import type { z } from 'zod';
import type { AnalysisConfig } from '../config.js';
import { analyze } from '../pipelines/analyze.js';
import { classify } from '../pipelines/classify.js';
import { embed, EMBEDDING_DIMENSIONS, EMBEDDING_MODEL } from '../pipelines/embed.js';
import { extractEntities } from '../pipelines/entities.js';
import { extractKeywords } from '../pipelines/keywords.js';
import { summarize } from '../pipelines/summarize.js';
import { truncateText } from '../pipelines/text.js';
import * as schema from './schemas.js';

export interface RouteContext {
  config: AnalysisConfig;
  /** When the app was created, for the health check's uptime. */
  startedAt: number;
}

/** One endpoint, declared once: the router validates `body` with it and OpenAPI documents both schemas. */
export interface AnalysisRoute<B extends z.ZodType = z.ZodType> {
  method: 'get' | 'post';
  path: string;
  summary: string;
  tag: 'pipelines' | 'service';
  body?: B;
  response: z.ZodType;
  handle(body: z.output<B>, context: RouteContext): unknown;
}

const route = <B extends z.ZodType>(definition: AnalysisRoute<B>): AnalysisRoute<B> => definition;

export const PIPELINES = ['summarize', 'classify', 'entities', 'embed', 'keywords'] as const;

export const analysisRoutes: AnalysisRoute[] = [
  route({
    method: 'post',
    path: '/api/analyze',
    tag: 'pipelines',
    summary: 'Run all five pipelines on one text (what enrichment stores)',
    body: schema.analyzeBody,
    response: schema.analyzeResponse,
    handle: ({ text, url }, { config }) => analyze(text, { url, maxTextChars: config.maxTextChars }),
  }),
  route({
    method: 'post',
    path: '/api/summarize',
    tag: 'pipelines',
    summary: 'Extractive summary of 50 to maxWords words',
    body: schema.summarizeBody,
    response: schema.summarizeResponse,
    handle: ({ text, maxWords }, { config }) => {
      const prepared = truncateText(text, config.maxTextChars);
      return { ...summarize(prepared.text, maxWords), truncated: prepared.truncated };
    },
  }),
  route({
    method: 'post',
    path: '/api/classify',
    tag: 'pipelines',
    summary: 'One of ten categories by keyword heuristics, with every score',
    body: schema.classifyBody,
    response: schema.classifyResponse,
    handle: ({ text, url }, { config }) => {
      const prepared = truncateText(text, config.maxTextChars);
      return { ...classify(prepared.text, url), truncated: prepared.truncated };
    },
  }),
  route({
    method: 'post',
    path: '/api/entities',
    tag: 'pipelines',
    summary: 'Named entities by type',
    body: schema.entitiesBody,
    response: schema.entitiesResponse,
    handle: ({ text }, { config }) => {
      const prepared = truncateText(text, config.maxTextChars);
      return { entities: extractEntities(prepared.text), truncated: prepared.truncated };
    },
  }),
  route({
    method: 'post',
    path: '/api/embed',
    tag: 'pipelines',
    summary: `Deterministic ${EMBEDDING_DIMENSIONS}-d embedding of one text or a batch`,
    body: schema.embedBody,
    response: schema.embedResponse,
    handle: ({ text, texts }, { config }) => {
      const common = { dimensions: EMBEDDING_DIMENSIONS, model: EMBEDDING_MODEL };
      if (texts) {
        const prepared = texts.map((item) => truncateText(item, config.maxTextChars));
        return {
          embeddings: prepared.map((item) => embed(item.text)),
          ...common,
          truncated: prepared.some((item) => item.truncated),
        };
      }
      const prepared = truncateText(text!, config.maxTextChars);
      return { embedding: embed(prepared.text), ...common, truncated: prepared.truncated };
    },
  }),
  route({
    method: 'post',
    path: '/api/keywords',
    tag: 'pipelines',
    summary: 'Top TF-IDF keywords, best first',
    body: schema.keywordsBody,
    response: schema.keywordsResponse,
    handle: ({ text, limit }, { config }) => {
      const prepared = truncateText(text, config.maxTextChars);
      return { keywords: extractKeywords(prepared.text, limit), truncated: prepared.truncated };
    },
  }),
  route({
    method: 'get',
    path: '/health',
    tag: 'service',
    summary: 'Liveness and the pipelines this process serves',
    response: schema.healthResponse,
    handle: (_body, { startedAt }) => ({
      status: 'ok',
      pipelines: [...PIPELINES],
      embedder: EMBEDDING_MODEL,
      uptimeSeconds: Math.floor((Date.now() - startedAt) / 1000),
    }),
  }),
];

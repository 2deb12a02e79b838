/** What the platform imports: the app factory, the config loader, the pipelines and the API's body types. */
export { createAnalysisApp, type AnalysisAppOptions } from './http/app.js';
export { loadAnalysisConfig, AnalysisConfigError, type AnalysisConfig } from './config.js';
export { analysisRoutes, PIPELINES, type AnalysisRoute } from './http/routes.js';
export { analysisOpenApiDocument } from './http/openapi.js';
export { analyze, type Analysis, type AnalyzeOptions } from './pipelines/analyze.js';
export { summarize, MIN_SUMMARY_WORDS, MAX_SUMMARY_WORDS, type Summary } from './pipelines/summarize.js';
export { classify, type Classification } from './pipelines/classify.js';
export { CATEGORIES, type Category } from './pipelines/category-keywords.js';
export {
  extractEntities,
  ENTITY_TYPES,
  MAX_VALUES_PER_TYPE,
  type Entities,
  type EntityType,
} from './pipelines/entities.js';
export { embed, cosineSimilarity, EMBEDDING_DIMENSIONS, EMBEDDING_MODEL } from './pipelines/embed.js';
export {
  extractKeywords,
  DEFAULT_KEYWORD_LIMIT,
  MAX_KEYWORD_LIMIT,
  type Keyword,
} from './pipelines/keywords.js';
export { truncateText } from './pipelines/text.js';
export type {
  AnalyzeRequest,
  AnalyzeResponse,
  SummarizeRequest,
  SummarizeResponse,
  ClassifyRequest,
  ClassifyResponse,
  EntitiesRequest,
  EntitiesResponse,
  EmbedRequest,
  EmbedResponse,
  KeywordsRequest,
  KeywordsResponse,
  HealthResponse,
} from './http/schemas.js';

import type { Category } from './category-keywords.js';
import { classify } from './classify.js';
import { embed } from './embed.js';
import { extractEntities, type Entities } from './entities.js';
import { DEFAULT_KEYWORD_LIMIT, extractKeywords, type Keyword } from './keywords.js';
import { summarize } from './summarize.js';
import { truncateText } from './text.js';

export interface AnalyzeOptions {
  url?: string;
  /** Longer texts are cut to this many characters first (ANALYSIS_MAX_TEXT_CHARS). */
  maxTextChars: number;
  keywordLimit?: number;
}

export interface Analysis {
  summary: string;
  category: Category;
  entities: Entities;
  embedding: number[];
  keywords: Keyword[];
  truncated: boolean;
}

/** All five pipelines over one (possibly truncated) text: what enrichment stores on a tab or bookmark. */
export function analyze(input: string, options: AnalyzeOptions): Analysis {
  const { text, truncated } = truncateText(input, options.maxTextChars);
  return {
    summary: summarize(text).summary,
    category: classify(text, options.url).category,
    entities: extractEntities(text),
    embedding: embed(text),
    keywords: extractKeywords(text, options.keywordLimit ?? DEFAULT_KEYWORD_LIMIT),
    truncated,
  };
}

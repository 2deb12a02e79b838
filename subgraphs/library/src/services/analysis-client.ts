import { EMBEDDING_DIMENSIONS } from '../entities/saved-item.properties.js';

/** What enrichment stores, as the analysis service's `POST /api/analyze` answers it. */
export interface Analysis {
  summary: string;
  category: string;
  entities: Record<string, string[]>;
  embedding: number[];
  keywords: Array<{ term: string; score: number }>;
}

/**
 * Texts sent for analysis are cut to this many characters: the service itself analyses at most
 * ANALYSIS_MAX_TEXT_CHARS (200,000 by default), and a 1,000,000-character page of multi-byte text
 * could otherwise exceed its body limit.
 */
export const MAX_ANALYSIS_CHARS = 200_000;

/** The analysis service could not be reached, timed out, or answered something unusable. */
export class AnalysisUnavailableError extends Error {
  override name = 'AnalysisUnavailableError';
}

/** Cuts text to `max` characters without splitting a surrogate pair. */
export function cutText(text: string, max = MAX_ANALYSIS_CHARS): string {
  if (text.length <= max) return text;
  const code = text.charCodeAt(max - 1);
  return text.slice(0, code >= 0xd800 && code <= 0xdbff ? max - 1 : max);
}

/** A 384-d vector of finite numbers, or null (anything else means the service answered nonsense). */
function vectorOf(value: unknown): number[] | null {
  if (!Array.isArray(value) || value.length !== EMBEDDING_DIMENSIONS) return null;
  return value.every((n) => typeof n === 'number' && Number.isFinite(n)) ? (value as number[]) : null;
}

/** An all-zero embedding (text without words) has no direction: cosine distance to it is NaN. */
export const isZeroVector = (vector: number[]) => vector.every((n) => n === 0);

/** HTTP client of the analysis service (ML_URL), with a timeout on every call. */
export class AnalysisClient {
  private readonly base: string;

  constructor(
    baseUrl: string,
    private readonly timeoutMs: number,
  ) {
    this.base = baseUrl.replace(/\/+$/, '');
  }

  async analyze(text: string, url: string): Promise<Analysis> {
    const body = (await this.post('/api/analyze', {
      text: cutText(text),
      url: url.slice(0, 4096),
    })) as Partial<Analysis>;
    const embedding = vectorOf(body.embedding);
    if (
      typeof body.summary !== 'string' ||
      typeof body.category !== 'string' ||
      !embedding ||
      !Array.isArray(body.keywords)
    ) {
      throw new AnalysisUnavailableError('the analysis service answered an unexpected body');
    }
    const entities: Record<string, string[]> = {};
    for (const [type, values] of Object.entries(body.entities ?? {})) {
      if (Array.isArray(values)) entities[type] = values.filter((v): v is string => typeof v === 'string');
    }
    const keywords = body.keywords.filter(
      (k): k is { term: string; score: number } => typeof k?.term === 'string',
    );
    return { summary: body.summary, category: body.category, entities, embedding, keywords };
  }

  async embed(text: string): Promise<number[]> {
    const body = (await this.post('/api/embed', { text: cutText(text) })) as { embedding?: unknown };
    const embedding = vectorOf(body.embedding);
    if (!embedding) throw new AnalysisUnavailableError('the analysis service answered an unexpected body');
    return embedding;
  }

  private async post(path: string, payload: unknown): Promise<unknown> {
    let response: Response;
    try {
      response = await fetch(this.base + path, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(payload),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      const err = error as Error & { cause?: { code?: string } };
      const why =
        err.name === 'TimeoutError'
          ? `no answer within ${this.timeoutMs} ms`
          : (err.cause?.code ?? err.message);
      throw new AnalysisUnavailableError(`cannot reach ${this.base}${path} (${why})`);
    }
    const text = await response.text().catch(() => '');
    if (!response.ok) {
      let message = '';
      try {
        message = String((JSON.parse(text) as { message?: unknown }).message ?? '');
      } catch {
        // not JSON
      }
      throw new AnalysisUnavailableError(
        `${path} answered ${response.status}${message ? `: ${message.slice(0, 200)}` : ''}`,
      );
    }
    try {
      return JSON.parse(text);
    } catch {
      throw new AnalysisUnavailableError(`${path} answered a body that is not JSON`);
    }
  }
}

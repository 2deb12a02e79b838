import { z } from 'zod';
import { DomainError } from '@platform/errors';
import { parseInput } from '../rules/parse-input.js';
import { imageFormatOf, matchScore, scanTerms } from '../scan/scan-text.js';
import { recognizeText } from '../scan/tesseract.js';
import type { CatalogContext } from './catalog-context.js';

/** Candidates below this name similarity are not matches (pg_trgm's own default threshold). */
export const MIN_SIMILARITY = 0.3;
export const MAX_MATCHES = 5;

export interface ScanMatch {
  cardId: string;
  name: string;
  setCode: string;
  collectorNumber: string;
  ticker: string;
  /**
   * 0 to 1: 0.8 × the best line's mean of trigram similarity (the whole line against the name) and
   * word similarity (the name found within the line), + 0.1 for the set code and + 0.1 for the
   * collector number seen.
   */
  score: number;
}

const imageSchema = z.base64({ error: 'image must be base64' }).min(8, 'image is empty');

const invalidImage = (message: string) =>
  new DomainError('BAD_USER_INPUT', message, { reason: 'invalid_image' });

/**
 * Scan to catalog: a photo of a card → its text by OCR (scan/tesseract.ts) → the catalog's cards
 * ranked by how well a line of that text matches their name (trigram similarity on the indexed
 * search name), with the set code and collector number as tie-breakers. The caller adds the chosen
 * match to their portfolio with the usual add.
 */
export class ScanService {
  constructor(
    private readonly context: CatalogContext,
    private readonly ocr: (image: Buffer) => Promise<string> = recognizeText,
  ) {}

  async scan(imageBase64: string): Promise<{ text: string; matches: ScanMatch[] }> {
    const image = Buffer.from(parseInput(imageSchema, imageBase64), 'base64');
    if (!imageFormatOf(image)) throw invalidImage('image must be a PNG, JPEG, WebP, TIFF or BMP');
    const text = (await this.ocr(image)).trim();
    const { lines, tokens } = scanTerms(text);
    if (lines.length === 0) return { text, matches: [] };
    const rows: Array<{
      id: string;
      name: string;
      set_code: string;
      collector_number: string;
      ticker: string;
      similarity: number;
    }> = await this.context.orm.em.getConnection().execute(
      `select c."id", c."name", c."set_code", c."collector_number", c."ticker", max((public.similarity(c."search_name", l."line") + public.word_similarity(c."search_name", l."line")) / 2)::float8 as "similarity"
       from jsonb_array_elements_text(?::jsonb) as l("line")
       join "catalog"."card" c on c."search_name" operator(public.%) l."line" or c."search_name" operator(public.<%) l."line"
       group by c."id" order by "similarity" desc, c."name", c."id" limit 50`,
      [JSON.stringify(lines)],
    );
    const matches = rows
      .filter((row) => row.similarity >= MIN_SIMILARITY)
      .map((row) => ({
        cardId: row.id,
        name: row.name,
        setCode: row.set_code,
        collectorNumber: row.collector_number,
        ticker: row.ticker,
        score: matchScore(
          row.similarity,
          { setCode: row.set_code, collectorNumber: row.collector_number },
          tokens,
        ),
      }))
      .sort((a, b) => b.score - a.score || a.name.localeCompare(b.name))
      .slice(0, MAX_MATCHES);
    return { text, matches };
  }
}

import { z } from 'zod';
import { CardsScanCardDocument } from '@platform/operations';
import { MutationScanCardArgsSchema } from '@platform/subgraph-catalog/validation';
import { route } from '../../core/index.js';
import { needs } from '../scopes.js';

const scanMatchRecord = z.object({
  card_id: z.string(),
  name: z.string(),
  set_code: z.string(),
  collector_number: z.string(),
  ticker: z.string(),
  score: z.number(),
});

export const scanRoutes = [
  route({
    method: 'post',
    path: '/api/v1/cards/scan',
    summary: 'Scan to catalog: find the card in a photo',
    description:
      "Body {image_base64}: a photo of a card, base64 (PNG, JPEG, WebP, TIFF or BMP; the whole request within the server's " +
      "BODY_LIMIT, 1 MB by default). Its text is read by OCR (tesseract) and each line compared with the catalog's card names " +
      '(trigram similarity), the set code and collector number seen raising a match. Answers {text, matches} with at most 5 ' +
      'matches, best first, each with a score from 0 to 1; none when nothing matches. Add the chosen card with POST ' +
      '/api/v1/portfolio/holdings. Not an image: 400 invalid_image; OCR missing on the server: 503 ocr_unavailable.',
    tag: 'Cards',
    auth: 'user',
    scopes: needs('cards:read'),
    body: z.object({ image_base64: MutationScanCardArgsSchema().shape.imageBase64 }),
    operation: CardsScanCardDocument,
    variables: ({ body }) => ({ imageBase64: body.image_base64 }),
    respond: ({ scanCard }) => ({
      text: scanCard.text,
      matches: scanCard.matches.map((match) => ({
        card_id: match.cardId,
        name: match.name,
        set_code: match.setCode,
        collector_number: match.collectorNumber,
        ticker: match.ticker,
        score: match.score,
      })),
    }),
    response: z.object({ text: z.string(), matches: z.array(scanMatchRecord) }),
    errors: [400, 403, 503],
  }),
];
